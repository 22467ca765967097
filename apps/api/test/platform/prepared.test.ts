import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../src/db/schema';
import type { Database } from '../../src/db/client';
import { preparedPerDb } from '../../src/lib/prepared';
import { engines } from '../support/app';
import { scratchDatabase } from '../support/database';
import { prepareDatabase } from '../../src/db/seed';

const byEmail = preparedPerDb('test_admin_by_email', (db, name) =>
  db
    .select({ id: admins.id, email: admins.email, created_at: admins.created_at })
    .from(admins)
    .where(eq(admins.email, sql.placeholder('email')))
    .prepare(name),
);

describe.each(engines)('prepared hot queries on $name', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await scratchDatabase(engine);
    await prepareDatabase(database, { seedDemo: true });
  });
  afterAll(() => database?.close());

  it('returns the same mapped rows on every execution, with typed values', async () => {
    for (let i = 0; i < 3; i++) {
      const [row] = await byEmail(database.db).execute({ email: 'owner@rendezvous.test' });
      expect(row?.email).toBe('owner@rendezvous.test');
      expect(row?.created_at).toBeInstanceOf(Date);
    }
  });

  it('passes parameters as values, never as SQL', async () => {
    const hostile = "x' or '1'='1";
    expect(await byEmail(database.db).execute({ email: hostile })).toEqual([]);
    const quoted = "o'brien@example.com";
    await database.db.insert(admins).values({ firstname: 'Ann', lastname: "O'Brien", email: quoted, password: 'x' });
    const [row] = await byEmail(database.db).execute({ email: quoted });
    expect(row?.email).toBe(quoted);
  });
});
