import { SITE_LANGUAGE_COOKIE } from '@rendezvous/domain';
import {
  browserLanguage,
  isLanguage,
  rememberedLanguage,
  rememberLanguage as storeLanguage,
  type Language,
} from '@rendezvous/i18n';

export {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
} from '@rendezvous/i18n';

/** Where the visitor's choice on the language switch is remembered. */
export const LANGUAGE_STORAGE_KEY = 'rendezvous.site.language';

/**
 * The language the server served the page in (a business site's page says so on its <html>,
 * from the address, the visitor's choice, a French-first business or the browser), else the
 * remembered choice, else the browser's preferences.
 */
export function initialLanguage(): Language {
  const served = globalThis.document?.documentElement.dataset.siteLanguage;
  if (isLanguage(served)) return served;
  return rememberedLanguage(LANGUAGE_STORAGE_KEY) ?? browserLanguage();
}

export function rememberLanguage(language: Language): void {
  // The server reads the cookie, so the next page is served in this language from its first byte.
  if (globalThis.document) {
    globalThis.document.cookie = `${SITE_LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
    globalThis.document.documentElement.dataset.siteLanguage = language;
  }
  storeLanguage(LANGUAGE_STORAGE_KEY, language);
}
