import { API_KEYS_PER_BUSINESS, ApiKeyMessages, HttpMessages } from '@rendezvous/domain';
import { and, desc, eq, like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, admins } from '../src/db/schema';
import { engines, startTestApp, type TestApp } from './support/app';

/*
 * API keys (issue 27): an owner makes, names, scopes and revokes keys; a key is shown once,
 * stored hashed, sent as `Authorization: Bearer`, limited per key, recorded in Activities at
 * each use, and bound by the same tenant and permission rules as the admin who made it.
 */

const NOW = '2027-05-20T14:00:00Z';
const PER_MINUTE = 40;

describe.each(engines)('API keys on $name', (engine) => {
  let t: TestApp;
  let owner: { token: string; businessId: number; id: number };
  let consultant: { token: string; businessId: number };
  let other: { token: string; businessId: number; id: number };

  const as = (who: { token: string; businessId: number }, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.call({ method, url, token: who.token, businessId: who.businessId, ...(payload ? { payload } : {}) });
  /** As an integration calls: its key alone, none of the apps' headers. */
  const withKey = (key: string, opts: InjectOptions) =>
    t.app.inject({ ...opts, headers: { authorization: `Bearer ${key}`, ...opts.headers } });
  const makeKey = async (who: { token: string; businessId: number }, name: string, scope: 'read' | 'read_write') => {
    const res = await as(who, 'POST', '/api/api-keys', { name, scope });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; key: string; hint: string; name: string; scope: string };
  };
  /** The business's activity notes about API keys, newest first (a use is written after its answer). */
  const keyNotes = async (businessId: number, expected: number) => {
    for (let tries = 0; ; tries++) {
      const rows = await t.database.db
        .select({ note: activities.note })
        .from(activities)
        .where(and(eq(activities.business_id, businessId), like(activities.note, '%API key%')))
        .orderBy(desc(activities.id));
      if (rows.length >= expected || tries > 50) return rows.map((r) => r.note);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  beforeAll(async () => {
    t = await startTestApp(engine, { now: NOW, env: { API_KEY_REQUESTS_PER_MINUTE: String(PER_MINUTE) } });
    const o = await t.signIn('owner@rendezvous.test');
    owner = { token: o.token, businessId: o.admin.business_id!, id: o.admin.id };
    const c = await t.signIn('consultant@rendezvous.test');
    consultant = { token: c.token, businessId: c.admin.business_id! };
    other = await t.signUpOwner('keys.other@example.org', 'Other Keys Shop');
  });
  afterAll(() => t.close());

  it('shows a new key once, lists it by its last characters, and records its making', async () => {
    const made = await as(owner, 'POST', '/api/api-keys', { name: '  Books export ', scope: 'read' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().message).toBe(ApiKeyMessages.created);
    const key = made.json().data as { id: number; key: string; hint: string; name: string; created_by: { id: number } };
    expect(key.key).toMatch(/^rdv_key_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'Books export', scope: 'read', hint: key.key.slice(-4), last_used_at: null });
    expect(key.created_by).toEqual({ id: owner.id, full_name: expect.any(String) });

    const listed = await as(owner, 'GET', '/api/api-keys');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toContainEqual(expect.objectContaining({ id: key.id, name: 'Books export', hint: key.hint }));
    expect(listed.body).not.toContain(key.key.slice(8, 30));
    expect(await keyNotes(owner.businessId, 1)).toContain(`Made the API key "Books export" (rdv_key_…${key.hint}, read only)`);
  });

  it('reads with a read key and nothing else, without the apps’ headers, in its own business only', async () => {
    const { key, hint } = await makeKey(owner, 'Dashboard', 'read');
    const byKey = await withKey(key, { method: 'GET', url: '/api/appointments?paginate=5&page=1' });
    expect(byKey.statusCode, byKey.body).toBe(200);
    const byOwner = await as(owner, 'GET', '/api/appointments?paginate=5&page=1');
    expect(byKey.json().data).toEqual(byOwner.json().data);

    const write = await withKey(key, {
      method: 'POST',
      url: '/api/user',
      payload: { firstname: 'Read', lastname: 'Only', email: 'read.only@example.org', status: 'active' },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(ApiKeyMessages.readOnly);

    const elsewhere = await withKey(key, {
      method: 'GET',
      url: '/api/appointments',
      headers: { 'x-business-id': String(other.businessId) },
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe(ApiKeyMessages.otherBusiness);

    // What is a person's alone: their session and profile, and the keys themselves.
    for (const url of ['/api/get-admin-by-token', '/api/api-keys']) {
      const refused = await withKey(key, { method: 'GET', url });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe(ApiKeyMessages.notForKeys);
    }
    // A made-up key is no key.
    const unknown = await withKey(`rdv_key_${'A'.repeat(43)}`, { method: 'GET', url: '/api/appointments' });
    expect(unknown.statusCode).toBe(401);

    const notes = await keyNotes(owner.businessId, 7);
    expect(notes).toContain(`API key "Dashboard" (rdv_key_…${hint}): GET /api/appointments answered 200`);
    expect(notes).toContain(`API key "Dashboard" (rdv_key_…${hint}): POST /api/user answered 403`);
    expect(notes).toContain(`API key "Dashboard" (rdv_key_…${hint}): GET /api/api-keys answered 403`);
    const listed = (await as(owner, 'GET', '/api/api-keys')).json().data as { hint: string; created_at: string; last_used_at: string | null }[];
    const used = listed.find((k) => k.hint === hint)!;
    expect(Date.parse(used.last_used_at!)).toBeGreaterThanOrEqual(Date.parse(used.created_at));
  });

  it('writes with a read-and-write key as the admin who made it, until it is revoked', async () => {
    const made = await makeKey(owner, 'CRM sync', 'read_write');
    const created = await withKey(made.key, {
      method: 'POST',
      url: '/api/user',
      payload: { firstname: 'Keyed', lastname: 'Client', email: 'keyed.client@example.org', phone: '+1 514-555-0179', status: 'active' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ firstname: 'Keyed', email: 'keyed.client@example.org' });

    // Another business's owner cannot see or revoke it.
    expect((await as(other, 'DELETE', `/api/api-keys/${made.id}`)).statusCode).toBe(404);
    expect(((await as(other, 'GET', '/api/api-keys')).json().data as { id: number }[]).map((k) => k.id)).not.toContain(made.id);

    const revoked = await as(owner, 'DELETE', `/api/api-keys/${made.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().message).toBe(ApiKeyMessages.revoked);
    const after = await withKey(made.key, { method: 'GET', url: '/api/appointments' });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(ApiKeyMessages.notFound);
    expect(await keyNotes(owner.businessId, 1)).toContain(`Revoked the API key "CRM sync" (rdv_key_…${made.hint})`);
    expect((await as(owner, 'DELETE', `/api/api-keys/${made.id}`)).statusCode).toBe(404);
  });

  it('lets only those who may change the business manage keys, and checks what they send', async () => {
    const refused = await as(consultant, 'POST', '/api/api-keys', { name: 'Mine', scope: 'read_write' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(HttpMessages.forbidden);
    expect((await as(consultant, 'GET', '/api/api-keys')).statusCode).toBe(403);
    // A platform admin visiting the business cannot leave a key behind in it.
    const platform = await t.signIn('platform@rendezvous.test');
    const visiting = await as({ token: platform.token, businessId: owner.businessId }, 'POST', '/api/api-keys', { name: 'Visit', scope: 'read' });
    expect(visiting.statusCode).toBe(403);

    const blank = await as(owner, 'POST', '/api/api-keys', { name: ' ', scope: 'admin' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ name: [ApiKeyMessages.nameRequired], scope: [ApiKeyMessages.scopeRequired] });
    expect((await as(owner, 'POST', '/api/api-keys', { name: 'Tab\tname', scope: 'read' })).statusCode).toBe(422);
  });

  it("follows its admin: a key stops when they are deactivated", async () => {
    const { key } = await makeKey(other, 'Script', 'read');
    expect((await withKey(key, { method: 'GET', url: '/api/appointments' })).statusCode).toBe(200);
    await t.database.db.update(admins).set({ is_active: 0 }).where(eq(admins.id, other.id));
    try {
      expect((await withKey(key, { method: 'GET', url: '/api/appointments' })).statusCode).toBe(401);
    } finally {
      await t.database.db.update(admins).set({ is_active: 1 }).where(eq(admins.id, other.id));
    }
  });

  it(`holds at most ${API_KEYS_PER_BUSINESS} keys per business`, async () => {
    const held = ((await as(other, 'GET', '/api/api-keys')).json().data as unknown[]).length;
    for (let n = held; n < API_KEYS_PER_BUSINESS; n++) await makeKey(other, `Key ${n}`, 'read');
    const over = await as(other, 'POST', '/api/api-keys', { name: 'One too many', scope: 'read' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(ApiKeyMessages.limitReached(API_KEYS_PER_BUSINESS));
  });

  it('limits each key to its budget a minute, leaving other keys and people alone', async () => {
    const busy = await makeKey(owner, 'Busy', 'read');
    const calm = await makeKey(owner, 'Calm', 'read');
    const answers: number[] = [];
    for (let n = 0; n < PER_MINUTE; n++) {
      answers.push((await withKey(busy.key, { method: 'GET', url: '/api/services' })).statusCode);
    }
    expect(answers.every((status) => status === 200)).toBe(true);
    const last = await withKey(busy.key, { method: 'GET', url: '/api/services' });
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect((await withKey(calm.key, { method: 'GET', url: '/api/services' })).statusCode).toBe(200);
    expect((await as(owner, 'GET', '/api/services')).statusCode).toBe(200);
  });
});
