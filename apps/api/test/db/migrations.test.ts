import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrate, migrationsFolder } from '../../src/db/client';
import { databaseErrorOf, isAppointmentOverlap, SQLSTATE } from '../../src/db/errors';
import * as schema from '../../src/db/schema';
import { zonedInstant } from '../../src/db/time-zones';
import { engines, scratchDatabase } from '../support/database';

const journal = JSON.parse(
  readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
) as { entries: unknown[] };

describe.each(engines)('migrations on $name', (engine) => {
  let database: Database;

  beforeAll(async () => {
    database = await scratchDatabase(engine);
    await migrate(database);
  });
  afterAll(() => database?.close());

  it('creates every table of the schema', async () => {
    const { rows } = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const present = new Set(rows.map((r) => r.table_name));
    const expected = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table));
    expect(expected.filter((name) => !present.has(name))).toEqual([]);
  });

  it('moves the grants version with every change to roles or permissions, and only then', async () => {
    const version = async () =>
      (await database.db.execute<{ v: number }>(sql`select version as v from grants_version where id = 1`)).rows[0]?.v;
    const before = await version();
    expect(before).toBeTypeOf('number');
    await database.db.update(schema.admins).set({ phone: '1' }).where(sql`false`);
    expect(await version()).toBe(before);
    await database.db.update(schema.permissions).set({ is_active: 1 }).where(sql`false`);
    expect(await version()).toBe(before! + 1);
    await database.db.update(schema.roles).set({ name: sql`name` }).where(sql`false`);
    expect(await version()).toBe(before! + 2);
  });

  it('leaves no write-notification triggers behind', async () => {
    const { rows } = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_trigger where tgname = 'rdv_notify_write'`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses "@" in a username and an e-mail without one', async () => {
    const insert = (email: string, username: string | null) =>
      database.db.insert(schema.admins).values({ firstname: 'A', lastname: 'B', email, username, password: 'x' });
    await expect(insert('someone@example.com', 'squatter@victim.test')).rejects.toThrow();
    await expect(insert('no-at-sign', null)).rejects.toThrow();
  });

  it('records each committed migration once, and a second run changes nothing', async () => {
    const count = async () =>
      (
        await database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        )
      ).rows[0]?.n;
    expect(await count()).toBe(journal.entries.length);
    await migrate(database);
    expect(await count()).toBe(journal.entries.length);
  });

  describe('appointments_no_overlap', () => {
    const date = '2030-01-15';
    let businessId: number;
    let consultantA: number;
    let consultantB: number;

    beforeAll(async () => {
      const db = database.db;
      const [business] = await db
        .insert(schema.businesses)
        .values({ name: 'Overlap Test' })
        .returning({ id: schema.businesses.id });
      businessId = business!.id;
      const staff = await db
        .insert(schema.admins)
        .values(
          ['a', 'b'].map((who) => ({
            firstname: who,
            lastname: 'Consultant',
            email: `${who}@overlap.test`,
            password: 'not-a-hash',
            business_id: businessId,
          })),
        )
        .returning({ id: schema.admins.id });
      const consultants = await db
        .insert(schema.consultants)
        .values(staff.map((admin) => ({ admin_id: admin.id, business_id: businessId })))
        .returning({ id: schema.consultants.id });
      consultantA = consultants[0]!.id;
      consultantB = consultants[1]!.id;
    });

    const book = (
      consultant_id: number,
      start: string,
      end: string,
      status: 'active' | 'cancelled' | 'completed' = 'active',
    ) =>
      database.db
        .insert(schema.appointments)
        .values({
          business_id: businessId,
          consultant_id,
          customerable_id: 1,
          date,
          start_time: start,
          end_time: end,
          starts_at: zonedInstant(date, start, 'America/Toronto'),
          ends_at: zonedInstant(date, end, 'America/Toronto'),
          status,
        })
        .returning({ id: schema.appointments.id });

    it('refuses an overlapping appointment of the same consultant, naming the constraint', async () => {
      await book(consultantA, '09:00', '10:00');
      const error = await book(consultantA, '09:30', '10:30').then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(databaseErrorOf(error)).toMatchObject({
        code: SQLSTATE.exclusionViolation,
        constraint: 'appointments_no_overlap',
      });
      expect(isAppointmentOverlap(error)).toBe(true);
    });

    it('refuses an appointment inside or around an existing one', async () => {
      await book(consultantA, '11:00', '12:00');
      await expect(book(consultantA, '11:15', '11:45')).rejects.toSatisfy(isAppointmentOverlap);
      await expect(book(consultantA, '10:45', '12:15')).rejects.toSatisfy(isAppointmentOverlap);
    });

    it('lets a cancelled appointment neither block nor be blocked', async () => {
      await book(consultantA, '13:00', '14:00', 'cancelled');
      await expect(book(consultantA, '13:00', '14:00')).resolves.toHaveLength(1);
      await expect(book(consultantA, '13:30', '14:30', 'cancelled')).resolves.toHaveLength(1);
    });

    it('refuses to reactivate a cancelled appointment whose time was taken since', async () => {
      const [cancelled] = await book(consultantA, '15:00', '16:00', 'cancelled');
      await book(consultantA, '15:00', '16:00');
      await expect(
        database.db
          .update(schema.appointments)
          .set({ status: 'active' })
          .where(sql`${schema.appointments.id} = ${cancelled!.id}`),
      ).rejects.toSatisfy(isAppointmentOverlap);
    });

    it('lets two consultants take the same time', async () => {
      await expect(book(consultantB, '09:00', '10:00')).resolves.toHaveLength(1);
      await expect(book(consultantB, '09:30', '10:30')).rejects.toSatisfy(isAppointmentOverlap);
    });

    it('lets one appointment start when the previous ends', async () => {
      await expect(book(consultantA, '10:00', '11:00')).resolves.toHaveLength(1);
      await expect(book(consultantA, '12:00', '13:00')).resolves.toHaveLength(1);
    });

    it('keeps exactly one of several simultaneous bookings of one slot', async () => {
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, () => book(consultantB, '16:00', '17:00')),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results) {
        if (r.status === 'rejected') expect(isAppointmentOverlap(r.reason)).toBe(true);
      }
    });
  });
});
