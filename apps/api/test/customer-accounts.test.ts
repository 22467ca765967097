import { AuthMessages, CustomerMessages, HttpMessages, ORIGIN_KEYS } from '@rendezvous/domain';
import type { InjectOptions } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundMail } from '../src/db/schema';
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

  it("a client created in the console chooses a password through the site's forgot-password steps", async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/user',
      token: ownerToken,
      payload: {
        firstname: 'Zoé',
        lastname: 'Lavoie',
        email: 'zoe.lavoie@example.org',
        phone: '+1 514-555-0177',
        status: 'active',
      },
    });
    expect(created.statusCode).toBe(201);
    const step = (name: string, payload: Record<string, unknown>) =>
      site({ method: 'POST', url: `/api/site/${SITE}/auth/${name}`, payload });

    const sent = await step('send-verification-code', { email: 'zoe.lavoie@example.org' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(AuthMessages.verificationCodeSent);
    const unknown = await step('send-verification-code', { email: 'nobody@example.org' });
    expect(unknown.json()).toEqual(sent.json());

    const [mail] = await t.database.db
      .select()
      .from(outboundMail)
      .where(eq(outboundMail.to, 'zoe.lavoie@example.org'))
      .orderBy(desc(outboundMail.id))
      .limit(1);
    const code = /code is (\d{6})/.exec(mail!.text)![1]!;

    const wrong = await step('confirm-verification-code', {
      email: 'zoe.lavoie@example.org',
      verification_code: '000000',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(AuthMessages.invalidVerificationCode);
    const confirmed = await step('confirm-verification-code', {
      email: 'zoe.lavoie@example.org',
      verification_code: code,
    });
    expect(confirmed.statusCode).toBe(200);
    const updated = await step('update-password', {
      email: 'zoe.lavoie@example.org',
      verification_code: code,
      password: 'Lavender-Fields-42',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().message).toBe(AuthMessages.passwordUpdated);
    // The code is used up; the new password signs in.
    const reused = await step('update-password', {
      email: 'zoe.lavoie@example.org',
      verification_code: code,
      password: 'Another-Fine-Pass-43',
    });
    expect(reused.statusCode).toBe(422);
    expect((await signIn('zoe.lavoie@example.org', 'Lavender-Fields-42')).statusCode).toBe(200);
    // An admin's reset code does not reset a customer, and the other way round.
    const adminStep = await t.call({
      method: 'POST',
      url: '/api/auth/confirm-verification-code',
      payload: { email: 'zoe.lavoie@example.org', verification_code: code },
    });
    expect(adminStep.statusCode).toBe(422);
  });

  it("keeps a client's reset code and budget their own, whatever others request for the address", async () => {
    const email = 'yves.roy@example.org';
    const created = await t.call({
      method: 'POST',
      url: '/api/user',
      token: ownerToken,
      payload: { firstname: 'Yves', lastname: 'Roy', email, phone: '+1 514-555-0178', status: 'active' },
    });
    expect(created.statusCode).toBe(201);
    const step = (name: string, payload: Record<string, unknown>, remoteAddress: string) =>
      site({ method: 'POST', url: `/api/site/${SITE}/auth/${name}`, payload: { email, ...payload }, remoteAddress });
    const codesMailed = async () =>
      (await t.database.db.select().from(outboundMail).where(eq(outboundMail.to, email)).orderBy(outboundMail.id))
        .map((mail) => /code is (\d{6})/.exec(mail.text)?.[1])
        .filter((code) => code !== undefined);
    const client = '198.51.100.60';
    expect((await step('send-verification-code', {}, client)).statusCode).toBe(200);
    const [code] = await codesMailed();

    // Someone else asks again and again: their own budget runs out, the client's does not.
    const asked = [];
    for (let i = 0; i < 11; i++) asked.push((await step('send-verification-code', {}, '203.0.113.60')).statusCode);
    expect(asked).toEqual([...Array<number>(10).fill(200), 429]);
    expect(await codesMailed()).toHaveLength(3);

    const reset = await step('update-password', { verification_code: code!, password: 'Maple-Syrup-Days-7' }, client);
    expect(reset.statusCode).toBe(200);
    expect((await signIn(email, 'Maple-Syrup-Days-7')).statusCode).toBe(200);
  });

  it("rotates a customer's refresh token; a replayed one ends the session, an admin's is refused", async () => {
    const session = (await signIn('olivia.chen@example.com', DEMO_PASSWORD)).json().data;
    const refresh = (refresh_token: string) =>
      site({ method: 'POST', url: '/api/user/auth/refresh', payload: { refresh_token } });
    const first = await refresh(session.refresh_token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.user).toMatchObject({ firstname: 'Olivia' });
    const next = first.json().data;
    expect((await site({ method: 'GET', url: '/api/user/me', token: next.token })).statusCode).toBe(
      200,
    );

    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    expect((await site({ method: 'GET', url: '/api/user/me', token: next.token })).statusCode).toBe(
      401,
    );

    const admin = await t.signIn('consultant@rendezvous.test');
    expect((await refresh(admin.refresh_token)).statusCode).toBe(401);
    const customerAtAdminRefresh = await t.call({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: {
        refresh_token: (await signIn('olivia.chen@example.com', DEMO_PASSWORD)).json().data
          .refresh_token,
      },
    });
    expect(customerAtAdminRefresh.statusCode).toBe(401);
  });
});
