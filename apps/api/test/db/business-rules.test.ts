import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrate } from '../../src/db/client';
import { databaseErrorOf, SQLSTATE } from '../../src/db/errors';
import * as schema from '../../src/db/schema';
import { engines, scratchDatabase } from '../support/database';

/**
 * What the database itself refuses, whatever the code above it does: rows of one business
 * never point into another, a break has both its ends, subdomains ignore case, and every
 * foreign key can be followed through an index.
 */
describe.each(engines)('business data rules on $name', (engine) => {
  let database: Database;
  let db: Database['db'];
  const ids = {} as {
    a: number;
    b: number;
    adminA: number;
    adminB: number;
    consultantA: number;
    consultantB: number;
    categoryA: number;
    categoryB: number;
    serviceA: number;
    serviceB: number;
    country: number;
    state: number;
    otherCountryState: number;
  };

  /** The constraint a failed statement names (undefined when it did not fail). */
  const violated = (statement: PromiseLike<unknown>) =>
    Promise.resolve(statement).then(
      () => undefined,
      (error: unknown) => databaseErrorOf(error)?.constraint,
    );

  beforeAll(async () => {
    database = await scratchDatabase(engine);
    await migrate(database);
    db = database.db;
    const [a, b] = await db
      .insert(schema.businesses)
      .values([{ name: 'Rules A' }, { name: 'Rules B' }])
      .returning({ id: schema.businesses.id });
    ids.a = a!.id;
    ids.b = b!.id;
    const [adminA, adminB] = await db
      .insert(schema.admins)
      .values(
        [ids.a, ids.b].map((business_id, i) => ({
          firstname: 'Staff',
          lastname: String(i),
          email: `staff${i}@rules.test`,
          password: 'not-a-hash',
          business_id,
        })),
      )
      .returning({ id: schema.admins.id });
    ids.adminA = adminA!.id;
    ids.adminB = adminB!.id;
    const [consultantA, consultantB] = await db
      .insert(schema.consultants)
      .values([
        { admin_id: ids.adminA, business_id: ids.a },
        { admin_id: ids.adminB, business_id: ids.b },
      ])
      .returning({ id: schema.consultants.id });
    ids.consultantA = consultantA!.id;
    ids.consultantB = consultantB!.id;
    const [categoryA, categoryB] = await db
      .insert(schema.serviceCategories)
      .values([
        { business_id: ids.a, name: 'Hair' },
        { business_id: ids.b, name: 'Hair' },
      ])
      .returning({ id: schema.serviceCategories.id });
    ids.categoryA = categoryA!.id;
    ids.categoryB = categoryB!.id;
    const service = (business_id: number, service_category_id: number) => ({
      business_id,
      service_category_id,
      name: 'Cut',
      price: 3000,
      description: 'A haircut',
      // Reference data (subscription periods) is not seeded here.
      subscription_period_id: null,
    });
    const [serviceA, serviceB] = await db
      .insert(schema.services)
      .values([service(ids.a, ids.categoryA), service(ids.b, ids.categoryB)])
      .returning({ id: schema.services.id });
    ids.serviceA = serviceA!.id;
    ids.serviceB = serviceB!.id;
    const [country, other] = await db
      .insert(schema.countries)
      .values([
        { name: 'Rulesland', code: 'R1' },
        { name: 'Otherland', code: 'R2' },
      ])
      .returning({ id: schema.countries.id });
    ids.country = country!.id;
    const [state, otherState] = await db
      .insert(schema.states)
      .values([
        { country_id: ids.country, name: 'North', code: 'N' },
        { country_id: other!.id, name: 'South', code: 'S' },
      ])
      .returning({ id: schema.states.id });
    ids.state = state!.id;
    ids.otherCountryState = otherState!.id;
  });
  afterAll(() => database?.close());

  const offering = (over: Partial<typeof schema.consultantServices.$inferInsert> = {}) =>
    db.insert(schema.consultantServices).values({
      business_id: ids.a,
      consultant_id: ids.consultantA,
      service_id: ids.serviceA,
      name: 'Cut',
      appointment_length: 30,
      minimum_appointment_length: 30,
      maximum_appointment_length: 30,
      ...over,
    });

  it("refuses a service in another business's category", async () => {
    expect(
      await violated(
        db.insert(schema.services).values({
          business_id: ids.a,
          service_category_id: ids.categoryB,
          name: 'Stolen category',
          price: 100,
          description: 'x',
          subscription_period_id: null,
        }),
      ),
    ).toBe('services_category_of_business_fk');
  });

  it("refuses a consultant offering another business's service, or working for another business", async () => {
    expect(await violated(offering({ service_id: ids.serviceB }))).toBe(
      'consultant_services_service_of_business_fk',
    );
    expect(await violated(offering({ consultant_id: ids.consultantB }))).toBe(
      'consultant_services_consultant_of_business_fk',
    );
    expect(
      await violated(db.insert(schema.consultants).values({ admin_id: ids.adminB, business_id: ids.a })),
    ).toMatch(/^consultants_/);
    await expect(offering()).resolves.toBeDefined();
  });

  it('refuses an address with a state of another country, or of another business', async () => {
    const address = (over: Partial<typeof schema.addresses.$inferInsert>) =>
      db.insert(schema.addresses).values({
        business_id: ids.a,
        addressable_type: 'business',
        addressable_id: ids.a,
        address_line_1: '1 Main St',
        country_id: ids.country,
        state_id: ids.state,
        city: 'Town',
        postal_code: 'A1A 1A1',
        ...over,
      });
    expect(await violated(address({ state_id: ids.otherCountryState }))).toBe(
      'addresses_state_of_country_fk',
    );
    expect(await violated(address({ addressable_id: ids.b }))).toBe('addresses_business_owner');
    await expect(address({})).resolves.toBeDefined();
  });

  it('refuses a day with breaks but a missing break time', async () => {
    const error = await db
      .insert(schema.days)
      .values({
        business_id: ids.a,
        day: 'monday',
        work_start_time: '09:00',
        work_end_time: '17:00',
        has_breaks: 1,
        break_start_time: '12:00',
      })
      .then(
        () => undefined,
        (e: unknown) => databaseErrorOf(e),
      );
    expect(error).toMatchObject({ code: SQLSTATE.checkViolation, constraint: 'days_break_times_present' });
  });

  it('treats subdomains that differ only in case as the same', async () => {
    await db.update(schema.businesses).set({ subdomain: 'maison' }).where(eq(schema.businesses.id, ids.a));
    expect(
      await violated(
        db.update(schema.businesses).set({ subdomain: 'Maison' }).where(eq(schema.businesses.id, ids.b)),
      ),
    ).toBe('businesses_subdomain_unique');
  });

  it("removes a business's addresses, offerings and consultants with it, and nobody else's", async () => {
    const [doomed] = await db
      .insert(schema.businesses)
      .values({ name: 'Doomed' })
      .returning({ id: schema.businesses.id });
    await db.insert(schema.addresses).values({
      business_id: doomed!.id,
      addressable_type: 'business',
      addressable_id: doomed!.id,
      address_line_1: '2 Main St',
      country_id: ids.country,
      state_id: ids.state,
      city: 'Town',
      postal_code: 'A1A 1A1',
    });
    const count = async (table: 'addresses' | 'consultant_services') =>
      (await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`)).rows[0]!.n;
    const before = { addresses: await count('addresses'), offerings: await count('consultant_services') };
    await db.delete(schema.businesses).where(eq(schema.businesses.id, doomed!.id));
    expect(await count('addresses')).toBe(before.addresses - 1);
    expect(await count('consultant_services')).toBe(before.offerings);
  });

  it('can follow every foreign key through an index', async () => {
    // A key is covered when an index starts with one of its columns: deleting a parent row
    // (cascade or check) and joining on the key then never scans the whole child table.
    const { rows } = await db.execute<{ constraint_name: string }>(sql`
      select c.conname as constraint_name
      from pg_constraint c
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid and i.indkey[0] = any (c.conkey)
        )
      order by 1`);
    expect(rows.map((r) => r.constraint_name)).toEqual([]);
  });
});
