import { AdminAccessMessages } from '@rendezvous/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, businesses, outboundMail, permissions } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/password';
import { DEMO_PASSWORD, engines, startTestApp, type TestApp } from '../support/app';

const OWNER = 'owner@rendezvous.test';
const CONSULTANT = 'consultant@rendezvous.test';
const PLATFORM = 'platform@rendezvous.test';

describe.each(engines)('accounts and who may change whom on $name', (engine) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['signIn']>>;
  let platformId: number;
  let consultantId: number;
  let otherOwner: { token: string; id: number; businessId: number };

  const me = (token: string) => t.call({ method: 'GET', url: '/api/get-admin-by-token', token });
  const lastMailTo = async (to: string) =>
    (await t.database.db.select().from(outboundMail).where(eq(outboundMail.to, to)).orderBy(desc(outboundMail.id)).limit(1))[0];
  const idOf = async (email: string) =>
    (await t.database.db.select({ id: admins.id }).from(admins).where(eq(admins.email, email)))[0]!.id;

  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = await t.signIn(OWNER);
    platformId = await idOf(PLATFORM);
    consultantId = await idOf(CONSULTANT);
    otherOwner = await t.signUpOwner('bea@other.test', 'Other Shop');
  });
  afterAll(() => t?.close());

  describe('identity', () => {
    it('refuses a username with "@", so no username can stand for an e-mail', async () => {
      const res = await t.call({
        method: 'PATCH',
        url: `/api/admin/${owner.admin.id}`,
        token: owner.token,
        payload: { username: 'future.owner@victim.test' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.username).toBeDefined();
      const [row] = await t.database.db.select({ username: admins.username }).from(admins).where(eq(admins.id, owner.admin.id));
      expect(row!.username).toBe('owner');
    });

    it("keeps the console's language on the admin's profile, and refuses one it does not speak", async () => {
      expect((await me(owner.token)).json().data.language).toBeNull();
      const patch = (language: unknown) =>
        t.call({ method: 'PATCH', url: `/api/admin/${owner.admin.id}`, token: owner.token, payload: { language } });
      expect((await patch('fr-CA')).json().data.language).toBe('fr-CA');
      expect((await me(owner.token)).json().data.language).toBe('fr-CA');
      const refused = await patch('de-DE');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.language).toEqual(['Choose English or French']);
      expect((await me(owner.token)).json().data.language).toBe('fr-CA');
      // Back to following the browser.
      expect((await patch(null)).json().data.language).toBeNull();
    });

    it('treats e-mails as the same whatever their case', async () => {
      const res = await t.call({
        method: 'POST',
        url: '/api/admin',
        payload: { firstname: 'Copy', lastname: 'Cat', email: 'OWNER@Rendezvous.TEST', password: 'Copy-Cat-Studio-7' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.email).toBeDefined();
    });

    it('signs in by e-mail when the input has "@", else by username', async () => {
      for (const login of ['OWNER@rendezvous.test', 'Owner']) {
        const res = await t.call({ method: 'POST', url: '/api/login?type=admin', payload: { email: login, password: DEMO_PASSWORD } });
        expect(res.statusCode).toBe(200);
        expect(res.json().data.admin.id).toBe(owner.admin.id);
      }
    });
  });

  describe('passwords', () => {
    it('refuses a password from the breached list that the browser list does not know', async () => {
      const res = await t.call({
        method: 'POST',
        url: '/api/admin',
        payload: { firstname: 'Weak', lastname: 'Choice', email: 'weak@example.com', password: 'skateboard' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.password).toEqual(['This password is too common. Please choose another one']);
      expect(await t.database.db.select().from(admins).where(eq(admins.email, 'weak@example.com'))).toEqual([]);
    });

    it('refuses a whitespace-only or one-character password', async () => {
      for (const password of ['aaaaaaaa', '        ']) {
        const res = await t.call({
          method: 'POST',
          url: '/api/admin',
          payload: { firstname: 'Weak', lastname: 'Choice', email: 'weak2@example.com', password },
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors.password).toBeDefined();
      }
    });

    it('takes the current password to change one\'s own, and signs the other sessions out', async () => {
      const staff = await t.signIn(CONSULTANT);
      const elsewhere = await t.signIn(CONSULTANT);
      const change = (payload: object) =>
        t.call({ method: 'PATCH', url: `/api/admin/${consultantId}/password`, token: staff.token, payload });
      const missing = await change({ password: 'Blue-Harbour-Lights-4', password_confirmation: 'Blue-Harbour-Lights-4' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors.current_password).toEqual(['Your current password is required']);
      const wrong = await change({ current_password: 'nope-nope', password: 'Blue-Harbour-Lights-4', password_confirmation: 'Blue-Harbour-Lights-4' });
      expect(wrong.statusCode).toBe(422);
      const done = await change({ current_password: DEMO_PASSWORD, password: 'Blue-Harbour-Lights-4', password_confirmation: 'Blue-Harbour-Lights-4' });
      expect(done.statusCode).toBe(200);
      expect((await me(staff.token)).statusCode).toBe(200);
      expect((await me(elsewhere.token)).statusCode).toBe(401);
      await t.signIn(CONSULTANT, 'Blue-Harbour-Lights-4');
      // Put back for the tests below.
      const back = await change({ current_password: 'Blue-Harbour-Lights-4', password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD });
      expect(back.statusCode).toBe(200);
    });
  });

  describe('the platform admin', () => {
    it('belongs to no business', async () => {
      const [row] = await t.database.db.select({ business_id: admins.business_id }).from(admins).where(eq(admins.id, platformId));
      expect(row!.business_id).toBeNull();
    });

    it('is out of sight for a business admin: no e-mail, password, roles or status change', async () => {
      const attempts = [
        { method: 'PATCH' as const, url: `/api/admin/${platformId}`, payload: { is_active: 0 } },
        { method: 'PATCH' as const, url: `/api/admin/${platformId}`, payload: { firstname: 'Hacked' } },
        { method: 'PATCH' as const, url: `/api/admin/${platformId}/password`, payload: { password: 'Taken-Over-2026!', password_confirmation: 'Taken-Over-2026!' } },
        { method: 'POST' as const, url: `/api/admin/${platformId}/email-change`, payload: { email: 'attacker@evil.test', current_password: DEMO_PASSWORD } },
        { method: 'POST' as const, url: `/api/admin/${platformId}/update-roles`, payload: { roles: [2] } },
      ];
      const before = await t.database.db.select().from(admins).where(eq(admins.id, platformId));
      for (const attempt of attempts) {
        const res = await t.call({ ...attempt, token: owner.token });
        expect(res.statusCode, attempt.url).toBe(404);
      }
      expect(await t.database.db.select().from(admins).where(eq(admins.id, platformId))).toEqual(before);
      expect(await lastMailTo('attacker@evil.test')).toBeUndefined();
      await t.signIn(PLATFORM);
    });
  });

  describe('business admins over each other', () => {
    it("cannot reach another business's admins", async () => {
      const res = await t.call({ method: 'PATCH', url: `/api/admin/${otherOwner.id}`, token: owner.token, payload: { firstname: 'X' } });
      expect(res.statusCode).toBe(404);
    });

    it('lets a consultant edit only themselves', async () => {
      const staff = await t.signIn(CONSULTANT);
      const own = await t.call({ method: 'PATCH', url: `/api/admin/${consultantId}`, token: staff.token, payload: { phone: '+1 416-555-0199' } });
      expect(own.statusCode).toBe(200);
      const boss = await t.call({ method: 'PATCH', url: `/api/admin/${owner.admin.id}`, token: staff.token, payload: { is_active: 0 } });
      expect(boss.statusCode).toBe(403);
    });

    it('cannot raise their own roles, nor give a role above their own', async () => {
      const staff = await t.signIn(CONSULTANT);
      const raise = await t.call({ method: 'POST', url: `/api/admin/${consultantId}/update-roles`, token: staff.token, payload: { roles: [2, 3] } });
      expect(raise.statusCode).toBe(422);
      expect(raise.json().errors.roles).toEqual(['You cannot give a role above your own']);
      const platform = await t.call({ method: 'POST', url: `/api/admin/${owner.admin.id}/update-roles`, token: owner.token, payload: { roles: [3, 4] } });
      expect(platform.statusCode).toBe(422);
      const customer = await t.call({ method: 'POST', url: `/api/admin/${consultantId}/update-roles`, token: owner.token, payload: { roles: [1] } });
      expect(customer.statusCode).toBe(422);
      expect((await me(staff.token)).json().data.roles.map((r: { id: number }) => r.id)).toEqual([2]);
    });

    it('changes a colleague\'s roles and signs them out of their sessions', async () => {
      const staff = await t.signIn(CONSULTANT);
      const res = await t.call({ method: 'POST', url: `/api/admin/${consultantId}/update-roles`, token: owner.token, payload: { roles: [2, 3] } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.roles.map((r: { id: number }) => r.id)).toEqual([2, 3]);
      expect((await me(staff.token)).statusCode).toBe(401);
      await t.call({ method: 'POST', url: `/api/admin/${consultantId}/update-roles`, token: owner.token, payload: { roles: [2] } });
    });

    it('deactivating an admin ends their sessions at once; nobody deactivates themselves', async () => {
      const staff = await t.signIn(CONSULTANT);
      const off = await t.call({ method: 'PATCH', url: `/api/admin/${consultantId}`, token: owner.token, payload: { is_active: 0 } });
      expect(off.statusCode).toBe(200);
      expect((await me(staff.token)).statusCode).toBe(401);
      const login = await t.call({ method: 'POST', url: '/api/login?type=admin', payload: { email: CONSULTANT, password: DEMO_PASSWORD } });
      expect(login.statusCode).toBe(403);
      await t.call({ method: 'PATCH', url: `/api/admin/${consultantId}`, token: owner.token, payload: { is_active: 1 } });
      const self = await t.call({ method: 'PATCH', url: `/api/admin/${owner.admin.id}`, token: owner.token, payload: { is_active: 0 } });
      expect(self.statusCode).toBe(403);
    });
  });

  describe("the business's founding owner", () => {
    it('is recorded when an admin sets up their business', async () => {
      const [row] = await t.database.db.select({ owner: businesses.owner_admin_id }).from(businesses).where(eq(businesses.id, otherOwner.businessId));
      expect(row!.owner).toBe(otherOwner.id);
    });

    it('cannot be taken over by a co-admin: no password, roles, status, e-mail or deletion', async () => {
      // The consultant made a co-admin (role admin, like the owner's).
      const promoted = await t.call({ method: 'POST', url: `/api/admin/${consultantId}/update-roles`, token: owner.token, payload: { roles: [2, 3] } });
      expect(promoted.statusCode, promoted.body).toBe(200);
      const coAdmin = await t.signIn(CONSULTANT);
      try {
        const before = await t.database.db.select().from(admins).where(eq(admins.id, owner.admin.id));
        const attempts = [
          { method: 'PATCH' as const, url: `/api/admin/${owner.admin.id}/password`, payload: { password: 'Taken-Over-2026!', password_confirmation: 'Taken-Over-2026!' } },
          { method: 'POST' as const, url: `/api/admin/${owner.admin.id}/update-roles`, payload: { roles: [2] } },
          { method: 'PATCH' as const, url: `/api/admin/${owner.admin.id}`, payload: { is_active: 0 } },
          { method: 'POST' as const, url: `/api/admin/${owner.admin.id}/email-change`, payload: { email: 'co-admin@takeover.test', current_password: DEMO_PASSWORD } },
          { method: 'DELETE' as const, url: `/api/admin/${owner.admin.id}` },
        ];
        for (const attempt of attempts) {
          const res = await t.call({ ...attempt, token: coAdmin.token });
          expect(res.statusCode, attempt.url).toBe(403);
        }
        const refusedRoles = await t.call({ ...attempts[1]!, token: coAdmin.token });
        expect(refusedRoles.json().message).toBe(AdminAccessMessages.ownerOutOfReach);
        expect(await t.database.db.select().from(admins).where(eq(admins.id, owner.admin.id))).toEqual(before);
        expect((await me(owner.token)).statusCode).toBe(200);
        expect(await lastMailTo('co-admin@takeover.test')).toBeUndefined();
      } finally {
        await t.call({ method: 'POST', url: `/api/admin/${consultantId}/update-roles`, token: owner.token, payload: { roles: [2] } });
      }
    });

    it('keeps the admin role, even when they or a platform admin edit their roles', async () => {
      const platform = await t.signIn(PLATFORM);
      for (const token of [owner.token, platform.token]) {
        const res = await t.call({ method: 'POST', url: `/api/admin/${owner.admin.id}/update-roles`, token, payload: { roles: [2] } });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors.roles).toEqual([AdminAccessMessages.ownerKeepsAdminRole]);
      }
      // A platform admin still reaches them otherwise.
      const renamed = await t.call({ method: 'PATCH', url: `/api/admin/${owner.admin.id}`, token: platform.token, payload: { phone: '+1 416-555-0123' } });
      expect(renamed.statusCode).toBe(200);
    });
  });

  describe("someone else's password", () => {
    it('is set by nobody, not even the owner or a platform admin', async () => {
      const platform = await t.signIn(PLATFORM);
      const before = await t.database.db.select({ password: admins.password }).from(admins).where(eq(admins.id, consultantId));
      for (const token of [owner.token, platform.token]) {
        const res = await t.call({
          method: 'PATCH',
          url: `/api/admin/${consultantId}/password`,
          token,
          payload: { password: 'Taken-Over-2026!', password_confirmation: 'Taken-Over-2026!' },
        });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(AdminAccessMessages.notOthersPassword);
      }
      expect(await t.database.db.select({ password: admins.password }).from(admins).where(eq(admins.id, consultantId))).toEqual(before);
    });

    it('is reset by its holder through the link a manager sends them; until then nothing changes', async () => {
      const staff = await t.signIn(CONSULTANT);
      const sent = await t.call({ method: 'POST', url: `/api/admin/${consultantId}/send-password-reset`, token: owner.token });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().message).toBe(AdminAccessMessages.resetLinkSent);
      const mail = await lastMailTo(CONSULTANT);
      const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
      expect(link.pathname).toBe('/forgot-password');
      expect(link.searchParams.get('email')).toBe(CONSULTANT);
      // Their password and sessions are untouched until they choose a new one.
      expect((await me(staff.token)).statusCode).toBe(200);
      await t.signIn(CONSULTANT);
      const reset = await t.call({
        method: 'POST',
        url: '/api/auth/update-password',
        payload: { email: CONSULTANT, verification_code: link.searchParams.get('code'), password: 'Blue-Harbour-Lights-4' },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      expect((await me(staff.token)).statusCode).toBe(401);
      await t.signIn(CONSULTANT, 'Blue-Harbour-Lights-4');
      await t.database.db.update(admins).set({ password: await hashPassword(DEMO_PASSWORD) }).where(eq(admins.id, consultantId));
    });

    it("is not reset by a peer for the owner, nor by anyone outside the business", async () => {
      const staff = await t.signIn(CONSULTANT);
      const peer = await t.call({ method: 'POST', url: `/api/admin/${owner.admin.id}/send-password-reset`, token: staff.token });
      expect(peer.statusCode).toBe(403);
      const stranger = await t.call({ method: 'POST', url: `/api/admin/${consultantId}/send-password-reset`, token: otherOwner.token });
      expect(stranger.statusCode).toBe(404);
    });
  });

  describe('changing an e-mail', () => {
    it('is refused as a plain field change', async () => {
      const res = await t.call({ method: 'PATCH', url: `/api/admin/${consultantId}`, token: owner.token, payload: { email: 'new@elsewhere.test' } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.email).toEqual(['To change an e-mail, confirm the new address with the code sent to it']);
    });

    it('needs the current password and the code sent to the new address; tells the old one', async () => {
      const staff = await t.signIn(CONSULTANT);
      const elsewhere = await t.signIn(CONSULTANT);
      const start = (payload: object) =>
        t.call({ method: 'POST', url: `/api/admin/${consultantId}/email-change`, token: staff.token, payload });
      const wrongPassword = await start({ email: 'jules@new-address.test', current_password: 'not-it-at-all' });
      expect(wrongPassword.statusCode).toBe(422);
      expect(await lastMailTo('jules@new-address.test')).toBeUndefined();
      const taken = await start({ email: OWNER, current_password: DEMO_PASSWORD });
      expect(taken.statusCode).toBe(422);

      expect((await start({ email: 'jules@new-address.test', current_password: DEMO_PASSWORD })).statusCode).toBe(200);
      const code = /code .* is (\d{6})/.exec((await lastMailTo('jules@new-address.test'))!.text)![1]!;
      const confirm = (payload: object) =>
        t.call({ method: 'POST', url: `/api/admin/${consultantId}/email-change/confirm`, token: staff.token, payload });
      const wrongCode = await confirm({ email: 'jules@new-address.test', verification_code: code === '000000' ? '111111' : '000000' });
      expect(wrongCode.statusCode).toBe(422);
      // A code proves one address for one admin: it confirms no other address.
      expect((await confirm({ email: 'other@new-address.test', verification_code: code })).statusCode).toBe(422);

      const done = await confirm({ email: 'jules@new-address.test', verification_code: code });
      expect(done.statusCode).toBe(200);
      expect(done.json().data.email).toBe('jules@new-address.test');
      expect((await lastMailTo(CONSULTANT))!.text).toContain('was changed to jules@new-address.test');
      expect((await me(staff.token)).statusCode).toBe(200);
      expect((await me(elsewhere.token)).statusCode).toBe(401);
      expect((await confirm({ email: 'jules@new-address.test', verification_code: code })).statusCode).toBe(422);
      await t.database.db.update(admins).set({ email: CONSULTANT }).where(eq(admins.id, consultantId));
    });
  });

  describe('role grants', () => {
    it('refuses a permission switched off in the database from the next request on', async () => {
      const session = await t.signIn(OWNER);
      const list = () => t.call({ method: 'GET', url: '/api/notifications?paginate=5', token: session.token });
      expect((await list()).statusCode).toBe(200);
      const off = sql`${permissions.entity} = 'notifications' and ${permissions.action} = 'read'`;
      await t.database.db.update(permissions).set({ is_active: 0 }).where(off);
      try {
        expect((await list()).statusCode).toBe(403);
      } finally {
        await t.database.db.update(permissions).set({ is_active: 1 }).where(off);
      }
      expect((await list()).statusCode).toBe(200);
    });
  });
});
