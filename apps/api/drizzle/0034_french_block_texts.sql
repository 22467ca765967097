ALTER TABLE "business_theme_entity_items" DROP CONSTRAINT "business_theme_entity_items_value_length";--> statement-breakpoint
ALTER TABLE "business_theme_entity_items" ADD CONSTRAINT "business_theme_entity_items_value_length" CHECK (char_length("business_theme_entity_items"."value") <= case
        when "business_theme_entity_items"."key" in ('description', 'about_me_text', 'neighbourhood_text', 'action_card_text', 'description_fr', 'about_me_text_fr', 'neighbourhood_text_fr', 'action_card_text_fr') then 2000
        when "business_theme_entity_items"."key" in ('additional_features', 'additional_features_fr') then 500
        when "business_theme_entity_items"."key" in ('image', 'action_card_image', 'broker_facebook_url', 'broker_linkedin_url', 'broker_instagram_url') then 2048
        when "business_theme_entity_items"."key" in ('gmaps_full_address', 'gmaps_place_id', 'broker_email') then 255
        else 100 end);