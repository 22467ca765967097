import { DEFAULT_BUSINESS_DAY, DayMessages, WEEK_DAYS } from '@rendezvous/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultants, days } from '../../src/db/schema';
import { fitConsultantDays } from '../../src/routes/days/fit';
import { engines, startTestApp, type TestApp } from '../support/app';

type Day = typeof days.$inferSelect;

const week = (patch: Partial<Record<string, unknown>> = {}) =>
  WEEK_DAYS.map((day) => ({ day, ...DEFAULT_BUSINESS_DAY, ...patch }));

describe('fitting consultant days into new business hours', () => {
  const business = {
    ...DEFAULT_BUSINESS_DAY,
    work_start_time: '10:00',
    work_end_time: '16:00',
  } as const;
  const consultant = { ...DEFAULT_BUSINESS_DAY } as const;

  it('leaves a day already within the hours alone', () => {
    expect(
      fitConsultantDays(
        { ...consultant, work_start_time: '10:00', work_end_time: '15:00' },
        business,
      ),
    ).toBeNull();
  });
  it('cuts the work hours to the overlap and keeps a break still inside', () => {
    expect(fitConsultantDays(consultant, business)).toEqual({
      work_start_time: '10:00',
      work_end_time: '16:00',
    });
  });
  it('turns off a break the cut leaves outside', () => {
    expect(fitConsultantDays(consultant, { ...business, work_end_time: '13:00' })).toEqual({
      work_start_time: '10:00',
      work_end_time: '13:00',
      has_breaks: 0,
    });
  });
  it('takes the business hours when nothing overlaps', () => {
    expect(
      fitConsultantDays(
        { ...consultant, work_start_time: '06:00', work_end_time: '08:00', has_breaks: 0 },
        business,
      ),
    ).toEqual({ work_start_time: '10:00', work_end_time: '16:00' });
  });
});

describe.each(engines)('business days on $name', (engine) => {
  let t: TestApp;
  let owner: { token: string; businessId: number };
  let consultant: { token: string };
  let other: { token: string; businessId: number };

  beforeAll(async () => {
    t = await startTestApp(engine);
    const signedIn = await t.signIn('owner@rendezvous.test');
    owner = { token: signedIn.token, businessId: signedIn.admin.business_id! };
    consultant = await t.signIn('consultant@rendezvous.test');
    other = await t.signUpOwner('other-days@rendezvous.test', 'Other Days Shop');
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    t.call({ method, url: `/api/${url}`, token, ...(payload ? { payload } : {}) });
  const storedDays = (businessId: number) =>
    t.database.db.select().from(days).where(eq(days.business_id, businessId)).orderBy(days.id);
  const consultantDays = () =>
    t.database.db
      .select({ day: days })
      .from(days)
      .innerJoin(consultants, eq(consultants.id, days.consultant_id))
      .where(and(eq(consultants.business_id, owner.businessId), isNotNull(days.consultant_id)))
      .orderBy(days.id)
      .then((rows) => rows.map((row) => row.day));
  const dayOf = async (businessId: number, name: string) =>
    (await storedDays(businessId)).find((d) => d.day === name)!;

  it('lists the seven days Monday to Sunday, to any admin of the business', async () => {
    for (const token of [owner.token, consultant.token]) {
      const res = await call('GET', 'business-days', token);
      expect(res.statusCode).toBe(200);
      const list = res.json().data as Day[];
      expect(list.map((d) => d.day)).toEqual([...WEEK_DAYS]);
      expect(list[0]).toMatchObject({ ...DEFAULT_BUSINESS_DAY, business_id: owner.businessId });
    }
    const others = (await call('GET', 'business-days', other.token)).json().data as Day[];
    expect(others.every((d) => d.business_id === other.businessId)).toBe(true);
  });

  it('saves the whole week (seconds dropped) and keeps one row per day', async () => {
    const res = await call('POST', 'business-days', other.token, {
      days: week({ work_start_time: '08:00:00', work_end_time: '18:00', is_active: 1 }).map((d) =>
        d.day === 'sunday'
          ? { ...d, is_active: 0, has_breaks: 0, break_start_time: null, break_end_time: null }
          : d,
      ),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Business hours have been saved!');
    const stored = await storedDays(other.businessId);
    expect(stored).toHaveLength(7);
    expect(stored.find((d) => d.day === 'monday')).toMatchObject({
      work_start_time: '08:00',
      work_end_time: '18:00',
    });
    expect(stored.find((d) => d.day === 'sunday')).toMatchObject({ is_active: 0, has_breaks: 0 });
  });

  it('creates the days a business is missing', async () => {
    await t.database.db
      .delete(days)
      .where(and(eq(days.business_id, other.businessId), eq(days.day, 'friday')));
    const res = await call('POST', 'business-days', other.token, {
      days: week().filter((d) => d.day === 'friday'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(7);
    expect(await storedDays(other.businessId)).toHaveLength(7);
  });

  it.each([
    ['work_end_time', { work_start_time: '17:00', work_end_time: '09:00' }, DayMessages.workHours],
    [
      'break_end_time',
      { break_start_time: '14:00', break_end_time: '13:30' },
      DayMessages.breakHours,
    ],
    ['break_start_time', { work_start_time: '13:00' }, DayMessages.breakStartAfterWorkStart],
    ['break_end_time', { work_end_time: '13:30' }, DayMessages.breakEndBeforeWorkEnd],
    ['break_start_time', { break_start_time: null }, DayMessages.breakTimesRequired],
  ])('refuses a week with a bad %s (%j) and changes nothing', async (field, patch, message) => {
    const before = await storedDays(other.businessId);
    const res = await call('POST', 'business-days', other.token, { days: week(patch) });
    expect(res.statusCode).toBe(422);
    expect(
      Object.entries(res.json().errors).some(
        ([key, messages]) => key.endsWith(field) && (messages as string[]).includes(message),
      ),
    ).toBe(true);
    expect(await storedDays(other.businessId)).toEqual(before);
  });

  it('refuses hours outside 0-23, a repeated day and an empty week', async () => {
    const before = await storedDays(other.businessId);
    for (const body of [
      { days: week({ work_end_time: '24:00' }) },
      { days: [...week(), week()[0]] },
      { days: [week()[0], week()[0]] },
      { days: [] },
    ]) {
      expect((await call('POST', 'business-days', other.token, body)).statusCode).toBe(422);
    }
    const duplicate = await call('POST', 'business-days', other.token, {
      days: [week()[0], week()[0]],
    });
    expect(duplicate.json().errors.days).toContain(DayMessages.duplicateDay);
    expect(await storedDays(other.businessId)).toEqual(before);
  });

  it('changes one field of a day', async () => {
    const monday = await dayOf(other.businessId, 'monday');
    const res = await call('PATCH', `business-day/${monday.id}`, other.token, { is_active: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: monday.id,
      is_active: 0,
      work_start_time: monday.work_start_time,
    });
    expect((await dayOf(other.businessId, 'monday')).is_active).toBe(0);
  });

  it.each([
    [{ work_end_time: '07:00' }, 'work_end_time', DayMessages.workHours],
    [{ break_end_time: '12:00' }, 'break_end_time', DayMessages.breakHours],
    [{ break_start_time: '06:00' }, 'break_start_time', DayMessages.breakStartAfterWorkStart],
    [{ work_end_time: '13:00' }, 'break_end_time', DayMessages.breakEndBeforeWorkEnd],
  ])(
    'checks the day as it would become after %j and keeps it when refused',
    async (patch, field, message) => {
      const tuesday = await dayOf(other.businessId, 'tuesday');
      const res = await call('PATCH', `business-day/${tuesday.id}`, other.token, patch);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message, errors: { [field]: [message] } });
      expect(await dayOf(other.businessId, 'tuesday')).toEqual(tuesday);
    },
  );

  it('refuses a time outside 00:00-23:59 on one day and keeps it', async () => {
    const thursday = await dayOf(other.businessId, 'thursday');
    for (const patch of [
      { work_end_time: '24:00' },
      { work_start_time: '9am' },
      { is_active: 2 },
    ]) {
      const res = await call('PATCH', `business-day/${thursday.id}`, other.token, patch);
      expect(res.statusCode).toBe(422);
    }
    expect(await dayOf(other.businessId, 'thursday')).toEqual(thursday);
  });

  it('refuses a day without its break times once breaks are on', async () => {
    const sunday = await dayOf(other.businessId, 'sunday');
    const res = await call('PATCH', `business-day/${sunday.id}`, other.token, { has_breaks: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.break_start_time).toEqual([DayMessages.breakTimesRequired]);
    expect(await dayOf(other.businessId, 'sunday')).toEqual(sunday);
  });

  it("does not reveal another business's day, nor a consultant's day (404)", async () => {
    const theirs = await dayOf(other.businessId, 'wednesday');
    expect(
      (await call('PATCH', `business-day/${theirs.id}`, owner.token, { is_active: 0 })).statusCode,
    ).toBe(404);
    const [consultantDay] = await consultantDays();
    expect(
      (await call('PATCH', `business-day/${consultantDay!.id}`, owner.token, { is_active: 0 }))
        .statusCode,
    ).toBe(404);
    expect(await dayOf(other.businessId, 'wednesday')).toEqual(theirs);
  });

  it('refuses a consultant without the business permission (403) and changes nothing', async () => {
    const before = await storedDays(owner.businessId);
    expect(
      (await call('POST', 'business-days', consultant.token, { days: week() })).statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', `business-day/${before[0]!.id}`, consultant.token, { is_active: 0 }))
        .statusCode,
    ).toBe(403);
    expect(await storedDays(owner.businessId)).toEqual(before);
  });

  it("fits the consultants' days into shorter business hours, leaving other days alone", async () => {
    const monday = await dayOf(owner.businessId, 'monday');
    const before = await consultantDays();
    const res = await call('PATCH', `business-day/${monday.id}`, owner.token, {
      work_end_time: '16:00',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Business hours have been saved! 2 consultant days were fitted to the new hours.',
    );
    const after = await consultantDays();
    for (const day of after.filter((d) => d.day === 'monday')) {
      expect(day.work_end_time).toBe('16:00');
      expect(day.has_breaks).toBe(1);
    }
    expect(after.filter((d) => d.day !== 'monday')).toEqual(
      before.filter((d) => d.day !== 'monday'),
    );

    // A later start: the staff consultant's 10:00 start moves to 14:00 and the 13:00 break goes.
    const saved = await call('POST', 'business-days', owner.token, {
      days: [{ ...DEFAULT_BUSINESS_DAY, day: 'tuesday', work_start_time: '14:00', has_breaks: 0 }],
    });
    expect(saved.statusCode).toBe(200);
    const tuesdays = (await consultantDays()).filter((d) => d.day === 'tuesday');
    expect(tuesdays.map((d) => [d.work_start_time, d.work_end_time, d.has_breaks])).toEqual([
      ['14:00', '17:00', 0],
      ['14:00', '17:00', 0],
    ]);
  });

  it('keeps consultant days as they are when the business closes a day', async () => {
    const wednesday = await dayOf(owner.businessId, 'wednesday');
    const before = await consultantDays();
    const res = await call('PATCH', `business-day/${wednesday.id}`, owner.token, { is_active: 0 });
    expect(res.statusCode).toBe(200);
    expect(await consultantDays()).toEqual(before);
  });
});
