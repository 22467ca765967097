import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from '../support/app';

describe.each(engines)('business scope and permissions on $name', (engine) => {
  let t: TestApp;
  let ownerA: { token: string; businessId: number };
  let ownerB: { token: string; businessId: number };

  beforeAll(async () => {
    t = await startTestApp(engine);
    const a = await t.signIn('owner@rendezvous.test');
    ownerA = { token: a.token, businessId: a.admin.business_id! };

    const other = await t.signUpOwner('bea@other.test', 'Other Shop');
    ownerB = { token: other.token, businessId: other.businessId };
  });
  afterAll(() => t?.close());

  it('lets an admin read their own business', async () => {
    const res = await t.call({ method: 'GET', url: `/api/business/${ownerA.businessId}`, token: ownerA.token, businessId: ownerA.businessId });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe('Maison Lumière Salon');
  });

  it("answers another business's id with a 404 and no data", async () => {
    const res = await t.call({ method: 'GET', url: `/api/business/${ownerB.businessId}`, token: ownerA.token, businessId: ownerA.businessId });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Other Shop');
  });

  it("refuses X-Business-Id naming another admin's business with a 403", async () => {
    for (const url of [`/api/business/${ownerB.businessId}`, '/api/get-admin-by-token']) {
      const res = await t.call({ method: 'GET', url, token: ownerA.token, businessId: ownerB.businessId });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You do not have access to this business.' });
      expect(res.body).not.toContain('Other Shop');
    }
  });

  it('lets a platform admin act in any business', async () => {
    const platform = await t.signIn('platform@rendezvous.test');
    const res = await t.call({ method: 'GET', url: `/api/business/${ownerB.businessId}`, token: platform.token, businessId: ownerB.businessId });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe('Other Shop');
  });

  it('refuses an action the role does not grant with a 403', async () => {
    const consultant = await t.signIn('consultant@rendezvous.test');
    const res = await t.call({ method: 'POST', url: '/api/business', token: consultant.token, payload: { name: 'Side hustle', category_service_id: 1 } });
    expect(res.statusCode).toBe(403);
  });

  it("does not let an admin edit another business's admin", async () => {
    const b = await t.call({ method: 'GET', url: '/api/get-admin-by-token', token: ownerB.token });
    const res = await t.call({ method: 'PATCH', url: `/api/admin/${b.json().data.id}`, token: ownerA.token, payload: { firstname: 'Hacked' } });
    expect(res.statusCode).toBe(404);
  });

  it('does not let an admin move themselves into another business', async () => {
    const me = (await t.call({ method: 'GET', url: '/api/get-admin-by-token', token: ownerA.token })).json().data;
    const res = await t.call({ method: 'PATCH', url: `/api/admin/${me.id}`, token: ownerA.token, payload: { business_id: ownerB.businessId } });
    expect(res.statusCode).toBe(403);
  });
});
