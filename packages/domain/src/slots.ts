/**
 * The slot engine: the free start and end times of a consultant on a date.
 *
 * Pure: the caller passes the days, the services' length, the busy intervals and `now`. The
 * wall times of the day (opening hours, breaks) are turned into instants once with the zone's
 * rules (a `ZoneTimeline`, so a day of 23 or 25 hours is right), then one sorted sweep over
 * plain epoch numbers finds the free stretches and cuts them into slots.
 *
 * Slot starts: every step of the business's clock (its `slot_step_minutes`, a quarter hour
 * unless it chooses otherwise: SLOT_STEP_MINUTES), and also the first minute of every free
 * stretch, so a stretch that opens off the grid (after an appointment booked at 10:20, say) is
 * usable from its start.
 *
 * Booking rules (issue 25): a slot is offered only when its busy interval, the slot widened by
 * the buffer before and after, overlaps no busy interval of the consultant (their other
 * appointments' busy_from..busy_until, buffers included). Buffers may lie outside the opening
 * hours and in breaks: the hours and breaks bound the appointment itself, the time the
 * customer is there. Slots starting before now plus the minimum notice are left out.
 *
 * Appointments store their local date and 'HH:MM' times and the instants derived from them
 * (first occurrence of a repeated wall time). A slot is offered only when its wall times name
 * exactly its instants: on the day clocks turn back, slots starting or ending in the second
 * pass of the repeated hour are left out, because they could not be stored.
 */
import { timeToMinutes } from './common';
import { WEEK_DAYS, type WeekDay } from './constants';
import type { DayTimes } from './consultant';
import type { AppointmentLengthDecider } from './service';
import { ZoneTimeline, wallDate, wallDayStart } from './zone-timeline';

export const SLOT_STEP_MINUTES = 15;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/* ------------------------------------------------------------------------------------------ */
/* Lengths                                                                                    */
/* ------------------------------------------------------------------------------------------ */

/** The length settings of a service (business service or consultant service). */
export interface ServiceLengths {
  appointment_length_decider: AppointmentLengthDecider;
  appointment_length: number;
  minimum_appointment_length: number;
  maximum_appointment_length: number;
}

/**
 * The lengths a consultant service uses: the business service's while its
 * `use_business_appointment_length` switch is on, its own otherwise.
 */
export function consultantServiceLengths(
  consultantService: ServiceLengths & { use_business_appointment_length: boolean },
  businessService: ServiceLengths,
): ServiceLengths {
  const from = consultantService.use_business_appointment_length
    ? businessService
    : consultantService;
  return {
    appointment_length_decider: from.appointment_length_decider,
    appointment_length: from.appointment_length,
    minimum_appointment_length: from.minimum_appointment_length,
    maximum_appointment_length: from.maximum_appointment_length,
  };
}

/** Minutes a service may take: exactly its length, or the customer's range. */
export function serviceLengthRange(service: ServiceLengths): { min: number; max: number } {
  return service.appointment_length_decider === 'customer'
    ? { min: service.minimum_appointment_length, max: service.maximum_appointment_length }
    : { min: service.appointment_length, max: service.appointment_length };
}

/**
 * Minutes a service takes: its length when the business decides; when the customer decides,
 * the chosen length kept within the range, or the minimum when none is chosen.
 */
export function serviceLength(service: ServiceLengths, chosen?: number | null): number {
  const { min, max } = serviceLengthRange(service);
  if (chosen === undefined || chosen === null || !Number.isFinite(chosen)) return min;
  return Math.min(max, Math.max(min, Math.round(chosen)));
}

/** Minutes of an appointment holding all `services` (one after the other). */
export function totalLength(
  services: readonly ServiceLengths[],
  chosen: readonly (number | null | undefined)[] = [],
): number {
  let total = 0;
  for (let i = 0; i < services.length; i++) total += serviceLength(services[i]!, chosen[i]);
  return total;
}

/* ------------------------------------------------------------------------------------------ */
/* Slots                                                                                      */
/* ------------------------------------------------------------------------------------------ */

/**
 * A busy stretch of the consultant (a non-cancelled appointment's busy_from..busy_until, its
 * buffers included), epoch milliseconds.
 */
export interface BusyInterval {
  start: number;
  end: number;
}

export interface Slot {
  /** 'HH:MM' in the business's time zone, on the requested date. */
  start_time: string;
  end_time: string;
  /** The same moments as epoch milliseconds. */
  starts_at: number;
  ends_at: number;
  /** The slot on the customer's clock, when a customer time zone is given. */
  customer_date?: string;
  customer_start_time?: string;
  customer_end_time?: string;
}

interface SlotRules {
  /** Minutes of the appointment (see totalLength). */
  lengthMinutes: number;
  /** The consultant's non-cancelled appointments, in any order. */
  busy: readonly BusyInterval[];
  /** IANA zone of the business: the days' times and the slots' times are on its clock. */
  timeZone: string;
  /** IANA zone of the customer, to show the slots on their clock too. */
  customerTimeZone?: string | null;
  /** Epoch ms: slots starting before it are left out. Omit to keep past slots. */
  now?: number;
  /** Minutes after `now` before which no slot starts (the business's minimum notice). */
  minimumNoticeMinutes?: number;
  /** Minutes between grid starts (the business's slot step); SLOT_STEP_MINUTES by default. */
  stepMinutes?: number;
  /** Minutes the consultant is busy before the slot (the first service's buffer before). */
  bufferBeforeMinutes?: number;
  /** Minutes the consultant is busy after the slot (the last service's buffer after). */
  bufferAfterMinutes?: number;
}

export interface DaySlotsInput extends SlotRules {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** The business's hours for the week day of `date` (missing: closed). */
  businessDay: DayTimes | null | undefined;
  /** The consultant's hours for the week day of `date` (missing: not working). */
  consultantDay: DayTimes | null | undefined;
}

export interface RangeSlotsInput extends SlotRules {
  /** 'YYYY-MM-DD' of the first day. */
  firstDate: string;
  days: number;
  businessDays: Partial<Record<WeekDay, DayTimes>>;
  consultantDays: Partial<Record<WeekDay, DayTimes>>;
}

/** The week day of a 'YYYY-MM-DD' date. */
export function weekDayOf(date: string): WeekDay {
  const sundayFirst = new Date(wallDayStart(date)).getUTCDay();
  return WEEK_DAYS[(sundayFirst + 6) % 7]!;
}

const CLOCK: string[] = Array.from(
  { length: 24 * 60 },
  (_, m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`,
);

/** Busy intervals sorted by start, with the running maximum of their ends. */
interface BusyIndex {
  starts: Float64Array;
  ends: Float64Array;
  maxEnds: Float64Array;
}

function indexBusy(busy: readonly BusyInterval[]): BusyIndex {
  const sorted = busy.filter((b) => b.end > b.start).sort((a, b) => a.start - b.start);
  const n = sorted.length;
  const starts = new Float64Array(n);
  const ends = new Float64Array(n);
  const maxEnds = new Float64Array(n);
  let max = -Infinity;
  for (let i = 0; i < n; i++) {
    starts[i] = sorted[i]!.start;
    ends[i] = sorted[i]!.end;
    max = Math.max(max, ends[i]!);
    maxEnds[i] = max;
  }
  return { starts, ends, maxEnds };
}

/** The first busy interval that may end after `instant` (all before it end at or before). */
function firstBusyAfter(index: BusyIndex, instant: number): number {
  let lo = 0;
  let hi = index.maxEnds.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (index.maxEnds[mid]! > instant) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

const isOpen = (day: DayTimes | null | undefined): day is DayTimes => !!day && day.is_active !== 0;

/** The day's break as wall minutes, or null. */
function breakOf(day: DayTimes): [number, number] | null {
  if (day.has_breaks !== 1 || !day.break_start_time || !day.break_end_time) return null;
  return [timeToMinutes(day.break_start_time), timeToMinutes(day.break_end_time)];
}

interface DayContext {
  date: string;
  businessDay: DayTimes | null | undefined;
  consultantDay: DayTimes | null | undefined;
  lengthMs: number;
  stepMs: number;
  busy: BusyIndex;
  zone: ZoneTimeline;
  customerZone: ZoneTimeline | null;
  now: number;
}

/** The open window and breaks of a day as instants, or null when nobody works. */
function dayFrame(
  date: string,
  businessDay: DayTimes | null | undefined,
  consultantDay: DayTimes | null | undefined,
  zone: ZoneTimeline,
) {
  if (!isOpen(businessDay) || !isOpen(consultantDay)) return null;
  const open = Math.max(
    timeToMinutes(businessDay.work_start_time),
    timeToMinutes(consultantDay.work_start_time),
  );
  const close = Math.min(
    timeToMinutes(businessDay.work_end_time),
    timeToMinutes(consultantDay.work_end_time),
  );
  if (open >= close) return null;
  const origin = wallDayStart(date);
  const at = (minutes: number) => zone.toInstant(origin + minutes * MINUTE);
  const breaks: [number, number][] = [];
  for (const day of [businessDay, consultantDay]) {
    const b = breakOf(day);
    if (b && b[0] < b[1]) breaks.push([at(b[0]), at(b[1])]);
  }
  breaks.sort((a, b) => a[0] - b[0]);
  return { origin, start: at(open), end: at(close), breaks };
}

function slotsOfDay(ctx: DayContext): Slot[] {
  const { zone, customerZone, lengthMs, stepMs, busy } = ctx;
  const frame = dayFrame(ctx.date, ctx.businessDay, ctx.consultantDay, zone);
  if (!frame || lengthMs <= 0) return [];
  const { origin, start, end, breaks } = frame;
  const slots: Slot[] = [];

  // Grid points are the instants whose business wall clock is a multiple of the step.
  const phase = zone.offsetAt(start);
  const nextGrid = (t: number) => t + stepMs - ((((t + phase) % stepMs) + stepMs) % stepMs);
  // Whole minutes of the business's clock (offsets of old dates, local mean time, have seconds).
  const ceilMinute = (t: number) => Math.ceil((t + phase) / MINUTE) * MINUTE - phase;

  let customerDayWall = NaN;
  let customerDate = '';

  const emit = (from: number, to: number) => {
    let s = ceilMinute(from);
    while (s + lengthMs <= to) {
      const e = s + lengthMs;
      const wallStart = zone.toWall(s);
      const wallEnd = zone.toWall(e);
      // Only slots whose wall times name exactly their instants can be stored.
      if (
        (wallStart - origin) % MINUTE === 0 &&
        (wallEnd - origin) % MINUTE === 0 &&
        zone.toInstant(wallStart) === s &&
        zone.toInstant(wallEnd) === e &&
        wallStart >= origin &&
        wallEnd < origin + DAY
      ) {
        const slot: Slot = {
          start_time: CLOCK[(wallStart - origin) / MINUTE]!,
          end_time: CLOCK[(wallEnd - origin) / MINUTE]!,
          starts_at: s,
          ends_at: e,
        };
        if (customerZone) {
          const cs = customerZone.toWall(s);
          const ce = customerZone.toWall(e);
          const dayWall = Math.floor(cs / DAY) * DAY;
          if (dayWall !== customerDayWall) {
            customerDayWall = dayWall;
            customerDate = wallDate(dayWall);
          }
          slot.customer_date = customerDate;
          slot.customer_start_time = CLOCK[Math.floor((cs - dayWall) / MINUTE)]!;
          slot.customer_end_time =
            CLOCK[Math.floor(((((ce - dayWall) % DAY) + DAY) % DAY) / MINUTE)]!;
        }
        slots.push(slot);
      }
      s = nextGrid(s);
    }
  };

  let cursor = start;
  if (ctx.now > cursor) {
    const now = ceilMinute(ctx.now);
    cursor = (((now + phase) % stepMs) + stepMs) % stepMs === 0 ? now : nextGrid(now);
  }

  // Sweep the breaks and the busy intervals together, in order of start.
  let b = 0;
  let i = firstBusyAfter(busy, cursor);
  const n = busy.starts.length;
  while (cursor < end) {
    let blockStart: number;
    let blockEnd: number;
    const busyStart = i < n ? busy.starts[i]! : Infinity;
    const breakStart = b < breaks.length ? breaks[b]![0] : Infinity;
    if (busyStart === Infinity && breakStart === Infinity) break;
    if (breakStart <= busyStart) {
      blockStart = breakStart;
      blockEnd = breaks[b]![1];
      b++;
    } else {
      blockStart = busyStart;
      blockEnd = busy.ends[i]!;
      i++;
    }
    if (blockStart >= end) break;
    if (blockEnd <= cursor) continue;
    if (blockStart > cursor) emit(cursor, blockStart);
    cursor = Math.max(cursor, blockEnd);
  }
  if (cursor < end) emit(cursor, end);
  return slots;
}

const wholeMinutes = (value: number | undefined, what: string) => {
  const minutes = value ?? 0;
  if (!Number.isInteger(minutes) || minutes < 0)
    throw new RangeError(`The ${what} must be a whole number of minutes`);
  return minutes;
};

function rulesOf(rules: SlotRules) {
  const step = rules.stepMinutes ?? SLOT_STEP_MINUTES;
  if (!Number.isInteger(step) || step <= 0)
    throw new RangeError('The slot step must be a whole number of minutes');
  const before = wholeMinutes(rules.bufferBeforeMinutes, 'buffer before') * MINUTE;
  const after = wholeMinutes(rules.bufferAfterMinutes, 'buffer after') * MINUTE;
  const notice = wholeMinutes(rules.minimumNoticeMinutes, 'minimum notice') * MINUTE;
  // The slot's busy interval [start - before, end + after) overlaps a busy [from, until)
  // exactly when the slot itself overlaps [from - after, until + before): widening the busy
  // intervals lets the sweep below place the slot alone, between hours, breaks and these.
  const busy =
    before === 0 && after === 0
      ? rules.busy
      : rules.busy.map((b) => ({ start: b.start - after, end: b.end + before }));
  return {
    lengthMs: Math.round(rules.lengthMinutes) * MINUTE,
    stepMs: step * MINUTE,
    busy: indexBusy(busy),
    now: rules.now === undefined ? -Infinity : rules.now + notice,
  };
}

/** The free slots of one date, sorted by start. */
export function freeSlots(input: DaySlotsInput): Slot[] {
  const zone = ZoneTimeline.forDates(input.timeZone, input.date);
  const customerZone = !input.customerTimeZone
    ? null
    : input.customerTimeZone === input.timeZone
      ? zone
      : ZoneTimeline.forDates(input.customerTimeZone, input.date);
  return slotsOfDay({
    ...rulesOf(input),
    date: input.date,
    businessDay: input.businessDay,
    consultantDay: input.consultantDay,
    zone,
    customerZone,
  });
}

/**
 * The free slots of `days` consecutive dates from `firstDate`: the busy intervals are sorted
 * once and the zone rules read once for the whole range.
 */
export function freeSlotsForDays(input: RangeSlotsInput): { date: string; slots: Slot[] }[] {
  const zone = ZoneTimeline.forDates(input.timeZone, input.firstDate, input.days);
  const customerZone = !input.customerTimeZone
    ? null
    : input.customerTimeZone === input.timeZone
      ? zone
      : ZoneTimeline.forDates(input.customerTimeZone, input.firstDate, input.days);
  const rules = rulesOf(input);
  const first = wallDayStart(input.firstDate);
  const firstWeekDay = WEEK_DAYS.indexOf(weekDayOf(input.firstDate));
  const result: { date: string; slots: Slot[] }[] = [];
  for (let d = 0; d < input.days; d++) {
    const date = wallDate(first + d * DAY);
    const weekDay = WEEK_DAYS[(firstWeekDay + d) % 7]!;
    result.push({
      date,
      slots: slotsOfDay({
        ...rules,
        date,
        businessDay: input.businessDays[weekDay],
        consultantDay: input.consultantDays[weekDay],
        zone,
        customerZone,
      }),
    });
  }
  return result;
}

/**
 * Whether the instants [startsAt, endsAt) lie within both the business's and the consultant's
 * hours of `date` and outside both breaks (appointments are the database's check). For a
 * booking whose times were not picked from the slots, e.g. a customer-decided length.
 */
export function isWithinWorkHours(
  input: Pick<DaySlotsInput, 'date' | 'businessDay' | 'consultantDay' | 'timeZone'>,
  startsAt: number,
  endsAt: number,
): boolean {
  if (!(startsAt < endsAt)) return false;
  const zone = ZoneTimeline.forDates(input.timeZone, input.date);
  const frame = dayFrame(input.date, input.businessDay, input.consultantDay, zone);
  if (!frame || startsAt < frame.start || endsAt > frame.end) return false;
  return frame.breaks.every(([from, to]) => endsAt <= from || startsAt >= to);
}
