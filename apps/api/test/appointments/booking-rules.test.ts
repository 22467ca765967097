import { AppointmentMessages, BusinessMessages, ServiceMessages } from '@rendezvous/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../src/db/schema';
import { DEMO_PASSWORD, engines, startTestApp, type TestApp } from '../support/app';
import { demoIds } from './fixtures';

/*
 * The booking rules of issue 25 as a client meets them: buffers around a service, the
 * business's minimum notice (and the owner's override of it and of the horizon), its slot step
 * and its per-day limit of appointments per consultant, in the console's and the site's times
 * and bookings.
 *
 * The demo business keeps 09:00-17:00 with a break 13:00-13:30 every day, in America/Toronto;
 * the colleague works weekdays from 10:00. The file's clock is a Tuesday, 09:07 in Toronto; the
 * demo's own appointment that day is the owner's at 14:00.
 */
const NOW = '2030-06-04T13:07:00Z';
const TODAY = '2030-06-04';
const BUFFER_DAY = '2030-06-11';
const STEP_DAY = '2030-06-12';
const LIMIT_DAY = '2030-06-13';
const MOVE_DAY = '2030-06-20';
const FAR_DAY = '2030-07-16';
const RACE_DAY = '2030-06-18';
const SITE = 'maison-lumiere';

type Slot = { start_time: string; end_time: string; consultant_id?: number };

describe.each(engines)('booking rules on $name', (engine) => {
  let t: TestApp;
  let owner: { token: string; admin: { id: number; business_id: number | null } };
  let consultant: { token: string };
  let businessId: number;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let mensCutService: number;

  beforeAll(async () => {
    t = await startTestApp(engine, { now: NOW, env: { CONTACT_IP_LIMIT: '200' } });
    owner = await t.signIn('owner@rendezvous.test');
    consultant = await t.signIn('consultant@rendezvous.test');
    businessId = owner.admin.business_id!;
    ids = await demoIds(t, businessId);
    mensCutService = ids.service("Men's cut");
  });
  afterAll(() => t.close());

  const mens = (consultantId = ids.owner.id) => ids.offering(consultantId, "Men's cut");
  const times = async (
    consultantId: number,
    date: string,
    { token = owner.token, extra = '' }: { token?: string; extra?: string } = {},
  ) => {
    const res = await t.call({
      method: 'GET',
      url: `/api/consultant/${consultantId}/times?date=${date}&consultantServiceIds=${mens(consultantId)}${extra}`,
      token,
    });
    return res;
  };
  const starts = async (consultantId: number, date: string, extra = '') => {
    const res = await times(consultantId, date, { extra });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as Slot[]).map((s) => s.start_time);
  };
  const book = (
    over: Record<string, unknown> & { start_time: string; end_time: string; date: string },
    token = owner.token,
  ) =>
    t.call({
      method: 'POST',
      url: '/api/appointment',
      token,
      payload: {
        consultant_id: ids.owner.id,
        customer_type: 'user',
        customerable_id: ids.olivia.id,
        services: [mens((over.consultant_id as number | undefined) ?? ids.owner.id)],
        pay_now: 0,
        ...over,
      },
    });
  const setRules = async (patch: Record<string, unknown>) => {
    const res = await t.call({
      method: 'PATCH',
      url: `/api/business/${businessId}`,
      token: owner.token,
      payload: patch,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Record<string, unknown>;
  };
  const siteBook = (payload: Record<string, unknown>) =>
    t.site({
      method: 'POST',
      url: `/api/site/${SITE}/appointments`,
      payload: {
        consultant_service_ids: [mens(payload.consultant_id as number)],
        customer_timezone_id: null,
        pay_now: 0,
        guest: {
          firstname: 'Noah',
          lastname: 'Tremblay',
          email: 'noah@example.org',
          phone: '+1 514-555-0142',
        },
        ...payload,
      },
    });
  const siteStarts = async (date: string) => {
    const res = await t.site({
      method: 'GET',
      url: `/api/site/${SITE}/times?date=${date}&service_ids=${mensCutService}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Slot[];
  };

  it('shows the default rules and refuses values out of bounds, with their messages', async () => {
    const business = (
      await t.call({ method: 'GET', url: `/api/business/${businessId}`, token: owner.token })
    ).json().data;
    expect(business).toMatchObject({
      minimum_notice_minutes: 120,
      slot_step_minutes: 15,
      max_appointments_per_consultant_day: null,
      booking_horizon_days: 365,
    });
    const refused = await t.call({
      method: 'PATCH',
      url: `/api/business/${businessId}`,
      token: owner.token,
      payload: {
        minimum_notice_minutes: 43_201,
        slot_step_minutes: 25,
        max_appointments_per_consultant_day: 0,
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      minimum_notice_minutes: [BusinessMessages.minimumNoticeInvalid],
      slot_step_minutes: [BusinessMessages.slotStepInvalid],
      max_appointments_per_consultant_day: [BusinessMessages.dayLimitInvalid],
    });
    const badBuffer = await t.call({
      method: 'PATCH',
      url: `/api/service/${mensCutService}`,
      token: owner.token,
      payload: { buffer_before_minutes: 7 },
    });
    expect(badBuffer.statusCode).toBe(422);
    expect(badBuffer.json().errors).toEqual({
      buffer_before_minutes: [ServiceMessages.bufferInvalid],
    });
  });

  it('lets the owner take repeating bookings online and make the site French first, within bounds', async () => {
    const patch = (payload: Record<string, unknown>) =>
      t.call({ method: 'PATCH', url: `/api/business/${businessId}`, token: owner.token, payload });
    const refused = await patch({ online_series_max: 1, default_language: 'de-DE' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      online_series_max: [BusinessMessages.onlineSeriesInvalid],
      default_language: [BusinessMessages.languageInvalid],
    });
    const saved = await patch({ online_series_max: 4, default_language: 'fr-CA' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ online_series_max: 4, default_language: 'fr-CA' });
    const site = await t.site({ method: 'GET', url: '/api/site/maison-lumiere' });
    expect(site.json().data.business).toMatchObject({ online_series_max: 4, default_language: 'fr-CA' });
    expect((await patch({ online_series_max: 0, default_language: 'en-CA' })).statusCode).toBe(200);
  });

  it("keeps a service's buffers free around its appointments, unseen by customers", async () => {
    const patched = await t.call({
      method: 'PATCH',
      url: `/api/service/${mensCutService}`,
      token: owner.token,
      payload: { buffer_before_minutes: 15, buffer_after_minutes: 10 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data).toMatchObject({
      buffer_before_minutes: 15,
      buffer_after_minutes: 10,
    });
    try {
      // 10:00-10:30 keeps the owner busy 09:45-10:40.
      const booked = await book({ date: BUFFER_DAY, start_time: '10:00', end_time: '10:30' });
      expect(booked.statusCode, booked.body).toBe(201);
      expect(booked.json().data).toMatchObject({ start_time: '10:00', end_time: '10:30' });
      const [stored] = await t.database.db
        .select({ from: appointments.busy_from, until: appointments.busy_until })
        .from(appointments)
        .where(eq(appointments.id, booked.json().data.id));
      expect(stored).toEqual({
        from: new Date('2030-06-11T13:45:00Z'),
        until: new Date('2030-06-11T14:40:00Z'),
      });

      // Another cut's 10 minutes after must end by 09:45, its 15 before start at 10:40 at the
      // earliest: 09:15 and 10:30 (free without buffers) are not offered, nor anything between;
      // the free stretch opens at 10:55, off the quarter hour.
      const free = await starts(ids.owner.id, BUFFER_DAY);
      expect(free.slice(0, 4)).toEqual(['09:00', '10:55', '11:00', '11:15']);
      // The site shows the same times, each as long as the service alone.
      const site = (await siteStarts(BUFFER_DAY)).filter((s) => s.consultant_id === ids.owner.id);
      expect(site.slice(0, 2)).toEqual([
        expect.objectContaining({ start_time: '09:00', end_time: '09:30' }),
        expect.objectContaining({ start_time: '10:55', end_time: '11:25' }),
      ]);
      // The site's catalogue never shows the buffers.
      const page = await t.site({ method: 'GET', url: `/api/site/${SITE}` });
      expect(page.body).not.toContain('buffer_');

      // Booking 10:45 anyway: its 15 minutes before meet the first cut's 10 after. The
      // database refuses the overlap of the busy times, though the appointments do not meet.
      const overlapping = await book({ date: BUFFER_DAY, start_time: '10:45', end_time: '11:15' });
      expect(overlapping.statusCode).toBe(409);
      expect(overlapping.json().message).toBe(AppointmentMessages.slotTaken);
      const afterBuffers = await book({ date: BUFFER_DAY, start_time: '10:55', end_time: '11:25' });
      expect(afterBuffers.statusCode, afterBuffers.body).toBe(201);
    } finally {
      await t.call({
        method: 'PATCH',
        url: `/api/service/${mensCutService}`,
        token: owner.token,
        payload: { buffer_before_minutes: 0, buffer_after_minutes: 0 },
      });
    }
  });

  it('hides times inside the minimum notice and refuses a booking there, on the console and the site', async () => {
    expect(await setRules({ minimum_notice_minutes: 180 })).toMatchObject({
      minimum_notice_minutes: 180,
    });
    try {
      // 09:07 plus three hours: the first time is 12:15.
      const free = await starts(ids.owner.id, TODAY);
      expect(free[0]).toBe('12:15');
      const message = AppointmentMessages.insideNotice(180);
      expect(message).toBe(
        'This business takes bookings at least 3 hours ahead. Please choose a later time.',
      );
      const fromConsole = await book({ date: TODAY, start_time: '11:00', end_time: '11:30' });
      expect(fromConsole.statusCode).toBe(422);
      expect(fromConsole.json()).toMatchObject({ message, errors: { start_time: [message] } });
      const site = await siteBook({
        consultant_id: ids.owner.id,
        date: TODAY,
        start_time: '11:00',
        end_time: '11:30',
      });
      expect(site.statusCode).toBe(422);
      expect(site.json().message).toBe(message);
      const held = await t.database.db
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.date, TODAY), eq(appointments.start_time, '11:00')));
      expect(held).toEqual([]);
    } finally {
      await setRules({ minimum_notice_minutes: 120 });
    }
  });

  it("lets the owner override the notice and the horizon, in the activities; a consultant's override is refused", async () => {
    await setRules({ minimum_notice_minutes: 180 });
    // The consultant may neither ask for the owner's times nor book with the override.
    const theirTimes = await times(ids.colleague.id, TODAY, {
      token: consultant.token,
      extra: '&override_booking_rules=true',
    });
    expect(theirTimes.statusCode).toBe(403);
    expect(theirTimes.json().message).toBe(AppointmentMessages.overrideOwnerOnly);
    const theirs = await book(
      {
        consultant_id: ids.colleague.id,
        date: TODAY,
        start_time: '10:00',
        end_time: '10:30',
        override_booking_rules: true,
      },
      consultant.token,
    );
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(AppointmentMessages.overrideOwnerOnly);

    // The owner's times include the notice (not the past).
    const overridden = await starts(ids.owner.id, TODAY, '&override_booking_rules=true');
    expect(overridden[0]).toBe('09:15');
    const booked = await book({
      date: TODAY,
      start_time: '11:00',
      end_time: '11:30',
      override_booking_rules: true,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const events = (
      await t.call({
        method: 'GET',
        url: `/api/appointment/${booked.json().data.id}`,
        token: owner.token,
      })
    ).json().data.events as { note: string }[];
    expect(events.map((e) => e.note)).toEqual([
      `Appointment booked for ${TODAY} 11:00–11:30`,
      `Booking rules overridden for ${TODAY} 11:00–11:30: inside the minimum notice of 3 hours`,
    ]);

    // The horizon: 30 days, and a date six weeks ahead.
    await setRules({ booking_horizon_days: 30 });
    try {
      expect(await starts(ids.owner.id, FAR_DAY)).toEqual([]);
      expect((await starts(ids.owner.id, FAR_DAY, '&override_booking_rules=true'))[0]).toBe(
        '09:00',
      );
      const refused = await book({ date: FAR_DAY, start_time: '09:00', end_time: '09:30' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.date).toEqual([
        AppointmentMessages.beyondHorizon(30, '2030-07-04'),
      ]);
      const far = await book({
        date: FAR_DAY,
        start_time: '09:00',
        end_time: '09:30',
        override_booking_rules: true,
      });
      expect(far.statusCode, far.body).toBe(201);
      const farEvents = (
        await t.call({
          method: 'GET',
          url: `/api/appointment/${far.json().data.id}`,
          token: owner.token,
        })
      ).json().data.events as { note: string }[];
      expect(farEvents.at(-1)?.note).toBe(
        `Booking rules overridden for ${FAR_DAY} 09:00–09:30: beyond the booking horizon of 30 days`,
      );
      // An override that lifted nothing records nothing more.
      const plain = await book({
        date: STEP_DAY,
        start_time: '16:00',
        end_time: '16:30',
        override_booking_rules: true,
      });
      expect(plain.statusCode, plain.body).toBe(201);
      const plainEvents = (
        await t.call({
          method: 'GET',
          url: `/api/appointment/${plain.json().data.id}`,
          token: owner.token,
        })
      ).json().data.events as { note: string }[];
      expect(plainEvents).toHaveLength(1);
    } finally {
      await setRules({ booking_horizon_days: 365, minimum_notice_minutes: 120 });
    }
  });

  it('offers half-hour starts with a step of 30 minutes, and still takes a booking off that grid', async () => {
    await setRules({ slot_step_minutes: 30 });
    try {
      const free = await starts(ids.owner.id, STEP_DAY);
      expect(free.slice(0, 4)).toEqual(['09:00', '09:30', '10:00', '10:30']);
      expect(free.every((time) => time.endsWith(':00') || time.endsWith(':30'))).toBe(true);
      // The step shapes what is offered; a time off it is still a valid booking.
      const offGrid = await book({ date: STEP_DAY, start_time: '10:45', end_time: '11:15' });
      expect(offGrid.statusCode, offGrid.body).toBe(201);
      // The site offers the same grid.
      const site = (await siteStarts(STEP_DAY)).map((s) => s.start_time);
      expect(
        site.every((time) => time.endsWith(':00') || time.endsWith(':30') || time === '11:15'),
      ).toBe(true);
    } finally {
      await setRules({ slot_step_minutes: 15 });
    }
  });

  it("empties a consultant's day at the per-day limit and refuses one more booking or move", async () => {
    expect(await setRules({ max_appointments_per_consultant_day: 2 })).toMatchObject({
      max_appointments_per_consultant_day: 2,
    });
    try {
      const colleague = ids.colleague.id;
      const first = await book({
        consultant_id: colleague,
        date: LIMIT_DAY,
        start_time: '10:00',
        end_time: '10:30',
      });
      const second = await book({
        consultant_id: colleague,
        date: LIMIT_DAY,
        start_time: '11:00',
        end_time: '11:30',
      });
      expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
      expect(await starts(colleague, LIMIT_DAY)).toEqual([]);
      // Editing one of that day's appointments still offers its day's times: moving within
      // the day takes no new place.
      const editing = await starts(
        colleague,
        LIMIT_DAY,
        `&excludeAppointmentId=${first.json().data.id}`,
      );
      expect(editing).toContain('15:00');
      // "Any available" on the site leaves the full consultant out.
      const site = await siteStarts(LIMIT_DAY);
      expect(site.length).toBeGreaterThan(0);
      expect(site.every((s) => s.consultant_id === ids.owner.id)).toBe(true);

      const third = await book({
        consultant_id: colleague,
        date: LIMIT_DAY,
        start_time: '14:00',
        end_time: '14:30',
      });
      expect(third.statusCode).toBe(422);
      expect(third.json()).toMatchObject({
        message: AppointmentMessages.dayFull,
        errors: { date: [AppointmentMessages.dayFull] },
      });
      const fromSite = await siteBook({
        consultant_id: colleague,
        date: LIMIT_DAY,
        start_time: '14:00',
        end_time: '14:30',
      });
      expect(fromSite.statusCode).toBe(422);
      expect(fromSite.json().message).toBe(AppointmentMessages.dayFull);

      // Moving another appointment onto the full day is refused too; within it, it is not.
      const elsewhere = await book({
        consultant_id: colleague,
        date: MOVE_DAY,
        start_time: '10:00',
        end_time: '10:30',
      });
      expect(elsewhere.statusCode, elsewhere.body).toBe(201);
      const move = await t.call({
        method: 'PUT',
        url: `/api/appointment/${elsewhere.json().data.id}`,
        token: owner.token,
        payload: { date: LIMIT_DAY, start_time: '15:00', end_time: '15:30' },
      });
      expect(move.statusCode).toBe(422);
      expect(move.json().message).toBe(AppointmentMessages.dayFull);
      // The customer moving it on the site meets the same limit, and the minimum notice.
      const olivia = await t.site({
        method: 'POST',
        url: '/api/login?type=user',
        headers: { 'x-business-id': String(businessId) },
        payload: { email: ids.olivia.email, password: DEMO_PASSWORD },
      });
      expect(olivia.statusCode, olivia.body).toBe(200);
      const customerMove = (payload: Record<string, unknown>) =>
        t.site({
          method: 'PATCH',
          url: `/api/user/me/appointments/${elsewhere.json().data.id}`,
          token: olivia.json().data.token,
          payload,
        });
      const ontoFullDay = await customerMove({
        date: LIMIT_DAY,
        start_time: '15:00',
        end_time: '15:30',
      });
      expect(ontoFullDay.statusCode).toBe(422);
      expect(ontoFullDay.json().message).toBe(AppointmentMessages.dayFull);
      const tooSoon = await customerMove({ date: TODAY, start_time: '10:00', end_time: '10:30' });
      expect(tooSoon.statusCode).toBe(422);
      expect(tooSoon.json().message).toBe(AppointmentMessages.insideNotice(120));
      const within = await t.call({
        method: 'PUT',
        url: `/api/appointment/${first.json().data.id}`,
        token: owner.token,
        payload: { start_time: '15:00', end_time: '15:30' },
      });
      expect(within.statusCode, within.body).toBe(200);

      // A cancelled appointment frees its place.
      const cancelled = await t.call({
        method: 'PUT',
        url: `/api/appointment/${second.json().data.id}`,
        token: owner.token,
        payload: { status: 'cancelled' },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect((await starts(colleague, LIMIT_DAY)).length).toBeGreaterThan(0);
      const now = await book({
        consultant_id: colleague,
        date: LIMIT_DAY,
        start_time: '14:00',
        end_time: '14:30',
      });
      expect(now.statusCode, now.body).toBe(201);
      // The day is full again: the cancelled one cannot come back.
      const uncancel = await t.call({
        method: 'PUT',
        url: `/api/appointment/${second.json().data.id}`,
        token: owner.token,
        payload: { status: 'active' },
      });
      expect(uncancel.statusCode).toBe(422);
      expect(uncancel.json().message).toBe(AppointmentMessages.dayFull);
    } finally {
      await setRules({ max_appointments_per_consultant_day: null });
    }
  });
});

/**
 * Only PostgreSQL runs requests truly in parallel (PGlite serialises them): there the per-day
 * limit must hold when bookings of one day at different times race for its last place.
 */
describe.runIf(process.env.TEST_DATABASE_URL)(
  'the per-day limit under a race on PostgreSQL',
  () => {
    let t: TestApp;
    let token: string;
    let businessId: number;
    let ids: Awaited<ReturnType<typeof demoIds>>;

    beforeAll(async () => {
      t = await startTestApp(
        { name: 'postgres', url: process.env.TEST_DATABASE_URL },
        { now: NOW },
      );
      const owner = await t.signIn('owner@rendezvous.test');
      token = owner.token;
      businessId = owner.admin.business_id!;
      ids = await demoIds(t, businessId);
    });
    afterAll(() => t.close());

    it('20 bookings of one consultant on one day at different times, a limit of 1: one is booked', async () => {
      const limited = await t.call({
        method: 'PATCH',
        url: `/api/business/${businessId}`,
        token,
        payload: { max_appointments_per_consultant_day: 1 },
      });
      expect(limited.statusCode, limited.body).toBe(200);
      // Fifteen half hours of the day, none overlapping another (the break aside).
      const halfHours = [9, 10, 11, 12, 14, 15, 16]
        .flatMap((h) => [`${h}:00`, `${h}:30`])
        .concat('13:30');
      const pad = (time: string) => time.padStart(5, '0');
      const end = (time: string) => {
        const [h, m] = time.split(':').map(Number);
        return pad(`${m === 30 ? h! + 1 : h}:${m === 30 ? '00' : '30'}`);
      };
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => {
          const start = pad(halfHours[i % halfHours.length]!);
          return t.call({
            method: 'POST',
            url: '/api/appointment',
            token,
            payload: {
              consultant_id: ids.owner.id,
              customer_type: i % 2 ? 'guest' : 'user',
              customerable_id: i % 2 ? ids.mia.id : ids.olivia.id,
              date: RACE_DAY,
              start_time: start,
              end_time: end(start),
              services: [ids.offering(ids.owner.id, "Men's cut")],
              pay_now: 0,
            },
          });
        }),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 422)).toHaveLength(19);
      for (const answer of answers.filter((a) => a.statusCode === 422)) {
        expect(answer.json().message).toBe(AppointmentMessages.dayFull);
      }
      const stored = await t.database.db
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.business_id, businessId), eq(appointments.date, RACE_DAY)));
      expect(stored).toHaveLength(1);
    }, 90_000);
  },
);
