import { formatTimeOfDay, type ClockLanguage, type TimeFormat } from '@rendezvous/domain';

export type { TimeFormat };

/**
 * A time of day on the chosen clock ("13:30" / "01:30 PM"; "13 h 30" / "1 h 30 p.m." in
 * French): the domain's one formatter.
 */
export const formatTime = (hhmm: string, mode: TimeFormat, language: ClockLanguage = 'en') =>
  formatTimeOfDay(hhmm, mode, language);
