/*
 * Nothing from @rendezvous/domain here: the routes' validateSearch uses this file, so it is in
 * the console's first download.
 */

/**
 * The languages of the legal pages: English and Canadian French (issue 26, "every legal page
 * exists in both languages"), the same two as the public site (SITE_LANGUAGES), chosen the same way.
 */
export const LEGAL_LANGUAGES = ['en', 'fr-CA'] as const;
export type LegalLanguage = (typeof LEGAL_LANGUAGES)[number];

/** The switch's accessible name, in both languages since it is how one changes language. */
export const LANGUAGE_SWITCH_LABEL = 'Language / Langue';

/**
 * The language a `lang` value names: any French (fr, fr-CA, fr-FR) is Canadian French, any
 * English is English; anything else names none.
 */
export function legalLanguageOf(value: unknown): LegalLanguage | undefined {
  if (typeof value !== 'string') return undefined;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'fr') return 'fr-CA';
  if (primary === 'en') return 'en';
  return undefined;
}

/** The browser's preferred language among ours (navigator.languages, best first), else English. */
export function browserLegalLanguage(): LegalLanguage {
  const nav = globalThis.navigator as Navigator | undefined;
  const preferred = nav?.languages?.length ? nav.languages : [nav?.language ?? 'en'];
  // The first the page speaks wins, as on the public site (pickSiteLanguage).
  for (const tag of preferred) {
    const language = legalLanguageOf(tag);
    if (language) return language;
  }
  return 'en';
}
