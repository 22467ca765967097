import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { admins } from './auth';
import { businesses } from './businesses';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { users } from './customers';
import { prospectSource, prospectStatus, reviewStatus, themeItemDataType } from './enums';

/** Website themes: 1 and 2 for every business, 3 the real-estate theme. */
export const themes = pgTable('themes', {
  id: id(),
  name: text('name').notNull(),
  description: text('description'),
  preview_image_url: text('preview_image_url').notNull(),
  /** A business needs this many theme images before it can activate the theme. */
  minimum_images_count: integer('minimum_images_count').default(0).notNull(),
  created_at: createdAt(),
});

/** The images a business uploads for its website, in display order. */
export const themeImages = pgTable(
  'theme_images',
  {
    id: id(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    image_url: text('image_url').notNull(),
    order: integer('order').default(1).notNull(),
    created_at: createdAt(),
  },
  (t) => [index('theme_images_business_order_idx').on(t.business_id, t.order)],
);

/**
 * A block of a business's themed site (an action card, the about-me text, a property...),
 * identified by `group`/`type`; its content lives in items.
 */
export const businessThemeEntities = pgTable(
  'business_theme_entities',
  {
    id: id(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    theme_id: integer('theme_id')
      .notNull()
      .references(() => themes.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    group: text('group').notNull(),
    order: integer('order').default(1).notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('business_theme_entities_business_theme_idx').on(t.business_id, t.theme_id),
    index('business_theme_entities_theme_id_idx').on(t.theme_id),
    // Each type belongs to one group (THEME_ENTITY_KINDS of the domain).
    check(
      'business_theme_entities_group_type',
      sql`(${t.group}, ${t.type}) in (('action_cards', 'action_card'), ('about_me', 'about_me'),
        ('neighbourhood_text', 'neighbourhood_text'), ('neighbourhoods', 'neighbourhood'),
        ('neighbourhood_images', 'neighbourhood_image_1'), ('neighbourhood_images', 'neighbourhood_image_2'),
        ('agent_photos', 'agent_photo'), ('header_images', 'header_image'), ('Properties', 'Property'),
        ('contacts', 'contact'))`,
    ),
    check('business_theme_entities_order_positive', sql`${t.order} >= 1`),
    // A site has one of each block but action cards, neighbourhoods and properties, so two
    // editors saving at once cannot both create one.
    uniqueIndex('business_theme_entities_single_block_unique')
      .on(t.business_id, t.theme_id, t.type)
      .where(sql`${t.type} not in ('action_card', 'neighbourhood', 'Property')`),
  ],
);

/** One key/value of a theme entity; a key may repeat (a property's images). */
export const businessThemeEntityItems = pgTable(
  'business_theme_entity_items',
  {
    id: id(),
    business_theme_entity_id: integer('business_theme_entity_id')
      .notNull()
      .references(() => businessThemeEntities.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value'),
    data_type: themeItemDataType('data_type').default('string').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('business_theme_entity_items_entity_idx').on(t.business_theme_entity_id),
    // The public site's page carries every item: the lengths of the domain's
    // themeItemMaxLength (a French text's are its English's), so a value the API would refuse
    // cannot get in another way.
    check(
      'business_theme_entity_items_value_length',
      sql`char_length(${t.value}) <= case
        when ${t.key} in ('description', 'about_me_text', 'neighbourhood_text', 'action_card_text', 'description_fr', 'about_me_text_fr', 'neighbourhood_text_fr', 'action_card_text_fr') then 2000
        when ${t.key} in ('additional_features', 'additional_features_fr') then 500
        when ${t.key} in ('image', 'action_card_image', 'broker_facebook_url', 'broker_linkedin_url', 'broker_instagram_url') then 2048
        when ${t.key} in ('gmaps_full_address', 'gmaps_place_id', 'broker_email') then 255
        else 100 end`,
    ),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The visit reviewed: one review per appointment (null on reviews written before). */
    appointment_id: integer('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    status: reviewStatus('status').default('published').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('reviews_business_created_idx').on(t.business_id, t.created_at),
    index('reviews_user_id_idx').on(t.user_id),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    uniqueIndex('reviews_appointment_unique').on(t.appointment_id),
  ],
);

/** A report that a review is inappropriate. */
export const flaggedReviews = pgTable(
  'flagged_reviews',
  {
    id: id(),
    review_id: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    admin_id: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    reason: text('reason'),
    created_at: createdAt(),
  },
  (t) => [
    index('flagged_reviews_review_id_idx').on(t.review_id),
    index('flagged_reviews_admin_id_idx').on(t.admin_id),
  ],
);

/**
 * People who contacted the business without being its clients yet: contact-form senders
 * (source contact) and customers who created an account on the public site (source signup).
 * One per business and e-mail; approving one makes them an active client (user_id).
 */
export const prospects = pgTable(
  'prospects',
  {
    id: id(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The client account: from the start for signups, from approval for contacts. */
    user_id: integer('user_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    source: prospectSource('source').notNull(),
    status: prospectStatus('status').default('new').notNull(),
    note: text('note'),
    approved_by: integer('approved_by').references(() => admins.id, { onDelete: 'set null' }),
    approved_at: timestamptz('approved_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('prospects_business_email_unique').on(t.business_id, sql`lower(${t.email})`),
    // The list: a business's prospects by status, newest first.
    index('prospects_business_status_created_idx').on(t.business_id, t.status, t.created_at),
    index('prospects_business_created_idx').on(t.business_id, t.created_at),
    index('prospects_user_id_idx').on(t.user_id),
    index('prospects_approved_by_idx').on(t.approved_by),
    // The client is one of the same business's.
    foreignKey({
      name: 'prospects_user_of_business_fk',
      columns: [t.user_id, t.business_id],
      foreignColumns: [users.id, users.business_id],
    }).onDelete('cascade'),
    check('prospects_name_length', sql`char_length(${t.name}) between 1 and 100`),
    check('prospects_email_length', sql`char_length(${t.email}) between 3 and 254`),
    check('prospects_phone_length', sql`${t.phone} is null or char_length(${t.phone}) <= 32`),
    check('prospects_note_length', sql`${t.note} is null or char_length(${t.note}) <= 500`),
    check('prospects_signup_has_user', sql`${t.source} <> 'signup' or ${t.user_id} is not null`),
    check(
      'prospects_approved_complete',
      sql`(${t.approved_at} is not null) = (${t.status} = 'approved') and (${t.status} <> 'approved' or ${t.user_id} is not null)`,
    ),
  ],
);
