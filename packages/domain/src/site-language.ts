/**
 * The languages of the public site, English and Canadian French (Quebec's customers), and how
 * a visitor's browser preferences pick one. The site decides from navigator.languages; the
 * server, writing the page, from Accept-Language (the same list), so it can preload the
 * catalogs the page is about to ask for.
 */
export const SITE_LANGUAGES = ['en', 'fr-CA'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

export const DEFAULT_SITE_LANGUAGE: SiteLanguage = 'en';

/**
 * The site's language for the browser's preferences, best first: any French is Canadian
 * French, any English is English; the first one the site speaks wins.
 */
export function pickSiteLanguage(preferred: readonly string[]): SiteLanguage {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (primary === 'fr') return 'fr-CA';
    if (primary === 'en') return 'en';
  }
  return DEFAULT_SITE_LANGUAGE;
}

/**
 * An Accept-Language header's tags, best first (by q-value, then order); tags refused with
 * q=0 and malformed entries are left out.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 32)
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const weight = params.find((p) => /^\s*q=/i.test(p));
      const q =
        weight === undefined
          ? 1
          : Number(/^\s*q=((?:0|1)(?:\.\d{0,3})?)\s*$/i.exec(weight)?.[1] ?? NaN);
      return { tag: tag.trim(), q, index };
    })
    .filter(({ tag, q }) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag) && q > 0 && q <= 1)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The cookie the site's language switch writes, so the server answers the next page in it. */
export const SITE_LANGUAGE_COOKIE = 'rdv_site_language';

const isSiteLanguage = (value: unknown): value is SiteLanguage =>
  typeof value === 'string' && (SITE_LANGUAGES as readonly string[]).includes(value);

/**
 * The language a site's page is served in, from the first byte: the one the visitor asked for
 * in the address (`?lang=`), else the one they chose on the switch (its cookie), else French
 * for a French-first business (its default language is fr-CA: Quebec's Charter asks for French
 * first), else the browser's preferences, else English.
 */
export function chooseSiteLanguage(input: {
  asked?: string | null;
  remembered?: string | null;
  businessDefault: string;
  accepted: readonly string[];
}): SiteLanguage {
  if (isSiteLanguage(input.asked)) return input.asked;
  if (isSiteLanguage(input.remembered)) return input.remembered;
  if (input.businessDefault === 'fr-CA') return 'fr-CA';
  return pickSiteLanguage(input.accepted);
}

/**
 * A live site's page carries its payload (GET site/{subdomain}'s data) in a
 * `<script type="application/json">` of this id, as `{ subdomain, site }`: the page draws
 * without waiting for a second request. (Kept here, away from the zod schemas, so the site's
 * first bundle does not carry zod for one string.)
 */
export const EMBEDDED_SITE_ELEMENT_ID = 'rendezvous-site-data';

/**
 * The site's catalog namespaces its first page (home, sign-in) does not draw with: the API's
 * and the domain's messages (shown after a visitor acts) and the booking dialog's. The site
 * loads them after its first paint, and its page does not preload them.
 */
export const SITE_DEFERRED_NAMESPACES: readonly string[] = ['messages', 'booking'];

/** A business text in the language it is shown in: `lang` is that language's tag. */
export interface LocalizedText {
  text: string;
  lang: 'en' | 'fr-CA';
}

/**
 * A business's text in the visitor's language, from its English and French fields: the French
 * for a French page when the business wrote one, else the English; the English for an English
 * page, else the French when only that was written. `lang` says which was picked, so the page
 * marks a text shown in the other language (`<p lang="en">` on a French page) for screen
 * readers, translators and search engines. Null when neither is written.
 */
export function localized(
  language: SiteLanguage,
  english: string | null | undefined,
  french: string | null | undefined,
): LocalizedText | null {
  const en = english?.trim() ? english : null;
  const fr = french?.trim() ? french : null;
  const [first, other]: [LocalizedText | null, LocalizedText | null] = [
    en === null ? null : { text: en, lang: 'en' },
    fr === null ? null : { text: fr, lang: 'fr-CA' },
  ];
  return language === 'fr-CA' ? (other ?? first) : (first ?? other);
}
