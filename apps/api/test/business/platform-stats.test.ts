import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from '../support/app';

type SignedIn = Awaited<ReturnType<TestApp['signIn']>>;

describe.each(engines)('GET platform/stats on $name', (engine) => {
  let t: TestApp;
  let platform: SignedIn;
  let owner: SignedIn;

  beforeAll(async () => {
    // The demo seeds its appointments around "now": a fixed day keeps this month's count stable.
    t = await startTestApp(engine, { now: '2027-03-15T12:00:00Z' });
    platform = await t.signIn('platform@rendezvous.test');
    owner = await t.signIn('owner@rendezvous.test');
  });
  afterAll(() => t?.close());

  const stats = (token: string) => t.call({ method: 'GET', url: '/api/platform/stats', token });

  it("gives a platform admin the platform's businesses, admins and this month's appointments", async () => {
    const before = (await stats(platform.token)).json().data;
    expect(before).toMatchObject({ month: '2027-03' });
    expect(before.businesses).toBeGreaterThanOrEqual(1);
    expect(before.admins).toBeGreaterThanOrEqual(3);
    expect(before.appointments_this_month).toBeGreaterThanOrEqual(0);

    await t.signUpOwner('platform-stats-owner@example.com', 'Platform Stats Shop');
    const res = await stats(platform.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      businesses: before.businesses + 1,
      admins: before.admins + 1,
      appointments_this_month: before.appointments_this_month,
    });
  });

  it('refuses a business owner (403) and anyone signed out (401)', async () => {
    expect((await stats(owner.token)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/platform/stats' })).statusCode).toBe(401);
  });

  it('is documented with its operation and error answers', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/openapi.json' })).json();
    const op = doc.paths['/api/platform/stats'].get;
    expect(op.operationId).toBe('platformStats');
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '401', '403']));
  });
});
