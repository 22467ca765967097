import { z } from 'zod';

/**
 * Building blocks shared by the entity schemas. Entity files keep their own messages; these
 * helpers only fix how a message is attached so every form reports "required" the same way.
 */

/** A string that must contain something other than spaces; both absence and blank give `message`. */
export function requiredString(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message });
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

/** A required, valid email: blank gives `requiredMessage`, a malformed one `invalidMessage`. */
export function requiredEmail(requiredMessage: string, invalidMessage: string) {
  return requiredString(requiredMessage).pipe(z.email({ error: invalidMessage }));
}

/**
 * A required reference to another row. Select inputs hold ids as strings and report "nothing
 * chosen" as null or '', so the value is coerced and every non-positive result is "missing".
 */
export function requiredId(message: string) {
  return z.coerce.number({ error: message }).int({ error: message }).positive({ error: message });
}

/** The API's 0/1 switches (is_active, status_read, pay_now, ...). */
export const FlagSchema = z.literal([0, 1]);
export type Flag = z.infer<typeof FlagSchema>;

export const IdSchema = z.number().int().positive();

/** Timestamps travel as ISO 8601 strings. */
export const TimestampSchema = z.string();

/** A calendar date as the spec shows it in forms and rows: YYYY-MM-DD. */
export const DateStringSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Please enter a valid date (YYYY-MM-DD)' });

/** A time of day, HH:mm with optional seconds, 00:00 to 23:59. */
export const TimeStringSchema = z
  .string()
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

/** Shortens text for list previews (notification 15, message list 100, thread 40, default 30). */
export function preview(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** Initials for the avatar shown when a person has no image. */
export function initials(person: {
  firstname?: string | null;
  lastname?: string | null;
  full_name?: string;
}): string {
  const first = person.firstname?.trim() ?? '';
  const last = person.lastname?.trim() ?? '';
  if (first || last) return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
  const words = (person.full_name ?? '').trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0))
    .join('')
    .toUpperCase();
}
