import type { TimeOff, TimeOffKind } from '@rendezvous/domain';
import type { TFunction } from 'i18next';

/** The catalog key of each kind's label (the `business` namespace). */
export const KIND_LABEL_KEYS: Record<TimeOffKind, string> = {
  holiday: 'timeOff.kind.holiday',
  sick: 'timeOff.kind.sick',
  training: 'timeOff.kind.training',
  closure: 'timeOff.kind.closure',
  other: 'timeOff.kind.other',
};

/** 'YYYY-MM-DD' of a calendar day (the date pickers' dates are local midnights). */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The first and last dates of the month of `month`. */
export function monthRange(month: Date): { from: string; to: string } {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const last = new Date(month.getFullYear(), month.getMonth() + 1, 0);
  return { from: isoDate(first), to: isoDate(last) };
}

/** "2027-06-24", "2027-06-01 to 2027-06-05" or "2027-06-08, 09:00–11:30". */
export function whenLabel(
  entry: Pick<TimeOff, 'starts_on' | 'ends_on' | 'start_time' | 'end_time'>,
  t: TFunction<'business'>,
) {
  if (entry.start_time && entry.end_time)
    return `${entry.starts_on}, ${entry.start_time}–${entry.end_time}`;
  return entry.starts_on === entry.ends_on
    ? entry.starts_on
    : t('timeOff.range', { from: entry.starts_on, to: entry.ends_on });
}

export const whoLabel = (entry: Pick<TimeOff, 'consultant_name'>, t: TFunction<'business'>) =>
  entry.consultant_name ?? t('timeOff.wholeBusiness');

/**
 * What each date of the month shows on the calendar: 'closure' when the business is closed
 * (all day or some hours), 'away' when a consultant is; a closure wins.
 */
export function dayMarks(
  entries: TimeOff[],
  from: string,
  to: string,
): Map<string, 'closure' | 'away'> {
  const marks = new Map<string, 'closure' | 'away'>();
  for (const entry of entries) {
    const start = entry.starts_on < from ? from : entry.starts_on;
    const end = entry.ends_on > to ? to : entry.ends_on;
    for (let d = start; d <= end; d = nextIsoDate(d)) {
      if (entry.consultant_id === null) marks.set(d, 'closure');
      else if (!marks.has(d)) marks.set(d, 'away');
    }
  }
  return marks;
}

function nextIsoDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
