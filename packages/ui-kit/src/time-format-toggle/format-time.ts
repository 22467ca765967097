import { formatTimeOfDay, type TimeFormat } from '@rendezvous/domain';

export type { TimeFormat };

/** A time of day on the chosen clock ("13:30" / "01:30 PM"): the domain's one formatter. */
export const formatTime = (hhmm: string, mode: TimeFormat) => formatTimeOfDay(hhmm, mode);
