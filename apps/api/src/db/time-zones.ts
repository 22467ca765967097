/** Wall-clock arithmetic in IANA time zones with Intl alone (used by the seeds). */
import { clock } from '../lib/clock';

function wallClock(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** How far the clocks of `timeZone` are ahead of UTC at `instant`, in milliseconds. */
export function offsetMs(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const wallAsUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** 'YYYY-MM-DD' of `instant` on the calendar of `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  const { year, month, day } = wallClock(instant, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The instant at which the clocks of `timeZone` show `date` ('YYYY-MM-DD') `time` ('HH:MM'). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // The second pass corrects the guess when a DST change lies between the two offsets.
  const guess = wall - offsetMs(new Date(wall), timeZone);
  return new Date(wall - offsetMs(new Date(guess), timeZone));
}

function formatOffset(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const abs = Math.abs(minutes);
  const sign = minutes < 0 ? '-' : '+';
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * A picker label such as "(UTC-05:00) Eastern Time (Toronto)". The offset is the standard
 * one (the smaller of January's and July's), so the label does not change with the seasons.
 */
export function timeZoneLabel(timeZone: string, year = clock.now().getUTCFullYear()): string {
  const standard = Math.min(
    offsetMs(new Date(Date.UTC(year, 0, 1)), timeZone),
    offsetMs(new Date(Date.UTC(year, 6, 1)), timeZone),
  );
  const generic = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date(Date.UTC(year, 0, 1)))
    .find((p) => p.type === 'timeZoneName')?.value;
  const city = timeZone.split('/').pop()!.replace(/_/g, ' ');
  // Zones without a name of their own come out as "GMT+03:00": show the IANA name instead.
  const name = !generic || generic.startsWith('GMT') ? timeZone : `${generic} (${city})`;
  return `(${formatOffset(standard)}) ${name}`;
}
