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

const byId = preparedPerDb('test_admin_by_id', (db, name) =>
  db
    .select({ email: admins.email })
    .from(admins)
    .where(eq(admins.id, sql.placeholder('id')))
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
  // On PGlite a read-only prepared query's results are reused until the next write; these
  // prove every kind of write ends that reuse (PostgreSQL runs the same checks uncached).
  describe('reads after writes', () => {
    const emailOf = async (id: number) => {
      const [row] = await byId(database.db).execute({ id });
      return row?.email;
    };
    let id: number;
    beforeAll(async () => {
      const [created] = await database.db
        .insert(admins)
        .values({ firstname: 'Rea', lastname: 'Der', email: 'reader@example.com', password: 'x' })
        .returning({ id: admins.id });
      id = created!.id;
    });

    it('sees an update made through the query builder', async () => {
      expect(await emailOf(id)).toBe('reader@example.com');
      await database.db.update(admins).set({ email: 'builder@example.com' }).where(eq(admins.id, id));
      expect(await emailOf(id)).toBe('builder@example.com');
    });

    it('sees an update made with raw SQL', async () => {
      expect(await emailOf(id)).toBe('builder@example.com');
      await database.db.execute(sql`update admins set email = 'raw@example.com' where id = ${id}`);
      expect(await emailOf(id)).toBe('raw@example.com');
    });

    it('sees a committed transaction, and not a rolled-back one', async () => {
      expect(await emailOf(id)).toBe('raw@example.com');
      await database.db.transaction(async (tx) => {
        await tx.update(admins).set({ email: 'committed@example.com' }).where(eq(admins.id, id));
      });
      expect(await emailOf(id)).toBe('committed@example.com');
      await expect(
        database.db.transaction(async (tx) => {
          await tx.update(admins).set({ email: 'rolled-back@example.com' }).where(eq(admins.id, id));
          throw new Error('abandon');
        }),
      ).rejects.toThrow('abandon');
      expect(await emailOf(id)).toBe('committed@example.com');
    });

    it('sees a write issued while the read was under way', async () => {
      await emailOf(id);
      const [read, write] = [
        emailOf(id),
        database.db.update(admins).set({ email: 'racing@example.com' }).where(eq(admins.id, id)),
      ];
      await Promise.all([read, write]);
      expect(await emailOf(id)).toBe('racing@example.com');
    });

    it('sees a deleted row disappear', async () => {
      await emailOf(id);
      await database.db.delete(admins).where(eq(admins.id, id));
      expect(await emailOf(id)).toBeUndefined();
    });
  });
});

