import {
  AppointmentMessages,
  BusinessMessages,
  CUSTOMER_BOOKINGS_PER_DAY,
  CUSTOMER_OPEN_BOOKINGS,
  DEFAULT_BOOKING_HORIZON_DAYS,
  ORIGIN_KEYS,
} from '@rendezvous/domain';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../src/db/schema';
import { demoIds } from './appointments/fixtures';
import { DEMO_PASSWORD, engines, startTestApp, type TestApp } from './support/app';

/** A Monday noon in Toronto; the demo is seeded around it. */
const NOW = '2027-03-01T17:00:00Z';
/** Tuesdays (demo hours 09:00-17:00, break 13:00-13:30). */
const TUESDAY = '2027-03-09';
/** The last date of the default horizon (365 days on), and the first Tuesday after it. */
const LAST_DATE = '2028-02-29';
const BEYOND_TUESDAY = '2028-03-07';
const tuesdayAfter = (weeks: number) =>
  new Date(Date.parse(`${TUESDAY}T12:00:00Z`) + weeks * 7 * 86_400_000).toISOString().slice(0, 10);

type Slot = { consultant_id: number; consultant_service_ids: number[]; start_time: string; end_time: string };

describe.each(engines)('booking horizon and customer budget on $name', (engine) => {
  let t: TestApp;
  let ownerToken: string;
  let businessId: number;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let mensCut: number;
  let customer: string;

  const site = ({ token, ...rest }: InjectOptions & { token?: string }) =>
    t.app.inject({
      ...rest,
      headers: {
        'x-origin-key': ORIGIN_KEYS.publicSite,
        'x-request-type': 'user',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...rest.headers,
      },
    });
  const siteTimes = (date: string) =>
    site({
      method: 'GET',
      url: `/api/site/maison-lumiere/times?date=${date}&service_ids=${mensCut}&consultant_id=${ids.owner.id}`,
    });
  const book = (slot: Slot, date: string) =>
    site({
      method: 'POST',
      url: '/api/site/maison-lumiere/appointments',
      token: customer,
      payload: {
        consultant_id: slot.consultant_id,
        consultant_service_ids: slot.consultant_service_ids,
        date,
        start_time: slot.start_time,
        end_time: slot.end_time,
        customer_timezone_id: null,
        pay_now: 0,
      },
    });
  const slotAt = (start: string, end: string): Slot => ({
    consultant_id: ids.owner.id,
    consultant_service_ids: [ids.offering(ids.owner.id, "Men's cut")],
    start_time: start,
    end_time: end,
  });

  beforeAll(async () => {
    t = await startTestApp(engine, { now: NOW, env: { CONTACT_IP_LIMIT: '200' } });
    const owner = await t.signIn('owner@rendezvous.test');
    ownerToken = owner.token;
    businessId = owner.admin.business_id!;
    ids = await demoIds(t, businessId);
    mensCut = ids.service("Men's cut");
    const signIn = await site({
      method: 'POST',
      url: '/api/login?type=user',
      headers: { 'x-business-id': String(businessId) },
      payload: { email: 'olivia.chen@example.com', password: DEMO_PASSWORD },
    });
    customer = signIn.json().data.token;
  });
  afterAll(() => t?.close());

  it('opens calendars a year ahead by default, a setting of the business (1 to 3650 days)', async () => {
    const business = await t.call({ method: 'GET', url: `/api/business/${businessId}`, token: ownerToken });
    expect(business.json().data.booking_horizon_days).toBe(DEFAULT_BOOKING_HORIZON_DAYS);
    for (const days of [0, 3651]) {
      const refused = await t.call({
        method: 'PATCH',
        url: `/api/business/${businessId}`,
        token: ownerToken,
        payload: { booking_horizon_days: days },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.booking_horizon_days).toEqual([BusinessMessages.bookingHorizonInvalid]);
    }
  });

  it('offers no times past the horizon, on the site and in the console', async () => {
    expect((await siteTimes(LAST_DATE)).json().data.length).toBeGreaterThan(0);
    // The last year a date may name (9999 is refused as a date, before any horizon).
    for (const date of [BEYOND_TUESDAY, '9998-12-28']) {
      const res = await siteTimes(date);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([]);
      const consoleTimes = await t.call({
        method: 'GET',
        url: `/api/consultant/${ids.owner.id}/times?date=${date}&consultantServiceIds=${ids.offering(ids.owner.id, "Men's cut")}`,
        token: ownerToken,
      });
      expect(consoleTimes.statusCode).toBe(200);
      expect(consoleTimes.json().data).toEqual([]);
    }
  });

  it('refuses a booking past the horizon, on the site and in the console, and follows the setting', async () => {
    const message = AppointmentMessages.beyondHorizon(DEFAULT_BOOKING_HORIZON_DAYS, LAST_DATE);
    const onSite = await book(slotAt('10:00', '10:30'), BEYOND_TUESDAY);
    expect(onSite.statusCode).toBe(422);
    expect(onSite.json().errors.date).toEqual([message]);
    const farFuture = await book(slotAt('10:00', '10:30'), '9999-12-28');
    expect(farFuture.statusCode).toBe(422);

    const inConsole = await t.call({
      method: 'POST',
      url: '/api/appointment',
      token: ownerToken,
      payload: {
        consultant_id: ids.owner.id,
        customer_type: 'user',
        customerable_id: ids.olivia.id,
        date: BEYOND_TUESDAY,
        start_time: '10:00',
        end_time: '10:30',
        services: [ids.offering(ids.owner.id, "Men's cut")],
        tip: 0,
      },
    });
    expect(inConsole.statusCode).toBe(422);
    expect(inConsole.json().errors.date).toEqual([message]);

    const shorter = await t.call({
      method: 'PATCH',
      url: `/api/business/${businessId}`,
      token: ownerToken,
      payload: { booking_horizon_days: 7 },
    });
    expect(shorter.statusCode).toBe(200);
    expect((await siteTimes(tuesdayAfter(1))).json().data).toEqual([]);
    expect((await book(slotAt('10:00', '10:30'), tuesdayAfter(1))).statusCode).toBe(422);
    await t.call({
      method: 'PATCH',
      url: `/api/business/${businessId}`,
      token: ownerToken,
      payload: { booking_horizon_days: DEFAULT_BOOKING_HORIZON_DAYS },
    });
  });

  it(`lets a customer book at most ${CUSTOMER_BOOKINGS_PER_DAY} appointments on one day`, async () => {
    const slots = [
      ['09:00', '09:30'],
      ['09:30', '10:00'],
      ['10:00', '10:30'],
      ['10:30', '11:00'],
      ['11:00', '11:30'],
    ] as const;
    const answers = [];
    for (const [start, end] of slots) answers.push(await book(slotAt(start, end), TUESDAY));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 409, 409]);
    expect(answers[3]!.json().message).toBe(AppointmentMessages.dayBudgetSpent);
  });

  it(`lets a customer hold at most ${CUSTOMER_OPEN_BOOKINGS} upcoming appointments at the business`, async () => {
    const open = async () =>
      (
        await t.database.db
          .select({ id: appointments.id })
          .from(appointments)
          .where(
            and(
              eq(appointments.business_id, businessId),
              eq(appointments.customer_type, 'user'),
              eq(appointments.customerable_id, ids.olivia.id),
              ne(appointments.status, 'cancelled'),
              gt(appointments.starts_at, new Date(NOW)),
            ),
          )
      ).length;
    let week = 1;
    while ((await open()) < CUSTOMER_OPEN_BOOKINGS) {
      expect((await book(slotAt('15:00', '15:30'), tuesdayAfter(week))).statusCode).toBe(201);
      week++;
    }
    const over = await book(slotAt('15:00', '15:30'), tuesdayAfter(week));
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(AppointmentMessages.openBudgetSpent);
    expect(await open()).toBe(CUSTOMER_OPEN_BOOKINGS);
  });
});
