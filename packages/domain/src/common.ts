import { z } from './zod';
import { MAX_ID, TEXT_MAX } from './constants';
import { TextMessages, hasControlCharacters, hasTabOrLineBreak } from './text';

/**
 * Building blocks shared by the entity schemas. Entity files keep their own messages; these
 * helpers fix how a message is attached so every form reports "required" the same way, and
 * how every accepted text is bounded.
 */

export { FieldMessages, fieldMessageOf } from './zod';

/** How a text field is named in its messages, and the most it holds. */
export interface TextField {
  /** As the field's messages name it: "First name". */
  label: string;
  /** Characters, after trimming. */
  max: number;
  /** A text area: tabs and line breaks are accepted. */
  multiline?: boolean;
}

/**
 * Every accepted text has a length cap and no control characters: a NUL cannot be stored by
 * PostgreSQL, and the others only ever arrive to break what displays or logs them.
 */
function withTextRules(schema: z.ZodString, { label, max, multiline = false }: TextField) {
  const bounded = schema
    .max(max, { error: TextMessages.tooLong(label, max) })
    .refine((text) => !hasControlCharacters(text), {
      error: TextMessages.controlCharacters(label),
    });
  return multiline
    ? bounded
    : bounded.refine((text) => !hasTabOrLineBreak(text), {
        error: TextMessages.tabOrLineBreak(label),
      });
}

/** Text typed on one line, trimmed; may be empty. */
export function singleLineText(field: Omit<TextField, 'multiline'>) {
  return withTextRules(z.string().trim(), field);
}

/** Text from a text area, trimmed; may be empty. */
export function multiLineText(field: Omit<TextField, 'multiline'>) {
  return withTextRules(z.string().trim(), { ...field, multiline: true });
}

/**
 * A string that must contain something other than spaces; both absence and blank give
 * `message`. With `field`, it is also bounded like `singleLineText` (or `multiLineText`).
 */
export function requiredString(message: string, field?: TextField) {
  const required = z.string({ error: message }).trim().min(1, { error: message });
  return field ? withTextRules(required, field) : required;
}

/**
 * Options for a cross-field rule (`superRefine`) that should run even when other fields failed,
 * so a form shows all of its messages at once. The rule still waits until the fields it reads
 * are themselves valid, because before that their values have not been checked.
 */
export function whenValid(...fields: string[]) {
  return {
    when: (payload: z.core.ParsePayload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !payload.issues.some((issue) => fields.includes(String(issue.path?.[0]))),
  };
}

export const LinkMessages = {
  invalid: (label: string) =>
    `${label} must be a web address starting with http:// or https://, or a file of this site`,
} as const;

/**
 * Whether a link or picture address may be stored and shown: an http(s) address, or a path the
 * server itself serves (an uploaded file's /uploads/...). Anything else (javascript:, data:,
 * file:, a protocol-relative //host) would run or load what the business never chose; the
 * demo seed's data: pictures are written by the server, not accepted from a request.
 */
export function isWebLink(text: string): boolean {
  if (text.startsWith('/')) return !/^\/[/\\]/.test(text);
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** A link or picture address typed or sent by a user; empty means none. */
export function webLink(field: Omit<TextField, 'multiline'>) {
  return singleLineText(field).refine((text) => text === '' || isWebLink(text), {
    error: LinkMessages.invalid(field.label),
  });
}

export const EMAIL_FIELD = { label: 'Email', max: TEXT_MAX.email } as const satisfies TextField;

/** A required, valid email: blank gives `requiredMessage`, a malformed one `invalidMessage`. */
export function requiredEmail(requiredMessage: string, invalidMessage: string) {
  return requiredString(requiredMessage, EMAIL_FIELD).pipe(z.email({ error: invalidMessage }));
}

/** An email that may be left empty (''), else a valid one. */
export function optionalEmail(invalidMessage: string) {
  return z.union([
    z.literal(''),
    z
      .email({ error: invalidMessage })
      .max(EMAIL_FIELD.max, { error: TextMessages.tooLong(EMAIL_FIELD.label, EMAIL_FIELD.max) }),
  ]);
}

/**
 * A required reference to another row. Select inputs hold ids as strings and report "nothing
 * chosen" as null or '', so the value is coerced and every non-positive result is "missing";
 * so is one past the id column's range, which no row can have.
 */
export function requiredId(message: string) {
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_ID, { error: message });
}

/** The API's 0/1 switches (is_active, status_read, pay_now, ...). */
export const FlagSchema = z.literal([0, 1]);
export type Flag = z.infer<typeof FlagSchema>;

/** Ids are int4 serials: a larger number names no row, and PostgreSQL refuses to compare it. */
export const IdSchema = z.number().int().positive().max(MAX_ID);
/** An id that arrives as text: a path or query parameter. */
export const CoercedIdSchema = z.coerce.number().int().positive().max(MAX_ID);

/** Timestamps travel as ISO 8601 strings. */
export const TimestampSchema = z.string();

/**
 * The years a date may name. Below 1900, `Date.UTC` reads years 0-99 as 1900-1999; above 9998,
 * the day after (which a day's instants reach in some time zones) is year 10000, which an ISO
 * timestamp writes as "+010000-..." and PostgreSQL refuses. No booking, filter or stored date
 * needs either end.
 */
export const DATE_YEARS = { min: 1900, max: 9998 } as const;

export const DateMessages = {
  invalid: 'Please enter a valid date (YYYY-MM-DD)',
} as const;

/** Whether a YYYY-MM-DD names a day of the calendar (no 2031-02-30, no 0000-00-00). */
export function isCalendarDate(text: string): boolean {
  const [year = 0, month = 0, day = 0] = text.split('-').map(Number);
  if (year < DATE_YEARS.min || year > DATE_YEARS.max || month < 1 || month > 12) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day >= 1 && day <= daysInMonth;
}

/** A calendar date as the spec shows it in forms and rows: YYYY-MM-DD, a day the calendar has. */
export const DateStringSchema = z
  .string()
  .max(10, { error: DateMessages.invalid, abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DateMessages.invalid, abort: true })
  .refine(isCalendarDate, { error: DateMessages.invalid });

/** A time of day, HH:mm with optional seconds, 00:00 to 23:59. */
export const TimeStringSchema = z
  .string()
  .max(8, { error: 'Please enter a valid time (HH:mm)', abort: true })
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: 'Please enter a valid time (HH:mm)' });

/** Minutes since midnight of an HH:mm[:ss] string. */
export function timeToMinutes(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/**
 * The kinds of rows that can sit on either end of a polymorphic relation (senderable,
 * receiverable, customerable, addressable, integrable, initiator, ...).
 */
export const MORPH_CLASSES = ['admin', 'user', 'guest', 'business', 'consultant'] as const;
export const MorphClassSchema = z.enum(MORPH_CLASSES);
export type MorphClass = z.infer<typeof MorphClassSchema>;

/** How another row shows a person: enough for a name, an avatar and a link. */
export const PersonSummarySchema = z.object({
  id: IdSchema,
  firstname: z.string().nullable().optional(),
  lastname: z.string().nullable().optional(),
  full_name: z.string(),
  image_url: z.string().nullable().optional(),
  morph_class: MorphClassSchema.optional(),
});
export type PersonSummary = z.infer<typeof PersonSummarySchema>;

