import {
  AppError,
  AppointmentMessages,
  ErrorCode,
  RecurrenceMessages,
  freeSlots,
  isBeyondHorizon,
  isInsideNotice,
  isWithinWorkHours,
  lastBookableDate,
  seriesDates,
  weekDayOf,
  type DayTimes,
  type AppointmentStatus,
  type Recurrence,
  type SeriesOccurrence,
  type WeekDay,
} from '@rendezvous/domain';
import { and, eq, gt, inArray, isNull, lt, ne, notInArray, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client';
import { appointmentSeries, appointments, businesses, days } from '../db/schema';
import { zonedInstant } from '../db/time-zones';
import type { JobQueue } from '../jobs/queue';
import { clock } from '../lib/clock';
import { planAppointmentMessages } from '../notifications/appointment-messages';
import { emitAppointmentEvent } from './webhooks';
import {
  insertAppointment,
  resolveBooking,
  type Booking,
  type ResolvedBooking,
} from '../routes/appointments/booking';
import { recordActivity, type ActivityRecord } from './activities';
import { awayIntervals } from './time-off';

/*
 * Checking a recurring series (issue 25) before anything is saved: every occurrence, with the
 * rules a single booking keeps (hours, notice and horizon unless the owner overrides them, the
 * consultant's other appointments and per-day limit, time off, closures and waitlist holds),
 * in a handful of queries whatever the number of occurrences: the consultant's busy times over
 * the whole span are read once and every occurrence is checked in memory. Each conflict gets
 * the nearest free time with the same consultant and services, from the slot engine.
 */

const DAY_MS = 86_400_000;
/** How many days after a conflicting occurrence an alternative is looked for. */
const ALTERNATIVE_DAYS = 7;

export interface PlannedOccurrence extends SeriesOccurrence {
  starts_at: Date;
  ends_at: Date;
  busy_from: Date;
  busy_until: Date;
}

export interface SeriesPlan {
  occurrences: PlannedOccurrence[];
  /** The first occurrence resolved as a single booking: services, amounts, customer. */
  booked: ResolvedBooking;
}

const refused = (field: string, message: string) =>
  new AppError(ErrorCode.Validation, message, { [field]: [message] });

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

const dayTimes = (row: typeof days.$inferSelect | undefined): DayTimes | undefined =>
  row
    ? {
        is_active: row.is_active,
        work_start_time: row.work_start_time,
        work_end_time: row.work_end_time,
        has_breaks: row.has_breaks,
        break_start_time: row.break_start_time,
        break_end_time: row.break_end_time,
      }
    : undefined;

/** Checks every occurrence of a series whose first appointment is `booking`. */
export async function planSeries(
  db: Db,
  businessId: number,
  booking: Booking,
  recurrence: Recurrence,
  options: { override: boolean },
): Promise<SeriesPlan> {
  const dates = seriesDates(booking.date, recurrence);
  if (!dates) throw refused('recurrence.until', RecurrenceMessages.tooMany);
  if (recurrence.until !== undefined && recurrence.until <= booking.date) {
    throw refused('recurrence.until', RecurrenceMessages.untilBeforeStart);
  }
  // The customer, consultant and services once, as a single booking checks them; the rules
  // that depend on the date are checked per occurrence below.
  const booked = await resolveBooking(db, businessId, booking, { checkHours: false });
  const occurrences = await checkOccurrences(
    db,
    businessId,
    booking.consultant_id,
    dates.map((date) => ({ date, start_time: booking.start_time, end_time: booking.end_time })),
    {
      ...options,
      bufferBefore: booked.starts_at.getTime() - booked.busy_from.getTime(),
      bufferAfter: booked.busy_until.getTime() - booked.ends_at.getTime(),
      exclude: [],
    },
  );
  return { occurrences, booked };
}

/** An occurrence of a series as stored, with what moving it needs. */
export interface SeriesMember {
  id: number;
  date: string;
  start_time: string;
  end_time: string;
  starts_at: Date;
  ends_at: Date;
  busy_from: Date;
  busy_until: Date;
  consultant_id: number;
  customer_type: 'user' | 'guest';
  customerable_id: number;
}

export interface SeriesMovePlan {
  /** The appointments that move, earliest first, each with where it would fall. */
  moves: { member: SeriesMember; to: PlannedOccurrence }[];
  /** Days and minutes every one of them moves by. */
  shift: { days: number; minutes: number };
}

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const dayDiff = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00Z`) - Date.parse(`${from}T00:00Z`)) / DAY_MS);

/**
 * Checks moving an occurrence of a series (`members[0]`, the anchor) to `date` at `start_time`
 * and every following one (the rest of `members`) by the same step: as many days, and as many
 * minutes, each keeping its length, consultant and services. The moving appointments do not
 * stand in each other's way; everything else does, as for a new series.
 */
export async function planSeriesMove(
  db: Db,
  businessId: number,
  members: SeriesMember[],
  to: { date: string; start_time: string },
  options: { override: boolean },
): Promise<SeriesMovePlan> {
  const anchor = members[0]!;
  const shift = {
    days: dayDiff(anchor.date, to.date),
    minutes: minutesOf(to.start_time) - minutesOf(anchor.start_time),
  };
  if (shift.days === 0 && shift.minutes === 0) {
    throw refused('date', RecurrenceMessages.moveUnchanged);
  }
  const targets = members.map((m) => {
    const start = minutesOf(m.start_time) + shift.minutes;
    const end = minutesOf(m.end_time) + shift.minutes;
    return { member: m, date: addDays(m.date, shift.days), start, end };
  });
  // A time pushed past midnight (or before it) is no time of that day: refused as such.
  const valid = targets.filter((t) => t.start >= 0 && t.end <= 24 * 60);
  const checked = await checkOccurrences(
    db,
    businessId,
    anchor.consultant_id,
    valid.map((t) => ({ date: t.date, start_time: timeOf(t.start), end_time: timeOf(t.end) })),
    {
      ...options,
      bufferBefore: anchor.starts_at.getTime() - anchor.busy_from.getTime(),
      bufferAfter: anchor.busy_until.getTime() - anchor.ends_at.getTime(),
      exclude: members.map((m) => m.id),
    },
  );
  const byTarget = new Map(valid.map((t, i) => [t, checked[i]!]));
  const moves = targets.map((t) => {
    const planned = byTarget.get(t);
    if (planned) return { member: t.member, to: planned };
    const never = new Date(0);
    return {
      member: t.member,
      to: {
        date: t.date,
        start_time: t.member.start_time,
        end_time: t.member.end_time,
        free: false,
        reason: RecurrenceMessages.crossesMidnight,
        alternative: null,
        starts_at: never,
        ends_at: never,
        busy_from: never,
        busy_until: never,
      },
    };
  });
  return { moves, shift };
}

/**
 * Checks each wanted time with one consultant against every rule a single booking keeps, in
 * memory over one read of the span, and finds each conflict its nearest free time. `exclude`
 * names appointments that are not in the way (those being moved).
 */
async function checkOccurrences(
  db: Db,
  businessId: number,
  consultantId: number,
  wanted: { date: string; start_time: string; end_time: string }[],
  options: { override: boolean; bufferBefore: number; bufferAfter: number; exclude: number[] },
): Promise<PlannedOccurrence[]> {
  if (wanted.length === 0) return [];
  const before = options.bufferBefore;
  const after = options.bufferAfter;
  const sorted = wanted.map((w) => w.date).sort();
  const spanFrom = new Date(Date.parse(`${sorted[0]}T00:00Z`) - 2 * DAY_MS);
  const spanTo = new Date(Date.parse(`${addDays(sorted.at(-1)!, ALTERNATIVE_DAYS + 1)}T00:00Z`) + 2 * DAY_MS);

  const [[business], dayRows, busyRows, away] = await Promise.all([
    db
      .select({
        time_zone: businesses.time_zone,
        booking_horizon_days: businesses.booking_horizon_days,
        minimum_notice_minutes: businesses.minimum_notice_minutes,
        slot_step_minutes: businesses.slot_step_minutes,
        day_limit: businesses.max_appointments_per_consultant_day,
      })
      .from(businesses)
      .where(eq(businesses.id, businessId)),
    db
      .select()
      .from(days)
      .where(
        or(
          and(eq(days.business_id, businessId), isNull(days.consultant_id)),
          eq(days.consultant_id, consultantId),
        ),
      ),
    db
      .select({
        date: appointments.date,
        busy_from: appointments.busy_from,
        busy_until: appointments.busy_until,
      })
      .from(appointments)
      .where(
        and(
          eq(appointments.business_id, businessId),
          eq(appointments.consultant_id, consultantId),
          ne(appointments.status, 'cancelled'),
          lt(appointments.busy_from, spanTo),
          gt(appointments.busy_until, spanFrom),
          options.exclude.length > 0 ? notInArray(appointments.id, options.exclude) : undefined,
        ),
      ),
    awayIntervals(db, businessId, [consultantId], spanFrom, spanTo),
  ]);
  if (!business) throw new AppError(ErrorCode.NotFound, 'Business not found');
  const businessDays: Partial<Record<WeekDay, DayTimes>> = {};
  const consultantDays: Partial<Record<WeekDay, DayTimes>> = {};
  for (const row of dayRows) {
    const target = row.consultant_id === null ? businessDays : consultantDays;
    target[row.day as WeekDay] = dayTimes(row);
  }
  const taken = busyRows.map((b) => ({ start: b.busy_from.getTime(), end: b.busy_until.getTime() }));
  const awayList = away.get(consultantId) ?? [];
  const perDay = new Map<string, number>();
  for (const b of busyRows) perDay.set(b.date, (perDay.get(b.date) ?? 0) + 1);
  const now = clock.ms();
  const meets = (list: { start: number; end: number }[], from: number, until: number) =>
    list.some((b) => b.start < until && b.end > from);

  const occurrences: PlannedOccurrence[] = wanted.map(({ date, start_time, end_time }) => {
    const starts_at = zonedInstant(date, start_time, business.time_zone);
    const ends_at = zonedInstant(date, end_time, business.time_zone);
    const busy_from = new Date(starts_at.getTime() - before);
    const busy_until = new Date(ends_at.getTime() + after);
    const weekDay = weekDayOf(date);
    let reason: string | null = null;
    if (
      !isWithinWorkHours(
        { date, timeZone: business.time_zone, businessDay: businessDays[weekDay], consultantDay: consultantDays[weekDay] },
        starts_at.getTime(),
        ends_at.getTime(),
      )
    ) {
      reason = AppointmentMessages.outsideHours;
    } else if (!options.override && isBeyondHorizon(date, now, business.time_zone, business.booking_horizon_days)) {
      reason = AppointmentMessages.beyondHorizon(
        business.booking_horizon_days,
        lastBookableDate(now, business.time_zone, business.booking_horizon_days),
      );
    } else if (!options.override && isInsideNotice(starts_at.getTime(), now, business.minimum_notice_minutes)) {
      reason = AppointmentMessages.insideNotice(business.minimum_notice_minutes);
    } else if (starts_at.getTime() <= now) {
      reason = 'Please choose a time in the future.';
    } else if (meets(awayList, busy_from.getTime(), busy_until.getTime())) {
      reason = AppointmentMessages.timeOff;
    } else if (meets(taken, busy_from.getTime(), busy_until.getTime())) {
      reason = AppointmentMessages.slotTaken;
    } else if (business.day_limit !== null && (perDay.get(date) ?? 0) >= business.day_limit) {
      reason = AppointmentMessages.dayFull;
    }
    return { date, start_time, end_time, free: reason === null, reason, alternative: null, starts_at, ends_at, busy_from, busy_until };
  });

  const conflicts = occurrences.filter((o) => !o.free);
  if (conflicts.length > 0) {
    // The free occurrences are busy too: an alternative never lands on one of them.
    const ownBusy = occurrences
      .filter((o) => o.free)
      .map((o) => ({ start: o.busy_from.getTime(), end: o.busy_until.getTime() }));
    const busy = [...taken, ...awayList, ...ownBusy];
    // Days are computed as the conflicts need them, nearest first: usually the conflict's own
    // day has a free time, and a year-long series does not pay for a year of slots.
    const slotsOn = new Map<string, ReturnType<typeof freeSlots>>();
    const slotsOf = (date: string, lengthMinutes: number) => {
      const key = `${date} ${lengthMinutes}`;
      let slots = slotsOn.get(key);
      if (!slots) {
        const weekDay = weekDayOf(date);
        slots = freeSlots({
          date,
          businessDay: businessDays[weekDay],
          consultantDay: consultantDays[weekDay],
          lengthMinutes,
          busy,
          timeZone: business.time_zone,
          now,
          minimumNoticeMinutes: options.override ? 0 : business.minimum_notice_minutes,
          stepMinutes: business.slot_step_minutes,
          bufferBeforeMinutes: Math.round(before / 60_000),
          bufferAfterMinutes: Math.round(after / 60_000),
        });
        slotsOn.set(key, slots);
      }
      return slots;
    };
    for (const conflict of conflicts) {
      const lengthMinutes = Math.round((conflict.ends_at.getTime() - conflict.starts_at.getTime()) / 60_000);
      for (let d = 0; d <= ALTERNATIVE_DAYS && !conflict.alternative; d++) {
        const date = addDays(conflict.date, d);
        if (!options.override && isBeyondHorizon(date, now, business.time_zone, business.booking_horizon_days)) break;
        const slots = slotsOf(date, lengthMinutes);
        const target = zonedInstant(date, conflict.start_time, business.time_zone).getTime();
        const nearest = slots.reduce<(typeof slots)[number] | null>(
          (best, s) =>
            !best || Math.abs(s.starts_at - target) < Math.abs(best.starts_at - target) ? s : best,
          null,
        );
        if (nearest) conflict.alternative = { date, start_time: nearest.start_time, end_time: nearest.end_time };
      }
    }
  }
  return occurrences;
}

/** The occurrence as the API answers it (no instants). */
export const presentOccurrence = (o: PlannedOccurrence): SeriesOccurrence => ({
  date: o.date,
  start_time: o.start_time,
  end_time: o.end_time,
  free: o.free,
  reason: o.reason,
  alternative: o.alternative,
});

/**
 * Writes a checked series in the caller's transaction: its row, then each chosen occurrence
 * as an appointment (the customer's messages planned for an active one, an activity
 * recorded), all naming the series. `perOccurrence` runs before each insert (a customer's
 * budget) and `afterInsert` after it (channels the customer chose). Answers the series' id
 * and the appointments' ids, in order.
 */
export async function writeSeries(
  tx: Tx,
  jobs: JobQueue,
  log: FastifyBaseLogger,
  input: {
    businessId: number;
    recurrence: Recurrence;
    customer: { type: 'user' | 'guest'; id: number };
    slot: Omit<Parameters<typeof insertAppointment>[1]['slot'], 'date'>;
    plan: SeriesPlan;
    chosen: PlannedOccurrence[];
    status: AppointmentStatus;
    activity: (o: PlannedOccurrence, seriesId: number, nth: number) => Omit<ActivityRecord, 'businessId' | 'appointmentId' | 'startDate' | 'endDate'>;
    perOccurrence?: (o: PlannedOccurrence) => Promise<void>;
    afterInsert?: (appointmentId: number) => Promise<void>;
  },
): Promise<{ seriesId: number; ids: number[] }> {
  const { businessId } = input;
  const [series] = await tx
    .insert(appointmentSeries)
    .values({ business_id: businessId, ...input.recurrence })
    .returning({ id: appointmentSeries.id });
  const seriesId = series!.id;
  const ids: number[] = [];
  for (const o of input.chosen) {
    await input.perOccurrence?.(o);
    const appointmentId = await insertAppointment(tx, {
      businessId,
      customer: input.customer,
      slot: { ...input.slot, date: o.date },
      booked: { ...input.plan.booked, starts_at: o.starts_at, ends_at: o.ends_at, busy_from: o.busy_from, busy_until: o.busy_until },
      status: input.status,
    });
    ids.push(appointmentId);
    await input.afterInsert?.(appointmentId);
    if (input.status === 'active') await planAppointmentMessages(tx, jobs, log, appointmentId, 'booked');
    await emitAppointmentEvent(tx, jobs, appointmentId, 'appointment.created');
    await recordActivity(tx, {
      ...input.activity(o, seriesId, ids.length),
      businessId,
      appointmentId,
      startDate: o.starts_at,
      endDate: o.ends_at,
    });
  }
  await tx
    .update(appointments)
    .set({ series_id: seriesId })
    .where(and(eq(appointments.business_id, businessId), inArray(appointments.id, ids)));
  return { seriesId, ids };
}
