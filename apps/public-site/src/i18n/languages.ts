/** The languages of the public site: English and Canadian French (Quebec's customers). */
export const LANGUAGES = ['en', 'fr-CA'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Where the visitor's choice on the language switch is remembered. */
export const LANGUAGE_STORAGE_KEY = 'rendezvous.site.language';

/** Each language named in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', 'fr-CA': 'Français' };

/**
 * The site's language for the browser's preferences (navigator.languages, which the browser
 * also sends as Accept-Language), best first: any French is Canadian French, any English is
 * English; the first one the site speaks wins.
 */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (primary === 'fr') return 'fr-CA';
    if (primary === 'en') return 'en';
  }
  return DEFAULT_LANGUAGE;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The remembered choice, else the browser's preferences. */
export function initialLanguage(): Language {
  try {
    const remembered = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(remembered)) return remembered;
  } catch {
    // Storage blocked: fall through to the browser's preferences.
  }
  const nav = globalThis.navigator;
  return pickLanguage(nav?.languages?.length ? nav.languages : [nav?.language ?? DEFAULT_LANGUAGE]);
}

export function rememberLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}
