import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { businesses } from '../../src/db/schema';
import { prepareDatabase } from '../../src/db/seed';
import { siteSubdomainOf } from '../../src/plugins/web';
import { engines, scratchDatabase } from '../support/database';
import type { Database } from '../../src/db/client';

const SPAS = ['admin-console', 'setup-wizard', 'public-site'] as const;

describe.each(engines)('business sites by host and path ($name)', (engine) => {
  let dir: string;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'rdv-sites-'));
    for (const spa of SPAS) {
      mkdirSync(path.join(dir, spa, 'dist', 'assets'), { recursive: true });
      writeFileSync(path.join(dir, spa, 'dist', 'index.html'), `<!doctype html><title>${spa}</title>`);
    }
    writeFileSync(path.join(dir, 'public-site', 'dist', 'assets', 'site.js'), 'export {};');
    database = await scratchDatabase(engine);
    await prepareDatabase(database, { seedDemo: true });
    const config = loadConfig({}, { NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_DOMAIN: 'rdv.test' });
    app = await buildApp({ config, database, webDir: dir, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const page = (url: string, host = 'localhost') => app.inject({ method: 'GET', url, headers: { host } });

  it("serves a live business's site at its own address, whatever the case or the port", async () => {
    for (const host of ['maison-lumiere.rdv.test', 'Maison-Lumiere.RDV.test:8080']) {
      const res = await page('/', host);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>public-site</title>');
    }
  });

  it("keeps every path of a business's address on its site (its sign-in is not the console's)", async () => {
    const res = await page('/login?type=user', 'maison-lumiere.rdv.test');
    expect(res.body).toContain('<title>public-site</title>');
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
    await database.db.update(businesses).set({ is_live: 0 }).where(eq(businesses.subdomain, 'maison-lumiere'));
    try {
      expect((await page('/', 'maison-lumiere.rdv.test')).statusCode).toBe(403);
      expect((await page('/site/maison-lumiere')).statusCode).toBe(403);
    } finally {
      await database.db.update(businesses).set({ is_live: 1 }).where(eq(businesses.subdomain, 'maison-lumiere'));
    }
  });

  it('serves the site at /site/{subdomain} for local use and the preview at /view-theme', async () => {
    const site = await page('/site/maison-lumiere/login');
    expect(site.statusCode).toBe(200);
    expect(site.body).toContain('<title>public-site</title>');
    const preview = await page('/view-theme/1');
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('<title>public-site</title>');
  });

  it('leaves the console and the wizard on the main host', async () => {
    expect((await page('/', 'localhost')).body).toContain('<title>admin-console</title>');
    expect((await page('/appointments', 'rdv.test')).body).toContain('<title>admin-console</title>');
    expect((await page('/signup', 'localhost')).body).toContain('<title>setup-wizard</title>');
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
