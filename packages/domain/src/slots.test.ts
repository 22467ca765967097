import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timeToMinutes } from './common';
import type { DayTimes } from './consultant';
import {
  consultantServiceLengths,
  freeSlots,
  freeSlotsForDays,
  isWithinWorkHours,
  serviceLength,
  totalLength,
  weekDayOf,
  type BusyInterval,
  type ServiceLengths,
  type Slot,
} from './slots';
import { wallToInstant, zoneOffsetMs } from './zone-timeline';
import {
  appointmentBuffers,
  busyInterval,
  earliestStart,
  formatNotice,
  isDayFull,
  isInsideNotice,
} from './booking-rules';

const TORONTO = 'America/Toronto';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const day = (
  work_start_time: string,
  work_end_time: string,
  breaks?: [string, string],
): DayTimes => ({
  is_active: 1,
  work_start_time,
  work_end_time,
  has_breaks: breaks ? 1 : 0,
  break_start_time: breaks?.[0] ?? null,
  break_end_time: breaks?.[1] ?? null,
});

const at = (date: string, time: string, zone = TORONTO) => wallToInstant(date, time, zone);
const appointment = (date: string, start: string, end: string): BusyInterval => ({
  start: at(date, start),
  end: at(date, end),
});
const times = (slots: Slot[]) => slots.map((s) => `${s.start_time}-${s.end_time}`);

describe('service lengths', () => {
  const fixed: ServiceLengths = {
    appointment_length_decider: 'business',
    appointment_length: 45,
    minimum_appointment_length: 30,
    maximum_appointment_length: 90,
  };
  const byCustomer: ServiceLengths = { ...fixed, appointment_length_decider: 'customer' };

  it('takes the fixed length, or the customer minimum unless a length is chosen within the range', () => {
    expect(serviceLength(fixed)).toBe(45);
    expect(serviceLength(fixed, 90)).toBe(45);
    expect(serviceLength(byCustomer)).toBe(30);
    expect(serviceLength(byCustomer, 60)).toBe(60);
    expect(serviceLength(byCustomer, 500)).toBe(90);
    expect(serviceLength(byCustomer, 5)).toBe(30);
    expect(totalLength([fixed, byCustomer])).toBe(75);
    expect(totalLength([fixed, byCustomer], [undefined, 60])).toBe(105);
  });

  it("follows the business service while the consultant uses the business's length", () => {
    const own = { ...byCustomer, use_business_appointment_length: false };
    expect(consultantServiceLengths(own, fixed)).toEqual(byCustomer);
    expect(
      consultantServiceLengths({ ...own, use_business_appointment_length: true }, fixed),
    ).toEqual(fixed);
  });
});

describe('freeSlots: hand-computed days', () => {
  // 2030-06-03 is a Monday; Toronto is on daylight time (UTC-4).
  const date = '2030-06-03';

  it('cuts the common hours into quarter-hour starts around breaks and appointments', () => {
    const slots = freeSlots({
      date,
      businessDay: day('09:00', '17:00', ['12:00', '13:00']),
      consultantDay: day('10:00', '13:30', ['11:30', '11:45']),
      lengthMinutes: 30,
      busy: [appointment(date, '10:20', '10:50'), appointment('2030-06-02', '10:00', '11:00')],
      timeZone: TORONTO,
    });
    // 10:00-10:20 is too short; 10:50 opens a stretch off the quarter hour; 11:30-11:45 and
    // 12:00-13:00 are breaks; the consultant stops at 13:30.
    expect(times(slots)).toEqual(['10:50-11:20', '11:00-11:30', '13:00-13:30']);
    expect(slots[0]!.starts_at).toBe(Date.UTC(2030, 5, 3, 14, 50));
    expect(slots[0]!.ends_at - slots[0]!.starts_at).toBe(30 * MINUTE);
  });

  it('is empty when the business or the consultant does not work, or the services do not fit', () => {
    const open = day('09:00', '10:00');
    const base = { date, lengthMinutes: 30, busy: [], timeZone: TORONTO };
    expect(
      freeSlots({ ...base, businessDay: { ...open, is_active: 0 }, consultantDay: open }),
    ).toEqual([]);
    expect(freeSlots({ ...base, businessDay: open, consultantDay: undefined })).toEqual([]);
    expect(freeSlots({ ...base, businessDay: open, consultantDay: day('10:00', '11:00') })).toEqual(
      [],
    );
    expect(
      freeSlots({ ...base, businessDay: open, consultantDay: open, lengthMinutes: 75 }),
    ).toEqual([]);
    expect(
      times(freeSlots({ ...base, businessDay: open, consultantDay: open, lengthMinutes: 60 })),
    ).toEqual(['09:00-10:00']);
  });

  it('leaves out slots starting before now, from the next quarter hour on', () => {
    const slots = freeSlots({
      date,
      businessDay: day('09:00', '12:00'),
      consultantDay: day('09:00', '12:00'),
      lengthMinutes: 60,
      busy: [],
      timeZone: TORONTO,
      now: at(date, '10:07') + 30_000,
    });
    expect(times(slots)).toEqual(['10:15-11:15', '10:30-11:30', '10:45-11:45', '11:00-12:00']);
  });

  it("shows each slot on the customer's clock, on the customer's date", () => {
    const [first] = freeSlots({
      date,
      businessDay: day('20:00', '22:00'),
      consultantDay: day('20:00', '22:00'),
      lengthMinutes: 60,
      busy: [],
      timeZone: TORONTO,
      customerTimeZone: 'Asia/Kolkata',
    });
    // 20:00 EDT is 00:00 UTC on the 4th, 05:30 in India.
    expect(first).toMatchObject({
      start_time: '20:00',
      end_time: '21:00',
      customer_date: '2030-06-04',
      customer_start_time: '05:30',
      customer_end_time: '06:30',
    });
  });

  it('takes an hour less on the day clocks go forward (America/Toronto 2026-03-08)', () => {
    const slots = freeSlots({
      date: '2026-03-08',
      businessDay: day('01:00', '04:00'),
      consultantDay: day('00:00', '23:00'),
      lengthMinutes: 60,
      busy: [],
      timeZone: TORONTO,
      stepMinutes: 30,
    });
    // 01:00 EST to 04:00 EDT is two hours; 02:00-02:59 does not exist.
    expect(times(slots)).toEqual(['01:00-03:00', '01:30-03:30', '03:00-04:00']);
    for (const s of slots) expect(s.ends_at - s.starts_at).toBe(60 * MINUTE);
  });

  it('offers the repeated hour once on the day clocks go back (America/Toronto 2026-11-01)', () => {
    const slots = freeSlots({
      date: '2026-11-01',
      businessDay: day('00:00', '03:00'),
      consultantDay: day('00:00', '03:00'),
      lengthMinutes: 30,
      busy: [],
      timeZone: TORONTO,
      stepMinutes: 30,
    });
    // 00:00 EDT to 03:00 EST is four hours; the second pass of 01:00-01:59 (EST) cannot be
    // stored as a wall time, so 01:30 EDT-01:00 EST and the EST 01:xx starts are left out.
    expect(times(slots)).toEqual([
      '00:00-00:30',
      '00:30-01:00',
      '01:00-01:30',
      '02:00-02:30',
      '02:30-03:00',
    ]);
    expect(slots[3]!.starts_at - slots[2]!.ends_at).toBe(90 * MINUTE);
  });
});

describe('isWithinWorkHours', () => {
  const input = {
    date: '2030-06-03',
    businessDay: day('09:00', '17:00', ['12:00', '13:00']),
    consultantDay: day('10:00', '16:00'),
    timeZone: TORONTO,
  };
  it('accepts a booking inside both hours and outside the breaks only', () => {
    const d = input.date;
    expect(isWithinWorkHours(input, at(d, '10:05'), at(d, '11:50'))).toBe(true);
    expect(isWithinWorkHours(input, at(d, '09:30'), at(d, '10:30'))).toBe(false);
    expect(isWithinWorkHours(input, at(d, '11:30'), at(d, '12:30'))).toBe(false);
    expect(isWithinWorkHours(input, at(d, '15:30'), at(d, '16:30'))).toBe(false);
    expect(
      isWithinWorkHours({ ...input, consultantDay: null }, at(d, '10:05'), at(d, '11:50')),
    ).toBe(false);
  });
});

/* ------------------------------------------------------------------------------------------ */
/* Properties                                                                                 */
/* ------------------------------------------------------------------------------------------ */

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A coherent day (as validateDayTimes accepts it), in minutes then as times. */
const dayArb = fc
  .tuple(
    fc.integer({ min: 0, max: 1439 }),
    fc.integer({ min: 0, max: 1439 }),
    fc.boolean(),
    fc.integer({ min: 0, max: 1439 }),
    fc.integer({ min: 0, max: 1439 }),
    fc.constantFrom(0, 1, 1, 1),
  )
  .filter(([a, b]) => a < b)
  .map(([a, b, breaks, x, y, active]): DayTimes => {
    const [start, end] = [a, b];
    const [bs, be] = [Math.min(x, y), Math.max(x, y)];
    const withBreak = breaks && start < bs && bs < be && be < end;
    return {
      is_active: active,
      work_start_time: clock(start),
      work_end_time: clock(end),
      has_breaks: withBreak ? 1 : 0,
      break_start_time: withBreak ? clock(bs) : null,
      break_end_time: withBreak ? clock(be) : null,
    };
  });

// 1850: the zones ran on local mean time, offsets with seconds (Toronto -05:17:32).
const DATES = [
  '2030-06-03',
  '2026-03-08',
  '2026-11-01',
  '2027-03-14',
  '2027-11-07',
  '2031-01-15',
  '1850-06-04',
];
const ZONES = [TORONTO, 'Europe/Paris', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'UTC'];

const scenarioArb = fc
  .record({
    date: fc.constantFrom(...DATES),
    timeZone: fc.constantFrom(...ZONES),
    customerTimeZone: fc.option(fc.constantFrom(...ZONES), { nil: undefined }),
    businessDay: dayArb,
    consultantDay: dayArb,
    lengthMinutes: fc.integer({ min: 1, max: 32 }).map((n) => n * 15),
    busyMinutes: fc.array(
      fc.tuple(fc.integer({ min: -120, max: 1560 }), fc.integer({ min: 1, max: 240 })),
      { maxLength: 25 },
    ),
    nowMinutes: fc.option(fc.integer({ min: -60, max: 1500 }), { nil: undefined }),
    stepMinutes: fc.constantFrom(5, 15, 30, 60),
  })
  .map((s) => {
    const midnight = wallToInstant(s.date, '00:00', s.timeZone);
    return {
      ...s,
      busy: s.busyMinutes.map(([from, length]) => ({
        start: midnight + from * MINUTE,
        end: midnight + (from + length) * MINUTE,
      })),
      now: s.nowMinutes === undefined ? undefined : midnight + s.nowMinutes * MINUTE + 17_000,
    };
  });

/** Whether the instant `t` is on `date` and its wall time there names exactly `t`. */
function storableAt(t: number, date: string, zone: string): boolean {
  const minutes = (t + zoneOffsetMs(t, zone) - Date.parse(date)) / MINUTE;
  return minutes >= 0 && minutes < 1440 && wallToInstant(date, clock(minutes), zone) === t;
}

/** Minutes from `date`'s midnight to the wall time the instant `t` shows in `zone`. */
const wallMinutes = (t: number, date: string, zone: string) =>
  (t + zoneOffsetMs(t, zone) - Date.parse(date)) / MINUTE;

const overlaps = (s: Slot, from: number, to: number) => s.starts_at < to && from < s.ends_at;
const hoursOf = (d: DayTimes, date: string, zone: string) => ({
  start: wallToInstant(date, d.work_start_time, zone),
  end: wallToInstant(date, d.work_end_time, zone),
  break:
    d.has_breaks === 1
      ? ([
          wallToInstant(date, d.break_start_time!, zone),
          wallToInstant(date, d.break_end_time!, zone),
        ] as const)
      : null,
});

describe('freeSlots: properties', () => {
  it('never overlaps an appointment or a break, stays within both hours, sorted and unique', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const slots = freeSlots(s);
        if (s.businessDay.is_active === 0 || s.consultantDay.is_active === 0) {
          expect(slots).toEqual([]);
          return;
        }
        for (const d of [s.businessDay, s.consultantDay]) {
          const hours = hoursOf(d, s.date, s.timeZone);
          for (const slot of slots) {
            expect(slot.starts_at).toBeGreaterThanOrEqual(hours.start);
            expect(slot.ends_at).toBeLessThanOrEqual(hours.end);
            if (hours.break) expect(overlaps(slot, hours.break[0], hours.break[1])).toBe(false);
            // And on the business's clock, as it reads that day: hours that start or end in
            // a spring-forward gap (02:00 on a day that jumps from 02:00 to 03:00) end at the
            // instant that follows it, which the clock shows as 03:00.
            expect(timeToMinutes(slot.start_time)).toBeGreaterThanOrEqual(
              wallMinutes(hours.start, s.date, s.timeZone),
            );
            expect(timeToMinutes(slot.end_time)).toBeLessThanOrEqual(
              wallMinutes(hours.end, s.date, s.timeZone),
            );
          }
        }
        for (const slot of slots) {
          for (const b of s.busy) expect(overlaps(slot, b.start, b.end)).toBe(false);
          expect(slot.ends_at - slot.starts_at).toBe(s.lengthMinutes * MINUTE);
          if (s.now !== undefined) expect(slot.starts_at).toBeGreaterThanOrEqual(s.now);
          // The wall times name exactly the slot's instants (what an appointment stores).
          expect(wallToInstant(s.date, slot.start_time, s.timeZone)).toBe(slot.starts_at);
          expect(wallToInstant(s.date, slot.end_time, s.timeZone)).toBe(slot.ends_at);
          if (s.customerTimeZone) {
            expect(slot.customer_date).toBeDefined();
            // The customer's clock at the slot's start and end, to the minute (a repeated wall
            // time is fine to show; offsets of local mean time have seconds).
            const clockAt = (t: number) => {
              const wall = t + zoneOffsetMs(t, s.customerTimeZone!);
              return Math.floor(wall / MINUTE) * MINUTE;
            };
            const customerStart = Date.parse(
              `${slot.customer_date}T${slot.customer_start_time}:00Z`,
            );
            expect(customerStart).toBe(clockAt(slot.starts_at));
            const customerEnd = Date.parse(`${slot.customer_date}T${slot.customer_end_time}:00Z`);
            const timeOfDay = (ms: number) => ((ms % DAY) + DAY) % DAY;
            expect(timeOfDay(customerEnd - customerStart)).toBe(
              timeOfDay(clockAt(slot.ends_at) - customerStart),
            );
          }
        }
        for (let i = 1; i < slots.length; i++) {
          expect(slots[i]!.starts_at).toBeGreaterThan(slots[i - 1]!.starts_at);
          expect(timeToMinutes(slots[i]!.start_time)).toBeGreaterThan(
            timeToMinutes(slots[i - 1]!.start_time),
          );
        }
      }),
      {
        numRuns: 400,
        examples: [
          // Found by this property (seed -745139510): hours ending at 02:00 on the day Toronto's
          // clocks jump from 02:00 to 03:00; the last slot ends at the same instant, shown 03:00.
          [
            (() => {
              const day: DayTimes = { is_active: 1, work_start_time: '00:00', work_end_time: '02:00', has_breaks: 0, break_start_time: null, break_end_time: null };
              return { date: '2027-03-14', timeZone: 'America/Toronto', customerTimeZone: undefined, businessDay: day, consultantDay: day, lengthMinutes: 15, busyMinutes: [] as [number, number][], nowMinutes: undefined, stepMinutes: 5 as const, busy: [] as { start: number; end: number }[], now: undefined };
            })(),
          ],
        ],
      },
    );
  });

  it('offers every free quarter hour: a grid start that is free and fits is a slot', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const slots = freeSlots({ ...s, stepMinutes: 15 });
        const starts = new Set(slots.map((x) => x.starts_at));
        const b = s.businessDay;
        const c = s.consultantDay;
        if (b.is_active === 0 || c.is_active === 0) return;
        const intervals = [b, c].map((d) => hoursOf(d, s.date, s.timeZone));
        const from = Math.max(intervals[0]!.start, intervals[1]!.start);
        const to = Math.min(intervals[0]!.end, intervals[1]!.end);
        const length = s.lengthMinutes * MINUTE;
        const offset = zoneOffsetMs(from, s.timeZone);
        const first = Math.ceil((from + offset) / (15 * MINUTE)) * 15 * MINUTE - offset;
        for (let t = first; t + length <= to; t += 15 * MINUTE) {
          const blocked =
            (s.now !== undefined && t < s.now) ||
            s.busy.some((x) => t < x.end && x.start < t + length) ||
            intervals.some((h) => h.break && t < h.break[1] && h.break[0] < t + length);
          const storable =
            storableAt(t, s.date, s.timeZone) && storableAt(t + length, s.date, s.timeZone);
          if (!blocked && storable) expect(starts.has(t)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('holds on the DST days of America/Toronto: every slot lasts its length in real time', () => {
    const open = day('00:00', '23:59');
    for (const [date, hours] of [
      ['2026-03-08', 23],
      ['2026-11-01', 25],
    ] as const) {
      const midnight = wallToInstant(date, '00:00', TORONTO);
      const nextMidnight = wallToInstant(
        date === '2026-03-08' ? '2026-03-09' : '2026-11-02',
        '00:00',
        TORONTO,
      );
      expect(nextMidnight - midnight).toBe(hours * 60 * MINUTE);
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 16 }).map((n) => n * 15),
          (length) => {
            const slots = freeSlots({
              date,
              businessDay: open,
              consultantDay: open,
              lengthMinutes: length,
              busy: [],
              timeZone: TORONTO,
            });
            expect(slots.length).toBeGreaterThan(0);
            for (const slot of slots) {
              expect(slot.ends_at - slot.starts_at).toBe(length * MINUTE);
              expect(slot.starts_at).toBeGreaterThanOrEqual(midnight);
              expect(slot.ends_at).toBeLessThan(nextMidnight);
              // No slot starts at a wall time the day skips.
              if (date === '2026-03-08') expect(slot.start_time.startsWith('02:')).toBe(false);
            }
            const unique = new Set(slots.map((x) => x.start_time));
            expect(unique.size).toBe(slots.length);
          },
        ),
        { numRuns: 16 },
      );
    }
  });

  it('computes a range of days as the days one by one', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 1, max: 9 }), (s, days) => {
        const businessDays = {
          [weekDayOf(s.date)]: s.businessDay,
          sunday: s.businessDay,
          monday: s.businessDay,
        };
        const consultantDays = {
          [weekDayOf(s.date)]: s.consultantDay,
          sunday: s.consultantDay,
          wednesday: s.consultantDay,
        };
        const range = freeSlotsForDays({
          ...s,
          firstDate: s.date,
          days,
          businessDays,
          consultantDays,
        });
        expect(range).toHaveLength(days);
        for (const { date, slots } of range) {
          const weekDay = weekDayOf(date);
          expect(slots).toEqual(
            freeSlots({
              ...s,
              date,
              businessDay: businessDays[weekDay],
              consultantDay: consultantDays[weekDay],
            }),
          );
        }
      }),
      { numRuns: 60 },
    );
  });
});

/* ------------------------------------------------------------------------------------------ */
/* Booking rules (issue 25)                                                                   */
/* ------------------------------------------------------------------------------------------ */

describe('freeSlots: buffers, step and notice', () => {
  // 2030-06-04 is a Tuesday; Toronto is on daylight time (UTC-4).
  const date = '2030-06-04';
  const open = day('09:00', '12:00');
  const base = {
    date,
    businessDay: open,
    consultantDay: open,
    lengthMinutes: 30,
    busy: [] as BusyInterval[],
    timeZone: TORONTO,
  };
  const starts = (slots: Slot[]) => slots.map((s) => s.start_time);

  it("keeps the slot's buffers off the consultant's busy intervals, theirs included", () => {
    // Booked 10:00-10:30 with 10 minutes before and 15 after: busy 09:50-10:45.
    const busy = [{ start: at(date, '09:50'), end: at(date, '10:45') }];
    const slots = freeSlots({ ...base, busy, bufferBeforeMinutes: 15, bufferAfterMinutes: 10 });
    // A slot's 10 minutes after must end by 09:50: 09:00-09:30 is the last before it (09:15
    // would keep the consultant busy until 09:55). Its 15 minutes before may start at 10:45:
    // the first slot after is 11:00.
    expect(starts(slots)).toEqual(['09:00', '11:00', '11:15', '11:30']);
    // Intervals are half-open: 5 minutes after 09:15-09:45 end as the next busy time starts.
    expect(starts(freeSlots({ ...base, busy, bufferAfterMinutes: 5 })).slice(0, 2)).toEqual([
      '09:00',
      '09:15',
    ]);
    // Without buffers the same busy interval leaves 09:15 and 10:45 free.
    expect(starts(freeSlots({ ...base, busy }))).toEqual([
      '09:00',
      '09:15',
      '10:45',
      '11:00',
      '11:15',
      '11:30',
    ]);
  });

  it('lets buffers lie outside the opening hours and in breaks: the hours hold the appointment', () => {
    const slots = freeSlots({
      ...base,
      businessDay: day('09:00', '12:00', ['10:30', '11:00']),
      bufferBeforeMinutes: 30,
      bufferAfterMinutes: 30,
    });
    expect(starts(slots)).toEqual([
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '10:00',
      '11:00',
      '11:15',
      '11:30',
    ]);
  });

  it('opens a free stretch off the grid at the first minute its buffers allow', () => {
    // Busy until 10:20 (an appointment booked off the quarter hour), 10 minutes before.
    const busy = [{ start: at(date, '09:00'), end: at(date, '10:20') }];
    const slots = freeSlots({ ...base, busy, bufferBeforeMinutes: 10 });
    expect(starts(slots)).toEqual(['10:30', '10:45', '11:00', '11:15', '11:30']);
    const offGrid = freeSlots({ ...base, busy, bufferBeforeMinutes: 5 });
    expect(starts(offGrid)).toEqual(['10:25', '10:30', '10:45', '11:00', '11:15', '11:30']);
  });

  it('cuts the day at the business step: half hours, twenty minutes, five minutes', () => {
    expect(starts(freeSlots({ ...base, stepMinutes: 30 }))).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
    expect(starts(freeSlots({ ...base, stepMinutes: 20 })).slice(0, 4)).toEqual([
      '09:00',
      '09:20',
      '09:40',
      '10:00',
    ]);
    expect(freeSlots({ ...base, stepMinutes: 5 })).toHaveLength(31);
  });

  it('leaves out slots starting before now plus the minimum notice', () => {
    const now = at(date, '08:07') + 30_000;
    const slots = freeSlots({ ...base, now, minimumNoticeMinutes: 120 });
    // 08:07:30 + 2 h = 10:07:30: the next quarter hour is 10:15.
    expect(starts(slots)).toEqual(['10:15', '10:30', '10:45', '11:00', '11:15', '11:30']);
    expect(freeSlots({ ...base, now, minimumNoticeMinutes: 240 })).toEqual([]);
    // A notice of 0 leaves only the past out.
    expect(starts(freeSlots({ ...base, now: at(date, '11:00'), minimumNoticeMinutes: 0 }))).toEqual(
      ['11:00', '11:15', '11:30'],
    );
  });

  it('refuses buffers, notices and steps that are not whole minutes', () => {
    expect(() => freeSlots({ ...base, bufferBeforeMinutes: -5 })).toThrow(RangeError);
    expect(() => freeSlots({ ...base, minimumNoticeMinutes: 1.5 })).toThrow(RangeError);
    expect(() => freeSlots({ ...base, stepMinutes: 0 })).toThrow(RangeError);
  });
});

describe('booking rules helpers', () => {
  it("widens an appointment by its first service's buffer before and its last's after", () => {
    const buffers = appointmentBuffers([
      { buffer_before_minutes: 10, buffer_after_minutes: 20 },
      { buffer_before_minutes: 30, buffer_after_minutes: 5 },
    ]);
    expect(buffers).toEqual({ before: 10, after: 5 });
    expect(appointmentBuffers([])).toEqual({ before: 0, after: 0 });
    const startsAt = new Date('2030-06-04T14:00:00Z');
    const endsAt = new Date('2030-06-04T15:00:00Z');
    expect(busyInterval(startsAt, endsAt, buffers)).toEqual({
      busy_from: new Date('2030-06-04T13:50:00Z'),
      busy_until: new Date('2030-06-04T15:05:00Z'),
    });
  });

  it('tells a start inside the notice, and names the notice in its largest whole unit', () => {
    const now = Date.parse('2030-06-04T12:00:00Z');
    expect(isInsideNotice(now + 119 * MINUTE, now, 120)).toBe(true);
    expect(isInsideNotice(now + 120 * MINUTE, now, 120)).toBe(false);
    expect(isInsideNotice(now - MINUTE, now, 0)).toBe(true);
    expect(earliestStart(now, 30)).toBe(now + 30 * MINUTE);
    expect(formatNotice(120)).toBe('2 hours');
    expect(formatNotice(60)).toBe('1 hour');
    expect(formatNotice(1440)).toBe('1 day');
    expect(formatNotice(2880)).toBe('2 days');
    expect(formatNotice(90)).toBe('90 minutes');
    expect(formatNotice(1)).toBe('1 minute');
    expect(formatNotice(0)).toBe('0 minutes');
  });

  it('fills a day at its limit, and never without one', () => {
    expect(isDayFull(2, 2)).toBe(true);
    expect(isDayFull(1, 2)).toBe(false);
    expect(isDayFull(100, null)).toBe(false);
  });
});

describe('freeSlots: booking rules properties', () => {
  const rulesArb = fc.record({
    bufferBeforeMinutes: fc.integer({ min: 0, max: 48 }).map((n) => n * 5),
    bufferAfterMinutes: fc.integer({ min: 0, max: 48 }).map((n) => n * 5),
    minimumNoticeMinutes: fc.constantFrom(0, 5, 60, 120, 1440),
    stepMinutes: fc.constantFrom(5, 10, 15, 20, 30, 60),
  });

  it("never lets a slot's buffers touch a busy interval, nor start inside the notice", () => {
    fc.assert(
      fc.property(scenarioArb, rulesArb, (s, rules) => {
        const slots = freeSlots({ ...s, ...rules });
        const before = rules.bufferBeforeMinutes * MINUTE;
        const after = rules.bufferAfterMinutes * MINUTE;
        for (const slot of slots) {
          for (const b of s.busy) {
            expect(slot.starts_at - before < b.end && b.start < slot.ends_at + after).toBe(false);
          }
          if (s.now !== undefined) {
            expect(slot.starts_at).toBeGreaterThanOrEqual(
              s.now + rules.minimumNoticeMinutes * MINUTE,
            );
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('offers every free step start: one whose buffers are clear, past the notice, is a slot', () => {
    fc.assert(
      fc.property(scenarioArb, rulesArb, (s, rules) => {
        const slots = freeSlots({ ...s, ...rules });
        const starts = new Set(slots.map((x) => x.starts_at));
        const b = s.businessDay;
        const c = s.consultantDay;
        if (b.is_active === 0 || c.is_active === 0) return;
        const intervals = [b, c].map((d) => hoursOf(d, s.date, s.timeZone));
        const from = Math.max(intervals[0]!.start, intervals[1]!.start);
        const to = Math.min(intervals[0]!.end, intervals[1]!.end);
        const length = s.lengthMinutes * MINUTE;
        const step = rules.stepMinutes * MINUTE;
        const before = rules.bufferBeforeMinutes * MINUTE;
        const after = rules.bufferAfterMinutes * MINUTE;
        const offset = zoneOffsetMs(from, s.timeZone);
        const first = Math.ceil((from + offset) / step) * step - offset;
        for (let t = first; t + length <= to; t += step) {
          const blocked =
            (s.now !== undefined && t < s.now + rules.minimumNoticeMinutes * MINUTE) ||
            s.busy.some((x) => t - before < x.end && x.start < t + length + after) ||
            intervals.some((h) => h.break && t < h.break[1] && h.break[0] < t + length);
          const storable =
            storableAt(t, s.date, s.timeZone) && storableAt(t + length, s.date, s.timeZone);
          // A day whose offset changes within the open hours moves the grid: checked on
          // days with one offset only, as the quarter-hour property above does for its grid.
          const sameOffset = zoneOffsetMs(t, s.timeZone) === offset;
          if (!blocked && storable && sameOffset) expect(starts.has(t)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
