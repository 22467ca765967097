import {
  DEFAULT_SITE_LANGUAGE,
  pickSiteLanguage,
  SITE_LANGUAGE_COOKIE,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '@rendezvous/domain';

/** The languages of the public site: English and Canadian French (Quebec's customers). */
export const LANGUAGES = SITE_LANGUAGES;
export type Language = SiteLanguage;

export const DEFAULT_LANGUAGE: Language = DEFAULT_SITE_LANGUAGE;

/** Where the visitor's choice on the language switch is remembered. */
export const LANGUAGE_STORAGE_KEY = 'rendezvous.site.language';

/** Each language named in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', 'fr-CA': 'Français' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language the server served the page in (a business site's page says so on its <html>,
 * from the address, the visitor's choice, a French-first business or the browser), else the
 * remembered choice, else the browser's preferences.
 */
export function initialLanguage(): Language {
  const served = globalThis.document?.documentElement.dataset.siteLanguage;
  if (isLanguage(served)) return served;
  try {
    const remembered = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(remembered)) return remembered;
  } catch {
    // Storage blocked: fall through to the browser's preferences.
  }
  const nav = globalThis.navigator;
  return pickSiteLanguage(
    nav?.languages?.length ? nav.languages : [nav?.language ?? DEFAULT_LANGUAGE],
  );
}

export function rememberLanguage(language: Language): void {
  // The server reads the cookie, so the next page is served in this language from its first byte.
  if (globalThis.document) {
    globalThis.document.cookie = `${SITE_LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
    globalThis.document.documentElement.dataset.siteLanguage = language;
  }
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}
