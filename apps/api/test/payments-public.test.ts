import { ORIGIN_KEYS, PaymentMessages, MAX_BOOKING_HORIZON_DAYS } from '@rendezvous/domain';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, guests, merchantCustomers, paymentMethods } from '../src/db/schema';
import { demoIds } from './appointments/fixtures';
import { startTestApp, type TestApp } from './support/app';

const SITE = 'maison-lumiere';
/** Tuesdays far ahead, inside the demo hours. */
const DAY = '2031-07-08';

type Slot = { consultant_id: number; consultant_service_ids: number[]; start_time: string; end_time: string };

describe('pay now on the website (sandbox)', () => {
  let t: TestApp;
  let businessId: number;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let mensCut: number;

  beforeAll(async () => {
    t = await startTestApp(undefined, {
      env: { CONTACT_IP_LIMIT: '200' },
      bookingHorizonDays: MAX_BOOKING_HORIZON_DAYS,
    });
    const owner = await t.signIn('owner@rendezvous.test');
    businessId = owner.admin.business_id!;
    ids = await demoIds(t, businessId);
    mensCut = ids.service("Men's cut");
  });
  afterAll(() => t.close());

  const site = ({ headers, ...rest }: InjectOptions) =>
    t.app.inject({ ...rest, headers: { 'x-origin-key': ORIGIN_KEYS.publicSite, 'x-request-type': 'guest', ...headers } });
  const freeSlot = async (index: number) => {
    const res = await site({ method: 'GET', url: `/api/site/${SITE}/times?date=${DAY}&service_ids=${mensCut}&consultant_id=${ids.owner.id}` });
    return (res.json().data as Slot[])[index]!;
  };
  const cardStep = async (card: string) => {
    const intent = await site({ method: 'POST', url: `/api/site/${SITE}/payments/setup-intent`, payload: {} });
    expect(intent.statusCode).toBe(200);
    const clientSecret = intent.json().data.clientSecret as string;
    const confirmed = await site({
      method: 'POST',
      url: `/api/site/${SITE}/payments/sandbox/confirm-setup-intent`,
      payload: { client_secret: clientSecret, card_number: card, exp_month: 12, exp_year: 2034, cvc: '123' },
    });
    return { clientSecret, confirmed };
  };
  const book = async (slot: Slot, email: string, clientSecret?: string) =>
    site({
      method: 'POST',
      url: `/api/site/${SITE}/appointments`,
      payload: {
        consultant_id: slot.consultant_id,
        consultant_service_ids: slot.consultant_service_ids,
        date: DAY,
        start_time: slot.start_time,
        end_time: slot.end_time,
        pay_now: 1,
        guest: { firstname: 'Ines', lastname: 'Card', email, phone: '+1 514-555-0199' },
        ...(clientSecret && { setup_intent_client_secret: clientSecret }),
      },
    });

  it("a guest's confirmed card is saved to the new guest as the default, with the booking", async () => {
    const { clientSecret, confirmed } = await cardStep('4242 4242 4242 4242');
    expect(confirmed.statusCode).toBe(200);
    const booked = await book(await freeSlot(0), 'ines.card@example.org', clientSecret);
    expect(booked.statusCode, booked.body).toBe(201);
    const [guest] = await t.database.db.select().from(guests).where(eq(guests.email, 'ines.card@example.org'));
    const [customer] = await t.database.db
      .select()
      .from(merchantCustomers)
      .where(and(eq(merchantCustomers.customerable_type, 'guest'), eq(merchantCustomers.customerable_id, guest!.id)));
    const cards = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.merchant_customers_id, customer!.id));
    expect(cards).toEqual([expect.objectContaining({ identifier: '4242', brand: 'visa', is_default: 1, status: 'active' })]);
    const [appointment] = await t.database.db.select().from(appointments)
      .where(and(eq(appointments.customer_type, 'guest'), eq(appointments.customerable_id, guest!.id)));
    expect(appointment!.pay_now).toBe(1);
  });

  it('refuses an unconfirmed card step and books nothing; the declined test card is refused at the card step', async () => {
    const intent = await site({ method: 'POST', url: `/api/site/${SITE}/payments/setup-intent`, payload: {} });
    const unconfirmed = await book(await freeSlot(1), 'no.card@example.org', intent.json().data.clientSecret);
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json().errors.setup_intent_client_secret).toEqual([PaymentMessages.paymentMethodError]);
    expect(await t.database.db.select().from(guests).where(eq(guests.email, 'no.card@example.org'))).toEqual([]);

    const declined = await cardStep('4000 0000 0000 0002');
    expect(declined.confirmed.statusCode).toBe(422);
    expect(declined.confirmed.json().message).toBe(PaymentMessages.cardDeclined);
  });

  it('refuses pay now without a card step and books nothing', async () => {
    const before = await t.database.db.select({ id: appointments.id }).from(appointments);
    const booked = await book(await freeSlot(2), 'no.step@example.org');
    expect(booked.statusCode).toBe(422);
    expect(booked.json().errors.setup_intent_client_secret).toEqual([PaymentMessages.paymentMethodError]);
    expect(await t.database.db.select().from(guests).where(eq(guests.email, 'no.step@example.org'))).toEqual([]);
    expect(await t.database.db.select({ id: appointments.id }).from(appointments)).toEqual(before);
  });

  it('does not open a card step on an unknown site', async () => {
    const res = await site({ method: 'POST', url: '/api/site/no-such-site/payments/setup-intent', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});
