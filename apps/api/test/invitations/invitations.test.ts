import { ROLE_IDS } from '@rendezvous/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoles, admins, businesses, invitations, outboundMail } from '../../src/db/schema';
import { clock } from '../../src/lib/clock';
import { engines, startTestApp, type TestApp } from '../support/app';

describe.each(engines)('invitations on $name', (engine) => {
  let t: TestApp;
  let owner: { token: string; admin: { id: number; business_id: number | null } };

  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = await t.signIn('owner@rendezvous.test');
  });
  afterAll(() => t.close());

  const invite = (token: string, entries: { roleId: number; email: string }[]) =>
    t.call({ method: 'POST', url: '/api/invitations', token, payload: { invitations: entries } });
  const list = (token: string, query = '') => t.call({ method: 'GET', url: `/api/invitations?paginate=10&filterByBusiness=1${query}`, token });
  const register = (email: string, code: string, username: string) =>
    t.call({
      method: 'POST',
      url: '/api/register?type=admin',
      payload: { firstname: 'Nia', lastname: 'Invitee', username, email, code, password: 'Invitee-Password-2026', password_confirmation: 'Invitee-Password-2026' },
    });
  /** The code in the newest mail to `email`. */
  const mailedCode = async (email: string) => {
    const [mail] = await t.database.db.select().from(outboundMail).where(eq(outboundMail.to, email)).orderBy(desc(outboundMail.id)).limit(1);
    const params = new URLSearchParams(mail!.text.match(/\/register\?(\S+)/)![1]!);
    expect(params.get('email')).toBe(email);
    return params.get('code')!;
  };

  it('invites, lists, resends, registers with the code once, then refuses resend and delete', async () => {
    const created = await invite(owner.token, [
      { roleId: ROLE_IDS.consultant, email: 'nia@example.com' },
      { roleId: ROLE_IDS.consultant, email: 'omar@example.com' },
    ]);
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Invitations sent!');
    const [nia] = created.json().data as { id: number; status: string; sender: { full_name: string }; last_email_sent: string }[];
    expect(nia).toMatchObject({ email: 'nia@example.com', status: 'invited', roleId: ROLE_IDS.consultant, admin: null });
    expect(nia!.sender.full_name).toMatch(/\S/);
    const firstCode = await mailedCode('nia@example.com');

    const page = (await list(owner.token, '&status=invited')).json().data;
    expect(page.per_page).toBe(10);
    expect(page.data.map((i: { email: string }) => i.email)).toEqual(expect.arrayContaining(['nia@example.com', 'omar@example.com']));
    expect(page.data.every((i: { status: string }) => i.status === 'invited')).toBe(true);

    // Resend: a new code and a new Last Email Sent; the old code stops working.
    await new Promise((r) => setTimeout(r, 5));
    const resent = await t.call({ method: 'POST', url: `/api/invitation/${nia!.id}/resend`, token: owner.token });
    expect(resent.statusCode).toBe(200);
    expect(new Date(resent.json().data.last_email_sent).getTime()).toBeGreaterThan(new Date(nia!.last_email_sent).getTime());
    const secondCode = await mailedCode('nia@example.com');
    expect(secondCode).not.toBe(firstCode);
    expect((await register('nia@example.com', firstCode, 'nia-old')).statusCode).toBe(422);

    const registered = await register('nia@example.com', secondCode, 'nia');
    expect(registered.statusCode).toBe(201);
    const [admin] = await t.database.db.select().from(admins).where(eq(admins.email, 'nia@example.com'));
    expect(admin!.business_id).toBe(owner.admin.business_id);
    const held = await t.database.db.select().from(adminRoles).where(eq(adminRoles.admin_id, admin!.id));
    expect(held.map((r) => r.role_id)).toEqual([ROLE_IDS.consultant]);

    // The code is single-use.
    expect((await register('nia@example.com', secondCode, 'nia-again')).statusCode).toBe(422);

    const registeredRows = (await list(owner.token, '&status=registered')).json().data.data as { id: number; admin: { full_name: string } | null }[];
    expect(registeredRows.find((i) => i.id === nia!.id)?.admin?.full_name).toBe('Nia Invitee');

    expect((await t.call({ method: 'POST', url: `/api/invitation/${nia!.id}/resend`, token: owner.token })).statusCode).toBe(409);
    expect((await t.call({ method: 'DELETE', url: `/api/invitation/${nia!.id}`, token: owner.token })).statusCode).toBe(409);

    // A pending one can be withdrawn, and its code then fails.
    const omar = created.json().data[1] as { id: number };
    const omarCode = await mailedCode('omar@example.com');
    const deleted = await t.call({ method: 'DELETE', url: `/api/invitation/${omar.id}`, token: owner.token });
    expect(deleted.statusCode).toBe(200);
    expect((await register('omar@example.com', omarCode, 'omar')).statusCode).toBe(422);
  });

  it('refuses an expired code', async () => {
    const created = await invite(owner.token, [{ roleId: ROLE_IDS.consultant, email: 'late@example.com' }]);
    const code = await mailedCode('late@example.com');
    await t.database.db
      .update(invitations)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, created.json().data[0].id));
    const res = await register('late@example.com', code, 'late');
    expect(res.statusCode).toBe(422);
    expect(await t.database.db.select().from(admins).where(eq(admins.email, 'late@example.com'))).toEqual([]);
  });

  it('validates each address and refuses roles above the inviter and an empty list', async () => {
    const bad = await invite(owner.token, [{ roleId: ROLE_IDS.consultant, email: 'not-an-email' }]);
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json().errors)).toContain('Email must be valid');

    const none = await t.call({ method: 'POST', url: '/api/invitations', token: owner.token, payload: { invitations: [] } });
    expect(none.statusCode).toBe(422);
    expect(JSON.stringify(none.json().errors)).toContain('No invites added yet!');

    for (const roleId of [ROLE_IDS.platformAdmin, ROLE_IDS.user]) {
      const res = await invite(owner.token, [{ roleId, email: 'climber@example.com' }]);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.roleId).toEqual(['You cannot invite someone with this role']);
    }
    expect(await t.database.db.select().from(invitations).where(eq(invitations.email, 'climber@example.com'))).toEqual([]);
  });

  it("needs the admin's can_invite flag", async () => {
    await t.database.db.update(admins).set({ can_invite: false }).where(eq(admins.id, owner.admin.id));
    try {
      const res = await invite(owner.token, [{ roleId: ROLE_IDS.consultant, email: 'blocked@example.com' }]);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You do not have permission to invite an admin');
    } finally {
      await t.database.db.update(admins).set({ can_invite: true }).where(eq(admins.id, owner.admin.id));
    }
    expect(await t.database.db.select().from(invitations).where(eq(invitations.email, 'blocked@example.com'))).toEqual([]);
  });

  it('keeps one pending invitation per address in a business, in the API and in the database', async () => {
    expect((await invite(owner.token, [{ roleId: ROLE_IDS.consultant, email: 'twice@example.com' }])).statusCode).toBe(201);
    const again = await invite(owner.token, [{ roleId: ROLE_IDS.admin, email: 'TWICE@example.com' }]);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email).toEqual(['twice@example.com already has a pending invitation']);

    const [row] = await t.database.db.select().from(invitations).where(eq(invitations.email, 'twice@example.com'));
    await expect(
      t.database.db.insert(invitations).values({ ...row!, id: undefined, email: 'Twice@Example.com', code_hash: 'another-hash' }),
    ).rejects.toThrow();
    const rows = await t.database.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.business_id, row!.business_id!), eq(invitations.status, 'invited')));
    expect(rows.filter((r) => r.email.toLowerCase() === 'twice@example.com')).toHaveLength(1);
  });

  it("answers 404 for another business's invitation and lists only its own", async () => {
    const mine = (await invite(owner.token, [{ roleId: ROLE_IDS.consultant, email: 'private@example.com' }])).json().data[0] as { id: number };
    const other = await t.signUpOwner('other-inviter@example.com', 'Other Inviter Shop');
    const resend = await t.call({ method: 'POST', url: `/api/invitation/${mine.id}/resend`, token: other.token });
    const remove = await t.call({ method: 'DELETE', url: `/api/invitation/${mine.id}`, token: other.token });
    expect([resend.statusCode, remove.statusCode]).toEqual([404, 404]);
    const theirs = await list(other.token);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data.data).toEqual([]);
    const [row] = await t.database.db.select().from(invitations).where(eq(invitations.id, mine.id));
    expect(row).toBeDefined();
  });

  it('mails at most 10 addresses on a business\'s first day and 50 a day after, resends included, with a 429 that says so', async () => {
    const fresh = await t.signUpOwner('budget-inviter@example.com', 'Budget Inviter Shop');
    const people = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({ roleId: ROLE_IDS.consultant, email: `budget-${from + i}@example.com` }));
    const mailsTo = async (email: string) => (await t.database.db.select().from(outboundMail).where(eq(outboundMail.to, email))).length;

    const first = await invite(fresh.token, people(0, 8));
    expect(first.statusCode).toBe(201);
    const resent = await t.call({ method: 'POST', url: `/api/invitation/${first.json().data[0].id}/resend`, token: fresh.token });
    expect(resent.statusCode).toBe(200);
    const past = await invite(fresh.token, people(8, 2));
    expect(past.statusCode).toBe(429);
    expect(past.json().message).toBe('A business can send 10 invitations on its first day; only 1 is left. Please try again later.');
    expect(Number(past.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo('budget-8@example.com')).toBe(0);
    expect((await invite(fresh.token, people(8, 1))).statusCode).toBe(201);
    const spent = await t.call({ method: 'POST', url: `/api/invitation/${first.json().data[1].id}/resend`, token: fresh.token });
    expect(spent.statusCode).toBe(429);
    expect(spent.json().message).toContain('none are left');

    // A day on, by the clock the API reads.
    await t.database.db
      .update(businesses)
      .set({ created_at: new Date(clock.ms() - 25 * 60 * 60 * 1000) })
      .where(eq(businesses.id, fresh.businessId));
    expect((await invite(fresh.token, people(9, 40))).statusCode).toBe(201);
    const over = await invite(fresh.token, people(49, 1));
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('A business can send 50 invitations a day; none are left. Please try again later.');
    expect(await mailsTo('budget-49@example.com')).toBe(0);
    const [row] = await t.database.db.select().from(invitations).where(eq(invitations.email, 'budget-49@example.com'));
    expect(row).toBeUndefined();
    // Another business's budget is its own.
    expect((await invite(owner.token, [{ roleId: ROLE_IDS.consultant, email: 'after-budget@example.com' }])).statusCode).toBe(201);
  });
});
