import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestIdOf } from '../../src/app';
import { engines, startTestApp, type TestApp } from '../support/app';

/*
 * Operations (issue 27): GET /metrics in Prometheus' format for a scraper holding
 * METRICS_TOKEN, and a request id in every answer and every log line of its request.
 */

const TOKEN = 'scraper-token-for-the-tests-0123456789';

/** The value of one sample line (`name{labels} value`) in a Prometheus text answer. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe.each(engines)('metrics on $name', (engine) => {
  let t: TestApp;
  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  beforeAll(async () => {
    t = await startTestApp(engine, { env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  it('answers only the scraper holding the token', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const refused = await scrape(authorization);
      expect(refused.statusCode, String(authorization)).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(refused.body).not.toContain('http_requests_total');
    }
    const allowed = await scrape(`Bearer ${TOKEN}`);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('counts requests and their latency by route pattern, method and status, never by URL', async () => {
    const owner = await t.signIn('owner@rendezvous.test');
    for (let i = 0; i < 3; i++) expect((await t.call({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const missing = await t.call({
      method: 'GET',
      url: '/api/appointment/2147483000',
      token: owner.token,
      businessId: owner.admin.business_id!,
    });
    expect(missing.statusCode).toBe(404);

    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, 'http_requests_total', '{method="GET",route="/api/health",status="200"}')).toBeGreaterThanOrEqual(3);
    expect(sample(text, 'http_requests_total', '{method="GET",route="/api/appointment/:id",status="404"}')).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', '{method="GET",route="/api/appointment/:id",status="404"}'),
    ).toBe(1);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health",status="200"}');
    // No URL with an id in it ever becomes a label.
    expect(text).not.toContain('2147483000');
  });

  it("tells the job queue's due jobs and lag, the open sockets, the pool on PostgreSQL and Node's own figures", async () => {
    const owner = await t.signIn('owner@rendezvous.test');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const socket: Socket = await new Promise((resolve, reject) => {
      const s = connect(url, { auth: { token: owner.token }, transports: ['websocket'], reconnection: false });
      s.once('connect', () => resolve(s));
      s.once('connect_error', reject);
    });
    try {
      const text = (await scrape(`Bearer ${TOKEN}`)).body;
      expect(sample(text, 'socketio_connected_sockets')).toBe(1);
      expect(sample(text, 'job_queue_due_jobs')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'job_queue_lag_seconds')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
      if (engine.name === 'postgres') {
        expect(sample(text, 'db_pool_connections', '{state="total"}')).toBeGreaterThanOrEqual(1);
        expect(sample(text, 'db_pool_connections', '{state="waiting"}')).toBe(0);
      } else {
        expect(text).not.toContain('db_pool_connections');
      }
    } finally {
      socket.close();
    }
  });
});

describe('without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engines[0]!);
  });
  afterAll(() => t.close());

  it('has no /metrics at all', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer anything-at-all-here' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('http_requests_total');
  });

  // Fastify binds the same id to each log line of the request (pino's reqId).
  it("returns each request's id, keeping a proxy's plain one", async () => {
    const seen = (await t.call({ method: 'GET', url: '/api/health' })).headers['x-request-id'];
    expect(seen).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const again = (await t.call({ method: 'GET', url: '/api/health' })).headers['x-request-id'];
    expect(again).not.toBe(seen);

    const fromProxy = await t.call({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-7f3a9c21.0001' } });
    expect(fromProxy.headers['x-request-id']).toBe('lb-7f3a9c21.0001');
    // A refused request carries it too.
    const refused = await t.app.inject({ method: 'GET', url: '/api/appointments', headers: { 'x-request-id': 'lb-7f3a9c21.0002' } });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.headers['x-request-id']).toBe('lb-7f3a9c21.0002');
  });

  it("replaces a proxy's id that is not a plain bounded token", () => {
    expect(requestIdOf('lb-7f3a9c21.0001')).toBe('lb-7f3a9c21.0001');
    for (const hostile of ['short', 'has spaces in it', 'line\nbreak-injected', 'x'.repeat(129), '<script>alert(1)</script>']) {
      expect(requestIdOf(hostile), hostile).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(requestIdOf(['a-first-id-1', 'a-second-id-2'])).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
