-- No double booking: a consultant's non-cancelled appointments may not overlap. Ranges are
-- half-open, so one appointment may start when the previous one ends. Drizzle cannot declare
-- EXCLUDE constraints, hence this hand-written migration; the API maps a violation of
-- appointments_no_overlap (SQLSTATE 23P01) to 409.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap" EXCLUDE USING gist ("consultant_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" <> 'cancelled');
