import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_BOOKING_HORIZON_DAYS } from '@rendezvous/domain';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentCharges, merchants, paymentMethods } from '../src/db/schema';
import { demoIds } from './appointments/fixtures';
import { startTestApp, type TestApp } from './support/app';

const WEBHOOK_SECRET = 'whsec_standin_test_secret_0001';

interface Recorded {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey: string | undefined;
}

/**
 * A local stand-in for the parts of Stripe's REST API the gateway uses: form-encoded requests,
 * JSON answers shaped like Stripe's, idempotency keys honoured, a 402 card error for the card
 * that declines. No network beyond this machine.
 */
function stripeStandIn() {
  const requests: Recorded[] = [];
  const setupIntents = new Map<string, Record<string, unknown>>();
  const methods = new Map<string, Record<string, unknown>>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let seq = 0;
  const next = (prefix: string) => `${prefix}_standin${++seq}`;

  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => resolve(body));
    });

  function answer(r: Recorded): { status: number; body: unknown } {
    const { method, path, form } = r;
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') return { status: 200, body: { id: next('cus'), object: 'customer', ...form } };
    if (method === 'POST' && path === '/v1/setup_intents') {
      const id = next('seti');
      const intent = { id, object: 'setup_intent', client_secret: `${id}_secret_abc`, status: 'requires_payment_method', customer: form.customer ?? null, payment_method: null };
      setupIntents.set(id, intent);
      return { status: 200, body: intent };
    }
    if (method === 'GET' && (m = /^\/v1\/setup_intents\/([\w]+)$/.exec(path))) {
      const intent = setupIntents.get(m[1]!);
      return intent ? { status: 200, body: intent } : { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such setupintent' } } };
    }
    if (method === 'GET' && (m = /^\/v1\/payment_methods\/([\w]+)$/.exec(path))) {
      const pm = methods.get(m[1]!);
      return pm ? { status: 200, body: pm } : { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such PaymentMethod' } } };
    }
    if (method === 'POST' && (m = /^\/v1\/payment_methods\/([\w]+)\/(attach|detach)$/.exec(path))) {
      const pm = methods.get(m[1]!)!;
      pm.customer = m[2] === 'attach' ? form.customer : null;
      return { status: 200, body: pm };
    }
    if (method === 'POST' && path === '/v1/accounts') return { status: 200, body: { id: next('acct'), object: 'account', details_submitted: false, charges_enabled: false } };
    if (method === 'POST' && path === '/v1/account_links') {
      return { status: 200, body: { object: 'account_link', url: `https://connect.stripe.test/setup/${form.account}`, expires_at: 0 } };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = next('pi');
      const pm = methods.get(form.payment_method!);
      if ((pm?.card as { last4?: string } | undefined)?.last4 === '0341') {
        return {
          status: 402,
          body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.', payment_intent: { id, object: 'payment_intent', status: 'requires_payment_method' } } },
        };
      }
      return { status: 200, body: { id, object: 'payment_intent', status: 'succeeded', amount: Number(form.amount), currency: form.currency } };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } };
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    const text = await read(req);
    const form = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : text));
    const key = req.headers['idempotency-key'] as string | undefined;
    const recorded = { method: req.method ?? 'GET', path: url.pathname, form, idempotencyKey: key };
    requests.push(recorded);
    const cached = key ? idempotent.get(key) : undefined;
    const result = cached ?? answer(recorded);
    if (key && !cached) idempotent.set(key, result);
    res.writeHead(result.status, { 'content-type': 'application/json', 'request-id': `req_${seq}` });
    res.end(JSON.stringify(result.body));
  });

  return {
    server,
    requests,
    /** What Stripe.js does in the browser: the customer enters a card and the intent succeeds. */
    confirm(clientSecret: string, last4: string, brand = 'visa') {
      const intent = [...setupIntents.values()].find((i) => i.client_secret === clientSecret)!;
      const pm = { id: next('pm'), object: 'payment_method', type: 'card', customer: intent.customer, card: { brand, last4, exp_month: 4, exp_year: 2031 } };
      methods.set(pm.id, pm);
      Object.assign(intent, { status: 'succeeded', payment_method: pm.id });
      return pm.id;
    },
  };
}

describe('payments (Stripe adapter against a local stand-in)', () => {
  let t: TestApp;
  let stand: ReturnType<typeof stripeStandIn>;
  let owner: { token: string; admin: { id: number; business_id: number | null } };

  beforeAll(async () => {
    stand = stripeStandIn();
    await new Promise<void>((resolve) => stand.server.listen(0, '127.0.0.1', resolve));
    const { port } = stand.server.address() as AddressInfo;
    t = await startTestApp(undefined, {
      bookingHorizonDays: MAX_BOOKING_HORIZON_DAYS,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_standin000000',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_standin000000',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: `http://127.0.0.1:${port}`,
      },
    });
    owner = await t.signIn('owner@rendezvous.test');
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => stand.server.close(resolve));
  });

  const post = (url: string, payload: Record<string, unknown>) => t.call({ method: 'POST', url: `/api${url}`, token: owner.token, payload });
  const get = (url: string) => t.call({ method: 'GET', url: `/api${url}`, token: owner.token });

  it('gives the browser the publishable key, lets Stripe Elements load, and offers no sandbox form', async () => {
    const config = await t.call({ method: 'GET', url: '/api/stripe/config' });
    expect(config.json().data).toEqual({ gateway: 'stripe', publishableKey: 'pk_test_standin000000' });
    const policy = String(config.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(policy).toMatch(/frame-src https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
    const intent = (await post('/stripe/create-setup-intent', {})).json().data.clientSecret as string;
    const sandbox = await post('/stripe/sandbox/confirm-setup-intent', {
      client_secret: intent,
      card_number: '4242424242424242',
      exp_month: 1,
      exp_year: 2031,
      cvc: '123',
    });
    expect(sandbox.statusCode).toBe(404);
  });

  it("saves a guest's card through Stripe and charges it off-session once when the appointment is completed", async () => {
    const ids = await demoIds(t, owner.admin.business_id!);
    const customer = await post('/stripe/create-customer', { customerType: 'guest', customerTypeId: ids.mia.id });
    expect(customer.statusCode).toBe(201);
    const created = stand.requests.find((r) => r.path === '/v1/customers')!;
    expect(created.form).toMatchObject({ email: ids.mia.email, 'metadata[customerable_type]': 'guest' });

    const intent = await post('/stripe/create-setup-intent', { merchantCustomerId: customer.json().data.id });
    const { clientSecret, accountId } = intent.json().data as { clientSecret: string; accountId: string | null };
    // The demo business's merchant is onboarded: its account receives the charges.
    expect(accountId).toBe('acct_sandbox_maisonlumiere');
    expect(stand.requests.at(-1)!.form).toMatchObject({ usage: 'off_session' });
    const pm = stand.confirm(clientSecret, '4242');

    const read = await get(`/stripe/setup-intent?client_secret=${clientSecret}`);
    expect(read.json().data).toMatchObject({ status: 'succeeded', payment_method: pm });
    expect((await get('/stripe/setup-intent?client_secret=seti_standin999_secret_abc')).statusCode).toBe(404);

    const saved = await post('/merchant-customer-payment-method', {
      merchant_customers_id: customer.json().data.id,
      payment_method: pm,
      status: 'active',
      is_default: 1,
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data).toMatchObject({ brand: 'visa', identifier: '4242', exp_month: 4, exp_year: 2031 });

    const booked = await post('/appointment', {
      consultant_id: ids.owner.id,
      customer_type: 'guest',
      customerable_id: ids.mia.id,
      date: '2030-06-11',
      start_time: '10:00',
      end_time: '10:30',
      services: [ids.offering(ids.owner.id, "Men's cut")],
      pay_now: 1,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const appointment = booked.json().data as { id: number; total: number };
    for (const status of ['completed', 'active', 'completed']) {
      await t.call({ method: 'PUT', url: `/api/appointment/${appointment.id}`, token: owner.token, payload: { status } });
    }
    const charges = stand.requests.filter((r) => r.path === '/v1/payment_intents');
    expect(charges).toHaveLength(1);
    const [row] = await t.database.db.select().from(appointmentCharges).where(eq(appointmentCharges.appointment_id, appointment.id));
    expect(charges[0]!.idempotencyKey).toBe(row!.idempotency_key);
    expect(charges[0]!.form).toMatchObject({
      amount: String(appointment.total),
      currency: 'cad',
      payment_method: pm,
      off_session: 'true',
      confirm: 'true',
      'transfer_data[destination]': 'acct_sandbox_maisonlumiere',
    });
    const charge = (await get(`/appointment/${appointment.id}/charge`)).json().data;
    expect(charge).toMatchObject({ gateway: 'stripe', status: 'succeeded', payment_intent: expect.stringMatching(/^pi_standin/) });
  });

  it('charges the customer of a second install on the same Stripe account: no two charges share an idempotency key', async () => {
    // A second install (its own database, so the same appointment ids) on the same account.
    const { port } = stand.server.address() as AddressInfo;
    const second = await startTestApp(undefined, {
      bookingHorizonDays: MAX_BOOKING_HORIZON_DAYS,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_standin000000',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_standin000000',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: `http://127.0.0.1:${port}`,
      },
    });
    try {
      const { token, admin } = await second.signIn('owner@rendezvous.test');
      const call = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: Record<string, unknown>) =>
        second.call({ method, url: `/api${url}`, token, payload });
      const ids = await demoIds(second, admin.business_id!);
      const customer = (await call('POST', '/stripe/create-customer', { customerType: 'guest', customerTypeId: ids.mia.id })).json().data;
      const { clientSecret } = (await call('POST', '/stripe/create-setup-intent', { merchantCustomerId: customer.id })).json().data;
      const pm = stand.confirm(clientSecret, '4242');
      await call('POST', '/merchant-customer-payment-method', { merchant_customers_id: customer.id, payment_method: pm, status: 'active', is_default: 1 });
      const booked = await call('POST', '/appointment', {
        consultant_id: ids.owner.id,
        customer_type: 'guest',
        customerable_id: ids.mia.id,
        date: '2030-06-11',
        start_time: '10:00',
        end_time: '10:30',
        services: [ids.offering(ids.owner.id, "Men's cut")],
        pay_now: 1,
      });
      const id = booked.json().data.id as number;
      // The first install charged its own appointment of that id.
      expect((await get(`/appointment/${id}/charge`)).json().data).toMatchObject({ status: 'succeeded' });
      await call('PUT', `/appointment/${id}`, { status: 'completed' });
      const charges = stand.requests.filter((r) => r.path === '/v1/payment_intents');
      expect(charges).toHaveLength(2);
      expect(charges[1]!.form.payment_method).toBe(pm);
      expect(charges[1]!.idempotencyKey).not.toBe(charges[0]!.idempotencyKey);
      const charge = (await call('GET', `/appointment/${id}/charge`)).json().data;
      const first = (await get(`/appointment/${id}/charge`)).json().data;
      expect(charge.payment_intent).not.toBe(first.payment_intent);
    } finally {
      await second.close();
    }
  });

  it('records a card declined by Stripe on the charge', async () => {
    const ids = await demoIds(t, owner.admin.business_id!);
    const customer = (await post('/stripe/create-customer', { customerType: 'guest', customerTypeId: ids.mia.id })).json().data;
    const { clientSecret } = (await post('/stripe/create-setup-intent', { merchantCustomerId: customer.id })).json().data;
    const pm = stand.confirm(clientSecret, '0341');
    await post('/merchant-customer-payment-method', { merchant_customers_id: customer.id, payment_method: pm, status: 'active', is_default: 1 });
    const booked = await post('/appointment', {
      consultant_id: ids.owner.id,
      customer_type: 'guest',
      customerable_id: ids.mia.id,
      date: '2030-06-18',
      start_time: '10:00',
      end_time: '10:30',
      services: [ids.offering(ids.owner.id, "Men's cut")],
      pay_now: 1,
    });
    const id = booked.json().data.id as number;
    await t.call({ method: 'PUT', url: `/api/appointment/${id}`, token: owner.token, payload: { status: 'completed' } });
    const charge = (await get(`/appointment/${id}/charge`)).json().data;
    expect(charge).toMatchObject({ status: 'failed', failure_message: 'Your card was declined.', payment_intent: expect.stringMatching(/^pi_/) });
  });

  it("a website visitor pays now through Stripe: the site's setup intent is Stripe's, and the card Elements confirmed is saved to the new guest with the booking", async () => {
    const config = await t.site({ method: 'GET', url: '/api/stripe/config' });
    expect(config.json().data).toEqual({ gateway: 'stripe', publishableKey: 'pk_test_standin000000' });
    const intent = await t.site({ method: 'POST', url: '/api/site/maison-lumiere/payments/setup-intent', payload: {} });
    expect(intent.statusCode).toBe(200);
    const clientSecret = intent.json().data.clientSecret as string;
    expect(clientSecret).toMatch(/^seti_standin\d+_secret_/);
    expect(stand.requests.at(-1)!.form).toMatchObject({ usage: 'off_session', 'metadata[source]': 'website' });
    // The sandbox form is not offered with Stripe.
    const sandbox = await t.site({
      method: 'POST',
      url: '/api/site/maison-lumiere/payments/sandbox/confirm-setup-intent',
      payload: { client_secret: clientSecret, card_number: '4242424242424242', exp_month: 1, exp_year: 2031, cvc: '123' },
    });
    expect(sandbox.statusCode).toBe(404);

    const ids = await demoIds(t, owner.admin.business_id!);
    const slot = {
      consultant_id: ids.owner.id,
      consultant_service_ids: [ids.offering(ids.owner.id, "Men's cut")],
      date: '2030-06-25',
      start_time: '10:00',
      end_time: '10:30',
      pay_now: 1,
      guest: { firstname: 'Elle', lastname: 'Stripe', email: 'elle.stripe@example.org', phone: '+1 514-555-0142' },
    };
    // Not yet confirmed in Elements: refused, nothing booked.
    const early = await t.site({ method: 'POST', url: '/api/site/maison-lumiere/appointments', payload: { ...slot, setup_intent_client_secret: clientSecret } });
    expect(early.statusCode).toBe(422);

    const pm = stand.confirm(clientSecret, '4242');
    const booked = await t.site({ method: 'POST', url: '/api/site/maison-lumiere/appointments', payload: { ...slot, setup_intent_client_secret: clientSecret } });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(stand.requests.some((r) => r.path === `/v1/payment_methods/${pm}/attach`)).toBe(true);
    const [card] = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.payment_method, pm));
    expect(card).toMatchObject({ brand: 'visa', is_default: 1, status: 'active' });
  });

  it('onboards with a Stripe account link; the signed account.updated webhook completes it once', async () => {
    const other = await t.signUpOwner('stripe.other@example.test', 'Stripe Other Shop');
    const link = await t.call({ method: 'GET', url: `/api/stripe/account-link?type=business&type_id=${other.businessId}`, token: other.token });
    expect(link.statusCode).toBe(200);
    const [merchant] = await t.database.db.select().from(merchants).where(eq(merchants.business_id, other.businessId));
    expect(link.json().data.url).toBe(`https://connect.stripe.test/setup/${merchant!.account_id}`);
    const linkRequest = stand.requests.find((r) => r.path === '/v1/account_links')!;
    expect(linkRequest.form).toMatchObject({ type: 'account_onboarding', account: merchant!.account_id });
    expect(linkRequest.form.return_url).toMatch(/\/business\/profile\?tab=integrations$/);

    const payload = JSON.stringify({
      id: 'evt_standin_acct',
      object: 'event',
      type: 'account.updated',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: merchant!.account_id, object: 'account', details_submitted: true, charges_enabled: true } },
    });
    const send = (secret: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
      });
    // The sandbox's secret is not Stripe's: refused.
    expect((await send('whsec_rendezvous_sandbox_local_secret')).statusCode).toBe(400);
    expect((await send(WEBHOOK_SECRET)).json()).toEqual({ received: true, duplicate: false });
    expect((await send(WEBHOOK_SECRET)).json()).toEqual({ received: true, duplicate: true });
    const [after] = await t.database.db.select().from(merchants).where(eq(merchants.business_id, other.businessId));
    expect(after!.onboarding_completed).toBe(true);
  });
});

describe('Stripe settings', () => {
  it('stop start-up when only some of the three are set, naming the missing ones', async () => {
    const { loadConfig, ConfigError } = await import('../src/config');
    expect(() => loadConfig({}, { STRIPE_SECRET_KEY: 'sk_test_standin000000' })).toThrow(ConfigError);
    try {
      loadConfig({}, { STRIPE_SECRET_KEY: 'sk_test_standin000000' });
    } catch (error) {
      expect((error as InstanceType<typeof ConfigError>).issues.map((i) => i.variable)).toEqual([
        'STRIPE_PUBLISHABLE_KEY',
        'STRIPE_WEBHOOK_SECRET',
      ]);
    }
    expect(() => loadConfig({}, { STRIPE_PUBLISHABLE_KEY: 'sk_test_wrongkind000' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
  });
});
