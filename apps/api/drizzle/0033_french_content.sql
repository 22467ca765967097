ALTER TABLE "businesses" ADD COLUMN "short_description_fr" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "long_description_fr" text;--> statement-breakpoint
ALTER TABLE "service_categories" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "description_fr" text;