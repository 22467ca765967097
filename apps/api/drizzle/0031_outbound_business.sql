ALTER TABLE "outbound_mail" ADD COLUMN "business_id" integer;--> statement-breakpoint
ALTER TABLE "outbound_sms" ADD COLUMN "business_id" integer;--> statement-breakpoint
ALTER TABLE "outbound_mail" ADD CONSTRAINT "outbound_mail_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_sms" ADD CONSTRAINT "outbound_sms_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbound_mail_business_to_idx" ON "outbound_mail" USING btree ("business_id","to");--> statement-breakpoint
CREATE INDEX "outbound_sms_business_to_idx" ON "outbound_sms" USING btree ("business_id","to");