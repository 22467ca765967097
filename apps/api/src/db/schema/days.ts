import { sql } from 'drizzle-orm';
import { check, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { clockTime, clockTimeCheck, createdAt, flag, flagCheck, id, updatedAt } from './columns';
import { consultants } from './consultants';
import { weekDay } from './enums';

/**
 * Opening hours of one week day, for a business or for a consultant (exactly one of the two
 * owners is set): the spec treats both as the same Day entity.
 */
export const days = pgTable(
  'days',
  {
    id: id(),
    business_id: integer('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    consultant_id: integer('consultant_id').references(() => consultants.id, {
      onDelete: 'cascade',
    }),
    day: weekDay('day').notNull(),
    is_active: flag('is_active', 1),
    work_start_time: clockTime('work_start_time').notNull(),
    work_end_time: clockTime('work_end_time').notNull(),
    has_breaks: flag('has_breaks', 0),
    break_start_time: clockTime('break_start_time'),
    break_end_time: clockTime('break_end_time'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('days_business_day_unique')
      .on(t.business_id, t.day)
      .where(sql`${t.business_id} is not null`),
    uniqueIndex('days_consultant_day_unique')
      .on(t.consultant_id, t.day)
      .where(sql`${t.consultant_id} is not null`),
    check('days_one_owner', sql`num_nonnulls(${t.business_id}, ${t.consultant_id}) = 1`),
    // 'HH:MM' strings order like the times they name.
    check('days_work_hours_order', sql`${t.work_start_time} < ${t.work_end_time}`),
    check(
      'days_break_within_work_hours',
      sql`${t.has_breaks} = 0 or (${t.work_start_time} < ${t.break_start_time} and ${t.break_start_time} < ${t.break_end_time} and ${t.break_end_time} < ${t.work_end_time})`,
    ),
    // A day with breaks names both ends of the break (the check above passes on nulls).
    check(
      'days_break_times_present',
      sql`${t.has_breaks} = 0 or (${t.break_start_time} is not null and ${t.break_end_time} is not null)`,
    ),
    flagCheck('days', t.is_active),
    flagCheck('days', t.has_breaks),
    clockTimeCheck('days', t.work_start_time),
    clockTimeCheck('days', t.work_end_time),
    clockTimeCheck('days', t.break_start_time),
    clockTimeCheck('days', t.break_end_time),
  ],
);
