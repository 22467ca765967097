import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  EMBEDDED_SITE_ELEMENT_ID,
  SITE_LANGUAGES,
  type PublicSite,
  type SiteLanguage,
} from '@rendezvous/domain';

/**
 * A live business site's page is the public site's index.html with two additions, so that
 * the first paint needs nothing but the page and its bundle:
 * - the site's payload (GET site/{subdomain}'s data), which the site puts in its query cache
 *   instead of asking again;
 * - `modulepreload` links to the catalogs of the visitor's language, which the site would
 *   otherwise only start to download once its bundle has run.
 */

/** Each site language's catalog chunks (src/locales/{language}/*.json), from the build manifest. */
export type SiteCatalogs = Record<SiteLanguage, string[]>;

export function readSiteCatalogs(siteDist: string): SiteCatalogs {
  const catalogs = Object.fromEntries(
    SITE_LANGUAGES.map((l) => [l, [] as string[]]),
  ) as SiteCatalogs;
  const manifestFile = path.join(siteDist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return catalogs;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file?: string }
  >;
  for (const [source, chunk] of Object.entries(manifest)) {
    const match = /^src\/locales\/([^/]+)\/[^/]+\.json$/.exec(source);
    const language = SITE_LANGUAGES.find((l) => l === match?.[1]);
    if (language && chunk.file?.endsWith('.js')) catalogs[language].push(chunk.file);
  }
  return catalogs;
}

/**
 * JSON that can sit inside a <script> element: '<' (hence '</script>' and '<!--'), '>', '&'
 * and the two line separators JavaScript once refused are written as escapes.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function renderSitePage(
  indexHtml: string,
  page: { subdomain: string; site: PublicSite; catalogs: readonly string[] },
): string {
  const preloads = page.catalogs
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  const data =
    `<script type="application/json" id="${EMBEDDED_SITE_ELEMENT_ID}">` +
    `${scriptSafeJson({ subdomain: page.subdomain, site: page.site })}</script>`;
  // Functions as replacements: a '$' in the data must not be read as a pattern.
  return indexHtml
    .replace('</head>', () => `${preloads}</head>`)
    .replace('<body>', () => `<body>${data}`);
}
