import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { poolTrackingOf } from '../../src/db/read-cache';
import { admins } from '../../src/db/schema';
import { prepareDatabase } from '../../src/db/seed';
import { preparedPerDb } from '../../src/lib/prepared';
import { scratchDatabase } from '../support/database';

const url = process.env.TEST_DATABASE_URL;

const emailById = preparedPerDb('test_cross_process_email', (db, name) =>
  db
    .select({ email: admins.email })
    .from(admins)
    .where(eq(admins.id, sql.placeholder('id')))
    .prepare(name),
);

/** Polls until `check` holds, for at most two seconds. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let waited = 0; waited < 2000; waited += 20) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
}

// Two handles on one database stand for two API processes: each keeps its own read results.
describe.runIf(url)('reused reads across API processes (PostgreSQL)', () => {
  let a: Database & { url?: string };
  let b: Database;
  let id: number;
  const clockOf = (database: Database) => poolTrackingOf((database.db as unknown as { $client: object }).$client)!.clock;
  const emailSeenByA = async () => (await emailById(a.db).execute({ id }))[0]?.email;

  beforeAll(async () => {
    a = await scratchDatabase({ name: 'postgres', url });
    await prepareDatabase(a, { seedDemo: false });
    b = await openDatabase({ databaseUrl: a.url! });
    const [row] = await a.db
      .insert(admins)
      .values({ firstname: 'Cross', lastname: 'Process', email: 'one@example.com', password: 'x' })
      .returning({ id: admins.id });
    id = row!.id;
    expect(await eventually(async () => clockOf(a).trusted)).toBe(true);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("sees another process's write once it is announced", async () => {
    expect(await emailSeenByA()).toBe('one@example.com');
    const before = clockOf(a).now;
    await b.db.update(admins).set({ email: 'two@example.com' }).where(eq(admins.id, id));
    expect(await eventually(async () => clockOf(a).now > before)).toBe(true);
    expect(await emailSeenByA()).toBe('two@example.com');
  });

  it('reuses nothing while its listener is down, and again once it is back', async () => {
    expect(await emailSeenByA()).toBe('two@example.com');
    const killer = new pg.Client({ connectionString: a.url });
    await killer.connect();
    await killer.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query = 'listen rdv_writes' and pid <> pg_backend_pid()`,
    );
    await killer.end();
    expect(await eventually(async () => !clockOf(a).trusted)).toBe(true);
    // b's write is announced to nobody: a must read it from the database anyway.
    await b.db.update(admins).set({ email: 'three@example.com' }).where(eq(admins.id, id));
    expect(await emailSeenByA()).toBe('three@example.com');
    expect(await eventually(async () => clockOf(a).trusted)).toBe(true);
    await b.db.update(admins).set({ email: 'four@example.com' }).where(eq(admins.id, id));
    expect(await eventually(async () => (await emailSeenByA()) === 'four@example.com')).toBe(true);
  });
});
