import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { clockTime, clockTimeCheck, createdAt, id, timestamptz } from './columns';
import { consultants } from './consultants';
import { timeOffKind } from './enums';

/**
 * Time off (issue 25): a consultant's days or hours away, or, without a consultant, a closure
 * of the whole business. The local dates and times are what the owner entered; `starts_at` /
 * `ends_at` are the same interval in UTC, worked out on write from the business's time zone,
 * so the slot engine and the booking check compare instants with no zone arithmetic in SQL.
 */
export const timeOff = pgTable(
  'time_off',
  {
    id: id(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Null: a closure of the whole business. A consultant of the same business otherwise. */
    consultant_id: integer('consultant_id'),
    kind: timeOffKind('kind').notNull(),
    starts_on: date('starts_on', { mode: 'string' }).notNull(),
    ends_on: date('ends_on', { mode: 'string' }).notNull(),
    /** Both null: whole days. Both set only on a single day, start before end. */
    start_time: clockTime('start_time'),
    end_time: clockTime('end_time'),
    note: text('note'),
    starts_at: timestamptz('starts_at').notNull(),
    ends_at: timestamptz('ends_at').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    // The overlap query (free times, bookings, the list) and the cap's count of open entries.
    index('time_off_business_ends_idx').on(t.business_id, t.ends_at),
    index('time_off_consultant_business_idx').on(t.consultant_id, t.business_id),
    foreignKey({
      name: 'time_off_consultant_of_business_fk',
      columns: [t.consultant_id, t.business_id],
      foreignColumns: [consultants.id, consultants.business_id],
    }).onDelete('cascade'),
    check('time_off_dates_order', sql`${t.starts_on} <= ${t.ends_on}`),
    check('time_off_interval_order', sql`${t.starts_at} < ${t.ends_at}`),
    check(
      'time_off_hours_valid',
      sql`(${t.start_time} is null and ${t.end_time} is null) or (${t.start_time} is not null and ${t.end_time} is not null and ${t.starts_on} = ${t.ends_on} and ${t.start_time} < ${t.end_time})`,
    ),
    check('time_off_note_length', sql`char_length(${t.note}) <= 200`),
    check('time_off_length', sql`${t.ends_on} - ${t.starts_on} < 366`),
    clockTimeCheck('time_off', t.start_time),
    clockTimeCheck('time_off', t.end_time),
  ],
);
