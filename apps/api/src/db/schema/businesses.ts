import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { admins } from './auth';
import { createdAt, flag, flagCheck, id, timestamptz, updatedAt } from './columns';
import { morphType, personStatus } from './enums';
import { countries, states } from './reference';
import { themes } from './website';

/**
 * The kinds of business offered at set-up (Salon, Consultant, Real estate...). The set-up form
 * calls one the "type of business".
 */
export const categories = pgTable('categories', {
  id: id(),
  name: text('name').notNull().unique(),
  created_at: createdAt(),
});

/**
 * The choices within a category (Salon: Hair salon, Barber shop...), which the set-up form
 * calls the "business category"; a business records its choice as `category_service_id`.
 */
export const categoryServices = pgTable(
  'category_services',
  {
    id: id(),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    created_at: createdAt(),
  },
  (t) => [unique('category_services_category_name_unique').on(t.category_id, t.name)],
);

export const businesses = pgTable(
  'businesses',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email'),
    phone_number: text('phone_number'),
    registry_id: text('registry_id'),
    short_description: text('short_description'),
    long_description: text('long_description'),
    /** The descriptions in Canadian French (null: the site shows the English). */
    short_description_fr: text('short_description_fr'),
    long_description_fr: text('long_description_fr'),
    status: personStatus('status').default('active').notNull(),
    province: text('province'),
    primary_contact: text('primary_contact'),
    postal_code: text('postal_code'),
    logo_url: text('logo_url'),
    subdomain: text('subdomain'),
    theme_id: integer('theme_id').references(() => themes.id, { onDelete: 'set null' }),
    full_address: text('full_address'),
    gmaps_full_address: text('gmaps_full_address'),
    category_service_id: integer('category_service_id').references(() => categoryServices.id, {
      onDelete: 'set null',
    }),
    time_zone: text('time_zone').default('America/Toronto').notNull(),
    /**
     * Sales tax on appointments in parts per million of the service total: 149,750 is
     * Quebec's GST (5%) plus QST (9.975%).
     */
    tax_rate_ppm: integer('tax_rate_ppm').default(149_750).notNull(),
    /** Charged on every appointment, in cents. */
    booking_fee: integer('booking_fee').default(0).notNull(),
    /** How many days ahead the site and the console take bookings (the domain's default). */
    booking_horizon_days: integer('booking_horizon_days').default(365).notNull(),
    /** Hours before an appointment's start after which its customer may no longer cancel or move it. */
    cancellation_notice_hours: integer('cancellation_notice_hours').default(24).notNull(),
    /**
     * Booking rules (issue 25): minutes ahead of its start a booking must be made (the owner may
     * override it from the console), minutes between the start times offered, and the most
     * appointments one consultant takes on one local date (null: no limit).
     */
    minimum_notice_minutes: integer('minimum_notice_minutes').default(120).notNull(),
    slot_step_minutes: integer('slot_step_minutes').default(15).notNull(),
    max_appointments_per_consultant_day: integer('max_appointments_per_consultant_day'),
    /** Minutes a time freed for the waitlist is held for the customer it is offered to. */
    waitlist_hold_minutes: integer('waitlist_hold_minutes').default(30).notNull(),
    /**
     * How many appointments a signed-in customer may book as one repeating series on the site
     * (0: none, the default; else 2 to 10, their open-bookings budget).
     */
    online_series_max: integer('online_series_max').default(0).notNull(),
    /** Months a guest without an appointment is kept before the retention job anonymizes them. */
    guest_retention_months: integer('guest_retention_months').default(24).notNull(),
    /**
     * How long before an appointment its customer is reminded, in minutes, when the
     * appointment_reminders setting is on (default 24 h and 2 h; at most 3).
     */
    reminder_lead_minutes: integer('reminder_lead_minutes')
      .array()
      .default(sql`'{1440,120}'::integer[]`)
      .notNull(),
    /**
     * Quiet hours for SMS, in minutes after midnight on the recipient's clocks (default 21:00 to
     * 08:00; both null: none). An SMS due inside them waits for their end, or goes by e-mail.
     */
    quiet_hours_start: integer('quiet_hours_start').default(1260),
    quiet_hours_end: integer('quiet_hours_end').default(480),
    /** The language of messages to a customer whose own is not known: 'en-CA' or 'fr-CA'. */
    default_language: text('default_language', { enum: ['en-CA', 'fr-CA'] }).default('en-CA').notNull(),
    /**
     * Whether SMS reminders ask "Reply 1 to confirm, 2 to cancel" and replies are acted on
     * (POST webhooks/twilio/sms).
     */
    sms_two_way: boolean('sms_two_way').default(false).notNull(),
    /** The website manager's Go Live switch. */
    is_live: flag('is_live', 0),
    trial_ends_at: timestamptz('trial_ends_at'),
    /**
     * The admin who founded the business (created it with POST business). No peer admin may
     * change their account, roles or password; null for a business a platform admin created.
     */
    owner_admin_id: integer('owner_admin_id').references((): AnyPgColumn => admins.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('businesses_status_idx').on(t.status),
    index('businesses_owner_admin_id_idx').on(t.owner_admin_id),
    index('businesses_created_at_idx').on(t.created_at),
    // A site address is case-insensitive: 'Salon' and 'salon' are one subdomain.
    uniqueIndex('businesses_subdomain_unique').on(sql`lower(${t.subdomain})`),
    index('businesses_theme_id_idx').on(t.theme_id),
    index('businesses_category_service_id_idx').on(t.category_service_id),
    flagCheck('businesses', t.is_live),
    check('businesses_tax_rate_ppm_range', sql`${t.tax_rate_ppm} between 0 and 1000000`),
    check('businesses_booking_fee_non_negative', sql`${t.booking_fee} >= 0`),
    check('businesses_booking_horizon_days_range', sql`${t.booking_horizon_days} between 1 and 3650`),
    check(
      'businesses_cancellation_notice_hours_range',
      sql`${t.cancellation_notice_hours} between 0 and 720`,
    ),
    check(
      'businesses_minimum_notice_minutes_range',
      sql`${t.minimum_notice_minutes} between 0 and 43200`,
    ),
    check(
      'businesses_online_series_max_range',
      sql`${t.online_series_max} = 0 or ${t.online_series_max} between 2 and 10`,
    ),
    check(
      'businesses_guest_retention_months_range',
      sql`${t.guest_retention_months} between 6 and 120`,
    ),
    check(
      'businesses_waitlist_hold_minutes_range',
      sql`${t.waitlist_hold_minutes} between 5 and 1440`,
    ),
    check(
      'businesses_slot_step_minutes_known',
      sql`${t.slot_step_minutes} in (5, 10, 15, 20, 30, 60)`,
    ),
    check(
      'businesses_max_appointments_per_consultant_day_range',
      sql`${t.max_appointments_per_consultant_day} between 1 and 100`,
    ),
    check(
      'businesses_reminder_lead_minutes_range',
      sql`cardinality(${t.reminder_lead_minutes}) <= 3 and 5 <= all(${t.reminder_lead_minutes}) and 43200 >= all(${t.reminder_lead_minutes})`,
    ),
    check(
      'businesses_quiet_hours_valid',
      sql`(${t.quiet_hours_start} is null) = (${t.quiet_hours_end} is null) and ${t.quiet_hours_start} between 0 and 1439 and ${t.quiet_hours_end} between 0 and 1439 and ${t.quiet_hours_start} <> ${t.quiet_hours_end}`,
    ),
    check('businesses_default_language_known', sql`${t.default_language} in ('en-CA', 'fr-CA')`),
  ],
);

/**
 * Postal address of a business (or, later, of anything else: the owner is polymorphic). The
 * tenant column ties every address to one business, which removes it with itself.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    addressable_type: morphType('addressable_type').notNull(),
    addressable_id: integer('addressable_id').notNull(),
    address_line_1: text('address_line_1').notNull(),
    address_line_2: text('address_line_2'),
    country_id: integer('country_id')
      .notNull()
      .references(() => countries.id),
    // The state must be one of the country's (composite key below).
    state_id: integer('state_id').notNull(),
    city: text('city').notNull(),
    postal_code: text('postal_code').notNull(),
    hide_address: flag('hide_address', 0),
    gmaps_full_address: text('gmaps_full_address'),
    gmaps_latitude: doublePrecision('gmaps_latitude'),
    gmaps_longitude: doublePrecision('gmaps_longitude'),
    gmaps_place_id: text('gmaps_place_id'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('addresses_addressable_idx').on(t.addressable_type, t.addressable_id),
    index('addresses_business_id_idx').on(t.business_id),
    index('addresses_country_id_idx').on(t.country_id),
    index('addresses_state_country_idx').on(t.state_id, t.country_id),
    foreignKey({
      name: 'addresses_state_of_country_fk',
      columns: [t.state_id, t.country_id],
      foreignColumns: [states.id, states.country_id],
    }),
    // A business's own address carries that business as its tenant.
    check(
      'addresses_business_owner',
      sql`${t.addressable_type} <> 'business' or ${t.addressable_id} = ${t.business_id}`,
    ),
    flagCheck('addresses', t.hide_address),
  ],
);

/** Setting definitions a business can switch on or off. */
export const settings = pgTable('settings', {
  id: id(),
  code: text('code').notNull().unique(),
  description: text('description').notNull(),
  info: text('info'),
  icon: text('icon'),
  created_at: createdAt(),
});

export const businessSettings = pgTable(
  'business_settings',
  {
    id: id(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    setting_code: text('setting_code')
      .notNull()
      .references(() => settings.code, { onDelete: 'cascade', onUpdate: 'cascade' }),
    is_active: flag('is_active', 1),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('business_settings_business_code_unique').on(t.business_id, t.setting_code),
    index('business_settings_setting_code_idx').on(t.setting_code),
    flagCheck('business_settings', t.is_active),
  ],
);

export const tags = pgTable('tags', {
  id: id(),
  name: text('name').notNull().unique(),
  created_at: createdAt(),
});

export const businessTags = pgTable(
  'business_tags',
  {
    id: id(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    tag_id: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [
    unique('business_tags_business_tag_unique').on(t.business_id, t.tag_id),
    index('business_tags_tag_id_idx').on(t.tag_id),
  ],
);
