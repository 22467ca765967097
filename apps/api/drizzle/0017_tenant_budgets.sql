-- The public site's page carries every block and item of a business's site, so each has a cap
-- (the domain's THEME_BLOCK_CAPS, THEME_BLOCK_IMAGES_MAX, THEME_IMAGES_MAX, themeItemMaxLength).
-- The API checks them first with a clear message; the database keeps them when two editors
-- save at once. NOT VALID: rows written before the caps stay, new and changed ones are checked.
ALTER TABLE "business_theme_entity_items" ADD CONSTRAINT "business_theme_entity_items_value_length" CHECK (char_length("business_theme_entity_items"."value") <= case
        when "business_theme_entity_items"."key" in ('description', 'about_me_text', 'neighbourhood_text', 'action_card_text') then 2000
        when "business_theme_entity_items"."key" = 'additional_features' then 500
        when "business_theme_entity_items"."key" in ('image', 'action_card_image', 'broker_facebook_url', 'broker_linkedin_url', 'broker_instagram_url') then 2048
        when "business_theme_entity_items"."key" in ('gmaps_full_address', 'gmaps_place_id', 'broker_email') then 255
        else 100 end) NOT VALID;
--> statement-breakpoint
CREATE FUNCTION "business_theme_entities_cap"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cap integer := CASE NEW."type" WHEN 'Property' THEN 40 WHEN 'action_card' THEN 12 WHEN 'neighbourhood' THEN 12 END;
BEGIN
  IF cap IS NULL THEN RETURN NEW; END IF;
  -- One business's inserts queue here, so two at once cannot both take the last place.
  PERFORM pg_advisory_xact_lock(hashtext('business_theme_entities_cap'), NEW."business_id");
  IF (SELECT count(*) FROM "business_theme_entities"
      WHERE "business_id" = NEW."business_id" AND "theme_id" = NEW."theme_id" AND "type" = NEW."type") >= cap THEN
    RAISE EXCEPTION 'too many % blocks', NEW."type"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'business_theme_entities_cap';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "business_theme_entities_cap" BEFORE INSERT ON "business_theme_entities"
  FOR EACH ROW EXECUTE FUNCTION "business_theme_entities_cap"();
--> statement-breakpoint
CREATE FUNCTION "business_theme_entity_images_cap"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."key" <> 'image' OR (TG_OP = 'UPDATE' AND OLD."key" = 'image') THEN RETURN NEW; END IF;
  PERFORM pg_advisory_xact_lock(hashtext('business_theme_entity_images_cap'), NEW."business_theme_entity_id");
  IF (SELECT count(*) FROM "business_theme_entity_items"
      WHERE "business_theme_entity_id" = NEW."business_theme_entity_id" AND "key" = 'image') >= 10 THEN
    RAISE EXCEPTION 'too many images in one block'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'business_theme_entity_images_cap';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "business_theme_entity_images_cap" BEFORE INSERT OR UPDATE OF "key" ON "business_theme_entity_items"
  FOR EACH ROW EXECUTE FUNCTION "business_theme_entity_images_cap"();
--> statement-breakpoint
CREATE FUNCTION "theme_images_cap"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('theme_images_cap'), NEW."business_id");
  IF (SELECT count(*) FROM "theme_images" WHERE "business_id" = NEW."business_id") >= 20 THEN
    RAISE EXCEPTION 'too many theme images'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'theme_images_cap';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "theme_images_cap" BEFORE INSERT ON "theme_images"
  FOR EACH ROW EXECUTE FUNCTION "theme_images_cap"();
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "booking_horizon_days" integer DEFAULT 365 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_booking_horizon_days_range" CHECK ("businesses"."booking_horizon_days" between 1 and 3650);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "appointment_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_appointment_unique" ON "reviews" USING btree ("appointment_id");
