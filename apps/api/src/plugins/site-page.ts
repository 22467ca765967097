import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { scriptSafeJson } from '../lib/html';
import { siteHeadTags } from './site-seo';
import {
  EMBEDDED_SITE_ELEMENT_ID,
  SITE_DEFERRED_NAMESPACES,
  SITE_LANGUAGES,
  type PublicSite,
  type SiteLanguage,
} from '@rendezvous/domain';

/**
 * A live business site's page is the public site's index.html with two additions, so that
 * the first paint needs nothing but the page and its bundle:
 * - the site's payload (GET site/{subdomain}'s data), which the site puts in its query cache
 *   instead of asking again;
 * - `modulepreload` links to the catalogs of the visitor's language and to the code of the
 *   page asked for (its sign-in page), which the site would otherwise only start to download
 *   once its bundle has run.
 */

/**
 * What a site's page may preload, from the site's build manifest: each language's catalog
 * chunks (the site's and the shared ones, but for those it loads after its first paint), and
 * for each page below the home page (login) the chunks of its route with everything they
 * import.
 */
export interface SiteAssets {
  catalogs: Record<SiteLanguage, string[]>;
  /** By the page's path under the site ('/login'). */
  pages: Map<string, string[]>;
}

interface ManifestChunk {
  file?: string;
  /** The chunk's name: a split route's is its file's, `$` made `_` (site._subdomain.login). */
  name?: string;
  imports?: string[];
}

/**
 * A catalog's source in the manifest: the site's own (src/locales/en/site.json) or the shared
 * ones of @rendezvous/i18n (../../packages/i18n/dist/locales/en/ui.js), which load at start
 * just the same and would otherwise be found only once the entry has run.
 */
const CATALOG_SOURCE =
  /^(?:src\/locales|(?:\.\.\/)+packages\/i18n\/dist\/locales)\/([^/]+)\/([^/]+)\.(?:json|js)$/;

export function readSiteAssets(siteDist: string): SiteAssets {
  const catalogs = Object.fromEntries(
    SITE_LANGUAGES.map((l) => [l, [] as string[]]),
  ) as SiteAssets['catalogs'];
  const pages = new Map<string, string[]>();
  const manifestFile = path.join(siteDist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return { catalogs, pages };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.entries(manifest).find(
    ([, chunk]) => (chunk as { isEntry?: boolean }).isEntry,
  )?.[0];
  /** A chunk and what it imports, without the entry (the page loads that anyway). */
  const closure = (key: string, files: Set<string>) => {
    const chunk = manifest[key];
    if (key === entry || !chunk?.file?.endsWith('.js') || files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, files);
    return files;
  };
  for (const [source, chunk] of Object.entries(manifest)) {
    const catalog = CATALOG_SOURCE.exec(source);
    const language = SITE_LANGUAGES.find((l) => l === catalog?.[1]);
    // The catalogs the site loads only after its first paint are not preloaded either.
    const deferred = SITE_DEFERRED_NAMESPACES.includes(catalog?.[2] ?? '');
    if (language && !deferred && chunk.file?.endsWith('.js')) catalogs[language].push(chunk.file);
    // A route's chunk is keyed by its source, or (when Rollup merged modules into it) by its
    // own file name, with the route's name as the chunk's.
    const route =
      /^src\/routes\/site\.\$subdomain\.([a-z-]+)\.tsx/.exec(source) ??
      /^site\._subdomain\.([a-z-]+)$/.exec(chunk.name ?? '');
    if (route) pages.set(`/${route[1]}`, [...closure(source, new Set(pages.get(`/${route[1]}`)))]);
  }
  return { catalogs, pages };
}

export function renderSitePage(
  indexHtml: string,
  page: {
    subdomain: string;
    site: PublicSite;
    preloads: readonly string[];
    /** The language the page is served in (chooseSiteLanguage). */
    language: SiteLanguage;
    /** The page's own address (absolute, without ?lang), for its language alternates. */
    url: string;
  },
): string {
  const preloads = page.preloads
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  // Search engines and link previews read the head: title, description, canonical address,
  // language alternates, Open Graph and the business as schema.org data (site-seo.ts).
  const head = siteHeadTags(page.site, { url: page.url, language: page.language });
  const data =
    `<script type="application/json" id="${EMBEDDED_SITE_ELEMENT_ID}">` +
    `${scriptSafeJson({ subdomain: page.subdomain, site: page.site })}</script>`;
  // Functions as replacements: a '$' in the data must not be read as a pattern.
  return indexHtml
    .replace(
      /<html[^>]*>/,
      () => `<html lang="${page.language}" data-site-language="${page.language}">`,
    )
    .replace(/<title>[^<]*<\/title>/, '')
    .replace('</head>', () => `${head}${preloads}</head>`)
    .replace('<body>', () => `<body>${data}`);
}
