import { formatCalendarDate } from '@rendezvous/domain';

const weekdays = new Map<string, Intl.DateTimeFormat>();

/**
 * A series' date with its weekday, "Tue 2026/12/08" ("mar. 2026/12/08" in French): the
 * weekday is what a recurring series keeps (or, monthly, does not), so the owner reads it at a
 * glance.
 */
export function seriesDate(date: string, locale = 'en-CA'): string {
  const at = new Date(`${date}T00:00Z`);
  if (Number.isNaN(at.getTime())) return formatCalendarDate(date);
  let weekday = weekdays.get(locale);
  if (!weekday) {
    weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    weekdays.set(locale, weekday);
  }
  return `${weekday.format(at)} ${formatCalendarDate(date)}`;
}
