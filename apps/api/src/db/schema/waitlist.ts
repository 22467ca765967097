import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { businesses } from './businesses';
import { services } from './catalog';
import { clockTime, clockTimeCheck, createdAt, id, timestamptz, updatedAt } from './columns';
import { consultantServices, consultants } from './consultants';
import { guests, users } from './customers';
import { customerType, waitlistOfferStatus, waitlistStatus } from './enums';

/**
 * The waitlist (issue 25): a customer of the business waiting for a time with a service, one
 * consultant (or any: null) and a range of dates. Every reference is to the same business
 * (composite keys), as for appointments.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    customer_type: customerType('customer_type').notNull(),
    customerable_id: integer('customerable_id').notNull(),
    user_id: integer('user_id').generatedAlwaysAs(
      sql`CASE WHEN customer_type = 'user' THEN customerable_id END`,
    ),
    guest_id: integer('guest_id').generatedAlwaysAs(
      sql`CASE WHEN customer_type = 'guest' THEN customerable_id END`,
    ),
    service_id: integer('service_id').notNull(),
    consultant_id: integer('consultant_id'),
    from_date: date('from_date', { mode: 'string' }).notNull(),
    to_date: date('to_date', { mode: 'string' }).notNull(),
    status: waitlistStatus('status').default('waiting').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // Matching a freed time: the business's waiting entries, first come first served.
    index('waitlist_entries_business_status_idx').on(t.business_id, t.status, t.created_at),
    index('waitlist_entries_service_idx').on(t.service_id, t.business_id),
    index('waitlist_entries_consultant_idx').on(t.consultant_id, t.business_id),
    index('waitlist_entries_user_idx').on(t.user_id, t.business_id),
    index('waitlist_entries_guest_idx').on(t.guest_id, t.business_id),
    unique('waitlist_entries_id_business_unique').on(t.id, t.business_id),
    foreignKey({
      name: 'waitlist_entries_service_of_business_fk',
      columns: [t.service_id, t.business_id],
      foreignColumns: [services.id, services.business_id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'waitlist_entries_consultant_of_business_fk',
      columns: [t.consultant_id, t.business_id],
      foreignColumns: [consultants.id, consultants.business_id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'waitlist_entries_user_of_business_fk',
      columns: [t.user_id, t.business_id],
      foreignColumns: [users.id, users.business_id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'waitlist_entries_guest_of_business_fk',
      columns: [t.guest_id, t.business_id],
      foreignColumns: [guests.id, guests.business_id],
    }).onDelete('cascade'),
    check('waitlist_entries_dates_order', sql`${t.from_date} <= ${t.to_date}`),
    check('waitlist_entries_range', sql`${t.to_date} - ${t.from_date} < 90`),
  ],
);

/**
 * A time held for a waitlist entry's customer until `expires_at`. At most one open offer per
 * entry and per freed start of a consultant: the same time is never held for two customers.
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: id(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    entry_id: integer('entry_id').notNull(),
    consultant_id: integer('consultant_id').notNull(),
    /** The consultant's own service the offer books (the entry's service, with this consultant). */
    consultant_service_id: integer('consultant_service_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    start_time: clockTime('start_time').notNull(),
    end_time: clockTime('end_time').notNull(),
    starts_at: timestamptz('starts_at').notNull(),
    /** The appointment's end; the time held is the consultant's busy interval around it. */
    ends_at: timestamptz('ends_at').notNull(),
    /** The consultant is busy from..until (the service's buffers included): what the hold keeps. */
    busy_from: timestamptz('busy_from').notNull(),
    busy_until: timestamptz('busy_until').notNull(),
    status: waitlistOfferStatus('status').default('open').notNull(),
    expires_at: timestamptz('expires_at').notNull(),
    /** Once confirmed: the appointment it booked. */
    appointment_id: integer('appointment_id'),
    created_at: createdAt(),
  },
  (t) => [
    index('waitlist_offers_entry_idx').on(t.entry_id, t.business_id),
    index('waitlist_offers_business_status_idx').on(t.business_id, t.status),
    index('waitlist_offers_consultant_service_idx').on(t.consultant_service_id, t.business_id),
    index('waitlist_offers_consultant_idx').on(t.consultant_id, t.business_id),
    index('waitlist_offers_appointment_idx').on(t.appointment_id, t.business_id),
    uniqueIndex('waitlist_offers_one_open_per_entry')
      .on(t.entry_id)
      .where(sql`${t.status} = 'open'`),
    uniqueIndex('waitlist_offers_one_open_per_time')
      .on(t.consultant_id, t.starts_at)
      .where(sql`${t.status} = 'open'`),
    foreignKey({
      name: 'waitlist_offers_entry_of_business_fk',
      columns: [t.entry_id, t.business_id],
      foreignColumns: [waitlistEntries.id, waitlistEntries.business_id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'waitlist_offers_consultant_of_business_fk',
      columns: [t.consultant_id, t.business_id],
      foreignColumns: [consultants.id, consultants.business_id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'waitlist_offers_appointment_of_business_fk',
      columns: [t.appointment_id, t.business_id],
      foreignColumns: [appointments.id, appointments.business_id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'waitlist_offers_consultant_service_of_business_fk',
      columns: [t.consultant_service_id, t.business_id],
      foreignColumns: [consultantServices.id, consultantServices.business_id],
    }).onDelete('cascade'),
    check('waitlist_offers_interval_order', sql`${t.starts_at} < ${t.ends_at}`),
    check(
      'waitlist_offers_busy_around_interval',
      sql`${t.busy_from} <= ${t.starts_at} and ${t.busy_until} >= ${t.ends_at}`,
    ),
    check(
      'waitlist_offers_confirmed_has_appointment',
      sql`${t.status} <> 'confirmed' or ${t.appointment_id} is not null`,
    ),
    clockTimeCheck('waitlist_offers', t.start_time),
    clockTimeCheck('waitlist_offers', t.end_time),
  ],
);
