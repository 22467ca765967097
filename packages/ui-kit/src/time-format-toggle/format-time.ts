/** How times are shown: "01:30 PM" or "13:30". */
export type TimeFormat = '12h' | '24h';

/**
 * Formats an "HH:mm" (or "HH:mm:ss") time of day: '24h' -> "13:30", '12h' -> "01:30 PM"
 * (zero-padded like the spec's `hh` date format). Text that is not a time is returned unchanged.
 */
export function formatTime(hhmm: string, mode: TimeFormat): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(hhmm.trim());
  if (!match) return hhmm;
  const hours = Number(match[1]);
  const minutes = match[2];
  if (hours > 23) return hhmm;
  if (mode === '24h') return `${String(hours).padStart(2, '0')}:${minutes}`;
  const hours12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(hours12).padStart(2, '0')}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
