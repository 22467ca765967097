-- Rows the new rules forbid cannot stay: a break needs both its times; a consultant works for
-- its own admin's business (a platform admin moved out of a business by 0003 stops being
-- that business's consultant); an address without a business has no tenant.
UPDATE "days" SET "has_breaks" = 0 WHERE "has_breaks" = 1 AND ("break_start_time" IS NULL OR "break_end_time" IS NULL);
--> statement-breakpoint
DELETE FROM "consultants" c WHERE NOT EXISTS (
  SELECT 1 FROM "admins" a WHERE a."id" = c."admin_id" AND a."business_id" = c."business_id"
);
--> statement-breakpoint
DELETE FROM "addresses" WHERE "addressable_type" <> 'business';
--> statement-breakpoint
DELETE FROM "consultant_services" cs WHERE NOT EXISTS (
  SELECT 1 FROM "consultants" c JOIN "services" s ON s."business_id" = c."business_id"
  WHERE c."id" = cs."consultant_id" AND s."id" = cs."service_id"
);
--> statement-breakpoint
ALTER TABLE "businesses" DROP CONSTRAINT "businesses_subdomain_unique";
--> statement-breakpoint
ALTER TABLE "addresses" DROP CONSTRAINT "addresses_state_id_states_id_fk";
--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_service_category_id_service_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "consultant_services" DROP CONSTRAINT "consultant_services_consultant_id_consultants_id_fk";
--> statement-breakpoint
ALTER TABLE "consultant_services" DROP CONSTRAINT "consultant_services_service_id_services_id_fk";
--> statement-breakpoint
ALTER TABLE "consultants" DROP CONSTRAINT "consultants_admin_id_admins_id_fk";
--> statement-breakpoint
DROP INDEX "services_category_idx";
--> statement-breakpoint
DROP INDEX "consultant_services_service_id_idx";
--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "business_id" integer;
--> statement-breakpoint
UPDATE "addresses" SET "business_id" = "addressable_id";
--> statement-breakpoint
ALTER TABLE "addresses" ALTER COLUMN "business_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "consultant_services" ADD COLUMN "business_id" integer;
--> statement-breakpoint
UPDATE "consultant_services" cs SET "business_id" = c."business_id" FROM "consultants" c WHERE c."id" = cs."consultant_id";
--> statement-breakpoint
ALTER TABLE "consultant_services" ALTER COLUMN "business_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_id_business_unique" UNIQUE("id","business_id");
--> statement-breakpoint
ALTER TABLE "service_categories" ADD CONSTRAINT "service_categories_id_business_unique" UNIQUE("id","business_id");
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_id_business_unique" UNIQUE("id","business_id");
--> statement-breakpoint
ALTER TABLE "consultants" ADD CONSTRAINT "consultants_id_business_unique" UNIQUE("id","business_id");
--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_id_country_unique" UNIQUE("id","country_id");
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_state_of_country_fk" FOREIGN KEY ("state_id","country_id") REFERENCES "public"."states"("id","country_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_of_business_fk" FOREIGN KEY ("service_category_id","business_id") REFERENCES "public"."service_categories"("id","business_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "consultant_services" ADD CONSTRAINT "consultant_services_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "consultant_services" ADD CONSTRAINT "consultant_services_consultant_of_business_fk" FOREIGN KEY ("consultant_id","business_id") REFERENCES "public"."consultants"("id","business_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "consultant_services" ADD CONSTRAINT "consultant_services_service_of_business_fk" FOREIGN KEY ("service_id","business_id") REFERENCES "public"."services"("id","business_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "consultants" ADD CONSTRAINT "consultants_admin_of_business_fk" FOREIGN KEY ("admin_id","business_id") REFERENCES "public"."admins"("id","business_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "activities_admin_id_idx" ON "activities" USING btree ("admin_id");
--> statement-breakpoint
CREATE INDEX "appointment_services_service_id_idx" ON "appointment_services" USING btree ("service_id");
--> statement-breakpoint
CREATE INDEX "appointment_services_consultant_service_id_idx" ON "appointment_services" USING btree ("consultant_service_id");
--> statement-breakpoint
CREATE INDEX "appointments_customer_timezone_id_idx" ON "appointments" USING btree ("customer_timezone_id");
--> statement-breakpoint
CREATE INDEX "addresses_business_id_idx" ON "addresses" USING btree ("business_id");
--> statement-breakpoint
CREATE INDEX "addresses_country_id_idx" ON "addresses" USING btree ("country_id");
--> statement-breakpoint
CREATE INDEX "addresses_state_country_idx" ON "addresses" USING btree ("state_id","country_id");
--> statement-breakpoint
CREATE INDEX "business_settings_setting_code_idx" ON "business_settings" USING btree ("setting_code");
--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_subdomain_unique" ON "businesses" USING btree (lower("subdomain"));
--> statement-breakpoint
CREATE INDEX "businesses_theme_id_idx" ON "businesses" USING btree ("theme_id");
--> statement-breakpoint
CREATE INDEX "businesses_category_service_id_idx" ON "businesses" USING btree ("category_service_id");
--> statement-breakpoint
CREATE INDEX "services_subscription_period_id_idx" ON "services" USING btree ("subscription_period_id");
--> statement-breakpoint
CREATE INDEX "default_messages_category_id_idx" ON "default_messages" USING btree ("default_message_category_id");
--> statement-breakpoint
CREATE INDEX "messages_reply_message_id_idx" ON "messages" USING btree ("reply_message_id");
--> statement-breakpoint
CREATE INDEX "notifications_message_id_idx" ON "notifications" USING btree ("message_id");
--> statement-breakpoint
CREATE INDEX "consultant_services_business_id_idx" ON "consultant_services" USING btree ("business_id");
--> statement-breakpoint
CREATE INDEX "files_uploaded_by_idx" ON "files" USING btree ("uploaded_by");
--> statement-breakpoint
CREATE INDEX "invitations_role_id_idx" ON "invitations" USING btree ("role_id");
--> statement-breakpoint
CREATE INDEX "invitations_admin_id_idx" ON "invitations" USING btree ("admin_id");
--> statement-breakpoint
CREATE INDEX "invitations_sender_id_idx" ON "invitations" USING btree ("sender_id");
--> statement-breakpoint
CREATE INDEX "business_theme_entities_theme_id_idx" ON "business_theme_entities" USING btree ("theme_id");
--> statement-breakpoint
CREATE INDEX "flagged_reviews_admin_id_idx" ON "flagged_reviews" USING btree ("admin_id");
--> statement-breakpoint
CREATE INDEX "prospects_user_id_idx" ON "prospects" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "prospects_approved_by_idx" ON "prospects" USING btree ("approved_by");
--> statement-breakpoint
CREATE INDEX "services_category_idx" ON "services" USING btree ("service_category_id","business_id");
--> statement-breakpoint
CREATE INDEX "consultant_services_service_id_idx" ON "consultant_services" USING btree ("service_id","business_id");
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_business_owner" CHECK ("addresses"."addressable_type" <> 'business' or "addresses"."addressable_id" = "addresses"."business_id");
--> statement-breakpoint
ALTER TABLE "days" ADD CONSTRAINT "days_break_times_present" CHECK ("days"."has_breaks" = 0 or ("days"."break_start_time" is not null and "days"."break_end_time" is not null));
