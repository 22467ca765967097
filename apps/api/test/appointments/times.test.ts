import { AppointmentMessages, MAX_BOOKING_HORIZON_DAYS } from '@rendezvous/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pgliteTrackingOf } from '../../src/db/read-cache';
import { timezones } from '../../src/db/schema';
import { engines, startTestApp, type TestApp } from '../support/app';
import { demoIds } from './fixtures';

type Slot = {
  start_time: string;
  end_time: string;
  customer_date?: string;
  customer_start_time?: string;
  customer_end_time?: string;
};

/** Start times every quarter hour from `from` to `to` (inclusive), 'HH:MM'. */
function quarterHours(from: string, to: string): string[] {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const out: string[] = [];
  for (let m = minutes(from); m <= minutes(to); m += 15) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return out;
}

// The demo business and both its consultants keep the default hours, 09:00-17:00 with a break
// 13:00-13:30, every day (the colleague from 10:00, on weekdays only), in America/Toronto.
/**
 * The file's clock: its dates (2027's change to summer time among them) are in the future of
 * this instant whatever the machine's date is.
 */
const NOW = '2026-06-01T16:00:00Z';
const TUESDAY = '2030-06-04';
const SATURDAY = '2030-06-08';

describe.each(engines)('GET consultant/{id}/times on $name', (engine) => {
  let t: TestApp;
  let owner: { token: string; admin: { business_id: number | null } };
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let other: { token: string };

  beforeAll(async () => {
    t = await startTestApp(engine, { now: NOW, bookingHorizonDays: MAX_BOOKING_HORIZON_DAYS });
    owner = await t.signIn('owner@rendezvous.test');
    ids = await demoIds(t, owner.admin.business_id!);
    other = await t.signUpOwner('times-other@rendezvous.test', 'Other Times Shop');
  });
  afterAll(() => t.close());

  const times = (consultantId: number, query: string, token = owner.token) =>
    t.call({ method: 'GET', url: `/api/consultant/${consultantId}/times?${query}`, token });
  const slotsOf = async (consultantId: number, query: string) => {
    const res = await times(consultantId, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Slot[];
  };
  const service = (name: string, consultant = ids.owner.id) => ids.offering(consultant, name);
  const starts = (slots: Slot[]) => slots.map((s) => s.start_time);

  it('cuts the hours into quarter-hour starts of the service length, around the break', async () => {
    const slots = await slotsOf(
      ids.owner.id,
      `date=${TUESDAY}&consultantServiceIds=${service("Men's cut")}`,
    );
    expect(starts(slots)).toEqual([
      ...quarterHours('09:00', '12:30'),
      ...quarterHours('13:30', '16:30'),
    ]);
    expect(slots[0]).toEqual({ start_time: '09:00', end_time: '09:30' });
    expect(slots.at(-1)).toEqual({ start_time: '16:30', end_time: '17:00' });
    // The colleague starts at 10:00 and does not work on Saturdays.
    const colleague = await slotsOf(
      ids.colleague.id,
      `date=${TUESDAY}&consultantServiceIds=${service("Men's cut", ids.colleague.id)}`,
    );
    expect(colleague[0]!.start_time).toBe('10:00');
    expect(
      await slotsOf(
        ids.colleague.id,
        `date=${SATURDAY}&consultantServiceIds=${service("Men's cut", ids.colleague.id)}`,
      ),
    ).toEqual([]);
  });

  it('adds the lengths of several services; a customer-decided length takes its minimum', async () => {
    const both = await slotsOf(
      ids.owner.id,
      `date=${TUESDAY}&consultantServiceIds=${service("Men's cut")}&consultantServiceIds=${service('Classic manicure')}`,
    );
    // 30 + 45 minutes.
    expect(both[0]).toEqual({ start_time: '09:00', end_time: '10:15' });
    expect(starts(both)).toEqual([
      ...quarterHours('09:00', '11:45'),
      ...quarterHours('13:30', '15:45'),
    ]);
    // The massage lasts 30 to 90 minutes as the customer decides.
    const massage = await slotsOf(
      ids.owner.id,
      `date=${TUESDAY}&consultantServiceIds=${service('Relaxation massage')}`,
    );
    expect(massage[0]).toEqual({ start_time: '09:00', end_time: '09:30' });
  });

  it('leaves out booked times, except those of the appointment being edited', async () => {
    const booked = await t.call({
      method: 'POST',
      url: '/api/appointment',
      token: owner.token,
      payload: {
        consultant_id: ids.owner.id,
        customer_type: 'user',
        customerable_id: ids.olivia.id,
        date: TUESDAY,
        start_time: '10:00',
        end_time: '11:15',
        services: [service("Men's cut"), service('Classic manicure')],
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().data.id as number;
    const query = `date=${TUESDAY}&consultantServiceIds=${service("Men's cut")}&consultantServiceIds=${service('Classic manicure')}`;
    // 09:00 would end at 10:15, inside the appointment; the stretch 11:15-13:00 holds three.
    expect(starts(await slotsOf(ids.owner.id, query))).toEqual([
      '11:15',
      '11:30',
      '11:45',
      ...quarterHours('13:30', '15:45'),
    ]);
    const editing = await slotsOf(ids.owner.id, `${query}&excludeAppointmentId=${id}`);
    expect(starts(editing)).toEqual([
      ...quarterHours('09:00', '11:45'),
      ...quarterHours('13:30', '15:45'),
    ]);
    // A cancelled appointment frees its time.
    const cancelled = await t.call({
      method: 'PUT',
      url: `/api/appointment/${id}`,
      token: owner.token,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await slotsOf(ids.owner.id, query)).toEqual(editing);
  });

  it("shows the slots on the customer's clock, with the zone rules of the date", async () => {
    const [paris] = await t.database.db
      .select()
      .from(timezones)
      .where(eq(timezones.name, 'Europe/Paris'));
    const summer = await slotsOf(
      ids.owner.id,
      `date=${TUESDAY}&consultantServiceIds=${service("Men's cut")}&customer_timezone_id=${paris!.id}`,
    );
    // 09:00 in Toronto (UTC-4) is 15:00 in Paris (UTC+2).
    expect(summer[0]).toEqual({
      start_time: '09:00',
      end_time: '09:30',
      customer_date: TUESDAY,
      customer_start_time: '15:00',
      customer_end_time: '15:30',
    });
    // 2027-03-14: Toronto has moved to UTC-4 that night, Paris is still on UTC+1 until the 28th.
    const [spring] = await slotsOf(
      ids.owner.id,
      `date=2027-03-14&consultantServiceIds=${service("Men's cut")}&customer_timezone_id=${paris!.id}`,
    );
    expect(spring).toMatchObject({ start_time: '09:00', customer_start_time: '14:00' });
    const unknownZone = await times(
      ids.owner.id,
      `date=${TUESDAY}&consultantServiceIds=${service("Men's cut")}&customer_timezone_id=999999`,
    );
    expect(unknownZone.statusCode).toBe(422);
    expect(unknownZone.json().errors).toEqual({
      customer_timezone_id: ['Please choose one of the time zones'],
    });
  });

  it('answers nothing for a date already past', async () => {
    expect(
      await slotsOf(ids.owner.id, `date=2020-06-02&consultantServiceIds=${service("Men's cut")}`),
    ).toEqual([]);
  });

  it("refuses services the consultant does not offer and answers 404 for another business's consultant", async () => {
    const foreign = await times(
      ids.owner.id,
      `date=${TUESDAY}&consultantServiceIds=${service("Men's cut", ids.colleague.id)}`,
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe(AppointmentMessages.serviceNotOffered);
    expect(foreign.json().errors).toEqual({
      consultantServiceIds: [AppointmentMessages.serviceNotOffered],
    });

    const elsewhere = await times(
      ids.owner.id,
      `date=${TUESDAY}&consultantServiceIds=${service("Men's cut")}`,
      other.token,
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(
      (await times(999_999, `date=${TUESDAY}&consultantServiceIds=${service("Men's cut")}`))
        .statusCode,
    ).toBe(404);
  });

  it('names the field of every invalid query', async () => {
    const errorsOf = async (query: string) => {
      const res = await times(ids.owner.id, query);
      expect(res.statusCode).toBe(422);
      return res.json().errors as Record<string, string[]>;
    };
    expect(await errorsOf(`date=${TUESDAY}`)).toEqual({
      consultantServiceIds: [AppointmentMessages.serviceRequired],
    });
    expect((await errorsOf(`consultantServiceIds=1`)).date).toEqual(['Date is required']);
    expect((await errorsOf(`date=tomorrow&consultantServiceIds=1`)).date).toEqual([
      'Please enter a valid date (YYYY-MM-DD)',
    ]);
    expect((await errorsOf(`date=2030-02-30&consultantServiceIds=1`)).date).toEqual([
      'Please enter a valid date (YYYY-MM-DD)',
    ]);
    const eleven = Array.from({ length: 11 }, (_, i) => `consultantServiceIds=${i + 1}`).join('&');
    expect(await errorsOf(`date=${TUESDAY}&${eleven}`)).toEqual({
      consultantServiceIds: [AppointmentMessages.tooManyServices],
    });
  });

  it('answers from one query', async () => {
    if (engine.name !== 'pglite') return;
    const client = (
      t.database.db as unknown as {
        session: { client: { query: (...args: unknown[]) => unknown; exec: (...args: unknown[]) => unknown } };
      }
    ).session.client;
    const query = vi.spyOn(client, 'query');
    const exec = vi.spyOn(client, 'exec');
    // Prepared reads go straight to the tracked connection (db/read-cache).
    const read = vi.spyOn(pgliteTrackingOf(client)!, 'read');
    // A date no other test asks for, so no earlier answer is reused.
    const res = await times(
      ids.owner.id,
      `date=2031-03-04&consultantServiceIds=${service("Men's cut")}&consultantServiceIds=${service('Classic manicure')}`,
    );
    const statements = [...query.mock.calls, ...exec.mock.calls, ...read.mock.calls].map((call) => String(call[0]));
    for (const spy of [query, exec, read]) spy.mockRestore();
    expect(res.statusCode).toBe(200);
    // Authentication's own statements (the session is a prepared query; its occasional
    // last-used touch is not) are not the route's, nor is preparing the route's statement the
    // first time a database runs it.
    const route = statements.filter((sql) => !sql.includes('"auth_tokens"') && !sql.startsWith('prepare '));
    expect(route).toEqual([expect.stringMatching(/^execute consultant_times_/)]);
  });
});
