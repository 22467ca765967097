-- Prospects become the people who contacted a business without being its clients yet: they
-- carry their own name, e-mail and phone (a contact-form sender has no account), how they came
-- (contact or signup), and may be declined. Existing rows (signups) keep their client.
CREATE TYPE "public"."prospect_source" AS ENUM('contact', 'signup');--> statement-breakpoint
ALTER TABLE "prospects" DROP CONSTRAINT "prospects_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "prospects" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "prospects" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
UPDATE "prospects" SET "status" = 'new' WHERE "status" = 'pending';--> statement-breakpoint
DROP TYPE "public"."prospect_status";--> statement-breakpoint
CREATE TYPE "public"."prospect_status" AS ENUM('new', 'approved', 'declined');--> statement-breakpoint
ALTER TABLE "prospects" ALTER COLUMN "status" SET DATA TYPE "public"."prospect_status" USING "status"::"public"."prospect_status";--> statement-breakpoint
ALTER TABLE "prospects" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."prospect_status";--> statement-breakpoint
DROP INDEX "prospects_business_status_idx";--> statement-breakpoint
ALTER TABLE "prospects" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "source" "prospect_source";--> statement-breakpoint
-- A prospect of another business than its client's cannot be kept: the composite key refuses it.
DELETE FROM "prospects" p USING "users" u WHERE u."id" = p."user_id" AND u."business_id" <> p."business_id";--> statement-breakpoint
UPDATE "prospects" p SET
  "name" = left(coalesce(nullif(trim(u."firstname" || ' ' || u."lastname"), ''), u."email"), 100),
  "email" = u."email",
  "phone" = left(u."phone", 32),
  "source" = 'signup',
  "note" = left(p."note", 500),
  "approved_at" = CASE WHEN p."status" = 'approved' THEN coalesce(p."approved_at", p."updated_at") END
FROM "users" u WHERE u."id" = p."user_id";--> statement-breakpoint
-- One prospect per business and e-mail: the oldest stays.
DELETE FROM "prospects" p USING "prospects" q
  WHERE q."business_id" = p."business_id" AND lower(q."email") = lower(p."email") AND q."id" < p."id";--> statement-breakpoint
ALTER TABLE "prospects" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "prospects" ALTER COLUMN "email" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "prospects" ALTER COLUMN "source" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_user_of_business_fk" FOREIGN KEY ("user_id","business_id") REFERENCES "public"."users"("id","business_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prospects_business_email_unique" ON "prospects" USING btree ("business_id",lower("email"));--> statement-breakpoint
CREATE INDEX "prospects_business_status_created_idx" ON "prospects" USING btree ("business_id","status","created_at");--> statement-breakpoint
CREATE INDEX "prospects_business_created_idx" ON "prospects" USING btree ("business_id","created_at");--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_name_length" CHECK (char_length("prospects"."name") between 1 and 100);--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_email_length" CHECK (char_length("prospects"."email") between 3 and 254);--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_phone_length" CHECK ("prospects"."phone" is null or char_length("prospects"."phone") <= 32);--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_note_length" CHECK ("prospects"."note" is null or char_length("prospects"."note") <= 500);--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_signup_has_user" CHECK ("prospects"."source" <> 'signup' or "prospects"."user_id" is not null);--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_approved_complete" CHECK (("prospects"."approved_at" is not null) = ("prospects"."status" = 'approved') and ("prospects"."status" <> 'approved' or "prospects"."user_id" is not null));
