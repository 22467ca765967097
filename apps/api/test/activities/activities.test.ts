import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityMessages } from '@rendezvous/domain';
import { activities, businesses, guests, users } from '../../src/db/schema';
import { eq } from 'drizzle-orm';
import { engines, startTestApp, type TestApp } from '../support/app';

type Row = {
  id: number;
  business_id: number | null;
  activity_type: string;
  note: string | null;
  initiator: { id: number; morph_class: string; full_name: string };
  receiver: { id: number; morph_class: string; full_name: string } | null;
  admin: { full_name: string } | null;
  created_at: string;
};

describe.each(engines)('activities on $name', (engine) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['signIn']>>;
  let other: Awaited<ReturnType<TestApp['signUpOwner']>>;
  let demoBusiness: number;

  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = await t.signIn('owner@rendezvous.test');
    demoBusiness = owner.admin.business_id!;
    other = await t.signUpOwner('bea@other.test', 'Other Shop');
  });
  afterAll(() => t?.close());

  const list = (token: string, query = '', businessId?: number) =>
    t.call({ method: 'GET', url: `/api/activities?${query}`, token, businessId });
  const rows = async (token: string, query = '', businessId?: number) => {
    const res = await list(token, query, businessId);
    expect(res.statusCode).toBe(200);
    return res.json().data.data as Row[];
  };
  const addNote = (token: string, payload: object, businessId?: number) =>
    t.call({ method: 'POST', url: '/api/activity', token, payload, businessId });

  it('records a sign-in as a login of the admin, newest first', async () => {
    const me = await t.signIn('consultant@rendezvous.test');
    const [latest] = await rows(owner.token, 'activityType=login&paginate=1');
    expect(latest).toMatchObject({
      activity_type: 'login',
      business_id: demoBusiness,
      initiator: { id: me.admin.id, morph_class: 'admin', full_name: expect.stringMatching(/\S/) },
      receiver: null,
    });
    expect(latest!.admin?.full_name).toBe(latest!.initiator.full_name);
  });

  it('adds a note about a client of the business, with initiator and receiver named', async () => {
    const [client] = await t.database.db.select().from(users).where(eq(users.business_id, demoBusiness)).limit(1);
    const res = await addNote(owner.token, { note: '  Asked for a call back.\nPrefers evenings. ', receiver: { type: 'user', id: client!.id } });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(ActivityMessages.noteAdded);
    expect(res.json().data).toMatchObject({
      activity_type: 'note',
      note: 'Asked for a call back.\nPrefers evenings.',
      initiator: { id: owner.admin.id, morph_class: 'admin' },
      receiver: { id: client!.id, morph_class: 'user', full_name: `${client!.firstname} ${client!.lastname}` },
    });
    const [latest] = await rows(owner.token, 'activityType=note');
    expect(latest!.id).toBe(res.json().data.id);
  });

  it('refuses a blank, too long or control-character note with 422 and records nothing', async () => {
    const before = (await list(owner.token, 'activityType=note')).json().data.total;
    const blank = await addNote(owner.token, { note: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.note).toEqual([ActivityMessages.noteRequired]);
    expect((await addNote(owner.token, { note: 'x'.repeat(5001) })).statusCode).toBe(422);
    expect((await addNote(owner.token, { note: 'bad\u0000byte' })).statusCode).toBe(422);
    expect((await addNote(owner.token, { note: 'about a business', receiver: { type: 'business', id: demoBusiness } })).statusCode).toBe(422);
    expect((await list(owner.token, 'activityType=note')).json().data.total).toBe(before);
  });

  it("answers 404 for a receiver of another business, and records nothing", async () => {
    const [guest] = await t.database.db.insert(guests).values({ business_id: other.businessId, firstname: 'Far', lastname: 'Away', email: 'far@away.test' }).returning();
    const res = await addNote(owner.token, { note: 'Not ours', receiver: { type: 'guest', id: guest!.id } });
    expect(res.statusCode).toBe(404);
    expect((await addNote(owner.token, { note: 'Not ours', receiver: { type: 'admin', id: other.id } })).statusCode).toBe(404);
    expect((await rows(owner.token, 'paginate=100')).some((r) => r.note === 'Not ours')).toBe(false);
  });

  it("never shows one business another's activities", async () => {
    await addNote(other.token, { note: 'Only for the other shop' });
    const theirs = await rows(other.token, 'paginate=100');
    expect(theirs.some((r) => r.note === 'Only for the other shop')).toBe(true);
    expect(theirs.every((r) => r.business_id === other.businessId)).toBe(true);
    const ours = await rows(owner.token, 'paginate=100');
    expect(ours.some((r) => r.note === 'Only for the other shop')).toBe(false);
    expect(ours.every((r) => r.business_id === demoBusiness)).toBe(true);
    // Naming the other business in X-Business-Id is refused, not answered with its rows.
    expect((await list(owner.token, '', other.businessId)).statusCode).toBe(403);
  });

  it('filters by type, initiator and listing admin', async () => {
    const notes = await rows(owner.token, 'activityType=note&paginate=100');
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.every((r) => r.activity_type === 'note')).toBe(true);
    const mine = await rows(owner.token, `initiatorType=admin&initiatorId=${owner.admin.id}&paginate=100`);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.initiator.morph_class === 'admin' && r.initiator.id === owner.admin.id)).toBe(true);
    const listed = await rows(owner.token, `adminId=${owner.admin.id}&paginate=100`);
    expect(listed.map((r) => r.id).sort()).toEqual(mine.map((r) => r.id).sort());
    expect((await list(owner.token, 'activityType=party')).statusCode).toBe(422);
  });

  it("filters by inclusive days on the business's calendar", async () => {
    // Toronto in January is UTC-5: the 10th runs from 05:00Z on the 10th to 05:00Z on the 11th.
    await t.database.db.update(businesses).set({ time_zone: 'America/Toronto' }).where(eq(businesses.id, demoBusiness));
    const at = (iso: string, note: string) => ({
      business_id: demoBusiness,
      admin_id: owner.admin.id,
      initiator_type: 'admin' as const,
      initiator_id: owner.admin.id,
      activity_type: 'note' as const,
      note,
      created_at: new Date(iso),
    });
    await t.database.db.insert(activities).values([
      at('2020-01-10T04:59:59Z', 'day 9 late'),
      at('2020-01-10T05:00:00Z', 'day 10 first'),
      at('2020-01-11T04:59:59Z', 'day 10 last'),
      at('2020-01-11T05:00:00Z', 'day 11 first'),
    ]);
    const notes = async (query: string) => (await rows(owner.token, `${query}&paginate=100`)).map((r) => r.note);
    expect(await notes('startDate=2020-01-10&endDate=2020-01-10')).toEqual(['day 10 last', 'day 10 first']);
    expect(await notes('startDate=2020-01-09&endDate=2020-01-10')).toEqual(['day 10 last', 'day 10 first', 'day 9 late']);
    expect((await notes('endDate=2020-01-10')).slice(0, 3)).toEqual(['day 10 last', 'day 10 first', 'day 9 late']);
    expect((await notes('startDate=2020-01-11')).includes('day 10 last')).toBe(false);
    const reversed = await list(owner.token, 'startDate=2020-01-11&endDate=2020-01-10');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.endDate).toEqual([ActivityMessages.rangeOrder]);
    expect((await list(owner.token, 'startDate=2020-02-30')).statusCode).toBe(422);
  });

  it('pages by 10 by default, newest first', async () => {
    const first = (await list(owner.token)).json().data;
    expect(first).toMatchObject({ current_page: 1, per_page: 10 });
    expect(first.data).toHaveLength(10);
    expect(first.total).toBeGreaterThan(10);
    const second = (await list(owner.token, 'page=2')).json().data;
    expect(second.current_page).toBe(2);
    const all = [...first.data, ...second.data] as Row[];
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    const times = all.map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("lets a platform admin see every business's activities, or one business's with X-Business-Id", async () => {
    const platform = await t.signIn('platform@rendezvous.test');
    const everyone = await rows(platform.token, 'activityType=note&paginate=100');
    expect(everyone.some((r) => r.business_id === demoBusiness)).toBe(true);
    expect(everyone.some((r) => r.business_id === other.businessId)).toBe(true);
    const one = await rows(platform.token, 'paginate=100', other.businessId);
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((r) => r.business_id === other.businessId)).toBe(true);
  });

  it("files a platform admin's note in the receiver's business, and checks the receiver against X-Business-Id", async () => {
    const platform = await t.signIn('platform@rendezvous.test');
    const [client] = await t.database.db.select().from(users).where(eq(users.business_id, demoBusiness)).limit(1);
    const filed = await addNote(platform.token, { note: 'Platform note', receiver: { type: 'user', id: client!.id } });
    expect(filed.statusCode).toBe(201);
    expect(filed.json().data.business_id).toBe(demoBusiness);
    expect((await rows(owner.token, 'activityType=note')).some((r) => r.note === 'Platform note')).toBe(true);
    const elsewhere = await addNote(platform.token, { note: 'Wrong shop', receiver: { type: 'user', id: client!.id } }, other.businessId);
    expect(elsewhere.statusCode).toBe(404);
  });

  it('keeps activities from a consultant without the activities grant', async () => {
    const consultant = await t.signIn('consultant@rendezvous.test');
    expect((await list(consultant.token)).statusCode).toBe(403);
    expect((await addNote(consultant.token, { note: 'Hi' })).statusCode).toBe(403);
  });
});
