import { createHash } from 'node:crypto';
import { ROLE_IDS } from '@rendezvous/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authTokens, invitations } from '../../src/db/schema';
import { hashToken } from '../../src/services/tokens';
import { DEMO_PASSWORD, engines, startTestApp, type TestApp } from '../support/app';

const OWNER = 'owner@rendezvous.test';

describe.each(engines)('authentication on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t?.close());

  const login = (email: string, password: string) =>
    t.call({ method: 'POST', url: '/api/login?type=admin&appendBusiness=true', payload: { email, password } });

  describe('sign in', () => {
    it('signs in by e-mail and returns tokens and the admin with roles and permissions', async () => {
      const res = await login(OWNER, DEMO_PASSWORD);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.token).toMatch(/^rdv_at_/);
      expect(data.refresh_token).toMatch(/^rdv_rt_/);
      expect(data.admin.email).toBe(OWNER);
      expect(data.admin).not.toHaveProperty('password');
      expect(data.admin.business.name).toBe('Maison Lumière Salon');
      expect(data.admin.roles.map((r: { name: string }) => r.name)).toContain('admin');
      expect(data.admin.roles[0].permissions.length).toBeGreaterThan(0);
    });

    it('signs in by username, case-insensitively', async () => {
      const res = await login('OWNER', DEMO_PASSWORD);
      expect(res.statusCode).toBe(200);
    });

    it('stores only a hash of the token, and issues a new token on every sign-in', async () => {
      const a = (await login(OWNER, DEMO_PASSWORD)).json().data.token as string;
      const b = (await login(OWNER, DEMO_PASSWORD)).json().data.token as string;
      expect(a).not.toBe(b);
      const stored = await t.database.db.select().from(authTokens).where(eq(authTokens.token_hash, hashToken(a)));
      expect(stored).toHaveLength(1);
      const all = await t.database.db.select({ h: authTokens.token_hash }).from(authTokens);
      expect(all.map((r) => r.h)).not.toContain(a);
    });

    it.each([
      ['a wrong password', OWNER, 'wrong-password-123'],
      ['an unknown user', 'nobody@rendezvous.test', DEMO_PASSWORD],
    ])('refuses %s with the same message', async (_case, email, password) => {
      const res = await login(email, password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'A valid username and password is required' });
    });
  });

  describe('tokens', () => {
    it('loads the admin by token, with pending setup steps', async () => {
      const { token } = await t.signIn(OWNER);
      const res = await t.call({ method: 'GET', url: '/api/get-admin-by-token?appendBusiness=true&appendConsultant=true', token });
      expect(res.statusCode).toBe(200);
      const admin = res.json().data;
      expect(admin.email).toBe(OWNER);
      expect(Array.isArray(admin.pending_setup_steps)).toBe(true);
      expect(admin.consultant).not.toBeNull();
    });

    it('refuses a made-up token', async () => {
      const res = await t.call({ method: 'GET', url: '/api/get-admin-by-token', token: 'rdv_at_forged' });
      expect(res.statusCode).toBe(401);
    });

    it('revokes the token on logout; the session is over', async () => {
      const { token } = await t.signIn(OWNER);
      expect((await t.call({ method: 'GET', url: '/api/get-admin-by-token', token })).statusCode).toBe(200);
      const out = await t.call({ method: 'POST', url: '/api/logout?type=admin', token });
      expect(out.statusCode).toBe(200);
      const after = await t.call({ method: 'GET', url: '/api/get-admin-by-token', token });
      expect(after.statusCode).toBe(401);
    });

    it('refuses an expired token', async () => {
      const { token } = await t.signIn(OWNER);
      expect((await t.call({ method: 'GET', url: '/api/get-admin-by-token', token })).statusCode).toBe(200);
      await t.database.db
        .update(authTokens)
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where(eq(authTokens.token_hash, hashToken(token)));
      const res = await t.call({ method: 'GET', url: '/api/get-admin-by-token', token });
      expect(res.statusCode).toBe(401);
    });

    it('ends a session on time even when nothing was written since it was last read', async () => {
      const { token } = await t.signIn(OWNER);
      expect((await t.call({ method: 'GET', url: '/api/get-admin-by-token', token })).statusCode).toBe(200);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (t.app.config.TOKEN_ABSOLUTE_HOURS + 1) * 3_600_000 });
      try {
        const res = await t.call({ method: 'GET', url: '/api/get-admin-by-token', token });
        expect(res.statusCode).toBe(401);
      } finally {
        vi.useRealTimers();
      }
    });

    it('refuses a token idle for too long', async () => {
      const { token } = await t.signIn(OWNER);
      await t.database.db
        .update(authTokens)
        .set({ idle_expires_at: new Date(Date.now() - 1000), last_used_at: new Date(Date.now() - 3_600_000) })
        .where(eq(authTokens.token_hash, hashToken(token)));
      const res = await t.call({ method: 'GET', url: '/api/get-admin-by-token', token });
      expect(res.statusCode).toBe(401);
    });

    it('rotates a refresh token; the old pair stops working and the new one carries on', async () => {
      const first = await t.signIn(OWNER);
      const refresh = (refresh_token: string) =>
        t.call({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token } });
      const res = await refresh(first.refresh_token);
      expect(res.statusCode).toBe(200);
      const second = res.json().data;
      expect(second.token).not.toBe(first.token);
      const old = await t.call({ method: 'GET', url: '/api/get-admin-by-token', token: first.token });
      expect(old.statusCode).toBe(401);
      const fresh = await t.call({ method: 'GET', url: '/api/get-admin-by-token', token: second.token });
      expect(fresh.statusCode).toBe(200);
      const third = await refresh(second.refresh_token);
      expect(third.statusCode).toBe(200);
    });

    it('revokes the whole session when a rotated refresh token is replayed', async () => {
      const first = await t.signIn(OWNER);
      const refresh = (refresh_token: string) =>
        t.call({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token } });
      const second = (await refresh(first.refresh_token)).json().data;
      const third = (await refresh(second.refresh_token)).json().data;
      // The stolen first token is played back: the thief gets nothing...
      expect((await refresh(first.refresh_token)).statusCode).toBe(401);
      // ...and the session it belongs to is over, newest pair included.
      const me = await t.call({ method: 'GET', url: '/api/get-admin-by-token', token: third.token });
      expect(me.statusCode).toBe(401);
      expect((await refresh(third.refresh_token)).statusCode).toBe(401);
      // Another sign-in of the same admin is a session of its own and lives on.
      const other = await t.signIn(OWNER);
      expect((await t.call({ method: 'GET', url: '/api/get-admin-by-token', token: other.token })).statusCode).toBe(200);
    });
  });

  describe('sign up', () => {
    it('creates an owner without a business and signs them in', async () => {
      const res = await t.call({
        method: 'POST',
        url: '/api/admin',
        payload: { firstname: 'Nadia', lastname: 'Roy', email: 'nadia@example.com', password: 'Tulips-in-April-9' },
      });
      expect(res.statusCode).toBe(201);
      const { data } = res.json();
      expect(data.admin.business_id).toBeNull();
      const me = await t.call({ method: 'GET', url: '/api/get-admin-by-token', token: data.token });
      expect(me.json().data.email).toBe('nadia@example.com');
    });

    it('refuses a taken e-mail with a field message', async () => {
      const res = await t.call({
        method: 'POST',
        url: '/api/admin',
        payload: { firstname: 'A', lastname: 'B', email: OWNER.toUpperCase(), password: 'Tulips-in-April-9' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.email).toEqual(['An account with this email already exists']);
    });

    it.each([
      ['too short', 'short1', 'Password must be at least 8 characters'],
      ['common', 'password123', 'This password is too common. Please choose another one'],
    ])('refuses a %s password', async (_case, password, message) => {
      const res = await t.call({
        method: 'POST',
        url: '/api/admin',
        payload: { firstname: 'A', lastname: 'B', email: `pw-${_case}@example.com`, password },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.password).toEqual([message]);
    });

    it('accepts a 64-character password', async () => {
      const res = await t.call({
        method: 'POST',
        url: '/api/admin',
        payload: { firstname: 'Long', lastname: 'Pass', email: 'long@example.com', password: 'x9'.repeat(32) },
      });
      expect(res.statusCode).toBe(201);
    });

    it('then sets up a business: the creator owns it, and its opening hours are a step to take', async () => {
      const signup = await t.call({
        method: 'POST',
        url: '/api/admin',
        payload: { firstname: 'Sam', lastname: 'Lee', email: 'sam@example.com', password: 'Blue-Harbour-77' },
      });
      const token = signup.json().data.token as string;
      const categories = (await t.call({ method: 'GET', url: '/api/categories' })).json().data;
      const categoryId = categories[0].services[0].id as number;
      const created = await t.call({ method: 'POST', url: '/api/business', token, payload: { name: 'Sam Studio', category_service_id: categoryId } });
      expect(created.statusCode).toBe(201);
      const business = created.json().data;
      const assign = await t.call({ method: 'PATCH', url: `/api/admin/${signup.json().data.admin.id}`, token, payload: { business_id: business.id } });
      expect(assign.statusCode).toBe(200);
      const me = (await t.call({ method: 'GET', url: '/api/get-admin-by-token', token })).json().data;
      expect(me.business_id).toBe(business.id);
      const steps = me.pending_setup_steps.map((s: { action: string }) => s.action);
      expect(steps).toContain('add_business_opening_hours');
      expect(steps).toContain('add_business_services');

      // Saving the week (the tab's default one) completes that step.
      const week = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => ({
        day,
        is_active: 1,
        work_start_time: '09:00',
        work_end_time: '17:00',
        has_breaks: 1,
        break_start_time: '13:00',
        break_end_time: '13:30',
      }));
      const saved = await t.call({ method: 'POST', url: '/api/business-days', token, businessId: business.id, payload: { days: week } });
      expect(saved.statusCode).toBe(200);
      const after = (await t.call({ method: 'GET', url: '/api/get-admin-by-token', token })).json().data;
      expect(after.pending_setup_steps.map((s: { action: string }) => s.action)).not.toContain('add_business_opening_hours');
    });
  });

  describe('register by invitation', () => {
    async function invite(email: string, code: string, expiresInMs = 86_400_000) {
      const owner = await t.signIn(OWNER);
      await t.database.db.insert(invitations).values({
        email,
        role_id: ROLE_IDS.consultant,
        business_id: owner.admin.business_id,
        sender_id: owner.admin.id,
        code_hash: createHash('sha256').update(code).digest('hex'),
        expires_at: new Date(Date.now() + expiresInMs),
      });
    }
    const register = (email: string, code: string, username: string) =>
      t.call({
        method: 'POST',
        url: '/api/register?type=admin',
        payload: { firstname: 'Ivy', lastname: 'Chen', username, email, code, password: 'Maple-Leaf-2026', password_confirmation: 'Maple-Leaf-2026' },
      });

    it('registers with a valid code, joins the business with the invited role, once', async () => {
      await invite('ivy@example.com', 'INV-GOOD-1');
      const res = await register('ivy@example.com', 'INV-GOOD-1', 'ivy');
      expect(res.statusCode).toBe(201);
      const { data } = res.json();
      expect(data.access_token).toMatch(/^rdv_at_/);
      expect(data.admin.roles.map((r: { id: number }) => r.id)).toEqual([ROLE_IDS.consultant]);
      const again = await register('ivy@example.com', 'INV-GOOD-1', 'ivy2');
      expect(again.statusCode).toBe(422);
    });

    it('registers with the spec\'s body, which has no password confirmation', async () => {
      await invite('noconfirm@example.com', 'INV-SPEC-1');
      const res = await t.call({
        method: 'POST',
        url: '/api/register?type=admin',
        payload: { firstname: 'Noa', lastname: 'Roy', username: 'noa', email: 'noconfirm@example.com', code: 'INV-SPEC-1', password: 'Maple-Leaf-2026' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.access_token).toMatch(/^rdv_at_/);
    });

    it('refuses a wrong or expired code', async () => {
      await invite('late@example.com', 'INV-LATE-1', -1000);
      expect((await register('late@example.com', 'INV-LATE-1', 'late')).statusCode).toBe(422);
      expect((await register('late@example.com', 'INV-NOPE', 'late')).json().errors.code).toEqual([
        'This invitation code is invalid or has expired',
      ]);
    });

    it('refuses mismatched password confirmation with the spec message', async () => {
      const res = await t.call({
        method: 'POST',
        url: '/api/register?type=admin',
        payload: { firstname: 'A', lastname: 'B', username: 'ab', email: 'ab@example.com', code: 'X', password: 'Maple-Leaf-2026', password_confirmation: 'other' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.password_confirmation).toEqual(['Password confirmation must match password value']);
    });
  });

  describe('forgot password', () => {
    async function latestCode(email: string): Promise<string> {
      const mail = (await t.app.inject({ method: 'GET', url: `/api/dev/mail?to=${encodeURIComponent(email)}` })).json().data;
      const match = /code is (\d{6})/.exec(mail[0]?.text ?? '');
      if (!match) throw new Error('no code mailed');
      return match[1]!;
    }
    const send = (email: string) => t.call({ method: 'POST', url: '/api/auth/send-verification-code', payload: { email } });
    const confirm = (email: string, verification_code: string) =>
      t.call({ method: 'POST', url: '/api/auth/confirm-verification-code', payload: { email, verification_code } });
    const update = (email: string, verification_code: string, password: string) =>
      t.call({ method: 'POST', url: '/api/auth/update-password', payload: { email, verification_code, password } });

    it('answers the same whether or not the e-mail has an account', async () => {
      const known = await send('consultant@rendezvous.test');
      const unknown = await send('ghost@example.com');
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
    });

    it('resets the password with the mailed code, which then stops working', async () => {
      const email = 'consultant@rendezvous.test';
      const { token } = await t.signIn(email);
      await send(email);
      const code = await latestCode(email);
      expect((await confirm(email, code)).statusCode).toBe(200);
      expect((await update(email, code, 'Fresh-Start-2026')).statusCode).toBe(200);
      // used once: no replay
      expect((await update(email, code, 'Another-One-2026')).statusCode).toBe(422);
      // the old session is signed out, the new password works, the old one not
      expect((await t.call({ method: 'GET', url: '/api/get-admin-by-token', token })).statusCode).toBe(401);
      expect((await login(email, 'Fresh-Start-2026')).statusCode).toBe(200);
      expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(401);
    });

    it("stops a source's checks after 5 wrong guesses an hour, leaving the code for its owner elsewhere", async () => {
      const email = 'platform@rendezvous.test';
      await send(email);
      const code = await latestCode(email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) expect((await confirm(email, wrong)).statusCode).toBe(422);
      const refused = await confirm(email, code);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const elsewhere = await t.call({
        method: 'POST',
        url: '/api/auth/confirm-verification-code',
        payload: { email, verification_code: code },
        remoteAddress: '198.51.100.50',
      });
      expect(elsewhere.statusCode).toBe(200);
    });

    it('refuses an expired code', async () => {
      const email = OWNER;
      await send(email);
      const code = await latestCode(email);
      const { verificationCodes } = await import('../../src/db/schema');
      await t.database.db.update(verificationCodes).set({ expires_at: new Date(Date.now() - 1000) });
      const res = await confirm(email, code);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.verification_code).toEqual(['The verification code is invalid or has expired']);
    });
  });
});
