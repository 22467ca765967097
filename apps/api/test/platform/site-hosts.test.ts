import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { EMBEDDED_SITE_ELEMENT_ID, ORIGIN_KEYS, type PublicSite } from '@rendezvous/domain';
import { businesses } from '../../src/db/schema';
import { prepareDatabase } from '../../src/db/seed';
import { preferredEncoding, siteSubdomainOf } from '../../src/plugins/web';
import { engines, scratchDatabase } from '../support/database';
import type { Database } from '../../src/db/client';

const SPAS = ['admin-console', 'setup-wizard', 'public-site'] as const;
const BUNDLE = `export const pages = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `page ${i}`))};`;
/** The build's brotli copy of BUNDLE, at the quality the server does not use on a request. */
const PREBUILT_BR = brotliCompressSync(BUNDLE, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });

describe.each(engines)('business sites by host and path ($name)', (engine) => {
  let dir: string;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'rdv-sites-'));
    for (const spa of SPAS) {
      mkdirSync(path.join(dir, spa, 'dist', 'assets'), { recursive: true });
      writeFileSync(
        path.join(dir, spa, 'dist', 'index.html'),
        `<!doctype html><title>${spa}</title>`,
      );
    }
    writeFileSync(
      path.join(dir, 'public-site', 'dist', 'index.html'),
      '<!doctype html><html><head><title>public-site</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(dir, 'public-site', 'dist', 'assets', 'site.js'), BUNDLE);
    mkdirSync(path.join(dir, 'public-site', 'dist', '.vite'));
    writeFileSync(
      path.join(dir, 'public-site', 'dist', '.vite', 'manifest.json'),
      JSON.stringify({
        'src/main.tsx': { file: 'assets/site.js', isEntry: true },
        'src/locales/en/site.json': { file: 'assets/site-en1.js', isDynamicEntry: true },
        'src/locales/en/booking.json': { file: 'assets/booking-en2.js', isDynamicEntry: true },
        'src/locales/fr-CA/site.json': { file: 'assets/site-fr1.js', isDynamicEntry: true },
        // The shared catalogs of @rendezvous/i18n, as the site's build names them.
        '../../packages/i18n/dist/locales/en/ui.js': { file: 'assets/ui-en3.js', isDynamicEntry: true },
        '../../packages/i18n/dist/locales/fr-CA/ui.js': { file: 'assets/ui-fr3.js', isDynamicEntry: true },
        // Catalogs the site loads after its first paint (SITE_DEFERRED_NAMESPACES): not preloaded.
        '../../packages/i18n/dist/locales/fr-CA/messages.js': { file: 'assets/messages-fr4.js', isDynamicEntry: true },
        // Not a catalog: a package's code that happens to sit under a locales folder elsewhere.
        '../../packages/ui-kit/dist/locales/en/table.js': { file: 'assets/table-4.js', isDynamicEntry: true },
        'src/routes/site.$subdomain.login.tsx?tsr-split=component': {
          file: 'assets/login-1.js',
          imports: ['src/main.tsx', '_forms-2.js'],
        },
        '_forms-2.js': { file: 'assets/forms-2.js', imports: ['src/main.tsx'] },
        // A route chunk Rollup keyed by its file, as the real build does for the sign-in page.
        '_site._subdomain.waitlist-5.js': {
          file: 'assets/site._subdomain.waitlist-5.js',
          name: 'site._subdomain.waitlist',
          isDynamicEntry: true,
          imports: ['src/main.tsx', '_forms-2.js'],
        },
      }),
    );
    database = await scratchDatabase(engine);
    await prepareDatabase(database, { seedDemo: true });
    const config = loadConfig(
      {},
      { NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_DOMAIN: 'rdv.test' },
    );
    app = await buildApp({ config, database, webDir: dir, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const page = (url: string, host = 'localhost') =>
    app.inject({ method: 'GET', url, headers: { host } });

  it("serves a live business's site at its own address, whatever the case or the port", async () => {
    for (const host of ['maison-lumiere.rdv.test', 'Maison-Lumiere.RDV.test:8080']) {
      const res = await page('/', host);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Maison Lumière Salon</title>');
    }
  });

  it("keeps every path of a business's address on its site (its sign-in is not the console's)", async () => {
    const res = await page('/login?type=user', 'maison-lumiere.rdv.test');
    expect(res.body).toContain('<title>Maison Lumière Salon</title>');
    const asset = await page('/assets/site.js', 'maison-lumiere.rdv.test');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('still answers the API on a business address', async () => {
    const res = await page('/api/no-such-route', 'maison-lumiere.rdv.test');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.stringContaining('not found') });
  });

  it('answers an unknown site with a real 404 page that does not repeat the address typed', async () => {
    const typed = 'no-such-shop-x7';
    for (const [url, host] of [
      ['/', `${typed}.rdv.test`],
      [`/site/${typed}`, 'localhost'],
      ['/', 'a.b.rdv.test'],
      ['/site/%3Cscript%3E', 'localhost'],
    ] as const) {
      const res = await page(url, host);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<title>public-site</title>');
      expect(res.body).not.toContain(typed);
      expect(res.body).not.toContain('<script>');
    }
  });

  it('serves an offline site as forbidden (the page says it is not published)', async () => {
    await database.db
      .update(businesses)
      .set({ is_live: 0 })
      .where(eq(businesses.subdomain, 'maison-lumiere'));
    try {
      expect((await page('/', 'maison-lumiere.rdv.test')).statusCode).toBe(403);
      expect((await page('/site/maison-lumiere')).statusCode).toBe(403);
    } finally {
      await database.db
        .update(businesses)
        .set({ is_live: 1 })
        .where(eq(businesses.subdomain, 'maison-lumiere'));
    }
  });

  it('serves the site at /site/{subdomain} for local use and the preview at /view-theme', async () => {
    const site = await page('/site/maison-lumiere/login');
    expect(site.statusCode).toBe(200);
    expect(site.body).toContain('<title>Maison Lumière Salon</title>');
    const preview = await page('/view-theme/1');
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('<title>public-site</title>');
  });

  /** The payload a site's page carries, parsed back, and the catalogs it preloads. */
  function pageParts(html: string) {
    const data = new RegExp(
      `<script type="application/json" id="${EMBEDDED_SITE_ELEMENT_ID}">(.*?)</script>`,
    ).exec(html);
    const preloads = [
      ...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
    ].map((m) => m[1]);
    return {
      data: data ? (JSON.parse(data[1]!) as { subdomain: string; site: PublicSite }) : null,
      preloads,
    };
  }

  it("writes a live site's payload into its page and preloads the visitor's catalogs", async () => {
    const api = await app.inject({
      method: 'GET',
      url: '/api/site/maison-lumiere',
      headers: { 'x-origin-key': ORIGIN_KEYS.publicSite, 'x-request-type': 'user' },
    });
    // Not booking-en2 nor messages-fr4: the site loads those after its first paint.
    const english = ['/assets/site-en1.js', '/assets/ui-en3.js'];
    // The sign-in page's code (its route and what it imports) comes preloaded too.
    const signIn = [...english, '/assets/login-1.js', '/assets/forms-2.js'];
    for (const [url, host, expected] of [
      ['/site/Maison-Lumiere', 'localhost', english],
      ['/', 'maison-lumiere.rdv.test', english],
      ['/site/Maison-Lumiere/login', 'localhost', signIn],
      ['/login/', 'maison-lumiere.rdv.test', signIn],
      [
        '/waitlist',
        'maison-lumiere.rdv.test',
        [...english, '/assets/site._subdomain.waitlist-5.js', '/assets/forms-2.js'],
      ],
    ] as const) {
      const res = await page(url, host);
      expect(res.statusCode).toBe(200);
      const { data, preloads } = pageParts(res.body);
      expect(data).toEqual({ subdomain: 'maison-lumiere', site: api.json().data });
      expect(preloads).toEqual(expected);
      expect(res.headers.vary).toContain('accept-language');
    }
    const french = await app.inject({
      method: 'GET',
      url: '/site/maison-lumiere',
      headers: { 'accept-language': 'en;q=0.5, fr-FR', 'accept-encoding': 'gzip' },
    });
    expect(french.headers['content-encoding']).toBe('gzip');
    expect(pageParts(gunzipSync(french.rawPayload).toString()).preloads).toEqual([
      '/assets/site-fr1.js',
      '/assets/ui-fr3.js',
    ]);
  });

  it("serves the page in the visitor's language from its first byte, titled and described for search engines", async () => {
    const lang = (html: string) => /<html lang="([^"]+)" data-site-language="([^"]+)">/.exec(html)?.slice(1);
    const served = async (headers: Record<string, string>, url = '/site/maison-lumiere') =>
      (await app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } })).body;

    const english = await served({ 'accept-language': 'en-US,en;q=0.9' });
    expect(lang(english)).toEqual(['en', 'en']);
    expect(english).toContain('<title>Maison Lumière Salon</title>');
    expect(english).not.toContain('<title>public-site</title>');
    expect(english).toContain('<meta name="description" content="Hair, nails and spa care in the heart of downtown Toronto.">');
    expect(english).toContain('<link rel="alternate" hreflang="fr-CA" href="http://localhost/site/maison-lumiere?lang=fr-CA">');
    expect(english).toContain('<link rel="alternate" hreflang="x-default" href="http://localhost/site/maison-lumiere?lang=en">');

    expect(lang(await served({ 'accept-language': 'fr-CA,fr' }))).toEqual(['fr-CA', 'fr-CA']);
    // The address, then the visitor's choice on the switch, before the browser's preferences.
    expect(lang(await served({ 'accept-language': 'fr' }, '/site/maison-lumiere?lang=en'))).toEqual(['en', 'en']);
    expect(lang(await served({ 'accept-language': 'en', cookie: 'a=1; rdv_site_language=fr-CA' }))).toEqual(['fr-CA', 'fr-CA']);
    expect(lang(await served({ cookie: 'rdv_site_language=%E0%A4%A' }))).toEqual(['en', 'en']);

    // A French-first business: an English browser gets French, unless the visitor chose English.
    const [business] = await database.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.subdomain, 'maison-lumiere'));
    await database.db.update(businesses).set({ default_language: 'fr-CA' }).where(eq(businesses.id, business!.id));
    try {
      const french = await served({ 'accept-language': 'en-US,en' });
      expect(lang(french)).toEqual(['fr-CA', 'fr-CA']);
      expect(french).toContain('<link rel="alternate" hreflang="x-default" href="http://localhost/site/maison-lumiere?lang=fr-CA">');
      expect(lang(await served({ 'accept-language': 'en', cookie: 'rdv_site_language=en' }))).toEqual(['en', 'en']);
    } finally {
      await database.db.update(businesses).set({ default_language: 'en-CA' }).where(eq(businesses.id, business!.id));
    }
  });

  it('tells search engines and link previews what the business is, in the language of the page', async () => {
    const html = (await app.inject({ method: 'GET', url: '/site/maison-lumiere?lang=fr-CA', headers: { host: 'localhost' } })).body;
    expect(html).toContain('<link rel="canonical" href="http://localhost/site/maison-lumiere?lang=fr-CA">');
    expect(html).toContain('<meta property="og:title" content="Maison Lumière Salon">');
    expect(html).toContain('<meta property="og:url" content="http://localhost/site/maison-lumiere?lang=fr-CA">');
    expect(html).toContain('<meta property="og:locale" content="fr_CA">');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_CA">');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(ld!) as Record<string, unknown> & {
      address?: Record<string, unknown>;
      openingHoursSpecification: { dayOfWeek: string; opens: string; closes: string }[];
      aggregateRating?: { ratingValue: number; reviewCount: number };
    };
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'LocalBusiness', name: 'Maison Lumière Salon', url: 'http://localhost/site/maison-lumiere?lang=fr-CA' });
    // The tagline the business wrote in French, for the French page.
    expect(data.description).toBe('Coiffure, ongles et soins spa au cœur du centre-ville de Toronto.');
    expect(html).toContain('<meta name="description" content="Coiffure, ongles et soins spa au cœur du centre-ville de Toronto.">');
    expect(data.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'CA' });
    expect(data.openingHoursSpecification.length).toBeGreaterThan(0);
    expect(data.openingHoursSpecification[0]).toMatchObject({ '@type': 'OpeningHoursSpecification', opens: expect.stringMatching(/^\d\d:\d\d$/) });
    // Prices as a French-Canadian reads them: "25,00 $".
    expect(data.priceRange).toMatch(/^\d[\d\s\u202f\u00a0]*,\d\d\s?\$/u);
    // The rating is the site's own review count and mean.
    const site = pageParts(html).data!.site;
    expect(site.review_stats.count).toBeGreaterThan(0);
    expect(data.aggregateRating).toMatchObject({ ratingValue: site.review_stats.average, reviewCount: site.review_stats.count });
  });

  it('answers robots.txt and sitemap.xml: the console and the wizard kept out, the live sites listed', async () => {
    const robots = await page('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Allow: /site/\n');
    expect(robots.body).toContain('Disallow: /site/*/login\n');
    expect(robots.body).toMatch(/\nDisallow: \/\n/);
    expect(robots.body).toContain('Sitemap: http://localhost/sitemap.xml');
    const ownHost = await page('/robots.txt', 'maison-lumiere.rdv.test');
    expect(ownHost.body).toContain('Allow: /\n');
    expect(ownHost.body).not.toMatch(/\nDisallow: \/\n/);
    expect(ownHost.body).toContain('Sitemap: http://maison-lumiere.rdv.test/sitemap.xml');

    const sitemap = await page('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>http://localhost/site/maison-lumiere</loc>');
    expect(sitemap.body).toContain('<xhtml:link rel="alternate" hreflang="fr-CA" href="http://localhost/site/maison-lumiere?lang=fr-CA"/>');
    expect((await page('/sitemap.xml', 'maison-lumiere.rdv.test')).body).toContain('<loc>http://maison-lumiere.rdv.test/</loc>');
    // An offline site is not listed.
    await database.db.update(businesses).set({ is_live: 0 }).where(eq(businesses.subdomain, 'maison-lumiere'));
    try {
      expect((await page('/sitemap.xml')).body).not.toContain('maison-lumiere');
    } finally {
      await database.db.update(businesses).set({ is_live: 1 }).where(eq(businesses.subdomain, 'maison-lumiere'));
    }
  });

  it('keeps what a business typed from breaking out of the page', async () => {
    const name = 'Nails </script><script>alert(1)</script> & <!-- spa';
    const [before] = await database.db
      .select({ id: businesses.id, name: businesses.name })
      .from(businesses)
      .where(eq(businesses.subdomain, 'maison-lumiere'));
    await database.db.update(businesses).set({ name }).where(eq(businesses.id, before!.id));
    try {
      const res = await page('/site/maison-lumiere');
      expect(res.body).not.toContain('<script>alert');
      expect(res.body).not.toContain('<!-- spa');
      expect(res.body).toContain('<title>Nails &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;!-- spa</title>');
      expect(pageParts(res.body).data?.site.business.name).toBe(name);
    } finally {
      await database.db
        .update(businesses)
        .set({ name: before!.name })
        .where(eq(businesses.id, before!.id));
    }
  });

  it('writes nothing into the page of a site that is unknown or offline', async () => {
    expect(pageParts((await page('/site/no-such-shop')).body)).toEqual({
      data: null,
      preloads: [],
    });
    await database.db
      .update(businesses)
      .set({ is_live: 0 })
      .where(eq(businesses.subdomain, 'maison-lumiere'));
    try {
      const res = await page('/site/maison-lumiere');
      expect(res.statusCode).toBe(403);
      expect(pageParts(res.body)).toEqual({ data: null, preloads: [] });
    } finally {
      await database.db
        .update(businesses)
        .set({ is_live: 1 })
        .where(eq(businesses.subdomain, 'maison-lumiere'));
    }
  });

  it('leaves the console and the wizard on the main host', async () => {
    expect((await page('/', 'localhost')).body).toContain('<title>admin-console</title>');
    expect((await page('/appointments', 'rdv.test')).body).toContain(
      '<title>admin-console</title>',
    );
    expect((await page('/signup', 'localhost')).body).toContain('<title>setup-wizard</title>');
  });
});

describe.each(engines)('compressed assets ($name)', (engine) => {
  let dir: string;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'rdv-gzip-'));
    mkdirSync(path.join(dir, 'public-site', 'dist', 'assets'), { recursive: true });
    writeFileSync(
      path.join(dir, 'public-site', 'dist', 'index.html'),
      '<!doctype html><title>site</title>',
    );
    writeFileSync(path.join(dir, 'public-site', 'dist', 'assets', 'site.js'), BUNDLE);
    // A chunk with the build's own brotli copy beside it (scripts/precompress.mjs).
    writeFileSync(path.join(dir, 'public-site', 'dist', 'assets', 'prebuilt.js'), BUNDLE);
    writeFileSync(path.join(dir, 'public-site', 'dist', 'assets', 'prebuilt.js.br'), PREBUILT_BR);
    writeFileSync(
      path.join(dir, 'public-site', 'dist', 'assets', 'photo.png'),
      Buffer.from([137, 80, 78, 71]),
    );
    database = await scratchDatabase(engine);
    app = await buildApp({
      config: loadConfig({}, { LOG_LEVEL: 'silent' }),
      database,
      webDir: dir,
      logger: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const asset = (url: string, encoding?: string) =>
    app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends a bundle brotli- or gzip-compressed to a browser that accepts it, the same bytes once unpacked', async () => {
    const br = await asset('/assets/site.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(BUNDLE.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUNDLE);

    const gz = await asset('/assets/site.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BUNDLE);
  });

  it("sends the build's own brotli copy of an asset when there is one, and gzip from the file itself", async () => {
    const br = await asset('/assets/prebuilt.js', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.rawPayload.equals(PREBUILT_BR)).toBe(true);
    const gz = await asset('/assets/prebuilt.js', 'gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BUNDLE);
  });

  it('sends it as it is to a client that accepts no compression, and never recompresses images', async () => {
    const plain = await asset('/assets/site.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
    const png = await asset('/assets/photo.png', 'br, gzip');
    expect(png.headers['content-encoding']).toBeUndefined();
  });
});

describe('preferredEncoding', () => {
  it('prefers brotli, honours q=0 and wildcards', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('siteSubdomainOf', () => {
  it('reads one label under the site domain and nothing else', () => {
    expect(siteSubdomainOf('salon.rdv.test', 'rdv.test')).toBe('salon');
    expect(siteSubdomainOf('SALON.rdv.test.', 'rdv.test')).toBe('salon');
    expect(siteSubdomainOf('rdv.test', 'rdv.test')).toBeNull();
    expect(siteSubdomainOf('evil-rdv.test', 'rdv.test')).toBeNull();
    expect(siteSubdomainOf('localhost', 'rdv.test')).toBeNull();
    expect(siteSubdomainOf('a.b.rdv.test', 'rdv.test')).toBe('');
    expect(siteSubdomainOf('-bad.rdv.test', 'rdv.test')).toBe('');
  });
});
