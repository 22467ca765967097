import { ORIGIN_KEYS } from '@rendezvous/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from '../support/app';

describe.each(engines)('HTTP conventions on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, {
      seedDemo: false,
      extend(app) {
        app.get('/api/test/explode', { config: { public: true } }, async () => {
          throw new Error('secret internals: password=hunter2 at /srv/app.ts:42');
        });
      },
    });
  });
  afterAll(() => t?.close());

  it('wraps a success in { data }', async () => {
    const res = await t.call({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok', uptime_seconds: expect.any(Number) } });
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

    it('refuses a malformed X-Business-Id', async () => {
      const res = await t.call({ method: 'GET', url: '/api/roles', headers: { 'x-business-id': 'abc' } });
      expect(res.statusCode).toBe(400);
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
