import { ACTIVITY_NOTE_KEYS } from '@rendezvous/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../src/db/schema';
import { engines, startTestApp, type TestApp } from '../support/app';
import { demoIds, oliviaBooking } from '../appointments/fixtures';

/** Two weeks before the series' first Tuesday (2027-06-01, 10:00–11:15). */
const NOW = '2027-05-20T14:00:00Z';

type Row = {
  id: number;
  activity_type: string;
  note: string | null;
  note_key: string | null;
  note_values: Record<string, unknown> | null;
};

describe.each(engines)('activity notes on $name', (engine) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['signIn']>>;
  let businessId: number;
  let ids: Awaited<ReturnType<typeof demoIds>>;

  beforeAll(async () => {
    t = await startTestApp(engine, { now: NOW });
    owner = await t.signIn('owner@rendezvous.test');
    businessId = owner.admin.business_id!;
    ids = await demoIds(t, businessId);
  });
  afterAll(() => t?.close());

  const rows = async (query: string) => {
    const res = await t.call({ method: 'GET', url: `/api/activities?${query}`, token: owner.token, businessId });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.data as Row[];
  };
  const post = (url: string, payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url, token: owner.token, businessId, payload });
  const insertRow = (values: Partial<typeof activities.$inferInsert>) =>
    t.database.db.insert(activities).values({
      business_id: businessId,
      admin_id: owner.admin.id,
      initiator_type: 'admin',
      initiator_id: owner.admin.id,
      activity_type: 'event',
      ...values,
    });

  it('stores a sign-in under its key and still answers "Signed in"', async () => {
    const me = await t.signIn('consultant@rendezvous.test');
    const [latest] = await rows(`activityType=login&initiatorType=admin&initiatorId=${me.admin.id}&paginate=1`);
    expect(latest).toMatchObject({ activity_type: 'login', note: 'Signed in', note_key: 'signedIn', note_values: {} });
  });

  it("stores a series' bookings and cancellation with their times and series, answering the sentences word for word", async () => {
    const booked = await post('/api/appointments/series', {
      ...oliviaBooking(ids, { pay_now: 0 }),
      recurrence: { frequency: 'weekly', interval: 1, count: 3 },
      book: 'all',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const seriesId = booked.json().data.series_id as number;
    const cancelled = await post(`/api/appointments/series/${seriesId}/cancel`, { from_date: '2027-06-08' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const events = await rows('activityType=event&paginate=20');
    const cancellations = events.filter((r) => r.note_key === 'seriesCancelled');
    expect(cancellations.map((r) => r.note).sort()).toEqual([
      `Appointment cancelled (2027-06-08 10:00–11:15) with the following ones of series ${seriesId}`,
      `Appointment cancelled (2027-06-15 10:00–11:15) with the following ones of series ${seriesId}`,
    ]);
    expect(cancellations.find((r) => r.note!.includes('2027-06-08'))!.note_values).toEqual({
      date: '2027-06-08',
      start: '10:00',
      end: '11:15',
      series: seriesId,
    });
    const second = events.find((r) => r.note_key === 'appointmentBookedInSeries' && r.note_values?.date === '2027-06-08');
    expect(second).toMatchObject({
      note: `Appointment booked for 2027-06-08 10:00–11:15 (series ${seriesId}, 2 of 3)`,
      note_values: { date: '2027-06-08', start: '10:00', end: '11:15', series: seriesId, nth: 2, count: 3 },
    });
  });

  it('stores an appointment moved and marked missed as one note with both changes', async () => {
    const made = await post('/api/appointment', oliviaBooking(ids, { date: '2027-07-06', pay_now: 0 }));
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id as number;
    const changed = await t.call({
      method: 'PUT',
      url: `/api/appointment/${id}`,
      token: owner.token,
      businessId,
      payload: { date: '2027-07-07', status: 'missed' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [row] = await t.database.db
      .select({ note: activities.note, note_key: activities.note_key, note_values: activities.note_values })
      .from(activities)
      .where(and(eq(activities.appointment_id, id), eq(activities.note_key, 'appointmentRescheduledAndStatusChanged')));
    expect(row).toEqual({
      note: 'Appointment rescheduled from 2027-07-06 10:00–11:15 to 2027-07-07 10:00–11:15; Appointment status changed from active to missed',
      note_key: 'appointmentRescheduledAndStatusChanged',
      note_values: {
        fromDate: '2027-07-06',
        fromStart: '10:00',
        fromEnd: '11:15',
        date: '2027-07-07',
        start: '10:00',
        end: '11:15',
        fromStatus: 'active',
        status: 'missed',
      },
    });
  });

  it('stores a closure and a year of statutory holidays with their kind, region and dates', async () => {
    const closure = await post(`/api/business/${businessId}/time-off`, {
      kind: 'closure',
      starts_on: '2027-08-02',
      ends_on: '2027-08-06',
    });
    expect(closure.statusCode, closure.body).toBe(201);
    const holidays = await post(`/api/business/${businessId}/time-off/holidays`, { year: 2028, region: 'QC' });
    expect(holidays.statusCode, holidays.body).toBe(200);
    const events = await rows('activityType=event&paginate=5');
    expect(events.find((r) => r.note_key === 'closureAddedDays')).toMatchObject({
      note: 'Closure added: closure 2027-08-02–2027-08-06',
      note_values: { kind: 'closure', from: '2027-08-02', to: '2027-08-06' },
    });
    const added = events.find((r) => r.note_key === 'holidaysAdded')!;
    const dates = added.note_values!.dates as string[];
    expect(dates).toContain('2028-06-24');
    expect(added).toMatchObject({
      note: `Statutory holidays of Quebec 2028 added as closures: ${dates.join(', ')}`,
      note_values: { region: 'QC', year: 2028 },
    });
  });

  it('keeps a note a person typed as written, with no key', async () => {
    const res = await post('/api/activity', { note: 'Signed in' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ activity_type: 'note', note: 'Signed in', note_key: null, note_values: null });
  });

  it('answers the stored sentence alone for a key this version does not know or values that do not fit it', async () => {
    await insertRow({ note: 'Written by a newer server', note_key: 'fromANewerServer', note_values: {} });
    await insertRow({ note: 'Values of another shape', note_key: 'seriesCancelled', note_values: { date: 'soon' } });
    const listed = await rows('activityType=event&paginate=5');
    expect(listed.find((r) => r.note === 'Written by a newer server')).toMatchObject({ note_key: null, note_values: null });
    expect(listed.find((r) => r.note === 'Values of another shape')).toMatchObject({ note_key: null, note_values: null });
  });

  it('refuses in the database a key of another shape, values without a key and values too large', async () => {
    await expect(insertRow({ note: 'x', note_key: "signedIn'; --", note_values: {} })).rejects.toThrow();
    await expect(insertRow({ note: 'x', note_key: null, note_values: {} })).rejects.toThrow();
    await expect(insertRow({ note: 'x', note_key: 'signedIn', note_values: null })).rejects.toThrow();
    await expect(insertRow({ note: 'x', note_key: 'apiKeyUsed', note_values: { path: 'x'.repeat(9000) } })).rejects.toThrow();
  });

  it('documents the note key, its list and the values in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const activity = doc.components.schemas.Activity;
    expect(activity.required).toEqual(expect.arrayContaining(['note', 'note_key', 'note_values']));
    expect(JSON.stringify(activity.properties.note_key)).toContain('"seriesCancelled"');
    const keys = (activity.properties.note_key.anyOf ?? [activity.properties.note_key]).flatMap(
      (s: { enum?: string[] }) => s.enum ?? [],
    );
    expect(keys.sort()).toEqual([...ACTIVITY_NOTE_KEYS].sort());
    expect(activity.properties.note_values).toBeDefined();
  });
});
