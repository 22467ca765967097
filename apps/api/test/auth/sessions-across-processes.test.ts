import { ORIGIN_KEYS } from '@rendezvous/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import { admins, permissions } from '../../src/db/schema';
import { DEMO_PASSWORD, prepareDatabase } from '../../src/db/seed';
import { scratchDatabase } from '../support/database';

const url = process.env.TEST_DATABASE_URL;

/**
 * Two API processes on one PostgreSQL: each has its own database handle, connection pool and
 * memory, as separate processes would. What one changes about who is signed in, or what they
 * may do, the other refuses on its very next request: nothing in a process's memory stands
 * between a request and the database's answer.
 */
describe.runIf(url)('sessions across API processes (PostgreSQL)', () => {
  let shared: Database & { url?: string };
  let second: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;

  const call = (app: FastifyInstance, method: 'GET' | 'POST' | 'PATCH', path: string, token?: string, payload?: object) =>
    app.inject({
      method,
      url: path,
      payload,
      headers: {
        'x-origin-key': ORIGIN_KEYS.adminConsole,
        'x-request-type': 'admin',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
  const signIn = async (app: FastifyInstance, email: string) => {
    const res = await call(app, 'POST', '/api/login?type=admin', undefined, { email, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    return res.json().data as { token: string; admin: { id: number } };
  };

  beforeAll(async () => {
    shared = await scratchDatabase({ name: 'postgres', url });
    await prepareDatabase(shared, { seedDemo: true });
    second = await openDatabase({ databaseUrl: shared.url! });
    const config = loadConfig({}, { NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    a = await buildApp({ config, database: shared, logger: false });
    b = await buildApp({ config, database: second, logger: false });
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await shared?.close();
  });

  it('refuses in B a token signed out in A', async () => {
    const { token } = await signIn(a, 'owner@rendezvous.test');
    expect((await call(b, 'GET', '/api/get-admin-by-token', token)).statusCode).toBe(200);
    expect((await call(a, 'POST', '/api/logout?type=admin', token)).statusCode).toBe(200);
    expect((await call(b, 'GET', '/api/get-admin-by-token', token)).statusCode).toBe(401);
  });

  it('refuses in B an admin deactivated through A', async () => {
    const owner = await signIn(a, 'owner@rendezvous.test');
    const staff = await signIn(b, 'consultant@rendezvous.test');
    expect((await call(b, 'GET', '/api/get-admin-by-token', staff.token)).statusCode).toBe(200);
    const off = await call(a, 'PATCH', `/api/admin/${staff.admin.id}`, owner.token, { is_active: 0 });
    expect(off.statusCode).toBe(200);
    expect((await call(b, 'GET', '/api/get-admin-by-token', staff.token)).statusCode).toBe(401);
    await shared.db.update(admins).set({ is_active: 1 }).where(eq(admins.id, staff.admin.id));
  });

  it('refuses in B a permission switched off by anyone, at once', async () => {
    const { token } = await signIn(b, 'owner@rendezvous.test');
    const list = () => call(b, 'GET', '/api/notifications?paginate=5', token);
    expect((await list()).statusCode).toBe(200);
    const off = sql`${permissions.entity} = 'notifications' and ${permissions.action} = 'read'`;
    // Switched off straight in the database, as an operator or a third process would.
    await shared.db.update(permissions).set({ is_active: 0 }).where(off);
    try {
      expect((await list()).statusCode).toBe(403);
    } finally {
      await shared.db.update(permissions).set({ is_active: 1 }).where(off);
    }
    expect((await list()).statusCode).toBe(200);
  });

  it('depends on no notification channel that could stall: B holds no LISTEN connection', async () => {
    const { token } = await signIn(b, 'owner@rendezvous.test');
    expect((await call(b, 'GET', '/api/get-admin-by-token', token)).statusCode).toBe(200);
    // Every LISTEN connection there is would show here; the API opens none.
    const listeners = await shared.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
    );
    expect(listeners.rows[0]?.n).toBe(0);
    // A revocation written by no API process at all is seen by B on its next request.
    await shared.db.execute(sql`update auth_tokens set revoked_at = now() where revoked_at is null`);
    expect((await call(b, 'GET', '/api/get-admin-by-token', token)).statusCode).toBe(401);
  });
});
