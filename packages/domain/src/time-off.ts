import { z } from './zod';
import {
  CoercedIdSchema,
  DateStringSchema,
  IdSchema,
  TimeStringSchema,
  TimestampSchema,
  singleLineText,
  timeToMinutes,
  whenValid,
} from './common';
import { booleanFlag } from './http';
import { HOLIDAY_REGIONS, TIME_OFF_KINDS } from './constants';

/*
 * Time off (issue 25): a consultant's days or hours away, and the business's closures (an
 * entry without a consultant). Free times skip them, a booking into one is refused, and the
 * appointments already inside a new one are listed to the owner to move or cancel.
 */

/** The longest note of an entry. */
export const TIME_OFF_NOTE_MAX = 200;
/** Entries a business may hold that have not ended yet (past ones do not count). */
export const MAX_OPEN_TIME_OFF = 500;
/** The longest range one list request covers, and the longest entry. */
export const MAX_TIME_OFF_RANGE_DAYS = 366;
/** The years whose statutory holidays can be added. */
export const HOLIDAY_YEARS = { min: 2000, max: 2100 } as const;

export const TimeOffMessages = {
  created: 'Time off added!',
  deleted: 'Time off deleted!',
  holidaysAdded: (n: number) =>
    n === 0
      ? 'Every statutory holiday of that year was already closed.'
      : `${n} statutory ${n === 1 ? 'holiday' : 'holidays'} added!`,
  kindRequired: 'Please choose the kind of time off',
  endsBeforeStart: 'The last day cannot be before the first day',
  tooLong: `Time off can last at most ${MAX_TIME_OFF_RANGE_DAYS} days`,
  rangeTooLong: `Please ask for at most ${MAX_TIME_OFF_RANGE_DAYS} days at a time`,
  hoursBoth: 'Please enter both the start and the end time, or neither for whole days',
  hoursOneDay: 'Hours can only be set on time off of a single day',
  hoursOrder: 'The end time must be after the start time',
  tooMany: `This business already has ${MAX_OPEN_TIME_OFF} upcoming time off entries, the most it can hold. Please delete some before adding more.`,
  ownerOnly:
    'Only the business owner can add or delete a closure or the time off of another consultant',
  consultantNotFound: 'This consultant does not work in this business',
  yearRange: `Please choose a year between ${HOLIDAY_YEARS.min} and ${HOLIDAY_YEARS.max}`,
} as const;

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` ('YYYY-MM-DD'), `to` included: 1 for a single day. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00Z`) - Date.parse(`${from}T00:00Z`)) / DAY_MS) + 1;
}

/** The date after `date` ('YYYY-MM-DD'). */
export function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** An appointment already booked inside time off: for the owner to move or cancel. */
export const TimeOffConflictSchema = z.object({
  id: IdSchema,
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  consultant_id: IdSchema,
  consultant_name: z.string(),
  customer_name: z.string(),
});
export type TimeOffConflict = z.infer<typeof TimeOffConflictSchema>;

export const TimeOffSchema = z.object({
  id: IdSchema,
  business_id: IdSchema,
  /** Null: a closure of the whole business. */
  consultant_id: IdSchema.nullable(),
  consultant_name: z.string().nullable(),
  kind: z.enum(TIME_OFF_KINDS),
  starts_on: z.string(),
  ends_on: z.string(),
  /** Both null: whole days. */
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  note: z.string().nullable(),
  /** The interval in UTC, on the business's clock when it was written. */
  starts_at: TimestampSchema,
  ends_at: TimestampSchema,
  created_at: TimestampSchema,
  /** With appendConflicts (and always in a create's answer). */
  conflicts: z.array(TimeOffConflictSchema).optional(),
});
export type TimeOff = z.infer<typeof TimeOffSchema>;

const optionalTime = TimeStringSchema.nullable().optional();

export const CreateTimeOffInputSchema = z
  .object({
    /** Absent or null: a closure of the whole business. */
    consultant_id: IdSchema.nullable().optional(),
    kind: z.enum(TIME_OFF_KINDS, { error: TimeOffMessages.kindRequired }),
    starts_on: DateStringSchema,
    ends_on: DateStringSchema,
    start_time: optionalTime,
    end_time: optionalTime,
    note: singleLineText({ label: 'Note', max: TIME_OFF_NOTE_MAX }).nullable().optional(),
  })
  .superRefine(
    (input, ctx) => {
      if (input.ends_on < input.starts_on) {
        ctx.addIssue({
          code: 'custom',
          path: ['ends_on'],
          message: TimeOffMessages.endsBeforeStart,
        });
        return;
      }
      if (daysInRange(input.starts_on, input.ends_on) > MAX_TIME_OFF_RANGE_DAYS) {
        ctx.addIssue({ code: 'custom', path: ['ends_on'], message: TimeOffMessages.tooLong });
      }
      const start = input.start_time ?? null;
      const end = input.end_time ?? null;
      if ((start === null) !== (end === null)) {
        ctx.addIssue({
          code: 'custom',
          path: [start === null ? 'start_time' : 'end_time'],
          message: TimeOffMessages.hoursBoth,
        });
      } else if (start !== null && end !== null) {
        if (input.starts_on !== input.ends_on) {
          ctx.addIssue({
            code: 'custom',
            path: ['start_time'],
            message: TimeOffMessages.hoursOneDay,
          });
        } else if (timeToMinutes(end) <= timeToMinutes(start)) {
          ctx.addIssue({ code: 'custom', path: ['end_time'], message: TimeOffMessages.hoursOrder });
        }
      }
    },
    whenValid('starts_on', 'ends_on', 'start_time', 'end_time'),
  );
export type CreateTimeOffInput = z.input<typeof CreateTimeOffInputSchema>;

export const TimeOffQuerySchema = z
  .object({
    from: DateStringSchema,
    to: DateStringSchema,
    consultant_id: CoercedIdSchema.optional(),
    /** Each entry with the appointments already booked inside it. */
    appendConflicts: booleanFlag,
  })
  .superRefine(
    (query, ctx) => {
      if (query.to < query.from) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: TimeOffMessages.endsBeforeStart });
      } else if (daysInRange(query.from, query.to) > MAX_TIME_OFF_RANGE_DAYS) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: TimeOffMessages.rangeTooLong });
      }
    },
    whenValid('from', 'to'),
  );
export type TimeOffQuery = z.input<typeof TimeOffQuerySchema>;

export const TimeOffParamsSchema = z.object({ id: CoercedIdSchema, timeOffId: CoercedIdSchema });

export const AddHolidaysInputSchema = z.object({
  year: z
    .number({ error: TimeOffMessages.yearRange })
    .int({ error: TimeOffMessages.yearRange })
    .min(HOLIDAY_YEARS.min, { error: TimeOffMessages.yearRange })
    .max(HOLIDAY_YEARS.max, { error: TimeOffMessages.yearRange }),
  region: z.enum(HOLIDAY_REGIONS),
});
export type AddHolidaysInput = z.input<typeof AddHolidaysInputSchema>;

/** One statutory holiday: its date and name. */
export const HolidaySchema = z.object({ date: z.string(), name: z.string() });
export type Holiday = z.infer<typeof HolidaySchema>;

export const AddHolidaysAnswerSchema = z.object({
  /** The closures added, one per holiday not already closed. */
  added: z.array(TimeOffSchema),
  /** The holidays skipped: their date was already closed. */
  skipped: z.array(HolidaySchema),
  /** The appointments already booked on the holidays added. */
  conflicts: z.array(TimeOffConflictSchema),
});
export type AddHolidaysAnswer = z.infer<typeof AddHolidaysAnswerSchema>;
