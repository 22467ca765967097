import { AppointmentMessages, RecurrenceMessages } from '@rendezvous/domain';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../src/db/schema';
import { engines, startTestApp, type TestApp } from '../support/app';
import { demoIds, oliviaBooking } from './fixtures';

/** A Thursday, two weeks before the first occurrence (Tuesday 2027-06-01, 10:00–11:15). */
const NOW = '2027-05-20T14:00:00Z';
const WEEKLY = { frequency: 'weekly', interval: 1, count: 6 } as const;
const DATES = ['2027-06-01', '2027-06-08', '2027-06-15', '2027-06-22', '2027-06-29', '2027-07-06'];

type Occurrence = {
  date: string;
  start_time: string;
  free: boolean;
  reason: string | null;
  alternative: { date: string; start_time: string; end_time: string } | null;
};

describe.each(engines)('recurring series on $name', (engine) => {
  let t: TestApp;
  let businessId: number;
  let token: string;
  let ids: Awaited<ReturnType<typeof demoIds>>;

  beforeAll(async () => {
    t = await startTestApp(engine, { now: NOW });
    const owner = await t.signIn('owner@rendezvous.test');
    token = owner.token;
    businessId = owner.admin.business_id!;
    ids = await demoIds(t, businessId);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url, token, businessId, payload });
  const series = (over: Record<string, unknown> = {}) => ({
    ...oliviaBooking(ids, { pay_now: 0 }),
    recurrence: WEEKLY,
    ...over,
  });
  /** Olivia's active appointments with the owner at 10:00 on the series' dates. */
  const oliviasAt10 = async () =>
    (
      await t.database.db
        .select({ date: appointments.date, series_id: appointments.series_id })
        .from(appointments)
        .where(
          and(
            eq(appointments.business_id, businessId),
            eq(appointments.customerable_id, ids.olivia.id),
            eq(appointments.customer_type, 'user'),
            eq(appointments.start_time, '10:00'),
            ne(appointments.status, 'cancelled'),
          ),
        )
    ).filter((a) => DATES.includes(a.date));

  it('checks every occurrence, names what stands in the way and the nearest free time, and books nothing', async () => {
    // Mia already has the owner at 10:30 on the third Tuesday.
    const taken = await post('/api/appointment', {
      ...oliviaBooking(ids, {
        customer_type: 'guest',
        customerable_id: ids.mia.id,
        date: DATES[2],
        start_time: '10:30',
        end_time: '11:00',
        services: [ids.offering(ids.owner.id, "Men's cut")],
        pay_now: 0,
      }),
    });
    expect(taken.statusCode, taken.body).toBe(201);

    const res = await post('/api/appointments/series/check', series());
    expect(res.statusCode, res.body).toBe(200);
    const occurrences = res.json().data.occurrences as Occurrence[];
    expect(occurrences.map((o) => o.date)).toEqual(DATES);
    expect(occurrences.map((o) => o.free)).toEqual([true, true, false, true, true, true]);
    const conflict = occurrences[2]!;
    expect(conflict.reason).toBe(AppointmentMessages.slotTaken);
    // The nearest free 75 minutes that day keeps clear of Mia's 10:30–11:00.
    expect(conflict.alternative).not.toBeNull();
    expect(conflict.alternative!.date).toBe(DATES[2]);
    const start = conflict.alternative!.start_time;
    expect(start <= '09:15' || start >= '11:00').toBe(true);
    expect(await oliviasAt10()).toEqual([]);
  });

  it('book=all books nothing when one occurrence cannot be booked', async () => {
    const res = await post('/api/appointments/series', series({ book: 'all' }));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(RecurrenceMessages.conflicts(1));
    expect(res.json().errors.recurrence).toEqual([`${DATES[2]}: ${AppointmentMessages.slotTaken}`]);
    expect(await oliviasAt10()).toEqual([]);
  });

  it('book=free books the free occurrences as one series and answers the one left out', async () => {
    const res = await post('/api/appointments/series', series({ book: 'free' }));
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as { series_id: number; appointment_ids: number[]; skipped: Occurrence[] };
    expect(res.json().message).toBe(RecurrenceMessages.booked(5));
    expect(data.appointment_ids).toHaveLength(5);
    expect(data.skipped.map((o) => o.date)).toEqual([DATES[2]]);
    const booked = await oliviasAt10();
    expect(booked.map((b) => b.date).sort()).toEqual(DATES.filter((d) => d !== DATES[2]));
    expect(new Set(booked.map((b) => b.series_id))).toEqual(new Set([data.series_id]));
    // Checking it again finds every occurrence taken, by the series itself.
    const again = await post('/api/appointments/series/check', series());
    expect((again.json().data.occurrences as Occurrence[]).every((o) => !o.free)).toBe(true);
  });

  it('cancels an occurrence and the following ones, leaving the earlier ones booked', async () => {
    const [{ series_id: seriesId } = { series_id: null }] = await oliviasAt10();
    expect(seriesId).not.toBeNull();
    const res = await post(`/api/appointments/series/${seriesId}/cancel`, { from_date: DATES[3] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(RecurrenceMessages.cancelled(3));
    expect(res.json().data.cancelled).toHaveLength(3);
    expect((await oliviasAt10()).map((b) => b.date).sort()).toEqual([DATES[0], DATES[1]]);
    const again = await post(`/api/appointments/series/${seriesId}/cancel`, { from_date: DATES[3] });
    expect(again.json().message).toBe(RecurrenceMessages.cancelled(0));
    const other = await t.signUpOwner('series-other@example.test', 'Other Series Salon');
    const foreign = await t.call({
      method: 'POST',
      url: `/api/appointments/series/${seriesId}/cancel`,
      token: other.token,
      businessId: other.businessId,
      payload: { from_date: DATES[0] },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await oliviasAt10()).map((b) => b.date).sort()).toEqual([DATES[0], DATES[1]]);
  });

  /** Books a series of `count` from `first` and answers its id and appointment ids. */
  const bookSeries = async (first: string, recurrence: Record<string, unknown>) => {
    const res = await post('/api/appointments/series', series({ date: first, recurrence, book: 'all' }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { series_id: number; appointment_ids: number[] };
  };
  const timesOf = async (ids: number[]) =>
    (
      await t.database.db
        .select({ id: appointments.id, date: appointments.date, start_time: appointments.start_time })
        .from(appointments)
        .where(and(eq(appointments.business_id, businessId), ne(appointments.status, 'cancelled')))
    )
      .filter((a) => ids.includes(a.id))
      .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
      .map((a) => `${a.date} ${a.start_time}`);

  it('moves an occurrence and the following ones by the same step, all or none', async () => {
    const dates = ['2027-09-07', '2027-09-14', '2027-09-21', '2027-09-28'];
    const booked = await bookSeries(dates[0]!, { ...WEEKLY, count: 4 });
    const [first, second] = booked.appointment_ids;
    // Someone else at 14:00 on the last date stands in the way of moving to 14:00.
    const blocker = await post(
      '/api/appointment',
      oliviaBooking(ids, { customer_type: 'guest', customerable_id: ids.mia.id, date: dates[3], start_time: '14:00', end_time: '15:15', pay_now: 0 }),
    );
    expect(blocker.statusCode, blocker.body).toBe(201);
    const move = { appointment_id: second, date: dates[1], start_time: '14:00' };

    const check = await post(`/api/appointments/series/${booked.series_id}/move/check`, move);
    expect(check.statusCode, check.body).toBe(200);
    const occurrences = check.json().data.occurrences as Occurrence[];
    expect(occurrences.map((o) => [o.date, o.start_time, o.free])).toEqual([
      [dates[1], '14:00', true],
      [dates[2], '14:00', true],
      [dates[3], '14:00', false],
    ]);
    expect(occurrences[2]!.reason).toBe(AppointmentMessages.slotTaken);
    expect(occurrences[2]!.alternative).not.toBeNull();

    const refused = await post(`/api/appointments/series/${booked.series_id}/move`, move);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(RecurrenceMessages.moveConflicts(1));
    expect(await timesOf(booked.appointment_ids)).toEqual(dates.map((d) => `${d} 10:00`));

    const freed = await t.call({
      method: 'PUT',
      url: `/api/appointment/${blocker.json().data.id}`,
      token,
      businessId,
      payload: { status: 'cancelled' },
    });
    expect(freed.statusCode, freed.body).toBe(200);
    const moved = await post(`/api/appointments/series/${booked.series_id}/move`, move);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().message).toBe(RecurrenceMessages.moved(3));
    expect(await timesOf(booked.appointment_ids)).toEqual([
      `${dates[0]} 10:00`,
      ...dates.slice(1).map((d) => `${d} 14:00`),
    ]);
    const one = await t.call({ method: 'GET', url: `/api/appointment/${first}`, token, businessId });
    expect(one.json().data.series_id).toBe(booked.series_id);
  });

  it('moves a daily series a day later onto its own times, and refuses what is not its own', async () => {
    // Each lands on the next one's old time: the moving appointments never stand in each other's way.
    const booked = await bookSeries('2027-10-05', { frequency: 'daily', interval: 1, count: 3 });
    const move = { appointment_id: booked.appointment_ids[0], date: '2027-10-06', start_time: '10:00' };
    const moved = await post(`/api/appointments/series/${booked.series_id}/move`, move);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await timesOf(booked.appointment_ids)).toEqual(['2027-10-06 10:00', '2027-10-07 10:00', '2027-10-08 10:00']);

    const same = await post(`/api/appointments/series/${booked.series_id}/move`, move);
    expect(same.statusCode).toBe(422);
    expect(same.json().message).toBe(RecurrenceMessages.moveUnchanged);
    const stranger = await post(`/api/appointments/series/${booked.series_id}/move/check`, {
      ...move,
      appointment_id: 2_000_000,
    });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors.appointment_id).toEqual([RecurrenceMessages.notInSeries]);
    const other = await t.signUpOwner('series-move-other@example.test', 'Other Move Salon');
    const foreign = await t.call({
      method: 'POST',
      url: `/api/appointments/series/${booked.series_id}/move`,
      token: other.token,
      businessId: other.businessId,
      payload: { ...move, date: '2027-10-12' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await timesOf(booked.appointment_ids)).toEqual(['2027-10-06 10:00', '2027-10-07 10:00', '2027-10-08 10:00']);
  });

  it('refuses a series of more than 52 appointments and a rule with no end', async () => {
    const long = await post(
      '/api/appointments/series/check',
      series({ recurrence: { frequency: 'daily', interval: 1, until: '2027-12-31' } }),
    );
    expect(long.statusCode).toBe(422);
    expect(long.json().errors['recurrence.until']).toEqual([RecurrenceMessages.tooMany]);
    const endless = await post('/api/appointments/series/check', series({ recurrence: { frequency: 'weekly', interval: 1 } }));
    expect(endless.statusCode).toBe(422);
  });

  it('a series and a single booking of one of its times sent at once never double-book it', async () => {
    const dates = ['2027-08-03', '2027-08-10', '2027-08-17'];
    const [seriesAnswer, single] = await Promise.all([
      post('/api/appointments/series', series({ date: dates[0], recurrence: { ...WEEKLY, count: 3 }, book: 'all' })),
      post('/api/appointment', {
        ...oliviaBooking(ids, { customer_type: 'guest', customerable_id: ids.mia.id, date: dates[1], pay_now: 0 }),
      }),
    ]);
    expect([seriesAnswer.statusCode, single.statusCode].sort()).toContain(201);
    const atTen = await t.database.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.business_id, businessId),
          eq(appointments.consultant_id, ids.owner.id),
          eq(appointments.date, dates[1]!),
          ne(appointments.status, 'cancelled'),
        ),
      );
    expect(atTen).toHaveLength(1);
    // Whichever lost booked nothing at all: a series is all or none.
    if (seriesAnswer.statusCode !== 201) {
      expect(seriesAnswer.statusCode).toBe(409);
      const others = await t.database.db
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.business_id, businessId), eq(appointments.date, dates[2]!)));
      expect(others).toHaveLength(0);
    } else {
      expect(single.statusCode).toBe(409);
    }
  });
});
