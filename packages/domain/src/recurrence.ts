import { z } from './zod';
import { bookingBody } from './appointment';
import { publicBookingFields, refineTimesOrder } from './customer';
import { DateStringSchema, IdSchema, TimeStringSchema } from './common';

/*
 * Recurring appointments (issue 25): every N days, weeks or months, until a date or N times,
 * at most 52 occurrences. Every occurrence is checked before anything is saved; the owner then
 * books all of them, only the free ones, or none, in one transaction.
 */

export const RECURRENCE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

/** The most occurrences one series holds, the first one included. */
export const MAX_SERIES_OCCURRENCES = 52;
/** The longest gap between two occurrences, in the frequency's unit. */
export const MAX_RECURRENCE_INTERVAL = 12;

export const RecurrenceMessages = {
  frequencyRequired: 'Please choose how often the appointment repeats',
  intervalRange: `Please repeat every 1 to ${MAX_RECURRENCE_INTERVAL} days, weeks or months`,
  endRequired: 'Please choose when the series ends: a last date or a number of times',
  endBoth: 'Please choose either a last date or a number of times, not both',
  countRange: `A series holds 2 to ${MAX_SERIES_OCCURRENCES} appointments`,
  untilBeforeStart: 'The last date must be after the first appointment',
  tooMany: `A series holds at most ${MAX_SERIES_OCCURRENCES} appointments: choose an earlier last date or a longer gap`,
  conflicts: (n: number) =>
    `${n} ${n === 1 ? 'appointment' : 'appointments'} of the series cannot be booked: nothing was booked.`,
  booked: (n: number) => `${n} ${n === 1 ? 'appointment' : 'appointments'} booked!`,
  noneFree: 'No appointment of the series can be booked.',
  moved: (n: number) => `${n} ${n === 1 ? 'appointment' : 'appointments'} of the series moved!`,
  moveConflicts: (n: number) =>
    `${n} ${n === 1 ? 'appointment' : 'appointments'} of the series cannot move there: nothing was moved.`,
  moveUnchanged: 'Please choose another date or time to move the series to',
  notInSeries: 'This appointment is not an upcoming one of the series',
  crossesMidnight: 'The appointment would end after midnight',
  onlineOff: 'This business does not take repeating bookings online: please book one appointment at a time',
  onlineTooMany: (max: number) => `A repeating booking online holds at most ${max} appointments`,
  onlineSignIn: 'Please sign in to book a repeating appointment',
  onlinePayLater: 'A repeating booking is paid at each appointment: please choose to pay later',
  cancelled: (n: number) =>
    n === 0
      ? 'No upcoming appointment of the series was left to cancel.'
      : `${n} ${n === 1 ? 'appointment' : 'appointments'} of the series cancelled!`,
} as const;

export const RecurrenceSchema = z
  .object({
    frequency: z.enum(RECURRENCE_FREQUENCIES, { error: RecurrenceMessages.frequencyRequired }),
    interval: z
      .number({ error: RecurrenceMessages.intervalRange })
      .int({ error: RecurrenceMessages.intervalRange })
      .min(1, { error: RecurrenceMessages.intervalRange })
      .max(MAX_RECURRENCE_INTERVAL, { error: RecurrenceMessages.intervalRange }),
    /** How many appointments in all, the first one included. */
    count: z
      .number({ error: RecurrenceMessages.countRange })
      .int({ error: RecurrenceMessages.countRange })
      .min(2, { error: RecurrenceMessages.countRange })
      .max(MAX_SERIES_OCCURRENCES, { error: RecurrenceMessages.countRange })
      .optional(),
    /** The last date an occurrence may fall on. */
    until: DateStringSchema.optional(),
  })
  .superRefine((rule, ctx) => {
    if (rule.count === undefined && rule.until === undefined) {
      ctx.addIssue({ code: 'custom', path: ['count'], message: RecurrenceMessages.endRequired });
    } else if (rule.count !== undefined && rule.until !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['until'], message: RecurrenceMessages.endBoth });
    }
  });
export type Recurrence = z.infer<typeof RecurrenceSchema>;

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00Z`) / DAY_MS;
const fromDayNumber = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The date `months` months after `date`, on the same day of the month or the month's last. */
function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * The dates of a series starting on `first`, the first one included: every `interval` days,
 * weeks or months (a monthly series on the 31st falls on each month's last day), `count`
 * times or up to `until`. Answers null when it would hold more than MAX_SERIES_OCCURRENCES.
 */
export function seriesDates(first: string, rule: Recurrence): string[] | null {
  const dates: string[] = [];
  for (let i = 0; ; i++) {
    const date =
      rule.frequency === 'monthly'
        ? addMonths(first, i * rule.interval)
        : fromDayNumber(
            dayNumber(first) + i * rule.interval * (rule.frequency === 'weekly' ? 7 : 1),
          );
    if (rule.count !== undefined ? i >= rule.count : date > rule.until!) break;
    if (dates.length === MAX_SERIES_OCCURRENCES) return null;
    dates.push(date);
  }
  return dates;
}

/** Body of POST appointments/series/check: the first appointment as the dialog books it, and how it repeats. */
export const SeriesCheckInputSchema = bookingBody({ recurrence: RecurrenceSchema });
export type SeriesCheckInput = z.input<typeof SeriesCheckInputSchema>;

/** Body of POST appointments/series: also which occurrences to book, all or only the free ones. */
export const SeriesBookInputSchema = bookingBody({
  recurrence: RecurrenceSchema,
  book: z.enum(['all', 'free']),
});
export type SeriesBookInput = z.input<typeof SeriesBookInputSchema>;

const SlotTimesSchema = z.object({
  date: DateStringSchema,
  start_time: TimeStringSchema,
  end_time: TimeStringSchema,
});

/** One occurrence as checked: free, or why not and the nearest free time instead. */
export const SeriesOccurrenceSchema = SlotTimesSchema.extend({
  free: z.boolean(),
  /** Why it cannot be booked (the message a single booking would get). */
  reason: z.string().nullable(),
  /** The free time nearest to it with the same consultant and services, within a week after. */
  alternative: SlotTimesSchema.nullable(),
});
export type SeriesOccurrence = z.infer<typeof SeriesOccurrenceSchema>;

export const SeriesCheckSchema = z.object({
  occurrences: z.array(SeriesOccurrenceSchema),
});
export type SeriesCheck = z.infer<typeof SeriesCheckSchema>;

/** What booking a series answers: its id, the appointments booked and the occurrences left out. */
export const SeriesBookedSchema = z.object({
  series_id: z.number().int(),
  appointment_ids: z.array(z.number().int()),
  skipped: z.array(SeriesOccurrenceSchema),
});
export type SeriesBooked = z.infer<typeof SeriesBookedSchema>;

/** Body of POST appointments/series/{id}/cancel: this occurrence (its date) and the following ones. */
export const SeriesCancelInputSchema = z.object({ from_date: DateStringSchema });
export type SeriesCancelInput = z.input<typeof SeriesCancelInputSchema>;

export const SeriesCancelledSchema = z.object({ cancelled: z.array(z.number().int()) });
export type SeriesCancelled = z.infer<typeof SeriesCancelledSchema>;

/**
 * Body of POST appointments/series/{id}/move (and move/check): an occurrence (appointment_id)
 * and the following ones moved by the same step as that occurrence to its new date and start
 * time. Each keeps its length, consultant and services.
 */
export const SeriesMoveInputSchema = z.object({
  appointment_id: IdSchema,
  date: DateStringSchema,
  start_time: TimeStringSchema,
  override_booking_rules: z.boolean().optional(),
});
export type SeriesMoveInput = z.input<typeof SeriesMoveInputSchema>;

/** What moving answers: the appointments moved, and each occurrence where it now falls. */
export const SeriesMovedSchema = z.object({
  moved: z.array(z.number().int()),
  occurrences: z.array(SeriesOccurrenceSchema),
});
export type SeriesMoved = z.infer<typeof SeriesMovedSchema>;

const {
  guest: _guest,
  setup_intent_client_secret: _secret,
  pay_now: _payNow,
  ...seriesBookingFields
} = publicBookingFields;

/**
 * Body of POST site/{subdomain}/appointments/series (and series/check): a signed-in customer's
 * first appointment as a single booking takes it (paid at each appointment), how it repeats,
 * and (booking) whether all occurrences or only the free ones. expected_total is one
 * appointment's total.
 */
export const PublicSeriesInputSchema = z
  .object({
    ...seriesBookingFields,
    /** Paid at each appointment: pay now is for single bookings. */
    pay_now: z.literal(0, { error: RecurrenceMessages.onlinePayLater }).optional(),
    recurrence: RecurrenceSchema,
    book: z.enum(['all', 'free']).default('all'),
  })
  .superRefine(refineTimesOrder);
export type PublicSeriesInput = z.input<typeof PublicSeriesInputSchema>;
