import { useEffect, useState } from 'react';
import { whenIdleAfterFirstPaint } from './after-first-paint';

/** dayjs's name of a page language, for Mantine's date pickers. */
const DAYJS_LOCALES: Record<string, string> = { 'fr-CA': 'fr-ca' };
const registered = new Set<string>(['en']);

/**
 * The dayjs locale the date pickers should use for `language`, loading its month and day names
 * on first use: the French names (and dayjs, which they import) stay out of the first page of
 * every app, which shows no date picker. Until they arrive the pickers speak English; they load
 * once a French page is first drawn, long before a picker can be opened.
 */
export function useDatesLocale(language: string): string {
  const wanted = DAYJS_LOCALES[language] ?? 'en';
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (registered.has(wanted)) return;
    let live = true;
    // After the first paint: no first page shows a date picker. One locale today; a second one
    // adds its own import here (Vite needs a literal path).
    whenIdleAfterFirstPaint(() => {
      void import('dayjs/locale/fr-ca').then(() => {
        registered.add(wanted);
        if (live) setLoaded((n) => n + 1);
      });
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  return registered.has(wanted) ? wanted : 'en';
}
