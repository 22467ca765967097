import { formatCalendarDate, type SeriesOccurrence } from '@rendezvous/domain';
import { formatTime, type TimeFormat } from '@rendezvous/ui-kit';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/**
 * A series' date with its weekday, "Tue 2026/12/08": the weekday is what a recurring series
 * keeps (or, monthly, does not), so the owner reads it at a glance.
 */
export function seriesDate(date: string): string {
  const day = new Date(`${date}T00:00Z`).getUTCDay();
  return Number.isNaN(day)
    ? formatCalendarDate(date)
    : `${WEEKDAYS[day]} ${formatCalendarDate(date)}`;
}

/** "01:30 PM – 02:30 PM" on the console's clock. */
export function timeRange(
  slot: Pick<SeriesOccurrence, 'start_time' | 'end_time'>,
  timeFormat: TimeFormat,
): string {
  return `${formatTime(slot.start_time, timeFormat)} – ${formatTime(slot.end_time, timeFormat)}`;
}

/** "N appointments" / "1 appointment". */
export const appointmentsCount = (n: number) => `${n} ${n === 1 ? 'appointment' : 'appointments'}`;
