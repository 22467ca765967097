import { type SQL, sql } from 'drizzle-orm';
import { check, integer, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { clock } from '../../lib/clock';

/** Identity primary key; "by default" so the seed can pin the ids the spec fixes (roles 1-4...). */
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
// Stamped by the clock module on insert and update (the SQL default is for hand-written
// statements), so that rows written during a test with a fixed clock sort with the seed's.
export const createdAt = () =>
  timestamptz('created_at')
    .defaultNow()
    .notNull()
    .$defaultFn(() => clock.now());
export const updatedAt = () =>
  timestamptz('updated_at')
    .defaultNow()
    .notNull()
    .$defaultFn(() => clock.now())
    .$onUpdate(() => clock.now());

/**
 * A yes/no flag stored as 0 or 1: the spec's wire format for flags (is_active 1, pay_now 1,
 * status_read 0...), so rows go out as-is. Pair each with `flagCheck`.
 */
export const flag = (name: string, defaultValue: 0 | 1) =>
  smallint(name).$type<0 | 1>().default(defaultValue).notNull();

export const flagCheck = (table: string, column: PgColumn) =>
  check(`${table}_${column.name}_flag`, sql`${column} in (0, 1)`);

/** A local wall-clock time 'HH:MM' (24-hour), as the day and appointment screens show it. */
export const clockTime = (name: string) => varchar(name, { length: 5 });

export const clockTimeCheck = (table: string, column: PgColumn): ReturnType<typeof check> =>
  check(`${table}_${column.name}_format`, sql`${column} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`);

/** Money in integer cents, never negative. */
export const cents = (name: string) => integer(name).default(0).notNull();

export const nonNegative = (table: string, column: PgColumn): ReturnType<typeof check> =>
  check(`${table}_${column.name}_non_negative`, sql`${column} >= 0`);

/** `first last`, kept by PostgreSQL so lists can search and sort on it. */
export const fullNameSql: SQL = sql`("firstname" || ' ' || "lastname")`;
