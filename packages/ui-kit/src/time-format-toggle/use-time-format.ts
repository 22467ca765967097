import {
  DEFAULT_TIME_FORMAT,
  formatDateTime,
  type ClockLanguage,
  type TimeFormat,
} from '@rendezvous/domain';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/** Where the admin's choice of clock is kept, so every screen and later visits follow it. */
export const TIME_FORMAT_STORAGE_KEY = 'rendezvous.time-format';

const listeners = new Set<() => void>();
/** The choice when storage refuses it (private mode): it holds until the page reloads. */
let memory: TimeFormat | undefined;

function read(): TimeFormat {
  try {
    const stored = globalThis.localStorage?.getItem(TIME_FORMAT_STORAGE_KEY);
    if (stored === '12h' || stored === '24h') return stored;
  } catch {
    // Storage unavailable: fall back to the remembered choice.
  }
  return memory ?? DEFAULT_TIME_FORMAT;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TIME_FORMAT_STORAGE_KEY) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/**
 * The console's 12/24-hour choice, shared by every component that shows a time (tables,
 * notifications, messages, the appointment dialog's time pickers) and remembered.
 */
export function useTimeFormat(): [TimeFormat, (next: TimeFormat) => void] {
  const value = useSyncExternalStore(subscribe, read, () => DEFAULT_TIME_FORMAT);
  const set = useCallback((next: TimeFormat) => {
    try {
      globalThis.localStorage.setItem(TIME_FORMAT_STORAGE_KEY, next);
      memory = undefined;
    } catch {
      // Storage refused: `memory` keeps the choice for this page.
      memory = next;
    }
    for (const listener of listeners) listener();
  }, []);
  return [value, set];
}

/** The page's language as the clock is written in it: Québec's "13 h 30" in French. */
export function useClockLanguage(): ClockLanguage {
  const { i18n } = useTranslation();
  return i18n.language === 'fr-CA' ? 'fr-CA' : 'en';
}

/**
 * Formats instants the console's one way ("2026/11/26 14:26:42", or "… 02:26:42 PM" when the
 * admin chose the 12-hour clock; "2026/11/26 14 h 26 min 42 s" in French), in the viewer's zone.
 */
export function useFormatDateTime(): (value: string | null | undefined) => string {
  const [timeFormat] = useTimeFormat();
  const language = useClockLanguage();
  return useCallback(
    (value) => formatDateTime(value, { timeFormat, language }),
    [timeFormat, language],
  );
}
