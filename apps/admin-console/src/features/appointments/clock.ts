import { formatTimeOfDay } from '@rendezvous/domain';
import { useTimeFormat, type TimeFormat } from '@rendezvous/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A time of day ("HH:mm" or "HH:mm:ss") on the admin's clock, in the page's language. English
 * keeps the console's clock ("13:30", "01:30 PM"); French writes Québec's: "13 h 30" on the
 * 24-hour clock, "1 h 30 p.m." on the 12-hour one. Text that is not a time is returned unchanged.
 */
export function clockTime(hhmm: string, mode: TimeFormat, language: string): string {
  return formatTimeOfDay(hhmm, mode, language.startsWith('fr') ? 'fr-CA' : 'en');
}

/** "01:30 PM – 02:30 PM", "13 h 30 – 14 h 30": a start and an end on the same clock. */
export function clockRange(from: string, to: string, mode: TimeFormat, language: string): string {
  return `${clockTime(from, mode, language)} – ${clockTime(to, mode, language)}`;
}

export interface Clock {
  /** The admin's 12/24-hour choice (the appointments page's toggle). */
  timeFormat: TimeFormat;
  setTimeFormat(next: TimeFormat): void;
  formatTime(hhmm: string): string;
  formatRange(from: string, to: string): string;
}

/**
 * How the appointments screens (list, calendar, dialog) write times: the admin's 12/24-hour
 * choice in the page's language. Changes with either.
 */
export function useClock(): Clock {
  const { i18n } = useTranslation();
  const [timeFormat, setTimeFormat] = useTimeFormat();
  const language = i18n.language;
  return useMemo(
    () => ({
      timeFormat,
      setTimeFormat,
      formatTime: (hhmm) => clockTime(hhmm, timeFormat, language),
      formatRange: (from, to) => clockRange(from, to, timeFormat, language),
    }),
    [timeFormat, setTimeFormat, language],
  );
}
