import { MAX_PROSPECTS_PER_BUSINESS, ORIGIN_KEYS, ProspectMessages } from '@rendezvous/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, outboundMail, prospects, users } from '../src/db/schema';
import { engines, startTestApp, type TestApp } from './support/app';

const NOW = '2026-03-10T15:00:00Z';
const SITE = 'maison-lumiere';

type Prospect = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  source: 'contact' | 'signup';
  status: 'new' | 'approved' | 'declined';
  note: string | null;
  user_id: number | null;
  user?: { id: number; full_name: string; status: string } | null;
};

describe.each(engines)('prospects on $name', (engine) => {
  let t: TestApp;
  let owner: { token: string; businessId: number };
  let other: { token: string; businessId: number };

  beforeAll(async () => {
    t = await startTestApp(engine, { now: NOW, env: { CONTACT_IP_LIMIT: '200' } });
    const signedIn = await t.signIn('owner@rendezvous.test');
    owner = { token: signedIn.token, businessId: signedIn.admin.business_id! };
    const bea = await t.signUpOwner('bea.prospects@example.com', 'Other Prospects Shop');
    other = { token: bea.token, businessId: bea.businessId };
  });
  afterAll(() => t.close());

  const get = (url: string, who = owner) => t.call({ method: 'GET', url, token: who.token, businessId: who.businessId });
  const post = (url: string, payload?: object, who = owner) =>
    t.call({ method: 'POST', url, token: who.token, businessId: who.businessId, ...(payload ? { payload } : {}) });
  const list = async (query = ''): Promise<{ data: Prospect[]; total: number; current_page: number; last_page: number }> => {
    const res = await get(`/api/prospects?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const publicSite = (opts: InjectOptions) =>
    t.app.inject({ ...opts, headers: { 'x-origin-key': ORIGIN_KEYS.publicSite, 'x-request-type': 'user' } });
  const contact = (email: string, name = 'Zoé Tremblay', phone = '+1 438-555-0142') =>
    publicSite({
      method: 'POST',
      url: '/api/contact',
      payload: { business_id: owner.businessId, name, email, phone, body: 'Do you take walk-ins on Saturdays?' },
    });

  it('lists the demo prospects newest first, paged, filtered by status and searched', async () => {
    const all = await list('paginate=2&page=1&appendUser=true');
    expect(all.total).toBe(4);
    expect(all.current_page).toBe(1);
    expect(all.last_page).toBe(2);
    expect(all.data.map((p) => p.name)).toEqual(['Lucas Martin', 'Daniel Moreau']);
    expect(all.data[0]).toMatchObject({ source: 'signup', status: 'new', user: { full_name: 'Lucas Martin', status: 'inactive' } });
    expect(all.data[1]).toMatchObject({ source: 'contact', user_id: null, user: null });

    expect((await list('status=approved')).data.map((p) => p.name)).toEqual(['Ethan Nguyen']);
    expect((await list('search=GRACE')).data.map((p) => p.email)).toEqual(['grace.kim@example.org']);
    expect((await list('search=514-555-0190')).data.map((p) => p.name)).toEqual(['Daniel Moreau']);
    expect((await list('search=%25')).total).toBe(0);
    expect((await get('/api/prospects?status=pending')).statusCode).toBe(422);
    expect((await get('/api/prospects?search=' + 'a'.repeat(101))).statusCode).toBe(422);
  });

  it('turns a contact-form visitor into one prospect per e-mail; a client writing is not one', async () => {
    expect((await contact('zoe.tremblay@example.org')).statusCode).toBe(201);
    expect((await contact('ZOE.TREMBLAY@example.org', 'Zoé T. Tremblay', '+1 438-555-0199')).statusCode).toBe(201);
    const found = (await list('search=zoe.tremblay')).data;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ name: 'Zoé T. Tremblay', phone: '+1 438-555-0199', source: 'contact', status: 'new' });

    expect((await contact('olivia.chen@example.com', 'Olivia Chen')).statusCode).toBe(201);
    expect((await list('search=olivia')).total).toBe(0);
  });

  it('turns a customer who signs up on the public site into a signup prospect', async () => {
    const res = await publicSite({
      method: 'POST',
      url: `/api/site/${SITE}/register`,
      payload: { firstname: 'Hugo', lastname: 'Roy', email: 'hugo.roy@example.org', phone: '+1 514-555-0111', password: 'Maple-Syrup-Tuesday-7' },
    });
    expect(res.statusCode).toBe(201);
    const [hugo] = (await list('search=hugo.roy&appendUser=1')).data;
    expect(hugo).toMatchObject({ name: 'Hugo Roy', source: 'signup', status: 'new', user: { full_name: 'Hugo Roy' } });
  });

  it('approves a contact prospect: a new active client, an activity, a password e-mail; twice is a 409', async () => {
    const [zoe] = (await list('search=zoe.tremblay')).data;
    const res = await post(`/api/prospect/${zoe!.id}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ProspectMessages.approved);
    const approved = res.json().data as Prospect;
    expect(approved).toMatchObject({ status: 'approved', user: { full_name: 'Zoé T. Tremblay', status: 'active' } });

    const clients = (await get('/api/clients?search=zoe.tremblay')).json().data;
    expect(clients.data).toHaveLength(1);
    expect(clients.data[0]).toMatchObject({ firstname: 'Zoé', lastname: 'T. Tremblay', status: 'active', id: approved.user_id });
    const [activity] = await t.database.db
      .select()
      .from(activities)
      .where(eq(activities.business_id, owner.businessId))
      .orderBy(desc(activities.id))
      .limit(1);
    expect(activity).toMatchObject({ receiver_type: 'user', receiver_id: approved.user_id, activity_type: 'event' });
    expect(activity!.note).toContain('Approved prospect Zoé T. Tremblay');
    const [mail] = await t.database.db.select().from(outboundMail).orderBy(desc(outboundMail.id)).limit(1);
    expect(mail).toMatchObject({ to: 'zoe.tremblay@example.org', subject: expect.stringContaining('Your client account') });

    const again = await post(`/api/prospect/${zoe!.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ProspectMessages.alreadyApproved);
    // Writing again as a client now makes no new prospect.
    await contact('zoe.tremblay@example.org');
    expect((await list('search=zoe.tremblay')).data.map((p) => p.status)).toEqual(['approved']);
  });

  it('approves a signup prospect by activating their existing account', async () => {
    const [lucas] = (await list('search=lucas')).data;
    const res = await post(`/api/prospect/${lucas!.id}/approve`);
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select({ status: users.status }).from(users).where(eq(users.id, lucas!.user_id!));
    expect(row!.status).toBe('active');
    expect((await get('/api/clients?search=lucas')).json().data.total).toBe(1);
  });

  it('declines and notes a prospect; an approved one keeps its status', async () => {
    const [grace] = (await list('search=grace')).data;
    const res = await post(`/api/prospect/${grace!.id}`, { status: 'declined', note: 'Asked about a service we do not offer.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'declined', note: 'Asked about a service we do not offer.' });
    expect((await post(`/api/prospect/${grace!.id}`, { status: 'declined', note: 'Asked about a service we do not offer.' })).statusCode).toBe(422);
    expect((await post(`/api/prospect/${grace!.id}`, { status: 'approved' })).statusCode).toBe(422);
    expect((await post(`/api/prospect/${grace!.id}`, { note: 'x'.repeat(501) })).statusCode).toBe(422);

    const [ethan] = (await list('status=approved&search=ethan')).data;
    const refused = await post(`/api/prospect/${ethan!.id}`, { status: 'declined' });
    expect(refused.statusCode).toBe(409);
    expect((await post(`/api/prospect/${ethan!.id}`, { note: 'Loyal since March.' })).statusCode).toBe(200);
  });

  it("keeps each business's prospects to itself", async () => {
    const [daniel] = (await list('search=daniel')).data;
    const bea = (id: number, suffix = '') => post(`/api/prospect/${id}${suffix}`, suffix ? undefined : { note: 'Mine now' }, other);
    expect((await bea(daniel!.id, '/approve')).statusCode).toBe(404);
    expect((await bea(daniel!.id)).statusCode).toBe(404);
    expect((await get('/api/prospects', other)).json().data.total).toBe(0);
    // Naming the demo business while signed in as Bea's owner.
    const spoofed = await t.call({ method: 'GET', url: '/api/prospects', token: other.token, businessId: owner.businessId });
    expect(spoofed.statusCode).toBe(403);
    expect((await get('/api/prospects?paginate=100', owner)).json().data.data.map((p: Prospect) => p.name)).toContain('Daniel Moreau');
  });

  it('refuses consultants: prospects are for owners and admins', async () => {
    const consultant = await t.signIn('consultant@rendezvous.test');
    const as = { token: consultant.token, businessId: consultant.admin.business_id! };
    expect((await get('/api/prospects', as)).statusCode).toBe(403);
    const [daniel] = (await list('search=daniel')).data;
    expect((await post(`/api/prospect/${daniel!.id}/approve`, undefined, as)).statusCode).toBe(403);
    expect((await list('search=daniel')).data[0]!.status).toBe('new');
  });

  it(`keeps at most ${MAX_PROSPECTS_PER_BUSINESS} prospects a business: the oldest declined one makes room`, async () => {
    const { db } = t.database;
    const existing = (await list()).total;
    const filler = Array.from({ length: MAX_PROSPECTS_PER_BUSINESS - existing }, (_, i) => ({
      business_id: owner.businessId,
      name: `Filler ${i}`,
      email: `filler.${i}@example.org`,
      source: 'contact' as const,
      status: i === 0 ? ('declined' as const) : ('new' as const),
    }));
    for (let i = 0; i < filler.length; i += 1000) await db.insert(prospects).values(filler.slice(i, i + 1000));
    expect((await list()).total).toBe(MAX_PROSPECTS_PER_BUSINESS);

    // Two declined prospects (Grace, then Filler 0) make room for two newcomers, the oldest first.
    await contact('newcomer.one@example.org', 'Newcomer One');
    expect((await list()).total).toBe(MAX_PROSPECTS_PER_BUSINESS);
    expect((await list('search=newcomer.one')).total).toBe(1);
    expect((await list('search=grace')).total).toBe(0);
    await contact('newcomer.two@example.org', 'Newcomer Two');
    await contact('newcomer.three@example.org', 'Newcomer Three');
    // No declined prospect is left to make room: the third is not recorded, though the message arrives.
    expect((await list('search=newcomer.three')).total).toBe(0);
    expect((await list()).total).toBe(MAX_PROSPECTS_PER_BUSINESS);
    const declined = await db
      .select({ id: prospects.id })
      .from(prospects)
      .where(and(eq(prospects.business_id, owner.businessId), eq(prospects.status, 'declined')));
    expect(declined).toHaveLength(0);
  });
});
