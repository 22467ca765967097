import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import {
  acceptedLanguages,
  ORIGIN_KEYS,
  chooseSiteLanguage,
  SITE_LANGUAGE_COOKIE,
  type PublicSite,
} from '@rendezvous/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { businesses } from '../db/schema';
import { readSiteAssets, renderSitePage } from './site-page';
import { SITEMAP_MAX_URLS, robotsTxt, sitemapXml } from './site-seo';

/** Which SPA answers a path. Anything not claimed by the wizard or the site is the console. */
export const SPA_ROUTES = {
  'setup-wizard': ['/signup', '/register', '/setup-your-business'],
  'public-site': ['/view-theme', '/site'],
} as const;

export type SpaName = 'admin-console' | 'setup-wizard' | 'public-site';

export function spaForPath(pathname: string): SpaName {
  for (const [spa, prefixes] of Object.entries(SPA_ROUTES) as [SpaName, readonly string[]][]) {
    if (prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return spa;
  }
  return 'admin-console';
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing, with the type they are sent as. */
const COMPRESSIBLE: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

export type AssetEncoding = 'br' | 'gzip';

/** The best encoding a client accepts (Accept-Encoding), brotli first; null for none. */
export function preferredEncoding(acceptEncoding: string | undefined): AssetEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** One DNS label: what a business may choose as its site's subdomain. */
const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The site a request's Host names, when it is `{subdomain}.{siteDomain}`: the label (lower
 * case), '' for a name under the site domain that cannot be a subdomain (a.b.{siteDomain}),
 * or null when the request is not for a business site (the console's own host).
 */
export function siteSubdomainOf(hostname: string, siteDomain: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const suffix = `.${siteDomain.toLowerCase()}`;
  if (!host.endsWith(suffix)) return null;
  const label = host.slice(0, -suffix.length);
  return DNS_LABEL.test(label) ? label : '';
}

/** The subdomain a public-site path names (/site/{subdomain}/...), lower case, or null. */
function sitePathSubdomain(pathname: string): string | null {
  const match = /^\/site\/([^/]+)/.exec(pathname);
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * Serves the three built SPAs from one origin, so they share the signed-in token in local
 * storage. Hashed assets are cached for a year; index.html never is, so a deploy shows at once.
 * Unknown paths fall back to the owning SPA's index.html (history-mode routing).
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { distDir: string }) => {
  const dirs: Record<SpaName, string> = {
    'admin-console': path.join(opts.distDir, 'admin-console', 'dist'),
    'setup-wizard': path.join(opts.distDir, 'setup-wizard', 'dist'),
    'public-site': path.join(opts.distDir, 'public-site', 'dist'),
  };
  // Zoom's domain check reads this page's HTML for the token, without running any script, so
  // the server writes it in (the token is letters, digits, - and _ only: see config). Without
  // a token the console's page says none is configured.
  const zoomToken = app.config.ZOOM_VERIFICATION_TOKEN;
  if (zoomToken) {
    app.get('/zoomverify/verifyzoom.html', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Zoom verification</title></head>` +
            `<body><h1>Zoom verification</h1><p>${zoomToken}</p></body></html>`,
        ),
    );
  }

  // What crawlers read first (issue 27): the product's host keeps the console and the wizard
  // out of search results and lists the live business sites; a business's own host lists its site.
  const siteDomainOfHost = (request: FastifyRequest) => siteSubdomainOf(request.hostname, app.config.SITE_DOMAIN);
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  app.get('/robots.txt', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(origin(request), siteDomainOfHost(request) === null ? 'product' : 'business')),
  );
  app.get('/sitemap.xml', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    const subdomain = siteDomainOfHost(request);
    const live = and(eq(businesses.is_live, 1), eq(businesses.status, 'active'), isNotNull(businesses.subdomain));
    const rows = await app.db
      .select({ subdomain: businesses.subdomain })
      .from(businesses)
      .where(subdomain === null ? live : and(live, eq(businesses.subdomain, subdomain)))
      .orderBy(asc(businesses.id))
      .limit(SITEMAP_MAX_URLS);
    const pages = rows.map((row) =>
      subdomain === null ? `${origin(request)}/site/${row.subdomain}` : `${origin(request)}/`,
    );
    return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(sitemapXml(pages));
  });

  const available = (Object.keys(dirs) as SpaName[]).filter((spa) =>
    existsSync(path.join(dirs[spa], 'index.html')),
  );
  if (available.length === 0) {
    app.log.warn({ distDir: opts.distDir }, 'no built SPA found; serving the API only');
    return;
  }

  // One static root per SPA; their assets live in distinct folders (assets/console, ...), so
  // the first root that has a file serves it.
  await app.register(fastifyStatic, {
    root: available.map((spa) => dirs[spa]),
    wildcard: false,
    index: false,
    serve: false,
  });

  /**
   * Hashed assets never change, so each is compressed once per encoding and kept: a phone on
   * a slow network downloads the gzip/brotli size (a third or less), not the raw bundle. The
   * copy kept is derived from the file on disk, so no process holds the only copy of anything.
   * Brotli comes from the build's own copy (`file.br`, scripts/precompress.mjs, at a quality
   * too slow for a request) when there is one.
   */
  const compressed = new Map<string, Promise<Buffer>>();
  const sendCompressed = (
    reply: FastifyReply,
    full: string,
    encoding: AssetEncoding,
    type: string,
  ) => {
    const key = `${encoding}:${full}`;
    let body = compressed.get(key);
    if (!body) {
      body =
        encoding === 'br'
          ? readFile(`${full}.br`).catch(() =>
              readFile(full).then((raw) => brotli(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })),
            )
          : readFile(full).then((raw) => gzipAsync(raw, { level: 9 }));
      body.catch(() => compressed.delete(key));
      compressed.set(key, body);
    }
    return body.then((buffer) =>
      reply
        .header('content-encoding', encoding)
        .header('vary', 'accept-encoding')
        .type(type)
        .send(buffer),
    );
  };

  const sendIndex = (reply: FastifyReply, spa: SpaName) => {
    const root = available.includes(spa) ? dirs[spa] : dirs[available[0]!];
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .sendFile('index.html', root, { cacheControl: false });
  };

  const siteAssets = available.includes('public-site') ? readSiteAssets(dirs['public-site']) : null;

  /**
   * A business site's page. Its HTTP status tells crawlers and browsers the truth even though
   * the page itself is drawn by the SPA: 404 for a site that does not exist, 403 for one that
   * is offline or whose business is not active. All of it comes from GET site/{subdomain},
   * asked in-process; a live site's page then carries that payload and preloads the catalogs
   * of the visitor's language (site-page.ts).
   */
  const sendSitePage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    subdomain: string,
    /** The page's path under the site: '/' for its home page, '/login' for its sign-in. */
    sitePath: string,
  ) => {
    if (!DNS_LABEL.test(subdomain)) return sendIndex(reply.status(404), 'public-site');
    const answer = await app.inject({
      method: 'GET',
      url: `/api/site/${subdomain}`,
      headers: { 'x-origin-key': ORIGIN_KEYS.publicSite, 'x-request-type': 'user' },
    });
    if (answer.statusCode !== 200) {
      const status =
        answer.statusCode === 403 || answer.statusCode === 404 ? answer.statusCode : 500;
      return sendIndex(reply.status(status), 'public-site');
    }
    const site = (answer.json() as { data: PublicSite }).data;
    const query = request.query as Record<string, unknown> | undefined;
    const language = chooseSiteLanguage({
      asked: typeof query?.lang === 'string' ? query.lang : null,
      remembered: cookieValue(request.headers.cookie, SITE_LANGUAGE_COOKIE),
      businessDefault: site.business.default_language,
      accepted: acceptedLanguages(request.headers['accept-language']),
    });
    const indexHtml = await readFile(path.join(dirs['public-site'], 'index.html'), 'utf8');
    const preloads = [
      ...(siteAssets?.catalogs[language] ?? []),
      ...(siteAssets?.pages.get(sitePath.replace(/\/+$/, '')) ?? []),
    ];
    const url = `${request.protocol}://${request.host}${request.url.split('?')[0]}`;
    const html = renderSitePage(indexHtml, { subdomain, site, preloads, language, url });
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding, accept-language, cookie');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.type('text/html; charset=utf-8').send(html);
    // Made for this request (it holds the site as it is now): compressed fast, not small.
    const body =
      encoding === 'br'
        ? await brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } })
        : await gzipAsync(html, { level: 6 });
    return reply.header('content-encoding', encoding).type('text/html; charset=utf-8').send(body);
  };

  const siteDomain = app.config.SITE_DOMAIN;
  const hostSubdomain = (request: FastifyRequest) => siteSubdomainOf(request.hostname, siteDomain);

  // A page load is dozens of files: at the default level (info) only API requests are logged
  // one line each; warnings and errors about files still are.
  app.get('/*', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply.status(404).send({ message: `Route ${request.method} ${pathname} not found` });
    }
    // On a business's own address ({subdomain}.{SITE_DOMAIN}) every page is its site.
    const subdomainOfHost = hostSubdomain(request);
    const spa = subdomainOfHost === null ? spaForPath(pathname) : 'public-site';
    const file = pathname.replace(/^\/+/, '');
    if (file && path.extname(file)) {
      for (const root of [dirs[spa], ...available.map((s) => dirs[s])]) {
        const full = path.join(root, file);
        if (full.startsWith(root + path.sep) && existsSync(full)) {
          const immutable = file.startsWith('assets/');
          reply.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
          const type = COMPRESSIBLE[path.extname(file).toLowerCase()];
          const encoding = preferredEncoding(request.headers['accept-encoding']);
          if (immutable && type && encoding) return sendCompressed(reply, full, encoding, type);
          return reply.sendFile(file, root, { cacheControl: false });
        }
      }
      // A missing asset is a 404, not the app shell: a stale bundle must fail visibly.
      if (file.startsWith('assets/')) return reply.status(404).send({ message: 'Not found' });
    }
    const siteSubdomain = subdomainOfHost ?? sitePathSubdomain(pathname);
    if (siteSubdomain !== null && available.includes('public-site')) {
      const sitePath = subdomainOfHost === null ? pathname.replace(/^\/site\/[^/]+/, '') : pathname;
      return sendSitePage(request, reply, siteSubdomain, sitePath || '/');
    }
    return sendIndex(reply, spa);
  });
});

/** One cookie's value from a Cookie header, or null. */
function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}
