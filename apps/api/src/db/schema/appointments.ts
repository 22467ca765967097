import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { services } from './catalog';
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
import { consultantServices, consultants } from './consultants';
import { appointmentStatus, customerType, videoPlatform } from './enums';
import { timezones } from './reference';

/**
 * An appointment keeps the local `date`/`start_time`/`end_time` the screens show, in the
 * business's time zone, and the same interval as `starts_at`/`ends_at` instants. The
 * migration `appointments_no_overlap` excludes overlapping non-cancelled intervals per
 * consultant (Drizzle cannot declare EXCLUDE constraints).
 */
export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    // No action on delete: a consultant with appointments stays (their history would lose its
    // consultant), yet deleting the business removes both in one statement.
    consultant_id: integer('consultant_id')
      .notNull()
      .references(() => consultants.id),
    customer_type: customerType('customer_type').default('user').notNull(),
    /** users.id or guests.id, by customer_type. */
    customerable_id: integer('customerable_id').notNull(),
    customer_timezone_id: integer('customer_timezone_id').references(() => timezones.id),
    date: date('date', { mode: 'string' }).notNull(),
    start_time: clockTime('start_time').notNull(),
    end_time: clockTime('end_time').notNull(),
    starts_at: timestamptz('starts_at').notNull(),
    ends_at: timestamptz('ends_at').notNull(),
    status: appointmentStatus('status').default('active').notNull(),
    booking_fee: cents('booking_fee'),
    tip: cents('tip'),
    service_total: cents('service_total'),
    tax: cents('tax'),
    total: cents('total'),
    pay_now: flag('pay_now', 1),
    google_calendar_event_id: text('google_calendar_event_id'),
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
    check('appointments_interval_order', sql`${t.starts_at} < ${t.ends_at}`),
    clockTimeCheck('appointments', t.start_time),
    clockTimeCheck('appointments', t.end_time),
    flagCheck('appointments', t.pay_now),
    nonNegative('appointments', t.booking_fee),
    nonNegative('appointments', t.tip),
    nonNegative('appointments', t.service_total),
    nonNegative('appointments', t.tax),
    nonNegative('appointments', t.total),
  ],
);

/** The services booked, with name and price copied so later catalogue edits leave history alone. */
export const appointmentServices = pgTable(
  'appointment_services',
  {
    id: id(),
    appointment_id: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    service_id: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    consultant_service_id: integer('consultant_service_id').references(
      () => consultantServices.id,
      { onDelete: 'set null' },
    ),
    name: text('name').notNull(),
    price: cents('price'),
    created_at: createdAt(),
  },
  (t) => [
    index('appointment_services_appointment_id_idx').on(t.appointment_id),
    index('appointment_services_service_id_idx').on(t.service_id),
    index('appointment_services_consultant_service_id_idx').on(t.consultant_service_id),
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
