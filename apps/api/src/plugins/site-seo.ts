import {
  DEFAULT_COUNTRY_ID,
  REAL_ESTATE_THEME_ID,
  REVIEW_MAX_RATING,
  SITE_LANGUAGES,
  localized,
  type PublicSite,
  type SiteLanguage,
} from '@rendezvous/domain';
import { escapeHtml, scriptSafeJson } from '../lib/html';

/*
 * What search engines and link previews read of a business site (issue 27): its canonical
 * address, a description, Open Graph and Twitter tags, and schema.org data (JSON-LD) with its
 * address, hours, price range and rating; robots.txt and sitemap.xml for the product's own
 * host and for each business host. All of it from the site's public payload, nothing else.
 */

const OG_LOCALE: Record<SiteLanguage, string> = { en: 'en_CA', 'fr-CA': 'fr_CA' };

const SCHEMA_DAY: Record<string, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** A page's address in one language: the language alternates and the canonical address use it. */
export const languageUrl = (url: string, language: SiteLanguage) => `${url}?lang=${language}`;

/**
 * The site's description: its tagline in the page's language (the other one when only that is
 * written), else a sentence saying what the page is for.
 */
export function siteDescription(site: PublicSite, language: SiteLanguage): string {
  const tagline = localized(language, site.business.short_description, site.business.short_description_fr);
  if (tagline) return tagline.text.trim();
  return language === 'fr-CA'
    ? `Prenez rendez-vous en ligne avec ${site.business.name}.`
    : `Book an appointment online with ${site.business.name}.`;
}

const hhmm = (time: string) => time.slice(0, 5);

/** schema.org's opening hours from the business's days: two intervals for a day with a break. */
function openingHours(site: PublicSite) {
  return site.business.days
    .filter((day) => day.is_active === 1)
    .flatMap((day) => {
      const dayOfWeek = SCHEMA_DAY[day.day];
      const interval = (opens: string, closes: string) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek,
        opens: hhmm(opens),
        closes: hhmm(closes),
      });
      return day.has_breaks === 1 && day.break_start_time && day.break_end_time
        ? [interval(day.work_start_time, day.break_start_time), interval(day.break_end_time, day.work_end_time)]
        : [interval(day.work_start_time, day.work_end_time)];
    });
}

/** "$25.00–$120.00" from the prices the site shows; undefined when it shows none. */
function priceRange(site: PublicSite, language: SiteLanguage): string | undefined {
  const prices = site.services.filter((s) => s.show_price && s.price !== null).map((s) => s.price!);
  if (prices.length === 0) return undefined;
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'CAD' });
  const [low, high] = [Math.min(...prices) / 100, Math.max(...prices) / 100];
  return low === high ? money.format(low) : `${money.format(low)}–${money.format(high)}`;
}

/** The site's schema.org description: LocalBusiness, or RealEstateAgent for the real-estate theme. */
export function siteStructuredData(site: PublicSite, page: { url: string; language: SiteLanguage }) {
  const business = site.business;
  const address = business.addresses.find((a) => a.hide_address !== 1);
  const stats = site.review_stats;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': business.theme_id === REAL_ESTATE_THEME_ID ? 'RealEstateAgent' : 'LocalBusiness',
    name: business.name,
    description: siteDescription(site, page.language),
    url: page.url,
    ...(business.phone_number ? { telephone: business.phone_number } : {}),
    ...(business.email ? { email: business.email } : {}),
    ...(business.logo_url ? { logo: business.logo_url, image: business.logo_url } : {}),
    ...(address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: [address.address_line_1, address.address_line_2].filter(Boolean).join(', ') || undefined,
            addressLocality: address.city,
            postalCode: address.postal_code ?? undefined,
            addressCountry: address.country_id === DEFAULT_COUNTRY_ID ? 'CA' : undefined,
          },
          ...(address.gmaps_latitude !== null && address.gmaps_longitude !== null
            ? { geo: { '@type': 'GeoCoordinates', latitude: address.gmaps_latitude, longitude: address.gmaps_longitude } }
            : {}),
        }
      : {}),
    openingHoursSpecification: openingHours(site),
    priceRange: priceRange(site, page.language),
    ...(stats.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: stats.average,
            reviewCount: stats.count,
            bestRating: REVIEW_MAX_RATING,
            worstRating: 1,
          },
        }
      : {}),
  };
  return data;
}

/**
 * The head of a site's page in `language`: title, description, canonical address and language
 * alternates, Open Graph and Twitter tags, and the JSON-LD. Every value is escaped.
 */
export function siteHeadTags(site: PublicSite, page: { url: string; language: SiteLanguage }): string {
  const business = site.business;
  const canonical = languageUrl(page.url, page.language);
  const description = siteDescription(site, page.language);
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const alternate = (hreflang: string, language: SiteLanguage) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(languageUrl(page.url, language))}">`;
  return [
    `<title>${escapeHtml(business.name)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...SITE_LANGUAGES.map((l) => alternate(l, l)),
    alternate('x-default', business.default_language === 'fr-CA' ? 'fr-CA' : 'en'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', business.name),
    meta('property', 'og:title', business.name),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', OG_LOCALE[page.language]),
    ...SITE_LANGUAGES.filter((l) => l !== page.language).map((l) => meta('property', 'og:locale:alternate', OG_LOCALE[l])),
    ...(business.logo_url ? [meta('property', 'og:image', business.logo_url)] : []),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', business.name),
    meta('name', 'twitter:description', description),
    `<script type="application/ld+json">${scriptSafeJson(siteStructuredData(site, { url: canonical, language: page.language }))}</script>`,
  ].join('');
}

/**
 * robots.txt. On a business's own host, its site is crawled but not its sign-in, manage and
 * waitlist pages (personal, and signed links). On the product's host, the console and the
 * wizard are not crawled; the business sites under /site/ are, without those pages.
 */
export function robotsTxt(origin: string, host: 'product' | 'business'): string {
  const lines =
    host === 'business'
      ? ['User-agent: *', 'Allow: /', 'Disallow: /login', 'Disallow: /manage', 'Disallow: /waitlist']
      : [
          'User-agent: *',
          'Allow: /site/',
          'Disallow: /site/*/login',
          'Disallow: /site/*/manage',
          'Disallow: /site/*/waitlist',
          'Disallow: /',
        ];
  return `${[...lines, '', `Sitemap: ${origin}/sitemap.xml`].join('\n')}\n`;
}

const xmlEscape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The most addresses one sitemap file may list (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** sitemap.xml: each page with its language alternates. */
export function sitemapXml(pages: readonly string[]): string {
  const entries = pages.slice(0, SITEMAP_MAX_URLS).map(
    (url) =>
      `<url><loc>${xmlEscape(url)}</loc>` +
      SITE_LANGUAGES.map(
        (l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${xmlEscape(languageUrl(url, l))}"/>`,
      ).join('') +
      '</url>',
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
    entries.join('') +
    '</urlset>\n'
  );
}
