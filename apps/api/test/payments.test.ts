import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  AppointmentMessages,
  MAX_BOOKING_HORIZON_DAYS,
  PaymentMessages,
  TIP_MAX_PERCENT,
  formatMoney,
} from '@rendezvous/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentCharges, appointments, merchants, outboundMail, paymentMethods } from '../src/db/schema';
import { clock } from '../src/lib/clock';
import { createPaymentGateway, paymentGatewayFor, type SandboxPaymentGateway } from '../src/gateways/payments';
import { demoIds } from './appointments/fixtures';
import { scratchDataDir } from './files/support';
import { engines, startTestApp, type TestApp } from './support/app';

/** The sandbox's secret before it was made per install: published in the source. */
const PUBLISHED_SECRET = 'whsec_rendezvous_sandbox_local_secret';

type Json = Record<string, unknown>;

describe.each(engines)('payments (sandbox gateway) on $name', (engine) => {
  let t: TestApp;
  let owner: { token: string; admin: { id: number; business_id: number | null } };
  let other: { token: string; id: number; businessId: number };
  let businessId: number;

  beforeAll(async () => {
    t = await startTestApp(engine, { bookingHorizonDays: MAX_BOOKING_HORIZON_DAYS });
    owner = await t.signIn('owner@rendezvous.test');
    businessId = owner.admin.business_id!;
    other = await t.signUpOwner('payments.other@example.test', 'Other Payments Shop');
  });
  afterAll(() => t.close());

  const post = (url: string, payload: Json, token = owner.token) => t.call({ method: 'POST', url: `/api${url}`, token, payload });
  const get = (url: string, token = owner.token) => t.call({ method: 'GET', url: `/api${url}`, token });

  /** What the console does: a setup intent, the sandbox card form, then the saved card. */
  async function addCard(card: string, opts: { merchantCustomerId?: number; isDefault?: 0 | 1; token?: string } = {}) {
    const token = opts.token ?? owner.token;
    const intent = await post('/stripe/create-setup-intent', opts.merchantCustomerId ? { merchantCustomerId: opts.merchantCustomerId } : {}, token);
    expect(intent.statusCode).toBe(200);
    const { clientSecret } = intent.json().data as { clientSecret: string };
    const confirmed = await post(
      '/stripe/sandbox/confirm-setup-intent',
      { client_secret: clientSecret, card_number: card, exp_month: 12, exp_year: 2034, cvc: '123' },
      token,
    );
    return { clientSecret, confirmed };
  }

  async function adminCustomer(token = owner.token) {
    const res = await post('/stripe/create-customer', { customerType: 'admin' }, token);
    expect([200, 201]).toContain(res.statusCode);
    return res.json().data as { id: number; gateway: string };
  }

  function webhook(event: Json, secret = t.app.config.PAYMENTS_SANDBOX_SECRET!) {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  }

  it('says the sandbox takes cards when Stripe is not configured', async () => {
    const res = await t.call({ method: 'GET', url: '/api/stripe/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ gateway: 'sandbox', publishableKey: null });
    // Nothing is loaded from Stripe.
    expect(String(res.headers['content-security-policy'])).not.toContain('stripe.com');
  });

  it('saves a test card to the admin, makes another the default, and removes one', async () => {
    const first = await addCard('4242 4242 4242 4242');
    expect(first.confirmed.statusCode).toBe(200);
    const intent = first.confirmed.json().data as { status: string; payment_method: string };
    expect(intent.status).toBe('succeeded');
    expect(intent.payment_method).toMatch(/^pm_sandbox_/);

    // /redirect-stripe reads the intent back by its client secret.
    const read = await get(`/stripe/setup-intent?client_secret=${encodeURIComponent(first.clientSecret)}`);
    expect(read.json().data).toMatchObject({ status: 'succeeded', payment_method: intent.payment_method });

    const customer = await adminCustomer();
    expect(customer.gateway).toBe('stripe');
    // A second call finds the same customer.
    const again = await post('/stripe/create-customer', { customerable_type: 'admin', customerable_id: owner.admin.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(customer.id);

    const saved = await post('/merchant-customer-payment-method', {
      merchant_customers_id: customer.id,
      payment_method: intent.payment_method,
      status: 'active',
      is_default: 1,
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data).toMatchObject({ brand: 'visa', identifier: '4242', is_default: 1, status: 'active' });
    const visaId = saved.json().data.id as number;

    const second = await addCard('5555555555554444');
    const mc = await post('/merchant-customer-payment-method', {
      merchant_customers_id: customer.id,
      payment_method: second.confirmed.json().data.payment_method,
      status: 'active',
      is_default: 1,
    });
    expect(mc.json().data).toMatchObject({ brand: 'mastercard', identifier: '4444', is_default: 1 });
    const mcId = mc.json().data.id as number;

    let list = (await get('/merchant-customer-payment-methods')).json().data;
    expect(list.payment_methods.map((m: Json) => [m.identifier, m.is_default])).toEqual([
      ['4444', 1],
      ['4242', 0],
    ]);

    const setDefault = await post(`/merchant-customer-payment-methods/${visaId}`, { is_default: 1 });
    expect(setDefault.statusCode).toBe(200);
    list = (await get('/merchant-customer-payment-methods')).json().data;
    expect(list.payment_methods.map((m: Json) => [m.identifier, m.is_default])).toEqual([
      ['4242', 1],
      ['4444', 0],
    ]);

    const removed = await t.call({ method: 'DELETE', url: `/api/merchant-customer-payment-method/${mcId}`, token: owner.token });
    expect(removed.statusCode).toBe(200);
    list = (await get('/merchant-customer-payment-methods')).json().data;
    expect(list.payment_methods.map((m: Json) => m.identifier)).toEqual(['4242']);
  });

  it('refuses the declined test card, a wrong number and an expired card with their messages', async () => {
    const declined = await addCard('4000 0000 0000 0002');
    expect(declined.confirmed.statusCode).toBe(422);
    expect(declined.confirmed.json().message).toBe(PaymentMessages.cardDeclined);
    const wrong = await addCard('4242 4242 4242 4241');
    expect(wrong.confirmed.statusCode).toBe(422);
    expect(wrong.confirmed.json().errors.card_number).toEqual([PaymentMessages.cardNumberInvalid]);
    const intent = (await post('/stripe/create-setup-intent', {})).json().data.clientSecret as string;
    const expired = await post('/stripe/sandbox/confirm-setup-intent', {
      client_secret: intent,
      card_number: '4242424242424242',
      exp_month: 1,
      exp_year: 2020,
      cvc: '123',
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe(PaymentMessages.cardExpired);
  });

  it("keeps one admin's cards from another business's admin (404) and another business id (403)", async () => {
    const mine = (await get('/merchant-customer-payment-methods')).json().data;
    const cardId = mine.payment_methods[0].id as number;
    const customerId = mine.merchant_customer.id as number;

    expect((await post(`/merchant-customer-payment-methods/${cardId}`, { is_default: 1 }, other.token)).statusCode).toBe(404);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/merchant-customer-payment-method/${cardId}`, token: other.token })).statusCode,
    ).toBe(404);
    expect((await post('/stripe/create-setup-intent', { merchantCustomerId: customerId }, other.token)).statusCode).toBe(404);
    const stolen = await post(
      '/merchant-customer-payment-method',
      { merchant_customers_id: customerId, payment_method: mine.payment_methods[0].payment_method, status: 'active', is_default: 1 },
      other.token,
    );
    expect(stolen.statusCode).toBe(404);
    // Another admin's own customer cannot take a card attached to this admin's customer.
    const theirs = await adminCustomer(other.token);
    const taken = await post(
      '/merchant-customer-payment-method',
      { merchant_customers_id: theirs.id, payment_method: mine.payment_methods[0].payment_method, status: 'active', is_default: 1 },
      other.token,
    );
    expect(taken.statusCode).toBe(404);
    const ids = await demoIds(t, businessId);
    expect((await post('/stripe/create-customer', { customerType: 'guest', customerTypeId: ids.mia.id }, other.token)).statusCode).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: '/api/merchant-customer-payment-methods', token: other.token, businessId })).statusCode,
    ).toBe(403);
    // Still there, unchanged.
    const after = (await get('/merchant-customer-payment-methods')).json().data;
    expect(after.payment_methods).toEqual(mine.payment_methods);
  });

  it('onboards a business through the sandbox account link, pending until it is completed', async () => {
    expect((await get(`/stripe/account-link?type=business&type_id=${businessId}`, other.token)).statusCode).toBe(404);
    const link = await get(`/stripe/account-link?type=business&type_id=${other.businessId}`, other.token);
    expect(link.statusCode).toBe(200);
    const url = new URL(link.json().data.url as string);
    const merchantOf = async () =>
      (await t.database.db.select().from(merchants).where(eq(merchants.business_id, other.businessId)))[0];
    expect(await merchantOf()).toMatchObject({ name: 'stripe', onboarding_completed: false });
    // Nobody can name the account from the business id.
    expect((await merchantOf())!.account_id).toMatch(/^acct_sandbox_[0-9a-f]{24}$/);

    // A forged link does nothing.
    const forged = new URL(url);
    forged.searchParams.set('signature', 'f'.repeat(64));
    expect((await t.app.inject({ method: 'GET', url: `${forged.pathname}${forged.search}` })).statusCode).toBe(404);
    expect((await merchantOf())!.onboarding_completed).toBe(false);

    // Even signed with the install's secret, a link leading off the product or out of date does nothing.
    const sandbox = paymentGatewayFor(t.app.config, t.database.db) as SandboxPaymentGateway;
    const account = (await merchantOf())!.account_id;
    const elsewhere = new URL((await sandbox.createAccountLink({ account, returnUrl: 'https://evil.example/phish' })).url);
    expect((await t.app.inject({ method: 'GET', url: `${elsewhere.pathname}${elsewhere.search}` })).statusCode).toBe(404);
    const stale = new URL((await sandbox.createAccountLink({ account, returnUrl: `${t.app.config.PUBLIC_URL}/business/profile` }, clock.ms() - 16 * 60_000)).url);
    expect((await t.app.inject({ method: 'GET', url: `${stale.pathname}${stale.search}` })).statusCode).toBe(404);
    expect((await merchantOf())!.onboarding_completed).toBe(false);

    const opened = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toMatch(/\/business\/profile\?tab=integrations$/);
    expect((await merchantOf())!.onboarding_completed).toBe(true);
    // A link works once.
    expect((await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(404);

    const disconnected = await post('/stripe/disconnect', {}, other.token);
    expect(disconnected.statusCode).toBe(200);
    expect(await merchantOf()).toBeUndefined();
  });

  describe('webhook', () => {
    it('answers 400 to a missing or wrong signature and changes nothing', async () => {
      const before = await t.database.db.select().from(merchants);
      const payload = JSON.stringify({ id: 'evt_forged', type: 'account.updated', created: 1, data: { object: { id: before[0]!.account_id } } });
      const missing = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload, headers: { 'content-type': 'application/json' } });
      expect(missing.statusCode).toBe(400);
      const wrong = await webhook({ id: 'evt_forged', type: 'account.updated', created: 1, data: { object: {} } }, 'whsec_not_the_secret');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(PaymentMessages.signatureInvalid);
      expect(await t.database.db.select().from(merchants)).toEqual(before);
    });

    it('applies account.updated once, and an older one arriving late does not undo a newer one', async () => {
      const [merchant] = await t.database.db.select().from(merchants).where(eq(merchants.business_id, businessId));
      const account = merchant!.account_id;
      const now = Math.floor(Date.now() / 1000) + 60;
      const incomplete = { id: 'evt_acct_old', type: 'account.updated', created: now, data: { object: { id: account, details_submitted: false, charges_enabled: false } } };
      const complete = { id: 'evt_acct_new', type: 'account.updated', created: now + 10, data: { object: { id: account, details_submitted: true, charges_enabled: true } } };

      const first = await webhook(incomplete);
      expect(first.json()).toEqual({ received: true, duplicate: false });
      const state = async () =>
        (await t.database.db.select().from(merchants).where(eq(merchants.business_id, businessId)))[0]!.onboarding_completed;
      expect(await state()).toBe(false);
      await webhook(complete);
      expect(await state()).toBe(true);
      // The old one replayed (same id) and a different old one: neither turns it back.
      expect((await webhook(incomplete)).json()).toEqual({ received: true, duplicate: true });
      await webhook({ ...incomplete, id: 'evt_acct_older', created: now - 5 });
      expect(await state()).toBe(true);
    });

    it('saves the card of a setup_intent.succeeded once, however often it is delivered', async () => {
      const ids = await demoIds(t, businessId);
      const customer = (await post('/stripe/create-customer', { customerType: 'user', customerTypeId: ids.olivia.id })).json().data;
      const { confirmed } = await addCard('4242424242424242', { merchantCustomerId: customer.id });
      const intent = confirmed.json().data as { id: string; payment_method: string; customer: string };
      const event = {
        id: 'evt_seti_1',
        type: 'setup_intent.succeeded',
        created: Math.floor(Date.now() / 1000),
        data: { object: { id: intent.id, customer: intent.customer, payment_method: intent.payment_method } },
      };
      await webhook(event);
      await webhook(event);
      await webhook({ ...event, id: 'evt_seti_1_resent' });
      const list = (await get(`/merchant-customer-payment-methods?customerType=user&customerTypeId=${ids.olivia.id}`)).json().data;
      // Olivia's demo card stays the default; the new one is saved beside it, once.
      const saved = list.payment_methods.filter((m: Json) => m.payment_method === intent.payment_method);
      expect(saved).toHaveLength(1);
      expect(saved[0]).toMatchObject({ identifier: '4242', is_default: 0 });
    });
  });

  describe('pay now', () => {
    const completeTwice = async (id: number) => {
      const done = await t.call({ method: 'PUT', url: `/api/appointment/${id}`, token: owner.token, payload: { status: 'completed' } });
      expect(done.statusCode).toBe(200);
      await t.call({ method: 'PUT', url: `/api/appointment/${id}`, token: owner.token, payload: { status: 'active' } });
      await t.call({ method: 'PUT', url: `/api/appointment/${id}`, token: owner.token, payload: { status: 'completed' } });
    };

    async function bookGuest(card: string | null, payNow: 0 | 1, date: string) {
      const ids = await demoIds(t, businessId);
      // The spec's order: the guest (here Mia exists), their card, then the appointment.
      const customer = (await post('/stripe/create-customer', { customerType: 'guest', customerTypeId: ids.mia.id })).json().data;
      if (card) {
        const { confirmed } = await addCard(card, { merchantCustomerId: customer.id });
        const saved = await post('/merchant-customer-payment-method', {
          merchant_customers_id: customer.id,
          payment_method: confirmed.json().data.payment_method,
          status: 'active',
          is_default: 1,
        });
        expect(saved.statusCode).toBe(201);
      }
      const booked = await post('/appointment', {
        consultant_id: ids.owner.id,
        customer_type: 'guest',
        customerable_id: ids.mia.id,
        date,
        start_time: '10:00',
        end_time: '10:30',
        services: [ids.offering(ids.owner.id, "Men's cut")],
        pay_now: payNow,
      });
      expect(booked.statusCode, booked.body).toBe(201);
      return booked.json().data as { id: number; total: number };
    }

    const chargesOf = (appointmentId: number) =>
      t.database.db.select().from(appointmentCharges).where(and(eq(appointmentCharges.appointment_id, appointmentId)));

    it('charges the total to the saved card when a pay-now appointment is completed, and only once', async () => {
      const appointment = await bookGuest('4242424242424242', 1, '2030-05-14');
      expect((await get(`/appointment/${appointment.id}/charge`)).json().data).toBeNull();
      await completeTwice(appointment.id);
      const rows = await chargesOf(appointment.id);
      expect(rows).toHaveLength(1);
      const charge = (await get(`/appointment/${appointment.id}/charge`)).json().data;
      expect(charge).toMatchObject({ status: 'succeeded', amount: appointment.total, currency: 'cad' });
      expect(charge.payment_intent).toMatch(/^pi_sandbox_/);
      // The provider's later events settle it once; an older failure does not undo the success.
      await webhook({
        id: 'evt_pi_failed_late',
        type: 'payment_intent.payment_failed',
        created: 1,
        data: { object: { id: charge.payment_intent, last_payment_error: { message: 'late' } } },
      });
      expect((await get(`/appointment/${appointment.id}/charge`)).json().data.status).toBe('succeeded');
      // Another business cannot read it.
      expect((await get(`/appointment/${appointment.id}/charge`, other.token)).json().data).toBeNull();
    });

    it('records a decline without undoing the completion', async () => {
      const appointment = await bookGuest('4000000000000341', 1, '2030-05-21');
      await completeTwice(appointment.id);
      const charge = (await get(`/appointment/${appointment.id}/charge`)).json().data;
      expect(charge).toMatchObject({ status: 'failed', failure_message: PaymentMessages.cardDeclined });
      expect((await chargesOf(appointment.id))).toHaveLength(1);
      const shown = await get(`/appointment/${appointment.id}`);
      expect(shown.json().data.status).toBe('completed');
    });

    const put = (id: number, payload: Json, token = owner.token) =>
      t.call({ method: 'PUT', url: `/api/appointment/${id}`, token, payload });
    const stored = async (id: number) =>
      (await t.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

    it("a consultant's tip cannot make the saved card be charged more than the customer agreed", async () => {
      const appointment = await bookGuest('4242424242424242', 1, '2030-06-04');
      const consultant = await t.signIn('consultant@rendezvous.test');
      const tipped = await put(appointment.id, { tip: 99_999_999, status: 'completed' }, consultant.token);
      expect(tipped.statusCode).toBe(403);
      expect(tipped.json().message).toBe(AppointmentMessages.tipOwnerOnly);
      expect(await stored(appointment.id)).toMatchObject({ tip: 0, total: appointment.total, status: 'active' });
      expect(await chargesOf(appointment.id)).toEqual([]);
    });

    it("the owner's tip is bounded, and the card is charged the agreed total plus that tip, never a price raised since", async () => {
      const appointment = await bookGuest('4242424242424242', 1, '2030-06-11');
      const { service_total: services } = await stored(appointment.id);
      const over = await put(appointment.id, { tip: Math.floor((services * TIP_MAX_PERCENT) / 100) + 1 });
      expect(over.statusCode).toBe(422);
      expect(over.json().errors.tip).toEqual([AppointmentMessages.tipTooHigh]);
      const tip = Math.floor(services * 0.2);
      expect((await put(appointment.id, { tip })).statusCode).toBe(200);
      // Another service after booking: the total shown grows, what the card is charged does not.
      const ids = await demoIds(t, businessId);
      const more = await put(appointment.id, {
        services: [ids.offering(ids.owner.id, "Men's cut"), ids.offering(ids.owner.id, 'Classic manicure')],
        end_time: '11:15',
      });
      expect(more.statusCode, more.body).toBe(200);
      expect(more.json().data.total).toBeGreaterThan(appointment.total + tip);
      expect((await put(appointment.id, { status: 'completed' })).statusCode).toBe(200);
      const charge = (await get(`/appointment/${appointment.id}/charge`)).json().data;
      expect(charge).toMatchObject({ status: 'succeeded', amount: appointment.total + tip });
      // The customer is e-mailed the receipt: what was charged, the tip named.
      const [receipt] = await t.database.db
        .select()
        .from(outboundMail)
        .where(eq(outboundMail.to, ids.mia.email!))
        .orderBy(desc(outboundMail.id))
        .limit(1);
      expect(receipt!.subject).toBe('Your receipt from Maison Lumière Salon');
      expect(receipt!.text).toContain(`charged ${formatMoney(appointment.total + tip)} to your visa card ending in 4242`);
      expect(receipt!.text).toContain(`including a tip of ${formatMoney(tip)}`);
    });

    it('pay now cannot be turned on after booking without a saved card', async () => {
      const ids = await demoIds(t, businessId);
      const booked = await post('/appointment', {
        consultant_id: ids.owner.id,
        customer_type: 'user',
        customerable_id: ids.olivia.id,
        date: '2030-06-18',
        start_time: '10:00',
        end_time: '10:30',
        services: [ids.offering(ids.owner.id, "Men's cut")],
        pay_now: 0,
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const id = booked.json().data.id as number;
      // Olivia's cards are put aside: she has none to charge.
      const olivia = (await get(`/merchant-customer-payment-methods?customerType=user&customerTypeId=${ids.olivia.id}`)).json().data;
      const cards = olivia.payment_methods.map((m: Json) => m.payment_method as string);
      await t.database.db.update(paymentMethods).set({ status: 'inactive' }).where(inArray(paymentMethods.payment_method, cards));
      const refused = await put(id, { pay_now: 1 });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.pay_now).toEqual([PaymentMessages.cardRequired]);
      expect((await stored(id)).pay_now).toBe(0);

      await t.database.db.update(paymentMethods).set({ status: 'active' }).where(inArray(paymentMethods.payment_method, cards));
      // A consultant's tip on pay later does not reach the card by turning pay now on.
      const consultant = await t.signIn('consultant@rendezvous.test');
      expect((await put(id, { tip: 500 }, consultant.token)).statusCode).toBe(200);
      expect((await put(id, { pay_now: 1 }, consultant.token)).statusCode).toBe(403);
      expect((await put(id, { tip: 0 })).statusCode).toBe(200);
      expect((await put(id, { pay_now: 1 })).statusCode).toBe(200);
      await put(id, { status: 'completed' });
      expect((await get(`/appointment/${id}/charge`)).json().data).toMatchObject({ status: 'succeeded', amount: booked.json().data.total });
    });

    it('charges nothing for pay later', async () => {
      const appointment = await bookGuest(null, 0, '2030-05-28');
      await completeTwice(appointment.id);
      expect(await chargesOf(appointment.id)).toHaveLength(0);
    });
  });
});

describe('the sandbox secret', () => {
  let t: TestApp;
  let data: Awaited<ReturnType<typeof scratchDataDir>>;
  beforeAll(async () => {
    data = await scratchDataDir();
    t = await startTestApp(undefined, { env: { DATA_DIR: data.dir, PAYMENTS_SANDBOX_SECRET: '' } });
  });
  afterAll(async () => {
    await t.close();
    await data.remove();
  });

  it('is made once per install and kept in DATA_DIR: events signed with the secret once published are refused', async () => {
    const send = (event: Json, secret: string) => {
      const payload = JSON.stringify(event);
      return t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
      });
    };
    const before = await t.database.db.select().from(merchants);
    const account = before[0]!.account_id;
    const created = Math.floor(Date.now() / 1000) + 60;
    const forged = [
      { id: 'evt_forged_acct', type: 'account.updated', created, data: { object: { id: account, details_submitted: false, charges_enabled: false } } },
      { id: 'evt_forged_pi', type: 'payment_intent.succeeded', created, data: { object: { id: 'pi_sandbox_anything' } } },
    ];
    for (const event of forged) {
      const res = await send(event, PUBLISHED_SECRET);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PaymentMessages.signatureInvalid);
    }
    expect(await t.database.db.select().from(merchants)).toEqual(before);

    const file = path.join(data.dir, 'payments-sandbox-secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const secret = (await readFile(file, 'utf8')).trim();
    expect(secret).not.toBe(PUBLISHED_SECRET);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    // The install's own secret signs what the sandbox sends, and stays the same for the next start.
    expect((await send({ ...forged[0]!, id: 'evt_own_acct' }, secret)).json()).toEqual({ received: true, duplicate: false });
    const restarted = createPaymentGateway(t.app.config, t.database.db) as SandboxPaymentGateway;
    const payload = JSON.stringify({ ...forged[1]!, id: 'evt_own_pi' });
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': restarted.signatureFor(payload) },
    });
    expect(signed.statusCode).toBe(200);
  });
});
