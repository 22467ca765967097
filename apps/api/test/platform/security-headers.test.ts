import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ORIGIN_KEYS } from '@rendezvous/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { prepareDatabase } from '../../src/db/seed';
import { engines, startTestApp } from '../support/app';
import { scratchDatabase } from '../support/database';

/** The policy's directives, each with its sources. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(header, 'Content-Security-Policy').toEqual(expect.any(String));
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectSecurityHeaders(res: LightMyRequestResponse) {
  const policy = csp(res);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('font-src')).toEqual(["'self'"]);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
}

describe('security headers', () => {
  let app: FastifyInstance;
  let database: Database;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'rdv-web-'));
    mkdirSync(path.join(webDir, 'admin-console', 'dist'), { recursive: true });
    writeFileSync(
      path.join(webDir, 'admin-console', 'dist', 'index.html'),
      '<!doctype html><title>Console</title><div id="root"></div>',
    );
    const config = loadConfig({}, { NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '3000' });
    database = await scratchDatabase(engines[0]!);
    await prepareDatabase(database, { seedDemo: false });
    app = await buildApp({ config, database, webDir, logger: false });
    app.get('/api/test/explode', { config: { public: true }, schema: { hide: true } }, async () => {
      throw new Error('boom');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('are on an API JSON response', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res);
  });

  it.each([
    ['a call refused by the header checks (no X-Origin-Key)', '/api/roles', {}, 400],
    ['an unknown API route', '/api/no-such-thing', {}, 404],
    [
      'a masked server error',
      '/api/test/explode',
      { 'x-origin-key': ORIGIN_KEYS.adminConsole },
      500,
    ],
  ])('are on an error: %s', async (_name, url, headers, status) => {
    const res = await app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(status);
    expectSecurityHeaders(res);
  });

  it('are on the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res);
  });

  it('are on the index.html of an SPA', async () => {
    const res = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expectSecurityHeaders(res);
  });

  it('let the app reach its own socket.io websocket, and style elements be written at run time', async () => {
    const policy = csp(await app.inject({ method: 'GET', url: '/sign-in' }));
    expect(policy.get('connect-src')).toEqual(["'self'", 'ws://localhost:3000']);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('serve the API reference with no inline script and no outside source', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res);
    const scripts = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      // Either loaded from this origin, or a data block the browser never runs.
      const src = /\bsrc="([^"]+)"/.exec(attributes!)?.[1];
      if (src) expect(src).toMatch(/^\/api\/docs\//);
      else expect(attributes).toContain('type="application/json"');
      expect(body).toBe('');
    }
    expect(res.body).not.toMatch(/https?:\/\//);
    for (const src of scripts.map(([, attributes]) => /\bsrc="([^"]+)"/.exec(attributes!)?.[1])) {
      if (!src) continue;
      const script = await app.inject({ method: 'GET', url: src });
      expect(script.statusCode, src).toBe(200);
      expect(script.headers['content-type'], src).toMatch(/javascript/);
    }
  });

  it('send no HSTS over http', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(csp(res).has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('security headers behind https', () => {
  it('add HSTS and upgrade insecure requests when PUBLIC_URL is https', async () => {
    const t = await startTestApp(engines[0], {
      seedDemo: false,
      env: { PUBLIC_URL: 'https://book.example.com' },
    });
    try {
      const res = await t.call({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const policy = csp(res);
      expect(policy.has('upgrade-insecure-requests')).toBe(true);
      expect(policy.get('connect-src')).toEqual(["'self'", 'wss://book.example.com']);
      expectSecurityHeaders(res);
    } finally {
      await t.close();
    }
  });
});

describe('security headers with card payments through Stripe', () => {
  let app: FastifyInstance;
  let database: Database;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'rdv-web-'));
    mkdirSync(path.join(webDir, 'public-site', 'dist'), { recursive: true });
    writeFileSync(
      path.join(webDir, 'public-site', 'dist', 'index.html'),
      '<!doctype html><title>Site</title><div id="root"></div>',
    );
    const config = loadConfig(
      {},
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        PORT: '3000',
        SITE_DOMAIN: 'rdv.test',
        STRIPE_SECRET_KEY: 'sk_test_standin000000',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_standin000000',
        STRIPE_WEBHOOK_SECRET: 'whsec_standin000000',
      },
    );
    database = await scratchDatabase(engines[0]!);
    await prepareDatabase(database, { seedDemo: true });
    app = await buildApp({ config, database, webDir, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  // A visitor who pays now on a business's site confirms the card in Stripe Elements: the
  // site's pages (at /site/{subdomain} and on its own address) let Stripe.js, its frames and
  // its API in, as the console's do.
  it.each([
    ['a site page at /site/{subdomain}', { method: 'GET' as const, url: '/site/maison-lumiere' }],
    ['a site page on its own address', { method: 'GET' as const, url: '/', headers: { host: 'maison-lumiere.rdv.test' } }],
  ])('let Stripe Elements load on %s', async (_name, request) => {
    const res = await app.inject(request);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const policy = csp(res);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(policy.get('frame-src')).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(policy.get('connect-src')).toContain('https://api.stripe.com');
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it("let the site's card step read which gateway is active without signing in", async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/stripe/config',
      headers: { 'x-origin-key': ORIGIN_KEYS.publicSite },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ gateway: 'stripe', publishableKey: 'pk_test_standin000000' });
  });
});

describe('security headers without Stripe', () => {
  it('let no Stripe origin in on a site page', async () => {
    const t = await startTestApp(engines[0], { seedDemo: false });
    try {
      const policy = csp(await t.call({ method: 'GET', url: '/site/maison-lumiere' }));
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.has('frame-src')).toBe(false);
      expect(policy.get('connect-src')?.some((s) => s.includes('stripe'))).toBe(false);
    } finally {
      await t.close();
    }
  });
});
