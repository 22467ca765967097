import { formatNotice } from './booking-rules';
import { APPOINTMENT_STATUSES, TIME_OFF_KINDS, type HolidayRegion } from './constants';

/*
 * The notes the server writes in Activities when something happens ("Signed in", "Appointment
 * cancelled (…) with the following ones of series 2"), and the texts of the bell's
 * notifications ("bell…" keys). Each is stored as a key of the closed list below with its
 * values, beside the English sentence rendered from the key's template, so the API keeps
 * sending the sentence word for word while the console writes it in its reader's language (its
 * `activities` catalogs: `notes.<key>`). Notes a person types, and a contact form's words in
 * the bell, have no key: they stay as written.
 */

/** Each value a key's note names, at most: a name or a provider's answer, as given. */
export const ACTIVITY_NOTE_TEXT_MAX = 300;
/** The most dates one value lists (a year's statutory holidays). */
export const ACTIVITY_NOTE_DATES_MAX = 31;
/** Bytes of a note's values as stored JSON, at most (the database checks it too). */
export const ACTIVITY_NOTE_VALUES_MAX_BYTES = 8192;

const identity = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v, v])) as { readonly [K in T]: K };

/**
 * The values of a note that are one of a few words: the English word each is written with;
 * the console's catalogs have `noteValue.<name>.<value>` for each.
 */
export const ACTIVITY_NOTE_ENUMS = {
  status: identity(APPOINTMENT_STATUSES),
  timeOffKind: identity(TIME_OFF_KINDS),
  region: { CA: 'Canada', QC: 'Quebec' } satisfies Record<HolidayRegion, string>,
  /** What a calendar or video provider was asked to do. */
  syncStep: {
    addCalendarEvent: 'add the appointment to Google Calendar',
    moveCalendarEvent: 'move the calendar event',
    removeCalendarEvent: 'remove the calendar event',
    deleteCalendarEvent: 'delete the calendar event',
    createZoomMeeting: 'create the Zoom meeting',
    moveZoomMeeting: 'move the Zoom meeting',
    deleteZoomMeeting: 'delete the Zoom meeting',
    createMeetMeeting: 'create the Google Meet meeting',
  },
  /** Which of an appointment's messages a bell says could not be sent. */
  messageStep: {
    confirmation: 'A confirmation',
    change: 'A change notice',
    cancellation: 'A cancellation notice',
    reminder: 'A reminder',
  },
  /** How that message was to go. */
  channel: { sms: 'by SMS', email: 'by e-mail' },
} as const;
export type ActivityNoteEnum = keyof typeof ACTIVITY_NOTE_ENUMS;

/**
 * What a value is, which says how it is stored and how the console writes it:
 * - text: a name or an answer as given; number: an id, a count, a year, an HTTP status;
 * - date: a calendar date (YYYY-MM-DD); time: a wall-clock time (HH:mm); both on the business's
 *   clock, as the appointment stores them; instant: an ISO 8601 timestamp;
 * - dates: a list of calendar dates; minutes: a duration ("2 hours", "1 day");
 * - an enum's name: one of its words.
 */
export type ActivityNoteValueKind =
  | 'text'
  | 'number'
  | 'date'
  | 'time'
  | 'instant'
  | 'dates'
  | 'minutes'
  | ActivityNoteEnum;

type NoteSpec = { readonly en: string; readonly values: Readonly<Record<string, ActivityNoteValueKind>> };

const slot = { date: 'date', start: 'time', end: 'time' } as const;
const move = { fromDate: 'date', fromStart: 'time', fromEnd: 'time', ...slot } as const;
const SLOT = '{{date}} {{start}}–{{end}}';
const MOVE = 'from {{fromDate}} {{fromStart}}–{{fromEnd}} to {{date}} {{start}}–{{end}}';
const inSeries = { series: 'number', nth: 'number', count: 'number' } as const;
const IN_SERIES = '(series {{series}}, {{nth}} of {{count}})';
const apiKey = { name: 'text', key: 'text' } as const;
const seriesFrom = { count: 'number', name: 'text', date: 'date' } as const;
/** A message that failed for good: which, to whom, and how it was to go. */
const unsent = { step: 'messageStep', name: 'text', channel: 'channel' } as const;
const UNSENT = '{{step}} to {{name}} could not be sent {{channel}}';

/** A time off entry's values, by its shape: one whole day, several, or hours of one day. */
const entryDay = { kind: 'timeOffKind', date: 'date' } as const;
const entryDays = { kind: 'timeOffKind', from: 'date', to: 'date' } as const;
const entryHours = { kind: 'timeOffKind', ...slot } as const;

/**
 * Every note the server writes: its English template (`{{value}}` placeholders) and its values'
 * kinds. A new key needs its `notes.<key>` in both console catalogs (a console test checks it).
 */
export const ACTIVITY_NOTES = {
  signedIn: { en: 'Signed in', values: {} },

  // Appointments, by an admin in the console.
  appointmentBooked: { en: `Appointment booked for ${SLOT}`, values: slot },
  appointmentBookedInSeries: {
    en: `Appointment booked for ${SLOT} ${IN_SERIES}`,
    values: { ...slot, ...inSeries },
  },
  bookingRulesOverriddenNotice: {
    en: `Booking rules overridden for ${SLOT}: inside the minimum notice of {{notice}}`,
    values: { ...slot, notice: 'minutes' },
  },
  bookingRulesOverriddenHorizon: {
    en: `Booking rules overridden for ${SLOT}: beyond the booking horizon of {{horizon}} days`,
    values: { ...slot, horizon: 'number' },
  },
  bookingRulesOverriddenNoticeAndHorizon: {
    en: `Booking rules overridden for ${SLOT}: inside the minimum notice of {{notice}} and beyond the booking horizon of {{horizon}} days`,
    values: { ...slot, notice: 'minutes', horizon: 'number' },
  },
  appointmentRescheduled: { en: `Appointment rescheduled ${MOVE}`, values: move },
  appointmentStatusChanged: {
    en: 'Appointment status changed from {{fromStatus}} to {{status}}',
    values: { fromStatus: 'status', status: 'status' },
  },
  appointmentRescheduledAndStatusChanged: {
    en: `Appointment rescheduled ${MOVE}; Appointment status changed from {{fromStatus}} to {{status}}`,
    values: { ...move, fromStatus: 'status', status: 'status' },
  },
  appointmentUpdated: { en: `Appointment updated (${SLOT})`, values: slot },
  appointmentDeleted: { en: `Appointment deleted (${SLOT})`, values: slot },
  seriesCancelled: {
    en: `Appointment cancelled (${SLOT}) with the following ones of series {{series}}`,
    values: { ...slot, series: 'number' },
  },
  seriesRescheduled: {
    en: `Appointment rescheduled ${MOVE} with the following ones of series {{series}}`,
    values: { ...move, series: 'number' },
  },
  seriesRescheduledOverridden: {
    en: `Appointment rescheduled ${MOVE} with the following ones of series {{series}} (booking rules overridden by the owner)`,
    values: { ...move, series: 'number' },
  },

  // Appointments, by their customer.
  bookedOnWebsite: {
    en: `Appointment booked on the website by {{name}} for ${SLOT}`,
    values: { name: 'text', ...slot },
  },
  bookedOnWebsiteInSeries: {
    en: `Appointment booked on the website by {{name}} for ${SLOT} ${IN_SERIES}`,
    values: { name: 'text', ...slot, ...inSeries },
  },
  cancelledOnWebsite: {
    en: `Appointment cancelled on the website by {{name}} (${SLOT})`,
    values: { name: 'text', ...slot },
  },
  rescheduledOnWebsite: {
    en: `Appointment rescheduled on the website by {{name}} ${MOVE}`,
    values: { name: 'text', ...move },
  },
  cancelledFromEmailLink: {
    en: `Appointment cancelled from the confirmation e-mail's link by {{name}} (${SLOT})`,
    values: { name: 'text', ...slot },
  },
  rescheduledFromEmailLink: {
    en: `Appointment rescheduled from the confirmation e-mail's link by {{name}} ${MOVE}`,
    values: { name: 'text', ...move },
  },
  cancelledBySms: {
    en: `Appointment cancelled by SMS reply by {{name}} (${SLOT})`,
    values: { name: 'text', ...slot },
  },

  // The waitlist.
  waitlistAdded: {
    en: 'Added to the waitlist: {{name}}, {{from}}–{{to}}',
    values: { name: 'text', from: 'date', to: 'date' },
  },
  waitlistRemoved: {
    en: 'Removed from the waitlist ({{from}}–{{to}})',
    values: { from: 'date', to: 'date' },
  },
  waitlistOffered: {
    en: `Waitlist: ${SLOT} offered to {{name}}, held until {{until}}`,
    values: { ...slot, name: 'text', until: 'instant' },
  },
  bookedFromWaitlist: {
    en: `Appointment booked from the waitlist by {{name}} for ${SLOT}`,
    values: { name: 'text', ...slot },
  },

  // Time off and closures.
  timeOffAddedDay: { en: 'Time off added: {{kind}} {{date}}', values: entryDay },
  timeOffAddedDays: { en: 'Time off added: {{kind}} {{from}}–{{to}}', values: entryDays },
  timeOffAddedHours: { en: `Time off added: {{kind}} ${SLOT}`, values: entryHours },
  timeOffDeletedDay: { en: 'Time off deleted: {{kind}} {{date}}', values: entryDay },
  timeOffDeletedDays: { en: 'Time off deleted: {{kind}} {{from}}–{{to}}', values: entryDays },
  timeOffDeletedHours: { en: `Time off deleted: {{kind}} ${SLOT}`, values: entryHours },
  closureAddedDay: { en: 'Closure added: {{kind}} {{date}}', values: entryDay },
  closureAddedDays: { en: 'Closure added: {{kind}} {{from}}–{{to}}', values: entryDays },
  closureAddedHours: { en: `Closure added: {{kind}} ${SLOT}`, values: entryHours },
  closureDeletedDay: { en: 'Closure deleted: {{kind}} {{date}}', values: entryDay },
  closureDeletedDays: { en: 'Closure deleted: {{kind}} {{from}}–{{to}}', values: entryDays },
  closureDeletedHours: { en: `Closure deleted: {{kind}} ${SLOT}`, values: entryHours },
  holidaysAdded: {
    en: 'Statutory holidays of {{region}} {{year}} added as closures: {{dates}}',
    values: { region: 'region', year: 'number', dates: 'dates' },
  },

  // API keys.
  apiKeyMadeReadOnly: { en: 'Made the API key "{{name}}" ({{key}}, read only)', values: apiKey },
  apiKeyMadeReadWrite: { en: 'Made the API key "{{name}}" ({{key}}, read and write)', values: apiKey },
  apiKeyRevoked: { en: 'Revoked the API key "{{name}}" ({{key}})', values: apiKey },
  apiKeyUsed: {
    en: 'API key "{{name}}" ({{key}}): {{method}} {{path}} answered {{status}}',
    values: { ...apiKey, method: 'text', path: 'text', status: 'number' },
  },

  // Prospects.
  prospectApprovedFromContact: {
    en: 'Approved prospect {{name}} (contact form) as a client',
    values: { name: 'text' },
  },
  prospectApprovedFromSignUp: {
    en: 'Approved prospect {{name}} (site sign-up) as a client',
    values: { name: 'text' },
  },

  // Privacy requests.
  privacyExported: { en: 'Exported their personal data', values: {} },
  privacyErased: { en: 'Erased their personal data', values: {} },
  privacyExportedBySelf: { en: 'Downloaded their personal data from the website', values: {} },
  privacyErasedBySelf: { en: 'Erased their account from the website', values: {} },
  privacyErasedByRetention: {
    en: 'Erased their personal data: no appointment for {{months}} months (retention)',
    values: { months: 'number' },
  },

  // Calendar and video providers.
  calendarSyncFailed: { en: 'Could not {{step}}: {{reason}}', values: { step: 'syncStep', reason: 'text' } },

  // The bell's texts (notifications), by what rang it.
  bellBooked: { en: `New appointment with {{name}} on ${SLOT}`, values: { name: 'text', ...slot } },
  bellBookedOnWebsite: {
    en: `New appointment from the website: {{name}} on ${SLOT}`,
    values: { name: 'text', ...slot },
  },
  bellBookedFromWaitlist: {
    en: `New appointment from the waitlist: {{name}} on ${SLOT}`,
    values: { name: 'text', ...slot },
  },
  bellSeriesBooked: {
    en: '{{count}} appointments booked with {{name}} from {{date}} (a series)',
    values: seriesFrom,
  },
  bellSeriesBookedOnWebsite: {
    en: '{{count}} appointments booked on the website by {{name}} from {{date}} (a series)',
    values: seriesFrom,
  },
  bellSeriesCancelled: {
    en: '{{count}} appointments of a series cancelled from {{date}}',
    values: { count: 'number', date: 'date' },
  },
  bellSeriesMoved: { en: `{{count}} appointments of a series moved ${MOVE}`, values: { count: 'number', ...move } },
  bellConfirmedBySms: {
    en: `{{name}} confirmed by SMS their appointment of ${SLOT}`,
    values: { name: 'text', ...slot },
  },
  bellCancelledBySms: {
    en: `{{name}} cancelled by SMS their appointment of ${SLOT}`,
    values: { name: 'text', ...slot },
  },
  bellSmsCancelTooLate: {
    en:
      `{{name}} asked by SMS to cancel their appointment of ${SLOT}, within the {{hours}}-hour ` +
      'cancellation notice: nothing changed, they were asked to call',
    values: { name: 'text', ...slot, hours: 'number' },
  },
  bellMessageOptedOut: {
    en: `${UNSENT}: the customer opted out by SMS`,
    values: unsent,
  },
  bellMessageRefused: { en: `${UNSENT}: {{reason}}`, values: { ...unsent, reason: 'text' } },
  bellMessageRefusedByMailServer: {
    en: `${UNSENT}: the mail server refused it: {{reason}}`,
    values: { ...unsent, reason: 'text' },
  },
  bellMessageFailedAfterRetries: {
    en: `${UNSENT}: {{reason}} (after {{attempts}} attempts)`,
    values: { ...unsent, reason: 'text', attempts: 'number' },
  },
  bellWebhookTurnedOff: {
    en:
      'The webhook endpoint {{url}} failed for {{hours}} hours and was turned off. ' +
      'Turn it on again in Business → Integrations once it answers.',
    values: { url: 'text', hours: 'number' },
  },
} as const satisfies Record<string, NoteSpec>;

export type ActivityNoteKey = keyof typeof ACTIVITY_NOTES;
export const ACTIVITY_NOTE_KEYS = Object.keys(ACTIVITY_NOTES) as [ActivityNoteKey, ...ActivityNoteKey[]];

type ValueOfKind<K> = K extends 'number' | 'minutes'
  ? number
  : K extends 'dates'
    ? string[]
    : K extends ActivityNoteEnum
      ? keyof (typeof ACTIVITY_NOTE_ENUMS)[K]
      : string;

/** The values a key's note takes, typed by their kinds. */
export type ActivityNoteValues<K extends ActivityNoteKey> = {
  -readonly [V in keyof (typeof ACTIVITY_NOTES)[K]['values']]: ValueOfKind<
    (typeof ACTIVITY_NOTES)[K]['values'][V]
  >;
};

/** A note the server writes: its key and values. */
export type ActivityNote = { [K in ActivityNoteKey]: { key: K; values: ActivityNoteValues<K> } }[ActivityNoteKey];

/** A stored note's values, as the API sends them (numbers, strings, lists of dates). */
export type ActivityNoteValue = string | number | string[];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;
/** An ISO 8601 instant with its offset (Z or ±hh:mm) and seconds, as `toISOString()` writes. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const isIntIn = (value: unknown, max: number) =>
  Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= max;

/** Whether `value` is a value of `kind`. */
function isNoteValue(kind: ActivityNoteValueKind, value: unknown): boolean {
  switch (kind) {
    case 'text':
      return typeof value === 'string' && value.length <= ACTIVITY_NOTE_TEXT_MAX;
    case 'number':
      return isIntIn(value, 2_147_483_647);
    case 'minutes':
      return isIntIn(value, 10 * 366 * 1440);
    case 'date':
      return typeof value === 'string' && DATE.test(value);
    case 'time':
      return typeof value === 'string' && TIME.test(value);
    case 'instant':
      return typeof value === 'string' && INSTANT.test(value) && !Number.isNaN(Date.parse(value));
    case 'dates':
      return (
        Array.isArray(value) &&
        value.length <= ACTIVITY_NOTE_DATES_MAX &&
        value.every((date) => typeof date === 'string' && DATE.test(date))
      );
    default:
      return typeof value === 'string' && Object.hasOwn(ACTIVITY_NOTE_ENUMS[kind], value);
  }
}

/**
 * Whether `note` is a note of this version: a known key, and exactly the values its template
 * names, each of its kind. A plain check rather than a zod schema: the console's bell reads
 * notes on every signed-in page, and a schema of every key would bring zod to all of them.
 */
export function isActivityNote(note: { key: unknown; values: unknown }): note is ActivityNote {
  const { key, values } = note;
  if (typeof key !== 'string' || !Object.hasOwn(ACTIVITY_NOTES, key)) return false;
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return false;
  const kinds = ACTIVITY_NOTES[key as ActivityNoteKey].values as Record<string, ActivityNoteValueKind>;
  const names = Object.keys(values);
  return (
    names.length === Object.keys(kinds).length &&
    names.every((name) => Object.hasOwn(kinds, name) && isNoteValue(kinds[name]!, (values as Record<string, unknown>)[name]))
  );
}

const clip = (text: string) =>
  text.length > ACTIVITY_NOTE_TEXT_MAX ? `${text.slice(0, ACTIVITY_NOTE_TEXT_MAX - 1)}…` : text;

/**
 * A note of `key` with its values. A text longer than a value may hold (a provider's long
 * answer, a long request path) is cut with an ellipsis, so writing the note never fails.
 */
export function activityNote<K extends ActivityNoteKey>(key: K, values: ActivityNoteValues<K>): ActivityNote {
  const kinds = ACTIVITY_NOTES[key].values as Record<string, ActivityNoteValueKind>;
  const clipped = Object.fromEntries(
    Object.entries(values as Record<string, ActivityNoteValue>).map(([name, value]) => [
      name,
      kinds[name] === 'text' && typeof value === 'string' ? clip(value) : value,
    ]),
  );
  return { key, values: clipped } as ActivityNote;
}

/**
 * A stored key and values as a note of this version, or null when the key is unknown here (a
 * newer server's) or the values do not fit it: the reader then shows the stored sentence.
 */
export function parseActivityNote(key: string | null | undefined, values: unknown): ActivityNote | null {
  const note = { key, values };
  return isActivityNote(note) ? note : null;
}

/** The names a template's placeholders give, in order: "{{date}} {{start}}" -> date, start. */
export function notePlaceholders(template: string): string[] {
  return [...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
}

function englishValue(kind: ActivityNoteValueKind, value: ActivityNoteValue): string {
  switch (kind) {
    case 'dates':
      return (value as string[]).join(', ');
    case 'minutes':
      return formatNotice(value as number);
    case 'text':
    case 'number':
    case 'date':
    case 'time':
    case 'instant':
      return String(value);
    default:
      return (ACTIVITY_NOTE_ENUMS[kind] as Record<string, string>)[value as string] ?? String(value);
  }
}

/** The note in English, as the API stores and sends it: its template with its values. */
export function renderActivityNote(note: ActivityNote): string {
  const spec = ACTIVITY_NOTES[note.key];
  const kinds = spec.values as Record<string, ActivityNoteValueKind>;
  const values = note.values as Record<string, ActivityNoteValue>;
  return spec.en.replace(/\{\{(\w+)\}\}/g, (_, name: string) => englishValue(kinds[name]!, values[name]!));
}

/** An appointment's time as a note's values: its date and its start and end to the minute. */
export const noteSlot = (b: { date: string; start_time: string; end_time: string }) => ({
  date: b.date,
  start: b.start_time.slice(0, 5),
  end: b.end_time.slice(0, 5),
});

/** An appointment's move as a note's values: where it was (from…) and where it is now. */
export const noteMove = (
  from: { date: string; start_time: string; end_time: string },
  to: { date: string; start_time: string; end_time: string },
) => {
  const was = noteSlot(from);
  return { fromDate: was.date, fromStart: was.start, fromEnd: was.end, ...noteSlot(to) };
};

/**
 * What an activity's note says of a privacy request (kept here, not beside the privacy schemas,
 * so the site's "Your data" page does not carry the notes' list).
 */
export const PrivacyActivityNotes = {
  exported: activityNote('privacyExported', {}),
  erased: activityNote('privacyErased', {}),
  exportedBySelf: activityNote('privacyExportedBySelf', {}),
  erasedBySelf: activityNote('privacyErasedBySelf', {}),
  retention: (months: number) => activityNote('privacyErasedByRetention', { months }),
} as const;
