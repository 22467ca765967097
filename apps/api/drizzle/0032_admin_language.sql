ALTER TABLE "admins" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_language_known" CHECK ("admins"."language" in ('en-CA', 'fr-CA'));