import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { parseActivityNote, renderActivityNote } from '@rendezvous/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrate, migrationsFolder } from '../../src/db/client';
import { databaseErrorOf, isAppointmentOverlap, refuseOverlap, SQLSTATE } from '../../src/db/errors';
import * as schema from '../../src/db/schema';
import { zonedInstant } from '../../src/db/time-zones';
import { engines, scratchDatabase } from '../support/database';

const journal = JSON.parse(
  readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
) as { entries: unknown[] };

describe.each(engines)('migrations on $name', (engine) => {
  let database: Database;

  beforeAll(async () => {
    database = await scratchDatabase(engine, { empty: true });
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
      (
        await database.db.execute<{ v: number }>(
          sql`select version as v from grants_version where id = 1`,
        )
      ).rows[0]?.v;
    const before = await version();
    expect(before).toBeTypeOf('number');
    await database.db
      .update(schema.admins)
      .set({ phone: '1' })
      .where(sql`false`);
    expect(await version()).toBe(before);
    await database.db
      .update(schema.permissions)
      .set({ is_active: 1 })
      .where(sql`false`);
    expect(await version()).toBe(before! + 1);
    await database.db
      .update(schema.roles)
      .set({ name: sql`name` })
      .where(sql`false`);
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
      database.db
        .insert(schema.admins)
        .values({ firstname: 'A', lastname: 'B', email, username, password: 'x' });
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
    let clientId: number;

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
      const [client] = await db
        .insert(schema.users)
        .values({
          business_id: businessId,
          firstname: 'C',
          lastname: 'Lient',
          email: 'c@overlap.test',
        })
        .returning({ id: schema.users.id });
      clientId = client!.id;
    });

    const book = (
      consultant_id: number,
      start: string,
      end: string,
      status: 'active' | 'cancelled' | 'completed' = 'active',
      [busyFrom, busyUntil]: [string?, string?] = [],
    ) =>
      database.db
        .insert(schema.appointments)
        .values({
          business_id: businessId,
          consultant_id,
          customerable_id: clientId,
          date,
          start_time: start,
          end_time: end,
          starts_at: zonedInstant(date, start, 'America/Toronto'),
          ends_at: zonedInstant(date, end, 'America/Toronto'),
          busy_from: zonedInstant(date, busyFrom ?? start, 'America/Toronto'),
          busy_until: zonedInstant(date, busyUntil ?? end, 'America/Toronto'),
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

    it("refuses an appointment whose busy interval (its buffers) overlaps another's", async () => {
      // Busy 16:50-18:10 around 17:00-18:00 (buffers of 10 minutes each side).
      await book(consultantA, '17:00', '18:00', 'active', ['16:50', '18:10']);
      await expect(book(consultantA, '18:00', '18:30')).rejects.toSatisfy(isAppointmentOverlap);
      await expect(
        book(consultantA, '16:30', '16:50', 'active', ['16:20', '16:55']),
      ).rejects.toSatisfy(isAppointmentOverlap);
      // Half-open: a busy interval may start as another ends.
      await expect(book(consultantA, '18:10', '18:40')).resolves.toHaveLength(1);
    });

    it('refuses a busy interval that does not hold the appointment', async () => {
      const error = await book(consultantA, '19:00', '20:00', 'active', ['19:10', '20:00']).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(databaseErrorOf(error)).toMatchObject({
        code: SQLSTATE.checkViolation,
        constraint: 'appointments_busy_around_interval',
      });
    });

    it('keeps exactly one of several simultaneous bookings of one slot', async () => {
      // As the API books: PostgreSQL may break a wait between two inserts checking the
      // exclusion constraint with deadlock_detected rather than an exclusion violation;
      // `refuseOverlap` runs that one again, which then meets the winner's row.
      const taken = new Error('taken');
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, () => refuseOverlap(() => book(consultantB, '16:00', '17:00'), () => taken)),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason)).toEqual(
        Array(5).fill(taken),
      );
    });
  });
  describe('an appointment and its lines belong to one business', () => {
    const db = () => database.db;
    let own: {
      business: number;
      consultant: number;
      client: number;
      guest: number;
      service: number;
      cs: number;
    };
    let other: typeof own;

    async function business(name: string) {
      const [b] = await db()
        .insert(schema.businesses)
        .values({ name })
        .returning({ id: schema.businesses.id });
      const business = b!.id;
      const [admin] = await db()
        .insert(schema.admins)
        .values({
          firstname: name,
          lastname: 'Staff',
          email: `${name}@tenancy.test`,
          password: 'x',
          business_id: business,
        })
        .returning({ id: schema.admins.id });
      const [consultant] = await db()
        .insert(schema.consultants)
        .values({ admin_id: admin!.id, business_id: business })
        .returning({ id: schema.consultants.id });
      const [client] = await db()
        .insert(schema.users)
        .values({ business_id: business, firstname: 'C', lastname: name, email: `c@${name}.test` })
        .returning({ id: schema.users.id });
      const [guest] = await db()
        .insert(schema.guests)
        .values({ business_id: business, firstname: 'G', lastname: name, email: `g@${name}.test` })
        .returning({ id: schema.guests.id });
      const [category] = await db()
        .insert(schema.serviceCategories)
        .values({ business_id: business, name: 'Hair' })
        .returning({ id: schema.serviceCategories.id });
      const [service] = await db()
        .insert(schema.services)
        .values({
          business_id: business,
          service_category_id: category!.id,
          name: 'Cut',
          description: 'A cut',
          price: 1000,
        })
        .returning({ id: schema.services.id });
      const [cs] = await db()
        .insert(schema.consultantServices)
        .values({
          business_id: business,
          consultant_id: consultant!.id,
          service_id: service!.id,
          name: 'Cut',
          appointment_length: 30,
          minimum_appointment_length: 30,
          maximum_appointment_length: 60,
        })
        .returning({ id: schema.consultantServices.id });
      return {
        business,
        consultant: consultant!.id,
        client: client!.id,
        guest: guest!.id,
        service: service!.id,
        cs: cs!.id,
      };
    }

    beforeAll(async () => {
      // services.subscription_period_id defaults to the seeded "none" period (id 3).
      await db()
        .insert(schema.subscriptionPeriods)
        .values({ id: 3, period: 'none', description: 'None', interval: 'day', interval_count: 0 })
        .onConflictDoNothing();
      own = await business('tenantown');
      other = await business('tenantother');
    });

    const appointment = (values: Partial<typeof schema.appointments.$inferInsert>) =>
      db()
        .insert(schema.appointments)
        .values({
          business_id: own.business,
          consultant_id: own.consultant,
          customer_type: 'user',
          customerable_id: own.client,
          date: '2031-02-03',
          start_time: '09:00',
          end_time: '10:00',
          starts_at: zonedInstant('2031-02-03', '09:00', 'America/Toronto'),
          ends_at: zonedInstant('2031-02-03', '10:00', 'America/Toronto'),
          busy_from: values.starts_at ?? zonedInstant('2031-02-03', '09:00', 'America/Toronto'),
          busy_until: values.ends_at ?? zonedInstant('2031-02-03', '10:00', 'America/Toronto'),
          ...values,
        })
        .returning({ id: schema.appointments.id });

    const violation = (constraint: string) => (error: unknown) =>
      databaseErrorOf(error)?.code === SQLSTATE.foreignKeyViolation &&
      databaseErrorOf(error)?.constraint === constraint;

    it("refuses another business's consultant, client or guest", async () => {
      await expect(appointment({ consultant_id: other.consultant })).rejects.toSatisfy(
        violation('appointments_consultant_of_business_fk'),
      );
      await expect(appointment({ customerable_id: other.client })).rejects.toSatisfy(
        violation('appointments_user_of_business_fk'),
      );
      await expect(
        appointment({ customer_type: 'guest', customerable_id: other.guest }),
      ).rejects.toSatisfy(violation('appointments_guest_of_business_fk'));
      await expect(
        appointment({
          customer_type: 'guest',
          customerable_id: own.guest,
          date: '2031-02-04',
          starts_at: zonedInstant('2031-02-04', '09:00', 'America/Toronto'),
          ends_at: zonedInstant('2031-02-04', '10:00', 'America/Toronto'),
        }),
      ).resolves.toHaveLength(1);
    });

    it("refuses a line with another business's service, and keeps a line whose service is deleted", async () => {
      const [row] = await appointment({});
      const line = (service_id: number, consultant_service_id: number) =>
        db()
          .insert(schema.appointmentServices)
          .values({
            business_id: own.business,
            appointment_id: row!.id,
            service_id,
            consultant_service_id,
            name: 'Cut',
            price: 1000,
          })
          .returning({ id: schema.appointmentServices.id });
      await expect(line(other.service, own.cs)).rejects.toSatisfy(
        violation('appointment_services_service_of_business_fk'),
      );
      await expect(line(own.service, other.cs)).rejects.toSatisfy(
        violation('appointment_services_consultant_service_of_business_fk'),
      );
      const [kept] = await line(own.service, own.cs);
      await db()
        .delete(schema.consultantServices)
        .where(sql`${schema.consultantServices.id} = ${own.cs}`);
      await db()
        .delete(schema.services)
        .where(sql`${schema.services.id} = ${own.service}`);
      const [after] = await db()
        .select()
        .from(schema.appointmentServices)
        .where(sql`${schema.appointmentServices.id} = ${kept!.id}`);
      expect(after).toMatchObject({
        business_id: own.business,
        service_id: null,
        consultant_service_id: null,
        name: 'Cut',
        price: 1000,
      });
    });
  });

  describe('0035: the notes the server wrote before they had keys', () => {
    /** The migration's backfill, run again over rows written as before it. */
    const backfill = async () => {
      const file = readFileSync(path.join(migrationsFolder(), '0035_activity_note_keys.sql'), 'utf8');
      const updates = file
        .split('--> statement-breakpoint')
        .map((statement) => statement.replace(/^--.*$/gm, '').trim())
        .filter((statement) => statement.startsWith('UPDATE'));
      expect(updates.length).toBeGreaterThan(5);
      for (const statement of updates) await database.db.execute(sql.raw(statement));
    };

    it('keys the sign-ins, privacy requests and timed appointment events it can read, word for word', async () => {
      const db = database.db;
      const [business] = await db
        .insert(schema.businesses)
        .values({ name: 'Backfill Test' })
        .returning({ id: schema.businesses.id });
      const [admin] = await db
        .insert(schema.admins)
        .values({ firstname: 'Back', lastname: 'Fill', email: 'back@fill.test', password: 'x', business_id: business!.id })
        .returning({ id: schema.admins.id });
      const row = (activity_type: 'login' | 'note' | 'event', note: string, over: Partial<typeof schema.activities.$inferInsert> = {}) => ({
        business_id: business!.id,
        admin_id: admin!.id,
        initiator_type: 'admin' as const,
        initiator_id: admin!.id,
        activity_type,
        note,
        ...over,
      });
      const toClient = { receiver_type: 'user' as const, receiver_id: 1 };
      const legacy = [
        row('login', 'Signed in'),
        row('note', 'Exported their personal data', toClient),
        row('note', 'Erased their account from the website', toClient),
        row('note', 'Erased their personal data: no appointment for 18 months (retention)', {
          ...toClient,
          initiator_type: 'business',
          initiator_id: business!.id,
        }),
        row('event', 'Appointment booked for 2026-11-24 10:00–11:15'),
        row('event', 'Appointment booked for 2026-11-24 10:00–11:15 (series 12, 2 of 6)'),
        row('event', 'Appointment updated (2026-11-24 10:00–11:15)'),
        row('event', 'Appointment deleted (2026-11-24 10:00–11:15)'),
        row('event', 'Appointment rescheduled from 2026-11-24 10:00–11:15 to 2026-11-25 14:00–15:15'),
        row('event', 'Appointment cancelled (2026-11-24 10:00–11:15) with the following ones of series 7'),
        row('event', 'Appointment rescheduled from 2026-11-24 10:00–11:15 to 2026-12-01 10:00–11:15 with the following ones of series 7'),
      ];
      const untouched = [
        // A person's own words stay theirs, even when they read like the server's.
        row('note', 'Signed in'),
        row('event', 'Appointment booked for 2026-11-24 10:00–11:15, with a coffee'),
        row('event', 'Appointment cancelled on the website by Léa Roy (2026-11-24 10:00–11:15)'),
        row('note', 'Erased their personal data: no appointment for 012 months (retention)', toClient),
      ];
      await db.insert(schema.activities).values([...legacy, ...untouched]);
      await backfill();
      const stored = await db
        .select({ note: schema.activities.note, key: schema.activities.note_key, values: schema.activities.note_values })
        .from(schema.activities)
        .where(sql`${schema.activities.business_id} = ${business!.id}`)
        .orderBy(schema.activities.id);
      expect(stored.map((r) => r.key)).toEqual([
        'signedIn',
        'privacyExported',
        'privacyErasedBySelf',
        'privacyErasedByRetention',
        'appointmentBooked',
        'appointmentBookedInSeries',
        'appointmentUpdated',
        'appointmentDeleted',
        'appointmentRescheduled',
        'seriesCancelled',
        'seriesRescheduled',
        null,
        null,
        null,
        null,
      ]);
      for (const { note, key, values } of stored.filter((r) => r.key !== null)) {
        const parsed = parseActivityNote(key, values);
        expect(parsed, `${key} ${JSON.stringify(values)}`).not.toBeNull();
        expect(renderActivityNote(parsed!)).toBe(note);
      }
      expect(stored[9]!.values).toEqual({ date: '2026-11-24', start: '10:00', end: '11:15', series: 7 });
    });
  });
});
