import { formatLocalMoney, formatLocalTime } from '@rendezvous/domain';
import { useTranslation } from 'react-i18next';

/** The Intl locale of a site language: English is Canada's English (dates, CA$). */
export function intlLocale(language: string): string {
  return language.startsWith('fr') ? 'fr-CA' : 'en-CA';
}

const utcDate = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
};

/**
 * Amounts, dates and times for a language with Intl: "$45.00" / "45,00 $", "Monday, March 2,
 * 2026" / "lundi 2 mars 2026", "2:30 p.m." / "14 h 30". Dates and times are wall-clock values
 * (a YYYY-MM-DD and an HH:mm already on the right clock), so they are formatted in UTC.
 */
export function formattersFor(language: string) {
  const locale = intlLocale(language);
  let made = formatters.get(locale);
  if (!made) formatters.set(locale, (made = makeFormatters(locale)));
  return made;
}

/** Building Intl formatters is slow: each locale's are made once, not per component. */
const formatters = new Map<string, ReturnType<typeof makeFormatters>>();

/** A value built on its first use: a page that shows no date never builds a date formatter. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

function makeFormatters(locale: string) {
  const longDate = once(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }),
  );
  const mediumDate = once(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
  );
  const weekday = once(() => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }));
  const percent = once(
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }),
  );
  const decimal = once(
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  );
  const plainNumber = once(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }));
  const conjunction = once(() => new Intl.ListFormat(locale, { type: 'conjunction' }));
  return {
    locale,
    /** Integer cents as Canadian dollars in the language's style (the domain's one money formatter). */
    money: (cents: number) => formatLocalMoney(cents, locale),
    longDate: (date: string) => longDate().format(utcDate(date)),
    mediumDate: (date: string) => mediumDate().format(utcDate(date)),
    time: (hhmm: string) => formatLocalTime(hhmm, locale),
    /** A week day's name from its English name (the API's `day`), e.g. 'monday' -> 'lundi'. */
    weekday: (englishDay: string) => {
      const index = [
        'sunday',
        'monday',
        'tuesday',
        'wednesday',
        'thursday',
        'friday',
        'saturday',
      ].indexOf(englishDay.toLowerCase());
      // 2023-01-01 was a Sunday.
      return index < 0 ? englishDay : weekday().format(new Date(Date.UTC(2023, 0, 1 + index)));
    },
    /** A rate in parts per million as a percent: 149750 -> "14.975%" / "14,975 %". */
    percentOfPpm: (ppm: number) => percent().format(ppm / 1_000_000),
    /** A rating average to one decimal: "4.5" / "4,5". */
    rating: (value: number) => decimal().format(value),
    /** A number as the language writes it, every decimal kept: 20000.5 -> "20,000.5" / "20 000,5". */
    number: (value: number) => plainNumber().format(value),
    /** Items joined the language's way: "Ann, Bo and Cy" / "Ann, Bo et Cy". */
    list: (items: readonly string[]) => conjunction().format(items),
  };
}

export type Formatters = ReturnType<typeof makeFormatters>;

/** The formatters of the language the page is shown in. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  return formattersFor(i18n.language);
}
