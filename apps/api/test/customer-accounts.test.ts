import { AuthMessages, CustomerMessages, HttpMessages, ORIGIN_KEYS } from '@rendezvous/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, engines, startTestApp, type TestApp } from './support/app';

const SITE = 'maison-lumiere';

describe.each(engines)('customer accounts on $name', (engine) => {
  let t: TestApp;
  let businessId: number;
  let ownerToken: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    const owner = await t.signIn('owner@rendezvous.test');
    ownerToken = owner.token;
    businessId = owner.admin.business_id!;
  });
  afterAll(() => t.close());

  /** Calls the API as the public site does. */
  const site = ({
    token,
    businessId: business,
    headers,
    ...rest
  }: InjectOptions & { token?: string; businessId?: number }) =>
    t.app.inject({
      ...rest,
      headers: {
        'x-origin-key': ORIGIN_KEYS.publicSite,
        'x-request-type': 'user',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(business ? { 'x-business-id': String(business) } : {}),
        ...headers,
      },
    });
  const signIn = (email: string, password: string, business: number | null = businessId) =>
    site({
      method: 'POST',
      url: '/api/login?type=user',
      businessId: business ?? undefined,
      payload: { email, password },
    });
  const register = (payload: Record<string, unknown>, subdomain = SITE) =>
    site({ method: 'POST', url: `/api/site/${subdomain}/register`, payload });
  const lea = {
    firstname: 'Léa',
    lastname: 'Roy',
    email: 'lea.roy@example.org',
    phone: '+1 514-555-0199',
    password: 'Maple-Syrup-Tuesday-7',
  };

  it('registers a customer on a live site as a client of its business, signed in at once', async () => {
    const res = await register(lea);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(CustomerMessages.registered);
    expect(body.data.token).toMatch(/^rdv_at_/);
    expect(body.data.user).toMatchObject({
      firstname: 'Léa',
      email: 'lea.roy@example.org',
      business_id: businessId,
      morph_class: 'user',
      status: 'active',
    });
    expect(body.data.user).not.toHaveProperty('password');
    // The owner now finds her among the clients.
    const clients = await t.call({
      method: 'GET',
      url: '/api/user/find?query=lea.roy',
      token: ownerToken,
    });
    expect(clients.json().data.map((c: { email: string }) => c.email)).toContain(
      'lea.roy@example.org',
    );
  });

  it('refuses a second account with the same email in any case, a common password, and bad fields', async () => {
    const again = await register({ ...lea, email: 'LEA.ROY@example.org' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email).toEqual([CustomerMessages.emailTaken]);

    const common = await register({ ...lea, email: 'other@example.org', password: 'password123' });
    expect(common.statusCode).toBe(422);
    expect(common.json().errors.password).toEqual([AuthMessages.passwordCommon]);

    const missing = await register({ ...lea, firstname: '', email: 'nope', phone: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({
      firstname: ['First name is required'],
      email: ['Email must be valid'],
      phone: ['Phone is required'],
    });
  });

  it('registers only on a published site, without echoing the subdomain', async () => {
    const unknown = await register({ ...lea, email: 'x@example.org' }, 'no-such-shop');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CustomerMessages.siteNotFound);
    expect(unknown.body).not.toContain('no-such-shop');

    const other = await t.signUpOwner('offline.owner@example.org', 'Offline Shop');
    const named = await t.call({
      method: 'PATCH',
      url: `/api/business/${other.businessId}`,
      token: other.token,
      payload: { subdomain: 'offline-shop' },
    });
    expect(named.statusCode).toBe(200);
    const offline = await register({ ...lea, email: 'y@example.org' }, 'offline-shop');
    expect(offline.statusCode).toBe(403);
    expect(offline.json().message).toBe(CustomerMessages.siteNotPublished);
  });

  it("signs in with login?type=user in the site's business, and only there", async () => {
    const ok = await signIn('Olivia.Chen@example.com', DEMO_PASSWORD);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user).toMatchObject({
      firstname: 'Olivia',
      morph_class: 'user',
      business_id: businessId,
    });
    expect(ok.json().data.refresh_token).toMatch(/^rdv_rt_/);

    const wrong = await signIn('olivia.chen@example.com', 'not-her-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(AuthMessages.invalidCredentials);

    const noBusiness = await signIn('olivia.chen@example.com', DEMO_PASSWORD, null);
    expect(noBusiness.statusCode).toBe(422);
    expect(noBusiness.json().message).toBe(CustomerMessages.businessRequired);

    // An admin's credentials are not a customer's, and a customer's are not an admin's.
    const adminAsCustomer = await signIn('owner@rendezvous.test', DEMO_PASSWORD);
    expect(adminAsCustomer.statusCode).toBe(401);
    const customerAsAdmin = await t.call({
      method: 'POST',
      url: '/api/login?type=admin',
      payload: { email: 'olivia.chen@example.com', password: DEMO_PASSWORD },
    });
    expect(customerAsAdmin.statusCode).toBe(401);
  });

  it('refuses an inactive client with a clear message after checking the password', async () => {
    const res = await signIn('lucas.martin@example.com', DEMO_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CustomerMessages.accountInactive);
  });

  it("GET user/me answers the customer's own token only", async () => {
    const { token } = (await signIn('sophie.gagnon@example.com', DEMO_PASSWORD)).json().data;
    const me = await site({ method: 'GET', url: '/api/user/me', token });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      firstname: 'Sophie',
      email: 'sophie.gagnon@example.com',
    });

    const anonymous = await site({ method: 'GET', url: '/api/user/me' });
    expect(anonymous.statusCode).toBe(401);
    const asAdmin = await t.call({ method: 'GET', url: '/api/user/me', token: ownerToken });
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().message).toBe(CustomerMessages.notCustomer);
    const otherBusiness = await site({
      method: 'GET',
      url: '/api/user/me',
      token,
      businessId: businessId + 1000,
    });
    expect(otherBusiness.statusCode).toBe(403);
    expect(otherBusiness.json().message).toBe(HttpMessages.businessMismatch);
  });

  it('a customer token never passes an admin route', async () => {
    const { token } = (await signIn('ethan.nguyen@example.com', DEMO_PASSWORD)).json().data;
    for (const [method, url] of [
      ['GET', '/api/appointments?filterByBusiness=true'],
      ['GET', '/api/get-admin-by-token'],
      ['GET', '/api/users?filterByBusiness=true'],
    ] as const) {
      const res = await t.call({ method, url, token, businessId });
      expect([401, 403]).toContain(res.statusCode);
    }
  });

  it('logout?type=user revokes the customer session; an admin signs out as before', async () => {
    const { token } = (await signIn('ava.singh@example.com', DEMO_PASSWORD)).json().data;
    const out = await site({ method: 'POST', url: '/api/logout?type=user', token });
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe(AuthMessages.signedOut);
    expect((await site({ method: 'GET', url: '/api/user/me', token })).statusCode).toBe(401);

    const admin = await t.signIn('consultant@rendezvous.test');
    expect(
      (await t.call({ method: 'POST', url: '/api/logout?type=admin', token: admin.token }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.call({ method: 'GET', url: '/api/get-admin-by-token', token: admin.token }))
        .statusCode,
    ).toBe(401);
  });

  it('counts failed customer sign-ins per account: past the free tries the next one waits (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await signIn('chloe.bouchard@example.com', `wrong-${i}-password`)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
  });
});
