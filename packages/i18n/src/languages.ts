import {
  DEFAULT_SITE_LANGUAGE,
  pickSiteLanguage,
  SITE_LANGUAGES,
  type ProfileLanguage,
} from '@rendezvous/domain';

/**
 * The languages every Rendezvous screen speaks: English and Canadian French (Quebec's Charter
 * of the French language asks for French of equal quality). The same two for the console, the
 * setup wizard and the public site.
 */
export const LANGUAGES = SITE_LANGUAGES;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = DEFAULT_SITE_LANGUAGE;

/** Each language named in itself, as a language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', 'fr-CA': 'Français' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * A language as a person's profile and their messages store it ('en-CA' or 'fr-CA'), and back:
 * the screens' English is Canada's English.
 */
export const toProfileLanguage = (language: Language): ProfileLanguage =>
  language === 'fr-CA' ? 'fr-CA' : 'en-CA';
export const fromProfileLanguage = (language: string | null | undefined): Language | undefined =>
  language === 'fr-CA' ? 'fr-CA' : language === 'en-CA' ? 'en' : undefined;

/** The browser's preferred language among ours (any French is Canadian French). */
export function browserLanguage(): Language {
  const nav = globalThis.navigator;
  return pickSiteLanguage(
    nav?.languages?.length ? nav.languages : [nav?.language ?? DEFAULT_LANGUAGE],
  );
}

/** A remembered choice in local storage, if storage works and holds one of ours. */
export function rememberedLanguage(storageKey: string): Language | undefined {
  try {
    const remembered = globalThis.localStorage?.getItem(storageKey);
    return isLanguage(remembered) ? remembered : undefined;
  } catch {
    return undefined; // Storage blocked.
  }
}

export function rememberLanguage(storageKey: string, language: Language): void {
  try {
    globalThis.localStorage?.setItem(storageKey, language);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}
