import { verifyPassword } from '../../src/lib/password';
import {
  DEFAULT_COUNTRY_ID,
  DEFAULT_SUBSCRIPTION_PERIOD_ID,
  ROLE_GRANTS,
  ROLE_IDS,
} from '@rendezvous/domain';
import { and, count, eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import {
  DEMO_ACCOUNTS,
  DEMO_CUSTOMER_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_SITE_SUBDOMAIN,
  prepareDatabase,
} from '../../src/db/seed';
import { engines, scratchDatabase } from '../support/database';

const tables = Object.values(schema).filter((value) => is(value, PgTable));

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[getTableName(table)] = row!.n;
  }
  return counts;
}

describe.each(engines)('seed on $name', (engine) => {
  let database: Database;
  let db: Db;
  let firstRun: { demoSeeded: boolean };

  beforeAll(async () => {
    database = await scratchDatabase(engine);
    db = database.db;
    firstRun = await prepareDatabase(database, { seedDemo: true });
  });
  afterAll(() => database?.close());

  it('is idempotent: preparing again seeds nothing and changes no count', async () => {
    expect(firstRun).toEqual({ demoSeeded: true });
    const before = await rowCounts(db);
    expect(await prepareDatabase(database, { seedDemo: true })).toEqual({ demoSeeded: false });
    expect(await rowCounts(db)).toEqual(before);
  });

  it('runs the reference seed again, without duplicates, when its fingerprint is stale', async () => {
    const before = await rowCounts(db);
    await db
      .update(schema.appMeta)
      .set({ value: 'stale' })
      .where(eq(schema.appMeta.key, 'reference_seed'));
    await prepareDatabase(database, { seedDemo: false });
    expect(await rowCounts(db)).toEqual(before);
    const [marker] = await db.select().from(schema.appMeta);
    expect(marker?.value).not.toBe('stale');
  });

  describe('reference data', () => {
    it('has the four roles with ids rising with privilege, and their grants', async () => {
      const roles = await db.select().from(schema.roles).orderBy(schema.roles.id);
      expect(roles.map((r) => [r.id, r.name, r.type])).toEqual([
        [ROLE_IDS.user, 'user', 'user'],
        [ROLE_IDS.consultant, 'consultant', 'admin'],
        [ROLE_IDS.admin, 'admin', 'admin'],
        [ROLE_IDS.platformAdmin, 'platform_admin', 'admin'],
      ]);
      for (const role of roles) {
        const expected = Object.values(ROLE_GRANTS[role.name] ?? {}).flat().length;
        const [held] = await db
          .select({ n: count() })
          .from(schema.permissions)
          .where(and(eq(schema.permissions.role_id, role.id), eq(schema.permissions.is_active, 1)));
        expect(held?.n).toBe(expected);
      }
    });

    it('gives Canada the default country id, with its provinces, and states to other countries', async () => {
      const [canada] = await db
        .select()
        .from(schema.countries)
        .where(eq(schema.countries.id, DEFAULT_COUNTRY_ID));
      expect(canada).toMatchObject({ name: 'Canada', code: 'CA', is_active: 1 });
      const provinces = await db
        .select({ code: schema.states.code })
        .from(schema.states)
        .where(eq(schema.states.country_id, DEFAULT_COUNTRY_ID));
      expect(provinces.map((p) => p.code)).toEqual(expect.arrayContaining(['ON', 'QC', 'BC']));
      const [countries] = await db.select({ n: count() }).from(schema.countries);
      const [states] = await db.select({ n: count() }).from(schema.states);
      expect(countries!.n).toBeGreaterThan(240);
      expect(states!.n).toBeGreaterThan(4000);
    });

    it('has IANA time zones with labels, categories with their services, settings and tags', async () => {
      const [toronto] = await db
        .select()
        .from(schema.timezones)
        .where(eq(schema.timezones.name, 'America/Toronto'));
      expect(toronto?.label).toBe('(UTC-05:00) Eastern Time (Toronto)');
      const salon = await db.query.categories.findFirst({
        where: eq(schema.categories.name, 'Salon'),
        with: { services: true },
      });
      expect(salon?.services.map((s) => s.name)).toEqual(
        expect.arrayContaining(['Hair salon', 'Barber shop', 'Nail salon', 'Spa']),
      );
      const settings = await db.select({ code: schema.settings.code }).from(schema.settings);
      expect(settings.map((s) => s.code)).toEqual(
        expect.arrayContaining([
          'sms_notifications',
          'email_notifications',
          'online_payments',
          'show_prices',
          'accept_reviews',
        ]),
      );
      const [tags] = await db.select({ n: count() }).from(schema.tags);
      expect(tags!.n).toBeGreaterThanOrEqual(12);
    });

    it('has the subscription periods with monthly as the default id, and the three themes', async () => {
      const periods = await db
        .select()
        .from(schema.subscriptionPeriods)
        .orderBy(schema.subscriptionPeriods.id);
      expect(periods.map((p) => p.period)).toEqual([
        'weekly',
        'bi-weekly',
        'monthly',
        'quarterly',
        'yearly',
      ]);
      expect(periods.find((p) => p.id === DEFAULT_SUBSCRIPTION_PERIOD_ID)?.period).toBe('monthly');
      const themes = await db.select().from(schema.themes).orderBy(schema.themes.id);
      expect(themes.map((t) => t.id)).toEqual([1, 2, 3]);
      for (const theme of themes) {
        expect(theme.preview_image_url).toMatch(/^data:image\/svg\+xml/);
        expect(theme.minimum_images_count).toBeGreaterThanOrEqual(0);
      }
    });

    it('moves identities past pinned ids, so new rows do not collide', async () => {
      const [role] = await db
        .insert(schema.roles)
        .values({ name: 'seed-test-role', type: 'admin' })
        .returning();
      expect(role!.id).toBeGreaterThan(ROLE_IDS.platformAdmin);
      await db.delete(schema.roles).where(eq(schema.roles.id, role!.id));
    });
  });

  describe('demo', () => {
    it('signs in every demo account with the demo password and the roles it promises', async () => {
      for (const account of DEMO_ACCOUNTS) {
        const admin = await db.query.admins.findFirst({
          where: eq(schema.admins.email, account.email),
          with: { admin_roles: { with: { role: true } } },
        });
        expect(admin?.username).toBe(account.username);
        expect(await verifyPassword(admin!.password, DEMO_PASSWORD)).toBe(true);
        expect(admin!.admin_roles.map((r) => r.role.name)).toContain(account.role);
      }
      // The customers the start-up banner names are active clients of the demo site.
      expect(DEMO_CUSTOMER_ACCOUNTS.length).toBeGreaterThan(0);
      const [site] = await db
        .select({ business_id: schema.businesses.id })
        .from(schema.businesses)
        .where(eq(schema.businesses.subdomain, DEMO_SITE_SUBDOMAIN));
      for (const account of DEMO_CUSTOMER_ACCOUNTS) {
        const client = await db.query.users.findFirst({
          where: eq(schema.users.email, account.email),
        });
        expect(client?.status).toBe('active');
        expect(client?.business_id).toBe(site!.business_id);
        expect(await verifyPassword(client!.password!, DEMO_PASSWORD)).toBe(true);
      }
      const owner = await db.query.admins.findFirst({
        where: eq(schema.admins.email, 'owner@rendezvous.test'),
        with: {
          admin_roles: { with: { role: true } },
          consultant: { with: { days: true, services: true } },
        },
      });
      expect(owner!.admin_roles.map((r) => r.role.name).sort()).toEqual(['admin', 'consultant']);
      expect(owner!.consultant?.days).toHaveLength(7);
      expect(owner!.consultant?.services.length).toBeGreaterThan(0);
    });

    it('has the salon with its address, seven business days and settings', async () => {
      const business = await db.query.businesses.findFirst({
        where: eq(schema.businesses.subdomain, 'maison-lumiere'),
        with: { days: true, services: true, service_categories: true, settings: true, tags: true },
      });
      expect(business).toMatchObject({
        name: 'Maison Lumière Salon',
        time_zone: 'America/Toronto',
        status: 'active',
      });
      expect(business!.days).toHaveLength(7);
      for (const day of business!.days) {
        expect(day).toMatchObject({
          is_active: 1,
          work_start_time: '09:00',
          work_end_time: '17:00',
          has_breaks: 1,
          break_start_time: '13:00',
          break_end_time: '13:30',
        });
      }
      expect(business!.services.length).toBeGreaterThanOrEqual(6);
      expect(business!.service_categories.length).toBeGreaterThanOrEqual(2);
      expect(business!.settings.length).toBeGreaterThan(0);
      expect(business!.tags.length).toBeGreaterThan(0);
      const [address] = await db
        .select()
        .from(schema.addresses)
        .where(
          and(
            eq(schema.addresses.addressable_type, 'business'),
            eq(schema.addresses.addressable_id, business!.id),
          ),
        );
      expect(address).toMatchObject({ city: 'Toronto', country_id: DEFAULT_COUNTRY_ID });
    });

    it('has about twenty appointments, past and coming, with services and consistent totals', async () => {
      const rows = await db.query.appointments.findMany({ with: { services: true } });
      expect(rows.length).toBeGreaterThanOrEqual(18);
      const now = Date.now();
      expect(rows.some((a) => a.starts_at.getTime() < now)).toBe(true);
      expect(rows.some((a) => a.starts_at.getTime() > now)).toBe(true);
      expect(new Set(rows.map((a) => a.status))).toEqual(
        new Set(['active', 'completed', 'cancelled', 'missed']),
      );
      expect(rows.some((a) => a.customer_type === 'guest')).toBe(true);
      for (const a of rows) {
        expect(a.services.length).toBeGreaterThan(0);
        expect(a.service_total).toBe(a.services.reduce((sum, s) => sum + s.price, 0));
        expect(a.total).toBe(a.service_total + a.tax + a.tip + a.booking_fee);
        expect(a.ends_at.getTime()).toBeGreaterThan(a.starts_at.getTime());
      }
    });

    it("books every appointment inside its consultant's working hours", async () => {
      const consultants = await db.query.consultants.findMany({
        with: { days: true, appointments: true },
      });
      for (const consultant of consultants) {
        for (const a of consultant.appointments) {
          const weekday = new Date(`${a.date}T12:00:00Z`)
            .toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' })
            .toLowerCase();
          const day = consultant.days.find((d) => d.day === weekday);
          expect(day?.is_active, `${a.date} ${weekday}`).toBe(1);
          expect(a.start_time >= day!.work_start_time && a.end_time <= day!.work_end_time).toBe(
            true,
          );
        }
      }
    });

    it('gives every screen something: clients, guests, messages, notifications, reviews, invitations, activities', async () => {
      const counts = await rowCounts(db);
      expect(counts).toMatchObject({
        users: 8,
        guests: 4,
        businesses: 1,
        admins: 3,
        consultants: 2,
      });
      for (const table of [
        'messages',
        'notifications',
        'reviews',
        'flagged_reviews',
        'invitations',
        'activities',
        'prospects',
        'theme_images',
        'merchants',
        'payment_methods',
        'integrations',
      ]) {
        expect(counts[table], table).toBeGreaterThan(0);
      }
    });

    it('is removed whole when the business is deleted', async () => {
      await db
        .transaction(async (tx) => {
          await tx.delete(schema.businesses);
          const left = await tx.execute<{ n: number }>(
            sql`select (select count(*) from appointments) + (select count(*) from users) + (select count(*) from consultants) + (select count(*) from services) + (select count(*) from days) as n`,
          );
          expect(Number(left.rows[0]?.n)).toBe(0);
          tx.rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof Error && error.message === 'Rollback')) throw error;
        });
      const [business] = await db.select({ n: count() }).from(schema.businesses);
      expect(business!.n).toBe(1);
    });
  });
});
