/**
 * How dates and times read wherever a person sees them: one style for the console's tables,
 * notifications and messages, and Intl for the public site's languages. A time never shows on
 * a 12-hour clock without its AM/PM.
 */

/** How times are shown: "13:30" or "01:30 PM". */
export type TimeFormat = '12h' | '24h';

/** The console's time format until the admin picks the other one with the 12/24-hour toggle. */
export const DEFAULT_TIME_FORMAT: TimeFormat = '12h';

/** How a clock time is written: English ("01:30 PM") or Québec French ("13 h 30"). */
export type ClockLanguage = 'en' | 'fr-CA';

export interface DateTimeOptions {
  /** 12-hour (with AM/PM) or 24-hour. @default DEFAULT_TIME_FORMAT */
  timeFormat?: TimeFormat;
  /** The page's language: Québec writes "13 h 30", "1 h 30 p.m.". @default 'en' */
  language?: ClockLanguage;
  /** The IANA zone to read the instant in. @default the viewer's zone */
  timeZone?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Building Intl formatters is slow: one per zone, made on first use. */
const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(at: Date, timeZone: string | undefined) {
  const key = timeZone ?? '';
  let formatter = partsFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
      ...(timeZone ? { timeZone } : {}),
    });
    partsFormatters.set(key, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    // Some engines write midnight as hour 24 even with h23.
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const toDate = (value: string | number | Date | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** Hours and minutes (and seconds when given) on the chosen clock: "14:26" or "02:26 PM". */
function clock(
  hour: number,
  minute: number,
  second: number | undefined,
  mode: TimeFormat,
  language: ClockLanguage = 'en',
): string {
  if (language === 'fr-CA') {
    // The Office québécois de la langue française's style: "13 h 30", "13 h 30 min 05 s".
    const seconds = second === undefined ? '' : ` min ${pad(second)} s`;
    const hours = mode === '24h' ? hour : hour % 12 === 0 ? 12 : hour % 12;
    const suffix = mode === '24h' ? '' : hour < 12 ? ' a.m.' : ' p.m.';
    return `${hours} h ${pad(minute)}${seconds}${suffix}`;
  }
  const tail = `${pad(minute)}${second === undefined ? '' : `:${pad(second)}`}`;
  if (mode === '24h') return `${pad(hour)}:${tail}`;
  return `${pad(hour % 12 === 0 ? 12 : hour % 12)}:${tail} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * An instant as the spec's YYYY/MM/DD date with its time to the second: "2026/11/26 14:26:42"
 * on the 24-hour clock, "2026/11/26 02:26:42 PM" on the 12-hour one. A dash when there is none.
 */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  options: DateTimeOptions = {},
): string {
  const at = toDate(value);
  if (!at) return '—';
  const t = wallClock(at, options.timeZone);
  const mode = options.timeFormat ?? DEFAULT_TIME_FORMAT;
  return `${t.year}/${pad(t.month)}/${pad(t.day)} ${clock(t.hour, t.minute, t.second, mode, options.language)}`;
}

/** An instant's date as YYYY/MM/DD; a dash when there is none. */
export function formatDate(
  value: string | number | Date | null | undefined,
  options: Pick<DateTimeOptions, 'timeZone'> = {},
): string {
  const at = toDate(value);
  if (!at) return '—';
  const t = wallClock(at, options.timeZone);
  return `${t.year}/${pad(t.month)}/${pad(t.day)}`;
}

/**
 * A time of day ("HH:mm" or "HH:mm:ss", as appointments and opening hours store it):
 * '24h' -> "13:30", '12h' -> "01:30 PM"; in French "13 h 30" and "1 h 30 p.m.". Text that is
 * not a time is returned unchanged.
 */
export function formatTimeOfDay(
  hhmm: string,
  mode: TimeFormat = DEFAULT_TIME_FORMAT,
  language: ClockLanguage = 'en',
): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(hhmm.trim());
  if (!match) return hhmm;
  const hours = Number(match[1]);
  if (hours > 23) return hhmm;
  return clock(hours, Number(match[2]), undefined, mode, language);
}

/** A calendar date ("YYYY-MM-DD") as the console shows dates: "2026/11/26". */
export function formatCalendarDate(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date.replaceAll('-', '/') : date;
}

/**
 * Orders records newest first by the instant they were made (`created_at`), the id breaking
 * ties: ids follow insertion, not the time a record is about (a seeded or imported row).
 */
export function newestFirst<T extends { created_at: string; id: number }>(a: T, b: T): number {
  const diff = Date.parse(b.created_at) - Date.parse(a.created_at);
  return diff !== 0 && Number.isFinite(diff) ? diff : b.id - a.id;
}

const localTimeFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A wall-clock time of day in a language's own style, for the public site: "2:30 p.m." in
 * en-CA, "14 h 30" in fr-CA (both unambiguous).
 */
export function formatLocalTime(hhmm: string, locale: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(hhmm.trim());
  if (!match) return hhmm;
  let formatter = localTimeFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    });
    localTimeFormatters.set(locale, formatter);
  }
  return formatter.format(new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]))));
}
