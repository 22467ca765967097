import {
  AppointmentMessages,
  MAX_OPEN_TIME_OFF,
  TimeOffMessages,
  type TimeOff,
} from '@rendezvous/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, timeOff } from '../../src/db/schema';
import { engines, startTestApp, type TestApp } from '../support/app';
import { demoIds } from '../appointments/fixtures';

/*
 * Time off (issue 25) as a client meets it: a consultant's time away and the business's
 * closures, who may write which, the cap on upcoming entries, the free times and bookings that
 * skip them, and the appointments already booked inside a new one.
 *
 * The demo business keeps 09:00-17:00 with a break 13:00-13:30 every day, in America/Toronto;
 * the colleague works weekdays from 10:00. The file's clock is Tuesday 2027-05-04, 09:07 in
 * Toronto; the dates below lie three weeks on, inside the horizon and past the notice.
 */
const NOW = '2027-05-04T13:07:00Z';
const AWAY_DAY = '2027-05-25';
const CLOSED_DAY = '2027-05-26';
const CONFLICT_DAY = '2027-05-27';
const SITE = 'maison-lumiere';

type Slot = { start_time: string; consultant_id?: number };

describe.each(engines)('time off on $name', (engine) => {
  let t: TestApp;
  let owner: { token: string };
  let consultant: { token: string };
  let other: Awaited<ReturnType<TestApp['signUpOwner']>>;
  let businessId: number;
  let ids: Awaited<ReturnType<typeof demoIds>>;

  beforeAll(async () => {
    t = await startTestApp(engine, { now: NOW });
    const signedIn = await t.signIn('owner@rendezvous.test');
    owner = signedIn;
    consultant = await t.signIn('consultant@rendezvous.test');
    businessId = signedIn.admin.business_id!;
    ids = await demoIds(t, businessId);
    other = await t.signUpOwner('time-off-other@example.org', 'Elsewhere Studio');
  });
  afterAll(() => t.close());

  const mens = (consultantId: number) => ids.offering(consultantId, "Men's cut");
  const add = (payload: Record<string, unknown>, token = owner.token, business = businessId) =>
    t.call({ method: 'POST', url: `/api/business/${business}/time-off`, token, payload });
  const remove = (id: number, token = owner.token) =>
    t.call({ method: 'DELETE', url: `/api/business/${businessId}/time-off/${id}`, token });
  const list = (query: string, token = owner.token) =>
    t.call({ method: 'GET', url: `/api/business/${businessId}/time-off?${query}`, token });
  const starts = async (consultantId: number, date: string) => {
    const res = await t.call({
      method: 'GET',
      url: `/api/consultant/${consultantId}/times?date=${date}&consultantServiceIds=${mens(consultantId)}`,
      token: owner.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as Slot[]).map((s) => s.start_time);
  };
  const siteSlots = async (date: string) => {
    const res = await t.site({
      method: 'GET',
      url: `/api/site/${SITE}/times?date=${date}&service_ids=${ids.service("Men's cut")}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Slot[];
  };
  const book = (
    over: Record<string, unknown> & { date: string; start_time: string; end_time: string },
  ) =>
    t.call({
      method: 'POST',
      url: '/api/appointment',
      token: owner.token,
      payload: {
        consultant_id: ids.owner.id,
        customer_type: 'user',
        customerable_id: ids.olivia.id,
        services: [mens((over.consultant_id as number | undefined) ?? ids.owner.id)],
        pay_now: 0,
        ...over,
      },
    });

  it("adds and deletes a consultant's hours away, in the activities, and validates the entry", async () => {
    const created = await add({
      consultant_id: ids.owner.id,
      kind: 'training',
      starts_on: '2027-06-08',
      ends_on: '2027-06-08',
      start_time: '09:00',
      end_time: '11:30',
      note: '  First-aid course  ',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe(TimeOffMessages.created);
    const entry = created.json().data as TimeOff;
    expect(entry).toMatchObject({
      business_id: businessId,
      consultant_id: ids.owner.id,
      kind: 'training',
      start_time: '09:00',
      end_time: '11:30',
      note: 'First-aid course',
      // 09:00 and 11:30 in Toronto, on summer time.
      starts_at: '2027-06-08T13:00:00.000Z',
      ends_at: '2027-06-08T15:30:00.000Z',
      conflicts: [],
    });
    expect(entry.consultant_name).toBeTruthy();

    const listed = await list('from=2027-06-01&to=2027-06-30');
    expect(listed.statusCode, listed.body).toBe(200);
    expect((listed.json().data as TimeOff[]).map((e) => e.id)).toContain(entry.id);

    const deleted = await remove(entry.id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ data: { id: entry.id }, message: TimeOffMessages.deleted });
    expect((await remove(entry.id)).statusCode).toBe(404);
    const notes = await t.database.db
      .select({ note: activities.note })
      .from(activities)
      .where(
        and(
          eq(activities.business_id, businessId),
          like(activities.note, 'Time off %2027-06-08 09:00–11:30'),
        ),
      );
    expect(notes.map((n) => n.note).sort()).toEqual([
      'Time off added: training 2027-06-08 09:00–11:30',
      'Time off deleted: training 2027-06-08 09:00–11:30',
    ]);

    const invalid = await add({
      consultant_id: ids.owner.id,
      kind: 'vacation',
      starts_on: '2027-06-09',
      ends_on: '2027-06-08',
      start_time: '10:00',
      note: 'x'.repeat(201),
    });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['ends_on', 'kind', 'note']);
    const hours = await add({
      kind: 'closure',
      starts_on: '2027-06-08',
      ends_on: '2027-06-09',
      start_time: '10:00',
      end_time: '09:00',
    });
    expect(hours.statusCode).toBe(422);
    expect(hours.json().errors).toEqual({ start_time: [TimeOffMessages.hoursOneDay] });
    const reversed = await add({
      kind: 'closure',
      starts_on: '2027-06-08',
      ends_on: '2027-06-08',
      start_time: '10:00',
      end_time: '09:00',
    });
    expect(reversed.json().errors).toEqual({ end_time: [TimeOffMessages.hoursOrder] });
    const tooLong = await list('from=2027-01-01&to=2028-01-02');
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual({ to: [TimeOffMessages.rangeTooLong] });
  });

  it('lets a consultant write only their own time off; closures and colleagues are the owner’s', async () => {
    const own = await add(
      {
        consultant_id: ids.colleague.id,
        kind: 'sick',
        starts_on: '2027-06-14',
        ends_on: '2027-06-15',
      },
      consultant.token,
    );
    expect(own.statusCode, own.body).toBe(201);
    const closure = await add(
      { kind: 'closure', starts_on: '2027-06-16', ends_on: '2027-06-16' },
      consultant.token,
    );
    expect(closure.statusCode).toBe(403);
    expect(closure.json().message).toBe(TimeOffMessages.ownerOnly);
    const colleagues = await add(
      {
        consultant_id: ids.owner.id,
        kind: 'holiday',
        starts_on: '2027-06-16',
        ends_on: '2027-06-16',
      },
      consultant.token,
    );
    expect(colleagues.statusCode).toBe(403);

    const ownersEntry = await add({
      consultant_id: ids.owner.id,
      kind: 'holiday',
      starts_on: '2027-06-17',
      ends_on: '2027-06-17',
    });
    expect(ownersEntry.statusCode).toBe(201);
    expect((await remove(ownersEntry.json().data.id, consultant.token)).statusCode).toBe(403);
    // Everyone in the business reads the calendar.
    const seen = await list('from=2027-06-14&to=2027-06-17', consultant.token);
    expect((seen.json().data as TimeOff[]).map((e) => e.id)).toEqual([
      own.json().data.id,
      ownersEntry.json().data.id,
    ]);
    expect((await remove(own.json().data.id, consultant.token)).statusCode).toBe(200);
    expect((await remove(ownersEntry.json().data.id)).statusCode).toBe(200);

    // The holidays are the owner's too.
    const holidays = await t.call({
      method: 'POST',
      url: `/api/business/${businessId}/time-off/holidays`,
      token: consultant.token,
      payload: { year: 2027, region: 'QC' },
    });
    expect(holidays.statusCode).toBe(403);
  });

  it("keeps to its business: another's id is a 404, its X-Business-Id a 403, its consultant a 422", async () => {
    expect((await list('from=2027-06-01&to=2027-06-30')).statusCode).toBe(200);
    const theirs = await t.call({
      method: 'GET',
      url: `/api/business/${other.businessId}/time-off?from=2027-06-01&to=2027-06-30`,
      token: owner.token,
    });
    expect(theirs.statusCode).toBe(404);
    expect(
      (
        await add(
          { kind: 'closure', starts_on: '2027-06-20', ends_on: '2027-06-20' },
          owner.token,
          other.businessId,
        )
      ).statusCode,
    ).toBe(404);
    const header = await t.call({
      method: 'GET',
      url: `/api/business/${businessId}/time-off?from=2027-06-01&to=2027-06-30`,
      token: owner.token,
      businessId: other.businessId,
    });
    expect(header.statusCode).toBe(403);

    const foreign = await add(
      { kind: 'closure', starts_on: '2027-06-20', ends_on: '2027-06-20' },
      other.token,
      other.businessId,
    );
    expect(foreign.statusCode, foreign.body).toBe(201);
    expect((await remove(foreign.json().data.id)).statusCode).toBe(404);
    const [stillThere] = await t.database.db
      .select()
      .from(timeOff)
      .where(eq(timeOff.id, foreign.json().data.id));
    expect(stillThere).toBeDefined();

    const notOurs = await add(
      { consultant_id: ids.owner.id, kind: 'sick', starts_on: '2027-06-20', ends_on: '2027-06-20' },
      other.token,
      other.businessId,
    );
    expect(notOurs.statusCode).toBe(422);
    expect(notOurs.json().errors).toEqual({ consultant_id: [TimeOffMessages.consultantNotFound] });
  });

  it('holds a business to 500 entries that have not ended; past ones do not count', async () => {
    const row = (date: string) => ({
      business_id: other.businessId,
      consultant_id: null,
      kind: 'closure' as const,
      starts_on: date,
      ends_on: date,
      starts_at: new Date(`${date}T04:00:00Z`),
      ends_at: new Date(`${date}T23:00:00Z`),
    });
    // One ended yesterday, and the 499 the business holds with the entry of the test above.
    await t.database.db
      .insert(timeOff)
      .values([
        row('2027-05-03'),
        ...Array.from({ length: MAX_OPEN_TIME_OFF - 2 }, (_, i) =>
          row(new Date(Date.UTC(2027, 6, 1) + i * 86_400_000).toISOString().slice(0, 10)),
        ),
      ]);
    const last = await add(
      { kind: 'closure', starts_on: '2027-06-21', ends_on: '2027-06-21' },
      other.token,
      other.businessId,
    );
    expect(last.statusCode, last.body).toBe(201);
    const beyond = await add(
      { kind: 'closure', starts_on: '2027-06-22', ends_on: '2027-06-22' },
      other.token,
      other.businessId,
    );
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().message).toBe(TimeOffMessages.tooMany);
    await t.database.db.delete(timeOff).where(eq(timeOff.business_id, other.businessId));
  });

  it("takes the consultant's time off and the closures out of both free times, and refuses bookings into them", async () => {
    const before = await starts(ids.owner.id, AWAY_DAY);
    expect(before).toEqual(expect.arrayContaining(['09:30', '10:00', '11:45', '12:00']));
    const away = await add({
      consultant_id: ids.owner.id,
      kind: 'other',
      starts_on: AWAY_DAY,
      ends_on: AWAY_DAY,
      start_time: '10:00',
      end_time: '12:00',
    });
    expect(away.statusCode, away.body).toBe(201);
    // Half-open: a cut may end at 10:00 and start at 12:00.
    expect(await starts(ids.owner.id, AWAY_DAY)).toEqual(
      before.filter((s) => s <= '09:30' || s >= '12:00'),
    );
    const site = (await siteSlots(AWAY_DAY)).filter((s) => s.consultant_id === ids.owner.id);
    expect(site.map((s) => s.start_time).filter((s) => s > '09:30' && s < '12:00')).toEqual([]);
    // The colleague is not away: "any available" still offers 10:30, with them.
    expect((await siteSlots(AWAY_DAY)).find((s) => s.start_time === '10:30')?.consultant_id).toBe(
      ids.colleague.id,
    );

    const into = await book({ date: AWAY_DAY, start_time: '10:30', end_time: '11:00' });
    expect(into.statusCode).toBe(422);
    expect(into.json()).toMatchObject({
      message: AppointmentMessages.timeOff,
      errors: { start_time: [AppointmentMessages.timeOff] },
    });
    // The owner's override of the booking rules does not reach time off.
    const overridden = await book({
      date: AWAY_DAY,
      start_time: '10:30',
      end_time: '11:00',
      override_booking_rules: true,
    });
    expect(overridden.statusCode).toBe(422);
    expect(overridden.json().message).toBe(AppointmentMessages.timeOff);

    const closed = await add({
      kind: 'closure',
      starts_on: CLOSED_DAY,
      ends_on: CLOSED_DAY,
      note: 'Inventory',
    });
    expect(closed.statusCode, closed.body).toBe(201);
    expect(await starts(ids.owner.id, CLOSED_DAY)).toEqual([]);
    expect(await starts(ids.colleague.id, CLOSED_DAY)).toEqual([]);
    expect(await siteSlots(CLOSED_DAY)).toEqual([]);
    const fromSite = await t.site({
      method: 'POST',
      url: `/api/site/${SITE}/appointments`,
      payload: {
        consultant_id: ids.colleague.id,
        consultant_service_ids: [mens(ids.colleague.id)],
        date: CLOSED_DAY,
        start_time: '11:00',
        end_time: '11:30',
        customer_timezone_id: null,
        pay_now: 0,
        guest: {
          firstname: 'Noah',
          lastname: 'Tremblay',
          email: 'noah@example.org',
          phone: '+1 514-555-0142',
        },
      },
    });
    expect(fromSite.statusCode).toBe(422);
    expect(fromSite.json().message).toBe(AppointmentMessages.timeOff);

    // Moving an appointment into the closure is refused too.
    const elsewhere = await book({ date: CONFLICT_DAY, start_time: '15:00', end_time: '15:30' });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    const move = await t.call({
      method: 'PUT',
      url: `/api/appointment/${elsewhere.json().data.id}`,
      token: owner.token,
      payload: { date: CLOSED_DAY, start_time: '15:00', end_time: '15:30' },
    });
    expect(move.statusCode).toBe(422);
    expect(move.json().message).toBe(AppointmentMessages.timeOff);

    // Deleted, the time is free again.
    expect((await remove(away.json().data.id)).statusCode).toBe(200);
    expect(await starts(ids.owner.id, AWAY_DAY)).toEqual(before);
  });

  it('lists the appointments already booked inside new time off, for the owner to move or cancel', async () => {
    const booked = await book({ date: CONFLICT_DAY, start_time: '10:00', end_time: '10:30' });
    expect(booked.statusCode, booked.body).toBe(201);
    const cancelled = await book({ date: CONFLICT_DAY, start_time: '11:00', end_time: '11:30' });
    expect(cancelled.statusCode, cancelled.body).toBe(201);
    const cancel = await t.call({
      method: 'PUT',
      url: `/api/appointment/${cancelled.json().data.id}`,
      token: owner.token,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const closure = await add({ kind: 'closure', starts_on: CONFLICT_DAY, ends_on: CONFLICT_DAY });
    expect(closure.statusCode, closure.body).toBe(201);
    const conflicts = closure.json().data.conflicts as { id: number }[];
    expect(conflicts).toContainEqual({
      id: booked.json().data.id,
      date: CONFLICT_DAY,
      start_time: '10:00',
      end_time: '10:30',
      consultant_id: ids.owner.id,
      consultant_name: expect.any(String),
      customer_name: `${ids.olivia.firstname} ${ids.olivia.lastname}`,
    });
    expect(conflicts.map((c) => c.id)).not.toContain(cancelled.json().data.id);

    const listed = await list(`from=${CONFLICT_DAY}&to=${CONFLICT_DAY}&appendConflicts=true`);
    const entry = (listed.json().data as TimeOff[]).find((e) => e.id === closure.json().data.id)!;
    expect(entry.conflicts!.map((c) => c.id)).toEqual(conflicts.map((c) => c.id));
    // Without the flag no conflicts are looked up.
    const plain = await list(`from=${CONFLICT_DAY}&to=${CONFLICT_DAY}`);
    expect(plain.json().data[0].conflicts).toBeUndefined();
  });

  it("adds a year's statutory holidays of Quebec or Canada as closures, once", async () => {
    const call = (region: 'CA' | 'QC', year = 2027) =>
      t.call({
        method: 'POST',
        url: `/api/business/${businessId}/time-off/holidays`,
        token: owner.token,
        payload: { year, region },
      });
    const quebec = await call('QC');
    expect(quebec.statusCode, quebec.body).toBe(200);
    const added = quebec.json().data.added as TimeOff[];
    const dates = added.map((e) => e.starts_on);
    // New Year's Day, Good Friday, National Patriots' Day, Saint-Jean-Baptiste (the Fête
    // nationale), Canada Day, Labour Day, Thanksgiving and Christmas.
    expect(dates).toEqual(
      expect.arrayContaining([
        '2027-01-01',
        '2027-03-26',
        '2027-05-24',
        '2027-06-24',
        '2027-07-01',
        '2027-09-06',
        '2027-10-11',
        '2027-12-25',
      ]),
    );
    expect(
      added.every((e) => e.consultant_id === null && e.kind === 'holiday' && e.start_time === null),
    ).toBe(true);
    expect(quebec.json().message).toBe(TimeOffMessages.holidaysAdded(added.length));

    const again = await call('QC');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.added).toEqual([]);
    expect(again.json().data.skipped.map((h: { date: string }) => h.date)).toEqual(dates);
    expect(again.json().message).toBe(TimeOffMessages.holidaysAdded(0));

    // Canada's federal holidays skip the days Quebec's already closed.
    const canada = await call('CA');
    expect(canada.statusCode, canada.body).toBe(200);
    const federal = [
      ...(canada.json().data.added as TimeOff[]).map((e) => e.starts_on),
      ...(canada.json().data.skipped as { date: string }[]).map((h) => h.date),
    ];
    // The Canada Labour Code's ten general holidays of 2027, not Quebec's Fête nationale.
    expect(federal.sort()).toEqual([
      '2027-01-01',
      '2027-03-26',
      '2027-05-24',
      '2027-07-01',
      '2027-09-06',
      '2027-09-30',
      '2027-10-11',
      '2027-11-11',
      '2027-12-25',
      '2027-12-26',
    ]);
    const canadaAdded = (canada.json().data.added as TimeOff[]).map((e) => e.starts_on);
    expect(canadaAdded.filter((d) => dates.includes(d))).toEqual([]);

    const stored = await t.database.db
      .select({ starts_on: timeOff.starts_on })
      .from(timeOff)
      .where(and(eq(timeOff.business_id, businessId), eq(timeOff.kind, 'holiday')));
    expect(new Set(stored.map((s) => s.starts_on)).size).toBe(stored.length);

    const badYear = await call('QC', 1999);
    expect(badYear.statusCode).toBe(422);
    expect(badYear.json().errors).toEqual({ year: [TimeOffMessages.yearRange] });
  });
});
