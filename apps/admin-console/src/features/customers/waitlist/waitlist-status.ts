import {
  formatDate,
  formatTimeOfDay,
  type TimeFormat,
  type WaitlistEntry,
  type WaitlistStatus,
} from '@rendezvous/domain';
import { clockTime } from '../../appointments/clock';

/** What the list shows: the entry's status, or past once its last day has gone by. */
export type WaitlistShownStatus = WaitlistStatus | 'past';

/** Badge colours: the theme darkens each light variant's text to AA on its background. */
export const STATUS_COLORS: Record<WaitlistShownStatus, string> = {
  waiting: 'blue',
  offered: 'orange',
  booked: 'green',
  removed: 'gray',
  past: 'gray',
};

const pad = (n: number) => String(n).padStart(2, '0');

const dayFormat = { year: 'numeric', month: 'numeric', day: 'numeric' } as const;

/** Intl's reading of the date in a zone; the viewer's zone for one Intl does not know. */
function dateFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat('en-US', { ...dayFormat, timeZone });
  } catch {
    return new Intl.DateTimeFormat('en-US', dayFormat);
  }
}

/**
 * Today's date ("YYYY-MM-DD") on the business's clock, which decides when an entry's last day
 * has passed; the viewer's own clock while the business's zone is not known. Intl checks the
 * zone itself, so this route does not load the domain's zone module (the lazy form uses it).
 */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  const parts = dateFormatter(timeZone).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return `${part('year')}-${pad(part('month'))}-${pad(part('day'))}`;
}

/** As the domain says: an entry whose last day has passed shows as past, whatever its status. */
export function shownStatus(entry: WaitlistEntry, today: string): WaitlistShownStatus {
  return entry.to_date < today ? 'past' : entry.status;
}

/** The server removes only an entry still waiting or holding an offer (else 422 notRemovable). */
export function isRemovable(entry: WaitlistEntry): boolean {
  return entry.status === 'waiting' || entry.status === 'offered';
}

/**
 * When a hold runs out, in the viewer's zone like the console's other instants: the time alone
 * when that is today, the date too otherwise (a hold may last up to a day), in `language`.
 */
export function heldUntil(
  expiresAt: string,
  timeFormat: TimeFormat,
  now: Date = new Date(),
  language = 'en',
): string {
  const at = new Date(expiresAt);
  if (Number.isNaN(at.getTime())) return '—';
  const hhmm = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  // French writes Québec's clock ("14 h 30"); English keeps the console's.
  const time = language.startsWith('fr')
    ? clockTime(hhmm, timeFormat, language)
    : formatTimeOfDay(hhmm, timeFormat);
  return formatDate(at) === formatDate(now) ? time : `${formatDate(at)} ${time}`;
}
