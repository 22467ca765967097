import {
  AppError,
  AppointmentMessages,
  ErrorCode,
  MAX_OPEN_TIME_OFF,
  TimeOffMessages,
  nextDate,
  type HolidayRegion,
  type Holiday,
  type TimeOffConflict,
} from '@rendezvous/domain';
import { and, asc, count, eq, gt, lt, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { admins, appointments, consultants, guests, timeOff, users } from '../db/schema';
import { zonedInstant } from '../db/time-zones';
import { clock } from '../lib/clock';
import { heldIntervals } from './waitlist-holds';

/*
 * Time off (issue 25) where it meets the database: the UTC interval of an entry, the entries a
 * consultant's free times and bookings must skip (their own and the business's closures), the
 * appointments already booked inside a new entry, the cap on open entries, and the statutory
 * holidays of Canada and Quebec.
 */

/** The UTC interval of an entry on the business's clock: whole days run midnight to midnight. */
export function timeOffInterval(
  entry: {
    starts_on: string;
    ends_on: string;
    start_time?: string | null;
    end_time?: string | null;
  },
  timeZone: string,
): { starts_at: Date; ends_at: Date } {
  if (entry.start_time && entry.end_time) {
    return {
      starts_at: zonedInstant(entry.starts_on, entry.start_time, timeZone),
      ends_at: zonedInstant(entry.ends_on, entry.end_time, timeZone),
    };
  }
  return {
    starts_at: zonedInstant(entry.starts_on, '00:00', timeZone),
    ends_at: zonedInstant(nextDate(entry.ends_on), '00:00', timeZone),
  };
}

/**
 * The entries that keep `consultant` (an id, or a column correlated to one) away during
 * [from, to): their own time off and every closure of their business. Half-open, like the
 * appointments' ranges: time off ending at 12:00 leaves a slot starting at 12:00 free.
 */
export function awayDuring(
  businessId: number | SQLWrapper,
  consultant: number | SQLWrapper,
  from: Date | SQLWrapper,
  to: Date | SQLWrapper,
): SQL {
  return sql`${timeOff.business_id} = ${businessId}
    and (${timeOff.consultant_id} is null or ${timeOff.consultant_id} = ${consultant})
    and ${timeOff.starts_at} < ${to}::timestamptz
    and ${timeOff.ends_at} > ${from}::timestamptz`;
}

/**
 * The busy intervals time off gives each of `consultantIds` during [from, to), as the slot
 * engine takes them (epoch ms). Closures are every consultant's; times held for waitlist
 * customers are busy too.
 */
export async function awayIntervals(
  db: Db | Tx,
  businessId: number,
  consultantIds: number[],
  from: Date,
  to: Date,
): Promise<Map<number, { start: number; end: number }[]>> {
  const rows = await db
    .select({
      consultant_id: timeOff.consultant_id,
      starts_at: timeOff.starts_at,
      ends_at: timeOff.ends_at,
    })
    .from(timeOff)
    .where(
      and(
        eq(timeOff.business_id, businessId),
        lt(timeOff.starts_at, to),
        gt(timeOff.ends_at, from),
      ),
    );
  const away = new Map(consultantIds.map((id) => [id, [] as { start: number; end: number }[]]));
  for (const row of rows) {
    const interval = { start: row.starts_at.getTime(), end: row.ends_at.getTime() };
    if (row.consultant_id === null) for (const list of away.values()) list.push(interval);
    else away.get(row.consultant_id)?.push(interval);
  }
  // A time held for a waitlist customer is not offered to anyone else while the hold lasts.
  for (const held of await heldIntervals(db, businessId, consultantIds, from, to)) {
    away.get(held.consultant_id)?.push({ start: held.start, end: held.end });
  }
  return away;
}

/**
 * Refuses (422) a booking or a move whose busy interval meets the consultant's time off or a
 * closure of the business. The owner's override of the booking rules does not reach it: time
 * off is the consultant's absence, not a rule of the business (docs/decisions.md).
 */
export async function assertNotAway(
  db: Db | Tx,
  input: { businessId: number; consultantId: number; from: Date; to: Date },
): Promise<void> {
  const [found] = await db
    .select({ id: timeOff.id })
    .from(timeOff)
    .where(awayDuring(input.businessId, input.consultantId, input.from, input.to))
    .limit(1);
  if (found) {
    throw new AppError(ErrorCode.Validation, AppointmentMessages.timeOff, {
      start_time: [AppointmentMessages.timeOff],
    });
  }
}

/** An appointment inside time off, with its instants to match it to entries. */
export interface TimedConflict {
  conflict: TimeOffConflict;
  startsAt: number;
  endsAt: number;
}

/**
 * The non-cancelled appointments booked inside [from, to): one consultant's (with the
 * business's closures, `consultantId` null, every consultant's), oldest first, with the names
 * the owner needs to move or cancel them.
 */
export async function conflictsWithin(
  db: Db | Tx,
  businessId: number,
  consultantId: number | null,
  from: Date,
  to: Date,
): Promise<TimedConflict[]> {
  const consultantAdmin = alias(admins, 'consultant_admin');
  const rows = await db
    .select({
      id: appointments.id,
      starts_at: appointments.starts_at,
      ends_at: appointments.ends_at,
      date: appointments.date,
      start_time: appointments.start_time,
      end_time: appointments.end_time,
      consultant_id: appointments.consultant_id,
      consultant_first: consultantAdmin.firstname,
      consultant_last: consultantAdmin.lastname,
      user_first: users.firstname,
      user_last: users.lastname,
      guest_first: guests.firstname,
      guest_last: guests.lastname,
    })
    .from(appointments)
    .innerJoin(
      consultants,
      and(
        eq(consultants.id, appointments.consultant_id),
        eq(consultants.business_id, appointments.business_id),
      ),
    )
    .innerJoin(consultantAdmin, eq(consultantAdmin.id, consultants.admin_id))
    .leftJoin(users, eq(users.id, appointments.user_id))
    .leftJoin(guests, eq(guests.id, appointments.guest_id))
    .where(
      and(
        eq(appointments.business_id, businessId),
        consultantId === null ? undefined : eq(appointments.consultant_id, consultantId),
        ne(appointments.status, 'cancelled'),
        lt(appointments.starts_at, to),
        gt(appointments.ends_at, from),
      ),
    )
    .orderBy(asc(appointments.starts_at), asc(appointments.id));
  const name = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();
  return rows.map((r) => ({
    startsAt: r.starts_at.getTime(),
    endsAt: r.ends_at.getTime(),
    conflict: {
      id: r.id,
      date: r.date,
      start_time: r.start_time,
      end_time: r.end_time,
      consultant_id: r.consultant_id,
      consultant_name: name(r.consultant_first, r.consultant_last),
      customer_name: name(r.user_first ?? r.guest_first, r.user_last ?? r.guest_last),
    },
  }));
}

/**
 * Serialises the writes of a business's time off (in the writing transaction): the cap's count
 * and the holidays' "already closed" test then see every entry written before them.
 * Re-entrant within one transaction.
 */
export async function lockTimeOff(tx: Tx, businessId: number): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('business_time_off'), ${businessId}::integer)`,
  );
}

/**
 * Holds the business to MAX_OPEN_TIME_OFF entries that have not ended, counting the `adding`
 * about to be written, behind `lockTimeOff`, so two requests sent at once cannot both take the
 * last place.
 */
export async function assertRoomFor(tx: Tx, businessId: number, adding: number): Promise<void> {
  await lockTimeOff(tx, businessId);
  const [open] = await tx
    .select({ n: count() })
    .from(timeOff)
    .where(and(eq(timeOff.business_id, businessId), gt(timeOff.ends_at, clock.now())));
  if ((open?.n ?? 0) + adding > MAX_OPEN_TIME_OFF) {
    throw new AppError(ErrorCode.Validation, TimeOffMessages.tooMany);
  }
}

/**
 * The general holidays of the Canada Labour Code (s. 166) that date-holidays does not keep as
 * public for the whole country (it keeps only the five every province shares), in its own rule
 * language, so the dates still come from the library's calendar arithmetic.
 */
const FEDERAL_HOLIDAYS: [rule: string, name: string][] = [
  ['monday before 05-25', 'Victoria Day'],
  ['09-30', 'National Day for Truth and Reconciliation'],
  ['2nd monday in October', 'Thanksgiving'],
  ['11-11', 'Remembrance Day'],
  ['12-26', 'Boxing Day'],
];

/**
 * The statutory holidays of a year, one per date, in date order: Quebec's (CA-QC, as the
 * date-holidays library keeps them), or Canada's federal ones, the Canada Labour Code's ten
 * general holidays. The library (every country's rules) is loaded on first use, not with the
 * API: few requests need it.
 */
export async function statutoryHolidays(year: number, region: HolidayRegion): Promise<Holiday[]> {
  const { default: Holidays } = await import('date-holidays');
  const calendar =
    region === 'QC'
      ? new Holidays('CA', 'QC', { types: ['public'] })
      : new Holidays('CA', { types: ['public'] });
  if (region === 'CA') {
    for (const [rule, name] of FEDERAL_HOLIDAYS)
      calendar.setHoliday(rule, { name: { en: name }, type: 'public' });
  }
  const seen = new Set<string>();
  const holidays: Holiday[] = [];
  for (const h of calendar.getHolidays(year)) {
    const date = h.date.slice(0, 10);
    if (h.type !== 'public' || seen.has(date)) continue;
    seen.add(date);
    holidays.push({ date, name: h.name });
  }
  return holidays.sort((a, b) => a.date.localeCompare(b.date));
}
