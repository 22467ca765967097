import {
  AppError,
  AppointmentMessages,
  ErrorCode,
  activityNote,
  isDayFull,
  noteSlot,
  wallDayStart,
  type ActivityNote,
} from '@rendezvous/domain';
import { hasPermission } from '@rendezvous/permissions';
import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { appointments, businesses } from '../db/schema';

/*
 * The booking rules of issue 25 that need the database: the per-day limit of appointments per
 * consultant, the window of busy intervals a date's free times depend on, and the owner's
 * override of the notice and the horizon. The pure rules are the domain's (booking-rules.ts,
 * the slot engine).
 */

const HOUR = 3_600_000;

/**
 * The instants a local date's free times can depend on: every instant of a date lies within 14
 * hours before and 37 after its UTC midnight (zones from UTC-12 to UTC+14, a day of 25 hours),
 * and a slot's buffers reach at most 4 hours further either way.
 */
export function busyWindow(date: string): { from: Date; to: Date } {
  const origin = wallDayStart(date);
  return { from: new Date(origin - 19 * HOUR), to: new Date(origin + 42 * HOUR) };
}

/**
 * Non-cancelled appointments whose busy interval meets [from, to): the exclusion constraint's
 * own test, written with literals so PostgreSQL can answer it from that constraint's index.
 */
export function busyDuring(from: SQL | Date, to: SQL | Date): SQL {
  return sql`tstzrange(${appointments.busy_from}, ${appointments.busy_until}) && tstzrange(${from}::timestamptz, ${to}::timestamptz) and ${appointments.status} <> 'cancelled'`;
}

/**
 * Holds a booking (or a move onto another consultant or date) to the business's per-day limit
 * of appointments per consultant: in the booking's transaction, behind a lock on that
 * consultant's date, so two bookings sent at once cannot both take the last place; beyond it a
 * 422.
 *
 * The lock is taken with or without a limit: bookings of one consultant's day then reach the
 * no-overlap constraint one after the other, and the later one meets the earlier's committed
 * row as a plain overlap (a 409). Without it, bookings racing for one time wait on each other's
 * uncommitted rows inside the constraint and PostgreSQL cancels them as deadlocks, which under
 * load outlast refuseOverlap's retries (twenty guests racing got 500s on a loaded CI machine).
 */
export async function assertDayOpen(
  tx: Tx,
  input: {
    businessId: number;
    consultantId: number;
    date: string;
    limit: number | null;
    /** The appointment being moved, which does not count against its new day. */
    excludeAppointmentId?: number;
  },
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('consultant_day_limit'), hashtext(${`${input.consultantId}|${input.date}`}))`,
  );
  if (input.limit === null) return;
  const [booked] = await tx
    .select({ n: count() })
    .from(appointments)
    .where(
      and(
        eq(appointments.business_id, input.businessId),
        eq(appointments.consultant_id, input.consultantId),
        eq(appointments.date, input.date),
        ne(appointments.status, 'cancelled'),
        input.excludeAppointmentId === undefined
          ? undefined
          : ne(appointments.id, input.excludeAppointmentId),
      ),
    );
  if (isDayFull(booked?.n ?? 0, input.limit)) {
    throw new AppError(ErrorCode.Validation, AppointmentMessages.dayFull, {
      date: [AppointmentMessages.dayFull],
    });
  }
}

/** The business's per-day limit of appointments per consultant (null: none). */
export async function dayLimitOf(db: Db | Tx, businessId: number): Promise<number | null> {
  const [row] = await db
    .select({ limit: businesses.max_appointments_per_consultant_day })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.limit ?? null;
}

/**
 * The busy interval of an appointment whose times are stored again without a new slot (its
 * customer or tip changed): the buffers it was booked with, around its times.
 */
export function keptBusyInterval(
  stored: { starts_at: Date; ends_at: Date; busy_from: Date; busy_until: Date },
  times: { starts_at: Date; ends_at: Date },
): { busy_from: Date; busy_until: Date } {
  return {
    busy_from: new Date(
      times.starts_at.getTime() - (stored.starts_at.getTime() - stored.busy_from.getTime()),
    ),
    busy_until: new Date(
      times.ends_at.getTime() + (stored.busy_until.getTime() - stored.ends_at.getTime()),
    ),
  };
}

/**
 * Whether an admin may override the booking rules: the one who may change the business (its
 * owner, a platform admin). Anyone else asking is refused (403), never silently ignored, so
 * a consultant's console does not book believing it did.
 */
export function assertMayOverride(admin: Parameters<typeof hasPermission>[0]): void {
  if (!hasPermission(admin, 'business', 'update')) {
    throw new AppError(ErrorCode.Forbidden, AppointmentMessages.overrideOwnerOnly);
  }
}

/** The rules an override let a booking past, as the activity names them. */
export interface OverriddenRules {
  /** The notice in minutes the start fell inside. */
  notice?: number;
  /** The horizon in days the date lay beyond. */
  horizon?: number;
}

export function hasOverride(rules: OverriddenRules): boolean {
  return rules.notice !== undefined || rules.horizon !== undefined;
}

/**
 * The activity's note of an override: "Booking rules overridden for 2027-06-01 10:00–11:15:
 * inside the minimum notice of 2 hours" (and/or "beyond the booking horizon of 60 days").
 */
export function overrideNote(
  rules: OverriddenRules,
  slot: { date: string; start_time: string; end_time: string },
): ActivityNote {
  const at = noteSlot(slot);
  if (rules.notice !== undefined && rules.horizon !== undefined) {
    return activityNote('bookingRulesOverriddenNoticeAndHorizon', { ...at, notice: rules.notice, horizon: rules.horizon });
  }
  if (rules.notice !== undefined) return activityNote('bookingRulesOverriddenNotice', { ...at, notice: rules.notice });
  return activityNote('bookingRulesOverriddenHorizon', { ...at, horizon: rules.horizon ?? 0 });
}
