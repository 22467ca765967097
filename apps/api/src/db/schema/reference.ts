import { doublePrecision, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { flag, flagCheck, id, updatedAt } from './columns';

export const countries = pgTable(
  'countries',
  {
    id: id(),
    name: text('name').notNull(),
    /** ISO 3166-1 alpha-2. */
    code: text('code').notNull().unique(),
    phone_code: text('phone_code'),
    currency: text('currency'),
    flag: text('flag'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    is_active: flag('is_active', 1),
  },
  (t) => [flagCheck('countries', t.is_active)],
);

/** States, provinces and territories. */
export const states = pgTable(
  'states',
  {
    id: id(),
    country_id: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** ISO 3166-2 subdivision code, unique within the country. */
    code: text('code').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [
    unique('states_country_code_unique').on(t.country_id, t.code),
    index('states_country_id_idx').on(t.country_id),
    // Target of addresses (state_id, country_id): a state is picked within its country.
    unique('states_id_country_unique').on(t.id, t.country_id),
  ],
);

/** IANA time zones; customers pick one when booking (appointments.customer_timezone_id). */
export const timezones = pgTable('timezones', {
  id: id(),
  name: text('name').notNull().unique(),
  /** What a picker shows, e.g. "(UTC-05:00) Eastern Time (Toronto)", with the standard offset. */
  label: text('label').notNull(),
});

/**
 * Markers the start-up uses to skip work already done, e.g. the fingerprint of the reference
 * data last seeded.
 */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updated_at: updatedAt(),
});
