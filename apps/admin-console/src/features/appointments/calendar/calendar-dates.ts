const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar heading's date (YYYY-MM-DD) in the page's language. English keeps the console's
 * "2026/12/02"; French names the month (and, for a day, the weekday) as Québec writes dates:
 * "mercredi 2 décembre 2026", "1er décembre 2026".
 */
export function headingDate(date: string, language: string, withWeekday: boolean): string {
  if (!language.startsWith('fr')) return date.replaceAll('-', '/');
  const at = new Date(`${date}T00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  const key = `${withWeekday}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('fr-CA', {
      ...(withWeekday ? { weekday: 'long' } : {}),
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formats.set(key, format);
  }
  // The first of the month is the "premier": 1er.
  return format.format(at).replace(/(^|\s)1(?=\s)/, '$11er');
}
