import { CustomerMessages, MAX_BOOKING_HORIZON_DAYS, appointmentAmounts } from '@rendezvous/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, businesses, guests, services } from '../src/db/schema';
import { demoIds } from './appointments/fixtures';
import { engines, startTestApp, type TestApp } from './support/app';

const SITE = 'maison-lumiere';
/** A Tuesday far ahead, inside the demo hours. */
const DAY = '2031-09-16';

type Slot = {
  consultant_id: number;
  consultant_service_ids: number[];
  start_time: string;
  end_time: string;
};

describe.each(engines)('what a website booking costs, on $name', (engine) => {
  let t: TestApp;
  let ownerToken: string;
  let businessId: number;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let mensCut: { id: number; price: number };

  beforeAll(async () => {
    t = await startTestApp(engine, {
      bookingHorizonDays: MAX_BOOKING_HORIZON_DAYS,
      env: { CONTACT_IP_LIMIT: '200' },
    });
    const owner = await t.signIn('owner@rendezvous.test');
    ownerToken = owner.token;
    businessId = owner.admin.business_id!;
    ids = await demoIds(t, businessId);
    const [service] = await t.database.db
      .select({ id: services.id, price: services.price })
      .from(services)
      .where(and(eq(services.business_id, businessId), eq(services.name, "Men's cut")));
    mensCut = service!;
  });
  afterAll(() => t.close());

  /** The colleague charges $45.00 for a men's cut, over the $40.00 list price. */
  const colleagueSlot = async (index: number) => {
    const res = await t.site({
      method: 'GET',
      url: `/api/site/${SITE}/times?date=${DAY}&service_ids=${mensCut.id}&consultant_id=${ids.colleague.id}`,
    });
    return (res.json().data as Slot[])[index]!;
  };
  const quote = (slot: Slot) =>
    t.site({
      method: 'GET',
      url: `/api/site/${SITE}/quote?consultant_id=${slot.consultant_id}&consultant_service_ids=${slot.consultant_service_ids[0]}`,
    });
  const confirmedCard = async () => {
    const intent = await t.site({
      method: 'POST',
      url: `/api/site/${SITE}/payments/setup-intent`,
      payload: {},
    });
    const clientSecret = intent.json().data.clientSecret as string;
    const confirmed = await t.site({
      method: 'POST',
      url: `/api/site/${SITE}/payments/sandbox/confirm-setup-intent`,
      payload: {
        client_secret: clientSecret,
        card_number: '4242 4242 4242 4242',
        exp_month: 12,
        exp_year: 2034,
        cvc: '123',
      },
    });
    expect(confirmed.statusCode).toBe(200);
    return clientSecret;
  };
  const book = (slot: Slot, email: string, extra: Record<string, unknown>) =>
    t.site({
      method: 'POST',
      url: `/api/site/${SITE}/appointments`,
      payload: {
        consultant_id: slot.consultant_id,
        consultant_service_ids: slot.consultant_service_ids,
        date: DAY,
        start_time: slot.start_time,
        end_time: slot.end_time,
        guest: { firstname: 'Zoé', lastname: 'Price', email, phone: '+1 514-555-0177' },
        ...extra,
      },
    });
  const domainTotal = async (servicePrices: number[]) => {
    const [business] = await t.database.db
      .select({ tax_rate_ppm: businesses.tax_rate_ppm, booking_fee: businesses.booking_fee })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    return appointmentAmounts({
      servicePrices,
      taxRatePpm: business!.tax_rate_ppm,
      bookingFee: business!.booking_fee,
      tip: 0,
    }).total;
  };

  it("quotes, stores and charges the consultant's own price, to the cent", async () => {
    const slot = await colleagueSlot(0);
    const quoted = await quote(slot);
    expect(quoted.statusCode, quoted.body).toBe(200);
    const summary = quoted.json().data;
    expect(summary.lines).toEqual([
      expect.objectContaining({ name: "Men's cut", price: 4500, list_price: mensCut.price }),
    ]);
    expect(mensCut.price).not.toBe(4500);
    const total = await domainTotal([4500]);
    expect(summary).toMatchObject({ consultant_id: ids.colleague.id, service_total: 4500, total });

    const booked = await book(slot, 'zoe.price@example.org', {
      pay_now: 1,
      setup_intent_client_secret: await confirmedCard(),
      expected_total: summary.total,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const appointment = booked.json().data.appointment;
    expect(appointment.total).toBe(total);
    const [stored] = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, appointment.id));
    expect(stored).toMatchObject({ service_total: 4500, total });

    const done = await t.call({
      method: 'PUT',
      url: `/api/appointment/${appointment.id}`,
      token: ownerToken,
      payload: { status: 'completed' },
    });
    expect(done.statusCode, done.body).toBe(200);
    const charge = await t.call({
      method: 'GET',
      url: `/api/appointment/${appointment.id}/charge`,
      token: ownerToken,
    });
    expect(charge.json().data).toMatchObject({
      status: 'succeeded',
      amount: total,
      currency: 'cad',
    });
  });

  it('books nothing when the total is not the one the customer agreed to', async () => {
    const slot = await colleagueSlot(1);
    // The list price's total: what the site showed before the consultant's price was priced in.
    const listTotal = await domainTotal([mensCut.price]);
    const refused = await book(slot, 'zoe.list@example.org', {
      pay_now: 0,
      expected_total: listTotal,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: CustomerMessages.priceChanged,
      errors: { expected_total: [CustomerMessages.priceChanged] },
    });
    expect(
      await t.database.db.select().from(guests).where(eq(guests.email, 'zoe.list@example.org')),
    ).toEqual([]);

    const bad = await book(slot, 'zoe.list@example.org', { pay_now: 0, expected_total: -1 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.expected_total).toEqual([CustomerMessages.expectedTotalInvalid]);
  });

  it("quotes only a consultant's own services of this business", async () => {
    const slot = await colleagueSlot(0);
    const ownersCut = ids.offering(ids.owner.id, "Men's cut");
    const res = await t.site({
      method: 'GET',
      url: `/api/site/${SITE}/quote?consultant_id=${slot.consultant_id}&consultant_service_ids=${ownersCut}`,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['consultant_service_ids']);
    const missing = await t.site({
      method: 'GET',
      url: `/api/site/${SITE}/quote?consultant_id=${slot.consultant_id}`,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.consultant_service_ids).toBeDefined();
    const elsewhere = await t.site({
      method: 'GET',
      url: `/api/site/no-such-site/quote?consultant_id=1&consultant_service_ids=1`,
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});
