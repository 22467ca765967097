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

/**
 * A live site's page carries its payload (GET site/{subdomain}'s data) in a
 * `<script type="application/json">` of this id, as `{ subdomain, site }`: the page draws
 * without waiting for a second request. (Kept here, away from the zod schemas, so the site's
 * first bundle does not carry zod for one string.)
 */
export const EMBEDDED_SITE_ELEMENT_ID = 'rendezvous-site-data';
