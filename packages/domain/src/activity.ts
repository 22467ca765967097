import { z } from './zod';
import {
  CoercedIdSchema,
  DateStringSchema,
  IdSchema,
  MorphClassSchema,
  TimestampSchema,
  requiredString,
} from './common';
import { ACTIVITY_NOTE_DATES_MAX, ACTIVITY_NOTE_KEYS, ACTIVITY_NOTE_TEXT_MAX } from './activity-notes';
import { ACTIVITY_TYPES, TEXT_MAX, type ActivityPeriod } from './constants';
import { PageQuerySchema } from './http';

/** A stored note's values as the API answers them: a bounded object of numbers, texts and dates. */
export const ActivityNoteValuesSchema = z
  .record(
    z.string().max(40),
    z.union([
      z.number(),
      z.string().max(ACTIVITY_NOTE_TEXT_MAX),
      z.array(z.string().max(10)).max(ACTIVITY_NOTE_DATES_MAX),
    ]),
  )
  .describe("The note key's values: numbers, texts as given, dates (YYYY-MM-DD), times (HH:mm) and instants (ISO 8601).");


export const ACTIVITY_TYPE_LABELS: Record<(typeof ACTIVITY_TYPES)[number], string> = {
  login: 'Login',
  note: 'Note',
  event: 'Event',
};

const ActorSchema = z.object({
  id: IdSchema,
  morph_class: MorphClassSchema,
  full_name: z.string(),
});

export const ActivitySchema = z.object({
  id: IdSchema,
  business_id: IdSchema.nullable(),
  activity_type: z.enum(ACTIVITY_TYPES),
  /** The note in English: a person's own words, or the sentence the server wrote (from note_key). */
  note: z.string().nullable(),
  /**
   * For a note the server wrote: which one (ACTIVITY_NOTES), to write it in the reader's
   * language with `note_values`. Null for a note a person wrote.
   */
  note_key: z.enum(ACTIVITY_NOTE_KEYS).nullable(),
  note_values: ActivityNoteValuesSchema.nullable(),
  /** Who did it, and to whom (absent for a login). */
  initiator: ActorSchema,
  receiver: ActorSchema.nullable(),
  /** The admin who did it, for the table's Admin column. */
  admin: z.object({ full_name: z.string() }).nullable(),
  /** When an event activity takes place. */
  start_date: TimestampSchema.nullable(),
  end_date: TimestampSchema.nullable(),
  created_at: TimestampSchema,
});
export type Activity = z.infer<typeof ActivitySchema>;

export const ActivityMessages = {
  noteRequired: 'Note is required',
  rangeOrder: 'The start date must be on or before the end date',
  noteAdded: 'Note added',
  /** The name an activity gives a person or business deleted since: API clients read it as is. */
  deletedAdmin: 'Deleted admin',
  deletedClient: 'Deleted client',
  deletedGuest: 'Deleted guest',
  deletedBusiness: 'Deleted business',
  deletedConsultant: 'Deleted consultant',
} as const;

export const ActivityListQuerySchema = PageQuerySchema.extend({
  initiatorId: CoercedIdSchema.optional(),
  initiatorType: MorphClassSchema.optional(),
  /** The admin the activity is listed under (the table's Admin column and the admin filter). */
  adminId: CoercedIdSchema.optional(),
  activityType: z.enum(ACTIVITY_TYPES).optional(),
  /** Inclusive bounds, as activityPeriodRange gives them, on the business's calendar. */
  startDate: DateStringSchema.optional(),
  endDate: DateStringSchema.optional(),
}).refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
  error: ActivityMessages.rangeOrder,
  path: ['endDate'],
});
export type ActivityListQuery = z.input<typeof ActivityListQuerySchema>;

/** Whom a note may be about: a colleague, a client or a guest of the business. */
export const NOTE_RECEIVER_TYPES = ['admin', 'user', 'guest'] as const;

/** Body of POST activity: a note, optionally about someone of the business. */
export const CreateActivityNoteInputSchema = z.object({
  note: requiredString(ActivityMessages.noteRequired, {
    label: 'Note',
    max: TEXT_MAX.long,
    multiline: true,
  }),
  receiver: z
    .object({ type: z.enum(NOTE_RECEIVER_TYPES), id: IdSchema })
    .nullable()
    .optional(),
});
export type CreateActivityNoteInput = z.infer<typeof CreateActivityNoteInputSchema>;

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * The dates (inclusive, YYYY-MM-DD in the viewer's calendar) a period filter covers on `today`.
 * "All time" has no bounds; "Choose date range" takes the dates the user picks.
 */
export function activityPeriodRange(
  period: ActivityPeriod,
  today: Date,
  chosen?: { startDate: string; endDate: string },
): { startDate?: string; endDate?: string } {
  const y = today.getFullYear();
  const m = today.getMonth();
  const daysBack = (n: number) => new Date(y, m, today.getDate() - (n - 1));
  switch (period) {
    case 'all_time':
      return {};
    case 'last_7_days':
      return { startDate: isoDate(daysBack(7)), endDate: isoDate(today) };
    case 'last_30_days':
      return { startDate: isoDate(daysBack(30)), endDate: isoDate(today) };
    case 'last_90_days':
      return { startDate: isoDate(daysBack(90)), endDate: isoDate(today) };
    case 'this_month':
      return { startDate: isoDate(new Date(y, m, 1)), endDate: isoDate(today) };
    case 'last_month':
      return { startDate: isoDate(new Date(y, m - 1, 1)), endDate: isoDate(new Date(y, m, 0)) };
    case 'this_year':
      return { startDate: isoDate(new Date(y, 0, 1)), endDate: isoDate(today) };
    case 'last_year':
      return {
        startDate: isoDate(new Date(y - 1, 0, 1)),
        endDate: isoDate(new Date(y - 1, 11, 31)),
      };
    case 'date_range':
      return chosen ? { startDate: chosen.startDate, endDate: chosen.endDate } : {};
  }
}
