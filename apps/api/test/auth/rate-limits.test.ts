import { randomBytes } from 'node:crypto';
import { HttpMessages, ORIGIN_KEYS } from '@rendezvous/domain';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { outboundMail } from '../../src/db/schema';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../support/app';

const OWNER = 'owner@rendezvous.test';
const WRONG = 'wrong-password-123';

type Caller = { call(opts: InjectOptions): Promise<LightMyRequestResponse> };

const signIn = (t: Caller, email: string, password: string, remoteAddress: string, forwardedFor?: string) =>
  t.call({
    method: 'POST',
    url: '/api/login?type=admin',
    payload: { email, password },
    remoteAddress,
    ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
  });

async function statuses(times: number, attempt: (i: number) => Promise<LightMyRequestResponse>): Promise<number[]> {
  const result: number[] = [];
  for (let i = 0; i < times; i++) result.push((await attempt(i)).statusCode);
  return result;
}

function expectTooMany(res: LightMyRequestResponse, retryAfter?: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ message: HttpMessages.tooManyRequests });
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(1);
  if (retryAfter !== undefined) expect(seconds).toBe(retryAfter);
}

describe('failed sign-ins, per account and source (defaults: 5 free, then 1 s doubling)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it("ten wrong passwords from one IP never keep the owner out from another", async () => {
    const attacker = '203.0.113.10';
    expect(await statuses(10, () => signIn(t, OWNER, WRONG, attacker))).toEqual([
      401, 401, 401, 401, 401, 429, 429, 429, 429, 429,
    ]);
    expectTooMany(await signIn(t, OWNER, DEMO_PASSWORD, attacker));
    expect((await signIn(t, OWNER, DEMO_PASSWORD, '198.51.100.20')).statusCode).toBe(200);
  });

  it('answers 429 with Retry-After, and the wait doubles with each further failure', async () => {
    const ip = '203.0.113.11';
    const email = 'consultant@rendezvous.test';
    expect(await statuses(5, () => signIn(t, email, WRONG, ip))).toEqual([401, 401, 401, 401, 401]);
    expectTooMany(await signIn(t, email, WRONG, ip), 1);
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await signIn(t, email, WRONG, ip)).statusCode).toBe(401);
    expectTooMany(await signIn(t, email, WRONG, ip), 2);
  });

  it('gives a burst of parallel guesses no more tries than one at a time would get', async () => {
    const ip = '203.0.113.15';
    const burst = await Promise.all(Array.from({ length: 20 }, () => signIn(t, 'platform@rendezvous.test', WRONG, ip)));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([...Array<number>(5).fill(401), ...Array<number>(15).fill(429)]);
  });

  it('counts the username and the e-mail of one account as one', async () => {
    const ip = '203.0.113.12';
    const forms = ['owner', OWNER, 'OWNER', 'Owner@Rendezvous.test', 'owner'];
    expect(await statuses(5, (i) => signIn(t, forms[i]!, WRONG, ip))).toEqual([401, 401, 401, 401, 401]);
    expectTooMany(await signIn(t, OWNER, DEMO_PASSWORD, ip));
    expectTooMany(await signIn(t, 'owner', DEMO_PASSWORD, ip));
  });

  it('slows an unknown name down the same way, so the answers tell nothing about accounts', async () => {
    const ip = '203.0.113.13';
    expect(await statuses(6, () => signIn(t, 'ghost@example.com', WRONG, ip))).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await signIn(t, 'other-ghost@example.com', WRONG, ip)).statusCode).toBe(401);
  });

  it('starts the count over after a success from that source', async () => {
    const ip = '203.0.113.14';
    expect(await statuses(4, () => signIn(t, OWNER, WRONG, ip))).toEqual([401, 401, 401, 401]);
    expect((await signIn(t, OWNER, DEMO_PASSWORD, ip)).statusCode).toBe(200);
    expect(await statuses(5, () => signIn(t, OWNER, WRONG, ip))).toEqual([401, 401, 401, 401, 401]);
    expectTooMany(await signIn(t, OWNER, WRONG, ip));
  });
});

describe('per-source limits (TRUST_PROXY=1, small budgets)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(undefined, {
      env: {
        TRUST_PROXY: '1',
        SIGN_IN_IP_FAILURE_LIMIT: '3',
        SIGN_UP_IP_LIMIT: '2',
        REFRESH_IP_LIMIT: '2',
        CODE_IP_LIMIT: '3',
        CODE_EMAIL_LIMIT: '2',
      },
    });
  });
  afterAll(() => t?.close());

  it('caps failed sign-ins from one source across accounts, counting failures only', async () => {
    const office = '203.0.113.20';
    // A busy office: its successes spend nothing.
    expect(await statuses(5, () => signIn(t, OWNER, DEMO_PASSWORD, office))).toEqual([200, 200, 200, 200, 200]);
    expect(await statuses(3, (i) => signIn(t, `spray${i}@example.com`, WRONG, office))).toEqual([401, 401, 401]);
    expectTooMany(await signIn(t, 'spray9@example.com', WRONG, office));
    expectTooMany(await signIn(t, OWNER, DEMO_PASSWORD, office));
    expect((await signIn(t, OWNER, DEMO_PASSWORD, '203.0.113.21')).statusCode).toBe(200);
  });

  it('counts only the hop the proxy saw: a forged first X-Forwarded-For entry changes nothing', async () => {
    const proxy = '10.0.0.1';
    const client = '198.51.100.30';
    const forged = (i: number) => `192.0.2.${i + 1}, ${client}`;
    expect(await statuses(3, (i) => signIn(t, `rotate${i}@example.com`, WRONG, proxy, forged(i)))).toEqual([401, 401, 401]);
    expectTooMany(await signIn(t, 'rotate9@example.com', WRONG, proxy, forged(9)));
    // Another client behind the same proxy is someone else.
    expect((await signIn(t, OWNER, DEMO_PASSWORD, proxy, `${client}, 198.51.100.31`)).statusCode).toBe(200);
  });

  it('limits sign-up and register together per source: their "taken" answers are an oracle', async () => {
    const ip = '203.0.113.22';
    const signUp = (remoteAddress: string) =>
      t.call({
        method: 'POST',
        url: '/api/admin',
        payload: { firstname: 'A', lastname: 'B', email: OWNER, password: 'Tulips-in-April-9' },
        remoteAddress,
      });
    expect(await statuses(2, () => signUp(ip))).toEqual([422, 422]);
    expectTooMany(await signUp(ip));
    const register = await t.call({
      method: 'POST',
      url: '/api/register?type=admin',
      payload: { firstname: 'A', lastname: 'B', username: 'owner', email: OWNER, code: 'X', password: 'Maple-Leaf-2026', password_confirmation: 'Maple-Leaf-2026' },
      remoteAddress: ip,
    });
    expectTooMany(register);
    expect((await signUp('203.0.113.23')).statusCode).toBe(422);
  });

  it('limits token refreshes per source', async () => {
    const refresh = (remoteAddress: string) =>
      t.call({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: 'rdv_rt_made-up' }, remoteAddress });
    expect(await statuses(2, () => refresh('203.0.113.24'))).toEqual([401, 401]);
    expectTooMany(await refresh('203.0.113.24'));
    expect((await refresh('203.0.113.25')).statusCode).toBe(401);
  });

  it('limits the verification-code steps per source, across the three steps', async () => {
    const ip = '203.0.113.26';
    const steps = [
      t.call({ method: 'POST', url: '/api/auth/send-verification-code', payload: { email: 'a@example.com' }, remoteAddress: ip }),
      t.call({ method: 'POST', url: '/api/auth/confirm-verification-code', payload: { email: 'b@example.com', verification_code: '000000' }, remoteAddress: ip }),
      t.call({ method: 'POST', url: '/api/auth/update-password', payload: { email: 'c@example.com', verification_code: '000000', password: 'Fresh-Start-2026' }, remoteAddress: ip }),
    ];
    expect((await Promise.all(steps)).map((r) => r.statusCode)).toEqual([200, 422, 422]);
    expectTooMany(await t.call({ method: 'POST', url: '/api/auth/send-verification-code', payload: { email: 'd@example.com' }, remoteAddress: ip }));
  });

  it("never lets someone else's code requests or wrong guesses keep an address's owner from resetting", async () => {
    const email = 'consultant@rendezvous.test';
    const step = (url: string, payload: object, remoteAddress: string) =>
      t.call({ method: 'POST', url: `/api/auth/${url}`, payload: { email, ...payload }, remoteAddress });
    const codesMailed = async () =>
      (await t.database.db.select().from(outboundMail).where(eq(outboundMail.to, email)).orderBy(asc(outboundMail.id)))
        .map((mail) => /code is (\d{6})/.exec(mail.text)?.[1])
        .filter((code) => code !== undefined);
    const owner = '198.51.100.40';
    expect((await step('send-verification-code', {}, owner)).statusCode).toBe(200);
    const [code] = await codesMailed();

    // Others ask for codes and guess from four networks, each to its own budget (2 steps).
    for (const ip of ['203.0.113.40', '203.0.113.41']) {
      expect(await statuses(2, () => step('send-verification-code', {}, ip))).toEqual([200, 200]);
    }
    for (const ip of ['203.0.113.42', '203.0.113.43']) {
      const wrong = code === '000000' ? '111111' : '000000';
      expect(await statuses(2, () => step('confirm-verification-code', { verification_code: wrong }, ip))).toEqual([422, 422]);
    }
    expectTooMany(await step('send-verification-code', {}, '203.0.113.40'));
    // At most three live codes per address: the rest of those requests mailed nothing.
    expect(await codesMailed()).toHaveLength(3);

    // The owner's code still works, within the owner's own budget.
    expect((await step('update-password', { verification_code: code, password: 'Owner-Resets-2026' }, owner)).statusCode).toBe(200);
    expect((await signIn(t, email, 'Owner-Resets-2026', owner)).statusCode).toBe(200);
  });
});

describe("TRUST_PROXY as the proxies' addresses", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(undefined, { seedDemo: false, env: { TRUST_PROXY: '10.0.0.0/8', SIGN_UP_IP_LIMIT: '1' } });
  });
  afterAll(() => t?.close());

  it('counts the first address no listed proxy owns, whatever came before it', async () => {
    const signUp = (email: string, forwardedFor: string) =>
      t.call({
        method: 'POST',
        url: '/api/admin',
        payload: { firstname: 'A', lastname: 'B', email, password: 'Tulips-in-April-9' },
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    expect((await signUp('one@example.com', '192.0.2.1, 198.51.100.40, 10.0.0.3')).statusCode).toBe(201);
    expectTooMany(await signUp('two@example.com', '192.0.2.2, 198.51.100.40, 10.0.0.4'));
    expect((await signUp('three@example.com', '198.51.100.41, 10.0.0.3')).statusCode).toBe(201);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('rate limits in Redis, shared by two API processes', () => {
  // A run of its own, so counters left by an earlier run (or another checkout) never count.
  const prefix = `rdv:test:${randomBytes(4).toString('hex')}`;
  let one: TestApp;
  let other: FastifyInstance;
  let two: Caller;
  beforeAll(async () => {
    one = await startTestApp(undefined, { env: { REDIS_URL: redisUrl!, SIGN_UP_IP_LIMIT: '2' }, rateLimitKeyPrefix: prefix });
    other = await buildApp({ config: one.app.config, database: one.database, logger: false, rateLimitKeyPrefix: prefix });
    await other.ready();
    two = {
      call: ({ headers, ...rest }) =>
        other.inject({ ...rest, headers: { 'x-origin-key': ORIGIN_KEYS.adminConsole, 'x-request-type': 'admin', ...headers } }),
    };
  });
  afterAll(async () => {
    await other?.close();
    await one?.close();
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('counts failed sign-ins made on either process together, and the wait holds on both', async () => {
    const ip = '203.0.113.50';
    expect(await statuses(3, () => signIn(one, OWNER, WRONG, ip))).toEqual([401, 401, 401]);
    expect(await statuses(2, () => signIn(two, 'owner', WRONG, ip))).toEqual([401, 401]);
    expectTooMany(await signIn(one, OWNER, WRONG, ip), 1);
    expectTooMany(await signIn(two, OWNER, DEMO_PASSWORD, ip), 1);
    expect((await signIn(two, OWNER, DEMO_PASSWORD, '198.51.100.50')).statusCode).toBe(200);
  });

  it('gives a burst of parallel guesses spread over both processes the free tries only', async () => {
    const ip = '203.0.113.52';
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(i % 2 ? two : one, 'consultant@rendezvous.test', WRONG, ip)),
    );
    expect(burst.map((r) => r.statusCode).sort()).toEqual([...Array<number>(5).fill(401), ...Array<number>(7).fill(429)]);
  });

  it('spends one per-source budget on either process', async () => {
    const signUp = (t: Caller) =>
      t.call({
        method: 'POST',
        url: '/api/admin',
        payload: { firstname: 'A', lastname: 'B', email: OWNER, password: 'Tulips-in-April-9' },
        remoteAddress: '203.0.113.51',
      });
    expect((await signUp(one)).statusCode).toBe(422);
    expect((await signUp(two)).statusCode).toBe(422);
    expectTooMany(await signUp(one));
    expectTooMany(await signUp(two));
  });
});
