import { ORIGIN_KEYS } from '@rendezvous/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from '../support/app';
import { devMailboxEnabled, loadConfig } from '../../src/config';

describe.each(engines)('HTTP conventions on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, {
      seedDemo: false,
      extend(app) {
        app.get('/api/test/explode', { config: { public: true }, schema: { hide: true } }, async () => {
          throw new Error('secret internals: password=hunter2 at /srv/app.ts:42');
        });
      },
    });
  });
  afterAll(() => t?.close());

  it('wraps a success in { data }', async () => {
    const res = await t.call({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { status: 'ok', uptime_seconds: expect.any(Number), jobs: { due: expect.any(Number), oldest_late_seconds: null } },
    });
  });

  it('answers invalid input with 422, the field messages of the schema, and no change', async () => {
    const res = await t.call({ method: 'POST', url: '/api/login?type=admin', payload: { email: '', password: '' } });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('Email is required');
    expect(body.errors).toEqual({ email: ['Email is required'], password: ['Password is required'] });
  });

  it('masks an unexpected error: a 500 with a generic message and no internals', async () => {
    const res = await t.call({ method: 'GET', url: '/api/test/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Sorry an error occurred while processing your request. Please try again!',
    });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('app.ts');
  });

  it('answers an unknown API route with a 404 message', async () => {
    const res = await t.call({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/not found/);
  });

  describe('headers', () => {
    it('refuses a call without X-Origin-Key', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/roles' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('X-Origin-Key');
    });

    it('refuses an unknown X-Origin-Key', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/roles', headers: { 'x-origin-key': 'evil-app' } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Unknown origin key.' });
    });

    it.each(Object.values(ORIGIN_KEYS))('accepts the app key %s', async (key) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/roles', headers: { 'x-origin-key': key } });
      expect(res.statusCode).toBe(200);
    });

    it('refuses an unknown X-Request-Type', async () => {
      const res = await t.call({ method: 'GET', url: '/api/roles', headers: { 'x-request-type': 'robot' } });
      expect(res.statusCode).toBe(400);
    });

    it.each(['abc', '-1', '1.5', '2147483648', '99999999999999999999'])('refuses the X-Business-Id %s with a 422', async (id) => {
      const res = await t.call({ method: 'GET', url: '/api/roles', headers: { 'x-business-id': id } });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toContain('X-Business-Id');
    });

    it('applies the header and sign-in rules to an encoded path as to the plain one', async () => {
      const noKey = await t.app.inject({ method: 'GET', url: '/%61pi/categories' });
      expect(noKey.statusCode).toBe(400);
      const noToken = await t.call({ method: 'GET', url: '/%61pi/get-admin-by-token' });
      expect(noToken.statusCode).toBe(401);
      const encodedRoute = await t.call({ method: 'GET', url: '/api/get-admin-by-%74oken' });
      expect(encodedRoute.statusCode).toBe(401);
    });

    it('accepts the debug query parameter on any request', async () => {
      const res = await t.call({ method: 'GET', url: '/api/roles?debug=true' });
      expect(res.statusCode).toBe(200);
    });

    it('asks for a token on protected routes', async () => {
      const res = await t.call({ method: 'GET', url: '/api/get-admin-by-token' });
      expect(res.statusCode).toBe(401);
    });
  });

  it('serves the OpenAPI document generated from the route schemas and its reference UI', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(spec.statusCode).toBe(200);
    const doc = spec.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/login']?.post?.requestBody).toBeDefined();
    expect(doc.paths['/api/countries']).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('/api/openapi.json');
  });
});

describe('the development mailbox', () => {
  const mailboxWith = async (env: Record<string, string>, request: { remoteAddress?: string; headers?: Record<string, string> } = {}) => {
    const t = await startTestApp(undefined, { seedDemo: false, env });
    try {
      return (await t.app.inject({ method: 'GET', url: '/api/dev/mail', ...request })).statusCode;
    } finally {
      await t.close();
    }
  };

  it('trusts the socket, never X-Forwarded-For, to tell the machine itself', async () => {
    const forged = { remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '127.0.0.1' } };
    expect(await mailboxWith({ DEV_MAILBOX: 'true', TRUST_PROXY: '1' }, forged)).toBe(404);
  });

  it('does not exist on a deployed server', () => {
    const enabled = (env: Record<string, string>) => devMailboxEnabled(loadConfig({}, env));
    expect(enabled({})).toBe(true);
    expect(enabled({ TRUST_PROXY: '1' })).toBe(false);
    expect(enabled({ PUBLIC_URL: 'https://book.example.com' })).toBe(false);
    expect(enabled({ SMTP_URL: 'smtp://mail.example.com:587' })).toBe(false);
    expect(enabled({ DEV_MAILBOX: 'false' })).toBe(false);
    expect(enabled({ DEV_MAILBOX: 'true', PUBLIC_URL: 'https://book.example.com' })).toBe(true);
    expect(enabled({ DEV_MAILBOX: 'true', SMTP_URL: 'smtp://mail.example.com:587' })).toBe(false);
  });

  it('is not served when off', async () => {
    expect(await mailboxWith({ PUBLIC_URL: 'https://book.example.com' })).toBe(404);
  });

  it('answers the machine itself only: its mail holds verification codes', async () => {
    const t = await startTestApp(undefined, { seedDemo: false });
    try {
      const local = await t.app.inject({ method: 'GET', url: '/api/dev/mail' });
      expect(local.statusCode).toBe(200);
      const remote = await t.app.inject({ method: 'GET', url: '/api/dev/mail', remoteAddress: '203.0.113.7' });
      expect(remote.statusCode).toBe(404);
      const page = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress: '203.0.113.7' });
      expect(page.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
