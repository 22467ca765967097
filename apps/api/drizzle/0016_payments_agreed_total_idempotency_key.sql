ALTER TABLE "appointments" ADD COLUMN "agreed_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What pay-now appointments already booked were agreed at is no longer known: their total.
UPDATE "appointments" SET "agreed_total" = "total" WHERE "pay_now" = 1;--> statement-breakpoint
ALTER TABLE "appointment_charges" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
-- The key the charges made so far were sent with.
UPDATE "appointment_charges" SET "idempotency_key" = 'appointment-' || "appointment_id";--> statement-breakpoint
ALTER TABLE "appointment_charges" ALTER COLUMN "idempotency_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_charges" ADD CONSTRAINT "appointment_charges_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_agreed_total_non_negative" CHECK ("appointments"."agreed_total" >= 0);
