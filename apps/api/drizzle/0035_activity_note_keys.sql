ALTER TABLE "activities" ADD COLUMN "note_key" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "note_values" jsonb;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_note_key_shape" CHECK ("activities"."note_key" ~ '^[a-z][A-Za-z0-9]{0,63}$');--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_note_values_bounded" CHECK (jsonb_typeof("activities"."note_values") = 'object' and octet_length("activities"."note_values"::text) <= 8192);--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_note_key_with_values" CHECK (("activities"."note_key" is null) = ("activities"."note_values" is null));--> statement-breakpoint
-- Notes written before they had keys, where the sentence says exactly which and with what
-- values: sign-ins, privacy requests, and the appointment events that name only times and a
-- series. Events are only ever the server's (a person's note is of type note), so their
-- sentences are read by pattern; the others must match word for word.
UPDATE "activities" SET "note_key" = 'signedIn', "note_values" = '{}'::jsonb
WHERE "note_key" IS NULL AND "activity_type" = 'login' AND "note" = 'Signed in';--> statement-breakpoint
UPDATE "activities" SET "note_values" = '{}'::jsonb, "note_key" = CASE "note"
  WHEN 'Exported their personal data' THEN 'privacyExported'
  WHEN 'Erased their personal data' THEN 'privacyErased'
  WHEN 'Downloaded their personal data from the website' THEN 'privacyExportedBySelf'
  WHEN 'Erased their account from the website' THEN 'privacyErasedBySelf' END
WHERE "note_key" IS NULL AND "activity_type" = 'note' AND "receiver_type" IN ('user', 'guest') AND "note" IN (
  'Exported their personal data', 'Erased their personal data',
  'Downloaded their personal data from the website', 'Erased their account from the website');--> statement-breakpoint
UPDATE "activities" SET "note_key" = 'privacyErasedByRetention', "note_values" = jsonb_build_object('months',
  (regexp_match("note", '^Erased their personal data: no appointment for ([1-9][0-9]{0,3}) months \(retention\)$'))[1]::int)
WHERE "note_key" IS NULL AND "activity_type" = 'note' AND "initiator_type" = 'business'
  AND "note" ~ '^Erased their personal data: no appointment for [1-9][0-9]{0,3} months \(retention\)$';--> statement-breakpoint
UPDATE "activities" a SET "note_key" = 'appointmentBooked', "note_values" = jsonb_build_object('date', m[1], 'start', m[2], 'end', m[3])
FROM (SELECT "id", regexp_match("note", '^Appointment booked for ([0-9]{4}-[0-9]{2}-[0-9]{2}) ([0-9]{2}:[0-9]{2})–([0-9]{2}:[0-9]{2})$') AS m FROM "activities"
  WHERE "note_key" IS NULL AND "activity_type" = 'event') s
WHERE a."id" = s."id" AND s.m IS NOT NULL;--> statement-breakpoint
UPDATE "activities" a SET "note_key" = 'appointmentBookedInSeries', "note_values" = jsonb_build_object('date', m[1], 'start', m[2], 'end', m[3], 'series', m[4]::int, 'nth', m[5]::int, 'count', m[6]::int)
FROM (SELECT "id", regexp_match("note", '^Appointment booked for ([0-9]{4}-[0-9]{2}-[0-9]{2}) ([0-9]{2}:[0-9]{2})–([0-9]{2}:[0-9]{2}) \(series ([1-9][0-9]{0,8}), ([1-9][0-9]{0,8}) of ([1-9][0-9]{0,8})\)$') AS m FROM "activities"
  WHERE "note_key" IS NULL AND "activity_type" = 'event') s
WHERE a."id" = s."id" AND s.m IS NOT NULL;--> statement-breakpoint
UPDATE "activities" a SET "note_key" = 'appointmentUpdated', "note_values" = jsonb_build_object('date', m[1], 'start', m[2], 'end', m[3])
FROM (SELECT "id", regexp_match("note", '^Appointment updated \(([0-9]{4}-[0-9]{2}-[0-9]{2}) ([0-9]{2}:[0-9]{2})–([0-9]{2}:[0-9]{2})\)$') AS m FROM "activities"
  WHERE "note_key" IS NULL AND "activity_type" = 'event') s
WHERE a."id" = s."id" AND s.m IS NOT NULL;--> statement-breakpoint
UPDATE "activities" a SET "note_key" = 'appointmentDeleted', "note_values" = jsonb_build_object('date', m[1], 'start', m[2], 'end', m[3])
FROM (SELECT "id", regexp_match("note", '^Appointment deleted \(([0-9]{4}-[0-9]{2}-[0-9]{2}) ([0-9]{2}:[0-9]{2})–([0-9]{2}:[0-9]{2})\)$') AS m FROM "activities"
  WHERE "note_key" IS NULL AND "activity_type" = 'event') s
WHERE a."id" = s."id" AND s.m IS NOT NULL;--> statement-breakpoint
UPDATE "activities" a SET "note_key" = 'appointmentRescheduled', "note_values" = jsonb_build_object('fromDate', m[1], 'fromStart', m[2], 'fromEnd', m[3], 'date', m[4], 'start', m[5], 'end', m[6])
FROM (SELECT "id", regexp_match("note", '^Appointment rescheduled from ([0-9]{4}-[0-9]{2}-[0-9]{2}) ([0-9]{2}:[0-9]{2})–([0-9]{2}:[0-9]{2}) to ([0-9]{4}-[0-9]{2}-[0-9]{2}) ([0-9]{2}:[0-9]{2})–([0-9]{2}:[0-9]{2})$') AS m FROM "activities"
  WHERE "note_key" IS NULL AND "activity_type" = 'event') s
WHERE a."id" = s."id" AND s.m IS NOT NULL;--> statement-breakpoint
UPDATE "activities" a SET "note_key" = 'seriesCancelled', "note_values" = jsonb_build_object('date', m[1], 'start', m[2], 'end', m[3], 'series', m[4]::int)
FROM (SELECT "id", regexp_match("note", '^Appointment cancelled \(([0-9]{4}-[0-9]{2}-[0-9]{2}) ([0-9]{2}:[0-9]{2})–([0-9]{2}:[0-9]{2})\) with the following ones of series ([1-9][0-9]{0,8})$') AS m FROM "activities"
  WHERE "note_key" IS NULL AND "activity_type" = 'event') s
WHERE a."id" = s."id" AND s.m IS NOT NULL;--> statement-breakpoint
UPDATE "activities" a SET "note_key" = 'seriesRescheduled', "note_values" = jsonb_build_object('fromDate', m[1], 'fromStart', m[2], 'fromEnd', m[3], 'date', m[4], 'start', m[5], 'end', m[6], 'series', m[7]::int)
FROM (SELECT "id", regexp_match("note", '^Appointment rescheduled from ([0-9]{4}-[0-9]{2}-[0-9]{2}) ([0-9]{2}:[0-9]{2})–([0-9]{2}:[0-9]{2}) to ([0-9]{4}-[0-9]{2}-[0-9]{2}) ([0-9]{2}:[0-9]{2})–([0-9]{2}:[0-9]{2}) with the following ones of series ([1-9][0-9]{0,8})$') AS m FROM "activities"
  WHERE "note_key" IS NULL AND "activity_type" = 'event') s
WHERE a."id" = s."id" AND s.m IS NOT NULL;