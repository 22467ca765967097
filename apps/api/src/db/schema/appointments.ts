import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import {
  cents,
  clockTime,
  clockTimeCheck,
  createdAt,
  flag,
  flagCheck,
  id,
  nonNegative,
  timestamptz,
  updatedAt,
} from './columns';
import { consultants } from './consultants';
import { appointmentStatus, customerType, recurrenceFrequency, videoPlatform } from './enums';
import { guests, users } from './customers';
import { timezones } from './reference';

/**
 * A recurring series (issue 25): how its appointments repeat, as booked. Its appointments name
 * it (`appointments.series_id`, same business); cancelling "this and following" reads them by it.
 */
export const appointmentSeries = pgTable(
  'appointment_series',
  {
    id: id(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    frequency: recurrenceFrequency('frequency').notNull(),
    interval: integer('interval').notNull(),
    count: integer('count'),
    until: date('until', { mode: 'string' }),
    created_at: createdAt(),
  },
  (t) => [
    unique('appointment_series_id_business_unique').on(t.id, t.business_id),
    index('appointment_series_business_idx').on(t.business_id),
    check('appointment_series_interval_range', sql`${t.interval} between 1 and 12`),
    check(
      'appointment_series_end',
      sql`(${t.count} is null) <> (${t.until} is null) and (${t.count} is null or ${t.count} between 2 and 52)`,
    ),
  ],
);

/**
 * An appointment keeps the local `date`/`start_time`/`end_time` the screens show, in the
 * business's time zone, and the same interval as `starts_at`/`ends_at` instants. The
 * consultant is busy from `busy_from` to `busy_until`: those times widened by the buffers of
 * its first and last service (issue 25). The constraint `appointments_no_overlap` (a
 * hand-written migration: Drizzle cannot declare EXCLUDE constraints) excludes overlapping
 * busy intervals of a consultant's non-cancelled appointments.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    // A consultant of the same business (composite key below). No action on delete: a
    // consultant with appointments stays (their history would lose its consultant), yet
    // deleting the business removes both in one statement.
    consultant_id: integer('consultant_id').notNull(),
    customer_type: customerType('customer_type').default('user').notNull(),
    /** users.id or guests.id, by customer_type. */
    customerable_id: integer('customerable_id').notNull(),
    /**
     * customerable_id split by customer_type, kept by PostgreSQL, so that a foreign key can
     * hold the customer to a client or guest of the same business (the polymorphic column
     * alone cannot carry one).
     */
    user_id: integer('user_id').generatedAlwaysAs(
      sql`CASE WHEN customer_type = 'user' THEN customerable_id END`,
    ),
    guest_id: integer('guest_id').generatedAlwaysAs(
      sql`CASE WHEN customer_type = 'guest' THEN customerable_id END`,
    ),
    customer_timezone_id: integer('customer_timezone_id').references(() => timezones.id),
    date: date('date', { mode: 'string' }).notNull(),
    start_time: clockTime('start_time').notNull(),
    end_time: clockTime('end_time').notNull(),
    starts_at: timestamptz('starts_at').notNull(),
    ends_at: timestamptz('ends_at').notNull(),
    /**
     * The consultant's busy interval: starts_at less the first service's buffer before, ends_at
     * plus the last service's buffer after, as they were when it was booked or last moved.
     */
    busy_from: timestamptz('busy_from').notNull(),
    busy_until: timestamptz('busy_until').notNull(),
    status: appointmentStatus('status').default('active').notNull(),
    booking_fee: cents('booking_fee'),
    tip: cents('tip'),
    service_total: cents('service_total'),
    tax: cents('tax'),
    total: cents('total'),
    pay_now: flag('pay_now', 1),
    /**
     * The most the customer's saved card may be charged: the total when the customer agreed to
     * pay now (at booking, or when pay now was turned on with a saved card), moved since only by
     * the tip the owner gives (docs/decisions.md, Payments). 0 when nothing was agreed.
     */
    agreed_total: cents('agreed_total'),
    google_calendar_event_id: text('google_calendar_event_id'),
    /**
     * The channels the customer chose for messages about it when booking on the site ('email',
     * 'sms'); null: the business's (console bookings). Only channels the business has on are used.
     */
    message_channels: text('message_channels').array(),
    /** When the customer confirmed they will come (a reply "1" to an SMS reminder). */
    customer_confirmed_at: timestamptz('customer_confirmed_at'),
    /** The recurring series it belongs to, if any (same business). */
    series_id: integer('series_id'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('appointments_business_created_idx').on(t.business_id, t.created_at),
    index('appointments_business_status_idx').on(t.business_id, t.status),
    index('appointments_business_date_idx').on(t.business_id, t.date),
    index('appointments_consultant_starts_idx').on(t.consultant_id, t.starts_at),
    index('appointments_customer_idx').on(t.customer_type, t.customerable_id),
    index('appointments_customer_timezone_id_idx').on(t.customer_timezone_id),
    index('appointments_consultant_business_idx').on(t.consultant_id, t.business_id),
    index('appointments_user_business_idx').on(t.user_id, t.business_id),
    index('appointments_guest_business_idx').on(t.guest_id, t.business_id),
    index('appointments_series_idx').on(t.series_id, t.business_id),
    foreignKey({
      name: 'appointments_series_of_business_fk',
      columns: [t.series_id, t.business_id],
      foreignColumns: [appointmentSeries.id, appointmentSeries.business_id],
    }),
    // Target of appointment_services (appointment_id, business_id) and activities.
    unique('appointments_id_business_unique').on(t.id, t.business_id),
    check(
      'appointments_message_channels_known',
      sql`${t.message_channels} <@ array['email', 'sms']::text[] and cardinality(${t.message_channels}) > 0`,
    ),
    foreignKey({
      name: 'appointments_consultant_of_business_fk',
      columns: [t.consultant_id, t.business_id],
      foreignColumns: [consultants.id, consultants.business_id],
    }),
    foreignKey({
      name: 'appointments_user_of_business_fk',
      columns: [t.user_id, t.business_id],
      foreignColumns: [users.id, users.business_id],
    }),
    foreignKey({
      name: 'appointments_guest_of_business_fk',
      columns: [t.guest_id, t.business_id],
      foreignColumns: [guests.id, guests.business_id],
    }),
    check('appointments_interval_order', sql`${t.starts_at} < ${t.ends_at}`),
    check(
      'appointments_busy_around_interval',
      sql`${t.busy_from} <= ${t.starts_at} and ${t.busy_until} >= ${t.ends_at}`,
    ),
    clockTimeCheck('appointments', t.start_time),
    clockTimeCheck('appointments', t.end_time),
    flagCheck('appointments', t.pay_now),
    nonNegative('appointments', t.booking_fee),
    nonNegative('appointments', t.tip),
    nonNegative('appointments', t.service_total),
    nonNegative('appointments', t.tax),
    nonNegative('appointments', t.total),
    nonNegative('appointments', t.agreed_total),
  ],
);

/**
 * The services booked, with name and price copied so later catalogue edits leave history alone.
 * The appointment, service and consultant service all belong to `business_id`. The two
 * catalogue references are composite keys that set only the id to null when the service goes
 * (`ON DELETE SET NULL (service_id)`), which Drizzle cannot declare: migration
 * 0006_appointments_of_business writes them by hand.
 */
export const appointmentServices = pgTable(
  'appointment_services',
  {
    id: id(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    appointment_id: integer('appointment_id').notNull(),
    service_id: integer('service_id'),
    consultant_service_id: integer('consultant_service_id'),
    name: text('name').notNull(),
    price: cents('price'),
    created_at: createdAt(),
  },
  (t) => [
    index('appointment_services_appointment_id_idx').on(t.appointment_id, t.business_id),
    index('appointment_services_service_id_idx').on(t.service_id, t.business_id),
    index('appointment_services_consultant_service_id_idx').on(
      t.consultant_service_id,
      t.business_id,
    ),
    index('appointment_services_business_id_idx').on(t.business_id),
    foreignKey({
      name: 'appointment_services_appointment_of_business_fk',
      columns: [t.appointment_id, t.business_id],
      foreignColumns: [appointments.id, appointments.business_id],
    }).onDelete('cascade'),
    nonNegative('appointment_services', t.price),
  ],
);

/** An online meeting attached to an appointment (Zoom, Google Meet). */
export const videoConferences = pgTable(
  'video_conferences',
  {
    id: id(),
    appointment_id: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    event_platform: videoPlatform('event_platform').notNull(),
    url: text('url').notNull(),
    password: text('password'),
    external_id: text('external_id'),
    created_at: createdAt(),
  },
  (t) => [index('video_conferences_appointment_id_idx').on(t.appointment_id)],
);
