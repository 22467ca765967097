import { AppointmentMessages, RecurrenceMessages } from '@rendezvous/domain';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, businesses } from '../src/db/schema';
import { demoIds, oliviaBooking } from './appointments/fixtures';
import { engines, startTestApp, type TestApp } from './support/app';

/*
 * Repeating bookings on the public site (issue 25): only where the business takes them, only
 * for a signed-in customer, within the business's cap and the customer's open-bookings budget.
 */

const SITE = 'maison-lumiere';
/** A Thursday; the series start on Tuesday 2027-06-01 (demo hours 09:00-17:00). */
const NOW = '2027-05-20T14:00:00Z';
const WEEKLY = { frequency: 'weekly', interval: 1, count: 4 } as const;

describe.each(engines)('repeating bookings on the site on $name', (engine) => {
  let t: TestApp;
  let businessId: number;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let customer: string;
  let customerId: number;

  beforeAll(async () => {
    t = await startTestApp(engine, { now: NOW, env: { CONTACT_IP_LIMIT: '200' } });
    const owner = await t.signIn('owner@rendezvous.test');
    businessId = owner.admin.business_id!;
    ids = await demoIds(t, businessId);
    const registered = await t.site({
      method: 'POST',
      url: `/api/site/${SITE}/register`,
      payload: { firstname: 'Léa', lastname: 'Roy', email: 'lea.roy@example.org', phone: '+1 514-555-0177', password: 'Longer-Secret-2031' },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    customer = registered.json().data.token as string;
    customerId = registered.json().data.user.id as number;
  });
  afterAll(() => t.close());

  const body = (over: Record<string, unknown> = {}) => ({
    consultant_id: ids.owner.id,
    consultant_service_ids: oliviaBooking(ids).services,
    date: '2027-06-01',
    start_time: '10:00',
    end_time: '11:15',
    recurrence: WEEKLY,
    ...over,
  });
  const post = (path: string, payload: Record<string, unknown>, token: string | undefined = customer) =>
    t.site({ method: 'POST', url: `/api/site/${SITE}/appointments/${path}`, payload, token });
  const seriesMax = (n: number) =>
    t.database.db.update(businesses).set({ online_series_max: n }).where(eq(businesses.id, businessId));
  const hers = async () =>
    (
      await t.database.db
        .select({ date: appointments.date, series_id: appointments.series_id, pay_now: appointments.pay_now })
        .from(appointments)
        .where(
          and(
            eq(appointments.business_id, businessId),
            eq(appointments.customer_type, 'user'),
            eq(appointments.customerable_id, customerId),
            ne(appointments.status, 'cancelled'),
          ),
        )
    ).sort((a, b) => a.date.localeCompare(b.date));

  it('is refused where the business takes no repeating bookings, and to a visitor not signed in', async () => {
    await seriesMax(0);
    const off = await post('series/check', body());
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe(RecurrenceMessages.onlineOff);
    await seriesMax(4);
    const anonymous = await post('series', body(), '');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(RecurrenceMessages.onlineSignIn);
    const tooMany = await post('series/check', body({ recurrence: { ...WEEKLY, count: 5 } }));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors['recurrence.count']).toEqual([RecurrenceMessages.onlineTooMany(4)]);
    const payNow = await post('series', body({ pay_now: 1 }));
    expect(payNow.statusCode).toBe(422);
    expect(payNow.json().errors.pay_now).toEqual([RecurrenceMessages.onlinePayLater]);
    expect(await hers()).toEqual([]);
  });

  it('checks every occurrence, then books the free ones as one series paid at each appointment', async () => {
    await seriesMax(4);
    // Someone else already holds the third Tuesday at 10:00.
    const taken = await t.call({
      method: 'POST',
      url: '/api/appointment',
      token: (await t.signIn('owner@rendezvous.test')).token,
      businessId,
      payload: oliviaBooking(ids, { date: '2027-06-15', pay_now: 0 }),
    });
    expect(taken.statusCode, taken.body).toBe(201);

    const check = await post('series/check', body());
    expect(check.statusCode, check.body).toBe(200);
    const occurrences = check.json().data.occurrences as { date: string; free: boolean; reason: string | null; alternative: unknown }[];
    expect(occurrences.map((o) => [o.date, o.free])).toEqual([
      ['2027-06-01', true],
      ['2027-06-08', true],
      ['2027-06-15', false],
      ['2027-06-22', true],
    ]);
    expect(occurrences[2]!.reason).toBe(AppointmentMessages.slotTaken);
    expect(occurrences[2]!.alternative).not.toBeNull();

    const all = await post('series', body());
    expect(all.statusCode).toBe(409);
    expect(all.json().message).toBe(RecurrenceMessages.conflicts(1));
    expect(await hers()).toEqual([]);

    const free = await post('series', body({ book: 'free' }));
    expect(free.statusCode, free.body).toBe(201);
    expect(free.json().message).toBe(RecurrenceMessages.booked(3));
    const booked = await hers();
    expect(booked.map((a) => a.date)).toEqual(['2027-06-01', '2027-06-08', '2027-06-22']);
    expect(new Set(booked.map((a) => a.series_id)).size).toBe(1);
    expect(booked.every((a) => a.series_id !== null && a.pay_now === 0)).toBe(true);
  });

  it("spends the customer's open-bookings budget: a series past it books nothing", async () => {
    // Three held already; four more weekly ones fit, a further four would pass the ten.
    await seriesMax(4);
    const more = await post('series', body({ date: '2027-07-06' }));
    expect(more.statusCode, more.body).toBe(201);
    const before = await hers();
    expect(before).toHaveLength(7);
    const past = await post('series', body({ date: '2027-08-03' }));
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toBe(AppointmentMessages.openBudgetSpent);
    expect(await hers()).toHaveLength(7);
  });
});
