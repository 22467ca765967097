CREATE UNIQUE INDEX "business_theme_entities_single_block_unique" ON "business_theme_entities" USING btree ("business_id","theme_id","type") WHERE "business_theme_entities"."type" not in ('action_card', 'neighbourhood', 'Property');--> statement-breakpoint
ALTER TABLE "business_theme_entities" ADD CONSTRAINT "business_theme_entities_group_type" CHECK (("business_theme_entities"."group", "business_theme_entities"."type") in (('action_cards', 'action_card'), ('about_me', 'about_me'),
        ('neighbourhood_text', 'neighbourhood_text'), ('neighbourhoods', 'neighbourhood'),
        ('neighbourhood_images', 'neighbourhood_image_1'), ('neighbourhood_images', 'neighbourhood_image_2'),
        ('agent_photos', 'agent_photo'), ('header_images', 'header_image'), ('Properties', 'Property'),
        ('contacts', 'contact')));--> statement-breakpoint
ALTER TABLE "business_theme_entities" ADD CONSTRAINT "business_theme_entities_order_positive" CHECK ("business_theme_entities"."order" >= 1);