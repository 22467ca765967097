ALTER TABLE "notifications" ADD COLUMN "body_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "body_values" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_body_key_shape" CHECK ("notifications"."body_key" ~ '^[a-z][A-Za-z0-9]{0,63}$');--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_body_values_bounded" CHECK (jsonb_typeof("notifications"."body_values") = 'object' and octet_length("notifications"."body_values"::text) <= 8192);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_body_key_with_values" CHECK (("notifications"."body_key" is null) = ("notifications"."body_values" is null));