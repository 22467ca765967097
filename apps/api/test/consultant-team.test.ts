import { InvitationMessages, MAX_CONSULTANT_INVITES } from '@rendezvous/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, consultants, outboundMail, roles } from '../src/db/schema';
import { engines, startTestApp, type TestApp } from './support/app';

const NOW = '2026-03-10T15:00:00Z';

type Activity = { activity_type: string; note: string | null; initiator: { id: number; morph_class: string }; admin: { full_name: string } | null };

describe.each(engines)('consultant activities and e-mail invites on $name', (engine) => {
  let t: TestApp;
  let owner: { token: string; businessId: number };
  let other: { token: string; businessId: number };
  let noah: { token: string; businessId: number; adminId: number; consultantId: number };

  beforeAll(async () => {
    t = await startTestApp(engine, { now: NOW, env: { INVITE_DAILY_LIMIT: '6' } });
    const signedIn = await t.signIn('owner@rendezvous.test');
    owner = { token: signedIn.token, businessId: signedIn.admin.business_id! };
    const bea = await t.signUpOwner('bea.team@example.com', 'Other Team Shop');
    other = { token: bea.token, businessId: bea.businessId };
    const staff = await t.signIn('consultant@rendezvous.test');
    const [row] = await t.database.db.select({ id: consultants.id }).from(consultants).where(eq(consultants.admin_id, staff.admin.id));
    noah = { token: staff.token, businessId: staff.admin.business_id!, adminId: staff.admin.id, consultantId: row!.id };
  });
  afterAll(() => t.close());

  const get = (url: string, who: { token: string; businessId: number } = owner) =>
    t.call({ method: 'GET', url, token: who.token, businessId: who.businessId });
  const invite = (emails: string[], who: { token: string; businessId: number } = owner) =>
    t.call({ method: 'POST', url: '/api/send-consultant-email-invites', token: who.token, businessId: who.businessId, payload: { emails } });

  it("lists what the business's consultants did and what concerns them, paged, one consultant at a time", async () => {
    const all = await get('/api/consultant-activities?paginate=5');
    expect(all.statusCode).toBe(200);
    const page = all.json().data;
    expect(page.current_page).toBe(1);
    expect(page.total).toBeGreaterThan(0);

    const hisOwn = (await get(`/api/consultant-activities?consultantId=${noah.consultantId}&activityType=login`)).json().data;
    expect(hisOwn.data.length).toBeGreaterThan(0);
    expect(hisOwn.data.every((a: Activity) => a.initiator.id === noah.adminId)).toBe(true);
  });

  it("leaves out what concerns no consultant: a note by an owner who takes no appointments", async () => {
    const note = await t.call({ method: 'POST', url: '/api/activity', token: other.token, businessId: other.businessId, payload: { note: 'Ordered new chairs.' } });
    expect(note.statusCode).toBe(201);
    expect((await get('/api/activities', other)).json().data.total).toBeGreaterThan(0);
    expect((await get('/api/consultant-activities', other)).json().data.total).toBe(0);
  });

  it("keeps each business's consultants to itself and refuses consultants", async () => {
    expect((await get(`/api/consultant-activities?consultantId=${noah.consultantId}`, other)).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/consultant-activities', token: other.token, businessId: owner.businessId })).statusCode).toBe(403);
    expect((await get('/api/consultant-activities', noah)).statusCode).toBe(403);
    expect((await invite(['someone@example.org'], noah)).statusCode).toBe(403);
  });

  it('invites consultants by e-mail, answering each address with the invitation messages', async () => {
    const res = await invite(['lena.fox@example.org', 'not-an-email', ' ', 'consultant@rendezvous.test', 'LENA.FOX@example.org']);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('1 of 5 invitations sent');
    expect(res.json().data.map((r: { status: string; message: string }) => [r.status, r.message])).toEqual([
      ['invited', 'Invitation sent'],
      ['invalid', InvitationMessages.emailValid],
      ['invalid', InvitationMessages.emailRequired],
      ['already_admin', 'Already has an account'],
      ['already_invited', 'Already has a pending invitation'],
    ]);
    const [consultantRole] = await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'consultant'));
    const listed = (await get('/api/invitations')).json().data.data;
    expect(listed[0]).toMatchObject({ email: 'lena.fox@example.org', roleId: consultantRole!.id, status: 'invited' });
    const mail = await t.database.db.select().from(outboundMail).where(eq(outboundMail.to, 'lena.fox@example.org'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('/register?');

    const again = (await invite(['lena.fox@example.org'])).json().data;
    expect(again[0]).toMatchObject({ status: 'already_invited' });
  });

  it('refuses an empty or oversized list, and stops at the daily invitation budget', async () => {
    const empty = await invite([]);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.emails).toContain(InvitationMessages.emailRequired);
    const many = Array.from({ length: MAX_CONSULTANT_INVITES + 1 }, (_, i) => `c${i}@example.org`);
    expect((await invite(many)).statusCode).toBe(422);
    expect((await invite(['x'.repeat(250) + '@example.org'])).statusCode).toBe(422);

    // The demo business's budget is 6 a day (the test's setting); Lena took one.
    const five = ['a', 'b', 'c', 'd', 'e'].map((n) => `${n}.team@example.org`);
    expect((await invite(five)).statusCode).toBe(200);
    const past = await invite(['f.team@example.org']);
    expect(past.statusCode).toBe(429);
    expect(past.headers['retry-after']).toBeDefined();
    const [noAccount] = await t.database.db.select().from(admins).where(and(eq(admins.email, 'f.team@example.org')));
    expect(noAccount).toBeUndefined();
  });
});
