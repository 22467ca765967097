import {
  ACTIVITY_NOTES,
  type ActivityNote,
  type ActivityNoteEnum,
  type ActivityNoteValue,
  type ActivityNoteValueKind,
  type HolidayRegion,
} from '@rendezvous/domain';

/** How the page writes each kind of a note's value, in its language. */
export interface NoteValueFormatters {
  /** A calendar date (YYYY-MM-DD). */
  date: (date: string) => string;
  /** A wall-clock time (HH:mm). */
  time: (time: string) => string;
  /** An instant (ISO 8601). */
  instant: (iso: string) => string;
  /** A list of calendar dates. */
  dates: (dates: string[]) => string;
  /** A duration in minutes. */
  minutes: (minutes: number) => string;
  /** One word of an enum ("cancelled", "QC"). */
  word: (name: ActivityNoteEnum, value: string) => string;
}

/** A note's values written for the page, ready for its catalog entry's placeholders. */
export function noteValuesFor(note: ActivityNote, format: NoteValueFormatters): Record<string, string> {
  const kinds = ACTIVITY_NOTES[note.key].values as Record<string, ActivityNoteValueKind>;
  const values = note.values as Record<string, ActivityNoteValue>;
  return Object.fromEntries(
    Object.entries(kinds).map(([name, kind]) => [name, written(kind, values[name]!, format)]),
  );
}

function written(kind: ActivityNoteValueKind, value: ActivityNoteValue, format: NoteValueFormatters): string {
  switch (kind) {
    case 'text':
    case 'number':
      // Ids, counts, years and HTTP statuses read as digits ("series 1234", not "1 234").
      return String(value);
    case 'date':
      return format.date(value as string);
    case 'time':
      return format.time(value as string);
    case 'instant':
      return format.instant(value as string);
    case 'dates':
      return format.dates(value as string[]);
    case 'minutes':
      return format.minutes(value as number);
    default:
      return format.word(kind, value as string);
  }
}

/**
 * A duration in the largest unit that writes it whole, as the business's settings name it:
 * "2 hours" / "2 heures", "1 day" / "1 jour", "90 minutes".
 */
export function formatDuration(locale: string, minutes: number): string {
  const [amount, unit] =
    minutes > 0 && minutes % 1440 === 0
      ? [minutes / 1440, 'day']
      : minutes > 0 && minutes % 60 === 0
        ? [minutes / 60, 'hour']
        : [minutes, 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
}

const REGION_KEYS: Record<HolidayRegion, string> = { CA: 'holidays.canada', QC: 'holidays.quebec' };

/**
 * Where the catalogs name a word a note value can be: the labels the console already shows for
 * it (an appointment's status, a kind of time off, a holiday region), else the activities' own.
 */
export function noteWordEntry(name: ActivityNoteEnum, value: string): { ns: string; key: string } {
  switch (name) {
    case 'status':
      return { ns: 'appointments', key: `status.${value}` };
    case 'timeOffKind':
      return { ns: 'business', key: `timeOff.kind.${value}` };
    case 'region':
      return { ns: 'business', key: REGION_KEYS[value as HolidayRegion] };
    case 'syncStep':
    case 'messageStep':
    case 'channel':
      return { ns: 'activities', key: `noteValue.${name}.${value}` };
  }
}
