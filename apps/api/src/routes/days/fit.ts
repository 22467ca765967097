import { timeToMinutes } from '@rendezvous/domain';

interface StoredDay {
  work_start_time: string;
  work_end_time: string;
  has_breaks: 0 | 1;
  break_start_time: string | null;
  break_end_time: string | null;
}

export type DayFit = Partial<Pick<StoredDay, 'work_start_time' | 'work_end_time' | 'has_breaks'>>;

/**
 * Keeps a consultant's day within the business's new hours of that week day, or null when it
 * already fits. Lowering or shortening the business hours never refuses the owner and never
 * leaves a consultant working while the business is closed:
 * - the work hours are cut to the overlap with the business hours; without any overlap the
 *   consultant takes the business hours;
 * - a break that no longer lies inside the cut hours is turned off (its times are kept).
 * A business day that closes leaves the consultant's days as they are: the consultant's day is
 * shown disabled while the business is closed and comes back when it reopens.
 */
export function fitConsultantDays(
  day: StoredDay,
  business: StoredDay & { is_active: 0 | 1 },
): DayFit | null {
  const open = timeToMinutes(business.work_start_time);
  const close = timeToMinutes(business.work_end_time);
  const start = timeToMinutes(day.work_start_time);
  const end = timeToMinutes(day.work_end_time);
  if (start >= open && end <= close) return null;

  let fit: DayFit;
  if (Math.max(start, open) < Math.min(end, close)) {
    fit = {
      work_start_time: start < open ? business.work_start_time : day.work_start_time,
      work_end_time: end > close ? business.work_end_time : day.work_end_time,
    };
  } else {
    fit = { work_start_time: business.work_start_time, work_end_time: business.work_end_time };
  }
  if (day.has_breaks === 1 && day.break_start_time && day.break_end_time) {
    const newStart = timeToMinutes(fit.work_start_time!);
    const newEnd = timeToMinutes(fit.work_end_time!);
    const breakStart = timeToMinutes(day.break_start_time);
    const breakEnd = timeToMinutes(day.break_end_time);
    if (!(newStart < breakStart && breakEnd < newEnd)) fit.has_breaks = 0;
  }
  return fit;
}
