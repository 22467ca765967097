-- An appointment's consultant, customer and services belong to its own business, and the
-- database holds them to it. Appointments that break the rule cannot stay: one whose
-- consultant or customer sits in another business (or no longer exists) is removed first.
-- The polymorphic customer gets two generated columns (user_id, guest_id) so that composite
-- foreign keys can reach users and guests. Businesses gain their tax rate and booking fee;
-- activities gain the appointment they record (an appointment's `events`).
DELETE FROM "appointments" a WHERE NOT EXISTS (
  SELECT 1 FROM "consultants" c WHERE c."id" = a."consultant_id" AND c."business_id" = a."business_id"
) OR (a."customer_type" = 'user' AND NOT EXISTS (
  SELECT 1 FROM "users" u WHERE u."id" = a."customerable_id" AND u."business_id" = a."business_id"
)) OR (a."customer_type" = 'guest' AND NOT EXISTS (
  SELECT 1 FROM "guests" g WHERE g."id" = a."customerable_id" AND g."business_id" = a."business_id"
));
--> statement-breakpoint
ALTER TABLE "appointment_services" DROP CONSTRAINT "appointment_services_appointment_id_appointments_id_fk";
--> statement-breakpoint
ALTER TABLE "appointment_services" DROP CONSTRAINT "appointment_services_service_id_services_id_fk";
--> statement-breakpoint
ALTER TABLE "appointment_services" DROP CONSTRAINT "appointment_services_consultant_service_id_consultant_services_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_consultant_id_consultants_id_fk";
--> statement-breakpoint
DROP INDEX "appointment_services_appointment_id_idx";
--> statement-breakpoint
DROP INDEX "appointment_services_service_id_idx";
--> statement-breakpoint
DROP INDEX "appointment_services_consultant_service_id_idx";
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "appointment_id" integer;
--> statement-breakpoint
ALTER TABLE "appointment_services" ADD COLUMN "business_id" integer;
--> statement-breakpoint
UPDATE "appointment_services" s SET "business_id" = a."business_id" FROM "appointments" a WHERE a."id" = s."appointment_id";
--> statement-breakpoint
ALTER TABLE "appointment_services" ALTER COLUMN "business_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "appointment_services" s SET "service_id" = NULL WHERE "service_id" IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM "services" v WHERE v."id" = s."service_id" AND v."business_id" = s."business_id"
);
--> statement-breakpoint
UPDATE "appointment_services" s SET "consultant_service_id" = NULL WHERE "consultant_service_id" IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM "consultant_services" v WHERE v."id" = s."consultant_service_id" AND v."business_id" = s."business_id"
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "user_id" integer GENERATED ALWAYS AS (CASE WHEN customer_type = 'user' THEN customerable_id END) STORED;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "guest_id" integer GENERATED ALWAYS AS (CASE WHEN customer_type = 'guest' THEN customerable_id END) STORED;
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "tax_rate_ppm" integer DEFAULT 149750 NOT NULL;
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "booking_fee" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_id_business_unique" UNIQUE("id","business_id");
--> statement-breakpoint
ALTER TABLE "consultant_services" ADD CONSTRAINT "consultant_services_id_business_unique" UNIQUE("id","business_id");
--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_id_business_unique" UNIQUE("id","business_id");
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_id_business_unique" UNIQUE("id","business_id");
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointment_services" ADD CONSTRAINT "appointment_services_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointment_services" ADD CONSTRAINT "appointment_services_appointment_of_business_fk" FOREIGN KEY ("appointment_id","business_id") REFERENCES "public"."appointments"("id","business_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Hand-written (Drizzle cannot declare a column list for SET NULL): when a service or a
-- consultant service goes, the booked line keeps its name and price and loses only the link.
ALTER TABLE "appointment_services" ADD CONSTRAINT "appointment_services_service_of_business_fk" FOREIGN KEY ("service_id","business_id") REFERENCES "public"."services"("id","business_id") ON DELETE SET NULL ("service_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointment_services" ADD CONSTRAINT "appointment_services_consultant_service_of_business_fk" FOREIGN KEY ("consultant_service_id","business_id") REFERENCES "public"."consultant_services"("id","business_id") ON DELETE SET NULL ("consultant_service_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_consultant_of_business_fk" FOREIGN KEY ("consultant_id","business_id") REFERENCES "public"."consultants"("id","business_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_of_business_fk" FOREIGN KEY ("user_id","business_id") REFERENCES "public"."users"("id","business_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_guest_of_business_fk" FOREIGN KEY ("guest_id","business_id") REFERENCES "public"."guests"("id","business_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "activities_appointment_id_idx" ON "activities" USING btree ("appointment_id");
--> statement-breakpoint
CREATE INDEX "appointment_services_business_id_idx" ON "appointment_services" USING btree ("business_id");
--> statement-breakpoint
CREATE INDEX "appointments_consultant_business_idx" ON "appointments" USING btree ("consultant_id","business_id");
--> statement-breakpoint
CREATE INDEX "appointments_user_business_idx" ON "appointments" USING btree ("user_id","business_id");
--> statement-breakpoint
CREATE INDEX "appointments_guest_business_idx" ON "appointments" USING btree ("guest_id","business_id");
--> statement-breakpoint
CREATE INDEX "appointment_services_appointment_id_idx" ON "appointment_services" USING btree ("appointment_id","business_id");
--> statement-breakpoint
CREATE INDEX "appointment_services_service_id_idx" ON "appointment_services" USING btree ("service_id","business_id");
--> statement-breakpoint
CREATE INDEX "appointment_services_consultant_service_id_idx" ON "appointment_services" USING btree ("consultant_service_id","business_id");
--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_tax_rate_ppm_range" CHECK ("businesses"."tax_rate_ppm" between 0 and 1000000);
--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_booking_fee_non_negative" CHECK ("businesses"."booking_fee" >= 0);
