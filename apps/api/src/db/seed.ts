import { createHash } from 'node:crypto';
import {
  PERMISSION_ACTIONS,
  PERMISSION_ENTITIES,
  ROLE_GRANTS,
  type PermissionAction,
} from '@rendezvous/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Database, type Db, migrateDb } from './client';
import {
  CATEGORIES,
  DEFAULT_MESSAGES,
  ROLES,
  SETTINGS,
  SUBSCRIPTION_PERIODS,
  TAGS,
  THEMES,
} from './reference-data';
import {
  appMeta,
  categories,
  categoryServices,
  countries,
  defaultMessageCategories,
  defaultMessages,
  permissions,
  roles,
  settings,
  states,
  subscriptionPeriods,
  tags,
  themes,
  timezones,
} from './schema';
import { seedDemo } from './seed-demo';
import { timeZoneLabel } from './time-zones';
import { clock } from '../lib/clock';

export {
  DEMO_ACCOUNTS,
  DEMO_CUSTOMER_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_SITE_SUBDOMAIN,
  seedDemo,
  type DemoAccount,
} from './seed-demo';

const REFERENCE_MARKER = 'reference_seed';
/** Bump when the country-state-city data or the way it is stored changes. */
const COUNTRY_DATA_VERSION = 1;
const BATCH = 1000;

function timeZoneNames(): string[] {
  const names = new Set(Intl.supportedValuesOf('timeZone'));
  names.add('UTC');
  return [...names].sort();
}

function grantRows(): Array<{ role_id: number; entity: string; action: PermissionAction }> {
  return ROLES.flatMap((role) =>
    Object.entries(ROLE_GRANTS[role.name] ?? {}).flatMap(([entity, actions]) =>
      (actions ?? []).map((action) => ({ role_id: role.id, entity, action })),
    ),
  );
}

/**
 * A digest of everything seedReference writes. Stored after seeding, it lets a warm start
 * skip the seed with one query, and any change to the data (new grants, a Node upgrade with
 * new time zones) makes the next start seed again.
 */
function referenceFingerprint(): string {
  const data = {
    ROLES,
    grants: grantRows(),
    catalogue: [PERMISSION_ENTITIES, PERMISSION_ACTIONS],
    SETTINGS,
    TAGS,
    CATEGORIES,
    SUBSCRIPTION_PERIODS,
    THEMES,
    DEFAULT_MESSAGES,
    timeZones: timeZoneNames(),
    COUNTRY_DATA_VERSION,
  };
  return createHash('sha256').update(JSON.stringify(data)).digest('hex');
}

function chunks<T>(rows: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** After rows were inserted with pinned ids, move the identity past them. */
async function syncIdentity(db: Db, table: string): Promise<void> {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
  );
}

const num = (value: string | null | undefined): number | null => {
  const n = value == null ? NaN : Number.parseFloat(value);
  return Number.isFinite(n) ? n : null;
};

async function seedCountries(db: Db): Promise<void> {
  // Loaded only when seeding: parsing the library's data costs a start-up ~170 ms.
  const { Country, State } = await import('country-state-city');
  const all = Country.getAllCountries();
  const canada = all.find((c) => c.isoCode === 'CA');
  if (!canada) throw new Error('country-state-city has no Canada');
  const toRow = (c: (typeof all)[number]) => ({
    name: c.name,
    code: c.isoCode,
    phone_code: c.phonecode || null,
    currency: c.currency || null,
    flag: c.flag || null,
    latitude: num(c.latitude),
    longitude: num(c.longitude),
  });
  // Canada goes in alone first so that, on a fresh database, it gets id 1 (the spec's
  // default country).
  await db.insert(countries).values(toRow(canada)).onConflictDoNothing({ target: countries.code });
  const others = all.filter((c) => c !== canada).map(toRow);
  for (const batch of chunks(others)) {
    await db.insert(countries).values(batch).onConflictDoNothing({ target: countries.code });
  }

  const ids = new Map(
    (await db.select({ id: countries.id, code: countries.code }).from(countries)).map((c) => [
      c.code,
      c.id,
    ]),
  );
  const stateRows = State.getAllStates().flatMap((s) => {
    const country_id = ids.get(s.countryCode);
    return country_id === undefined
      ? []
      : [
          {
            country_id,
            name: stateName(s.countryCode, s.isoCode, s.name),
            code: s.isoCode,
            latitude: num(s.latitude),
            longitude: num(s.longitude),
          },
        ];
  });
  for (const batch of chunks(stateRows)) {
    await db
      .insert(states)
      .values(batch)
      .onConflictDoNothing({ target: [states.country_id, states.code] });
  } // Databases seeded before a name was corrected get the right spelling too.
  for (const [key, name] of STATE_NAMES) {
    const [countryCode, code] = key.split('-') as [string, string];
    const country_id = ids.get(countryCode);
    if (country_id === undefined) continue;
    await db
      .update(states)
      .set({ name })
      .where(and(eq(states.country_id, country_id), eq(states.code, code)));
  }
}

/** Provinces the bundled data spells without their accents, as their people write them. */
const STATE_NAMES = new Map([['CA-QC', 'Québec']]);

const stateName = (countryCode: string, code: string, name: string) =>
  STATE_NAMES.get(`${countryCode}-${code}`) ?? name;

async function seedRolesAndPermissions(db: Db): Promise<void> {
  await db
    .insert(roles)
    .values([...ROLES])
    .onConflictDoUpdate({
      target: roles.id,
      set: { name: sql`excluded.name`, type: sql`excluded.type` },
    });
  await syncIdentity(db, 'roles');

  const grants = grantRows();
  for (const batch of chunks(grants)) {
    await db
      .insert(permissions)
      .values(batch.map((g) => ({ ...g, is_active: 1 as const })))
      .onConflictDoUpdate({
        target: [permissions.role_id, permissions.entity, permissions.action],
        set: { is_active: 1 },
      });
  }
  // ROLE_GRANTS is the whole truth for the seeded roles: drop grants it no longer lists.
  const wanted = new Set(grants.map((g) => `${g.role_id}:${g.entity}:${g.action}`));
  const existing = await db
    .select({
      id: permissions.id,
      role_id: permissions.role_id,
      entity: permissions.entity,
      action: permissions.action,
    })
    .from(permissions)
    .where(
      inArray(
        permissions.role_id,
        ROLES.map((r) => r.id),
      ),
    );
  const stale = existing.filter((p) => !wanted.has(`${p.role_id}:${p.entity}:${p.action}`));
  if (stale.length > 0) {
    await db.delete(permissions).where(
      inArray(
        permissions.id,
        stale.map((p) => p.id),
      ),
    );
  }
}

async function seedCategories(db: Db): Promise<void> {
  await db
    .insert(categories)
    .values(CATEGORIES.map((c) => ({ name: c.name })))
    .onConflictDoNothing({ target: categories.name });
  const categoryIds = new Map(
    (await db.select({ id: categories.id, name: categories.name }).from(categories)).map((c) => [
      c.name,
      c.id,
    ]),
  );
  const rows = CATEGORIES.flatMap((c) =>
    c.services.map((name) => ({ category_id: categoryIds.get(c.name)!, name })),
  );
  await db
    .insert(categoryServices)
    .values(rows)
    .onConflictDoNothing({ target: [categoryServices.category_id, categoryServices.name] });
}

async function seedDefaultMessages(db: Db): Promise<void> {
  const categoryNames = [...new Set(DEFAULT_MESSAGES.map((m) => m.category))];
  await db
    .insert(defaultMessageCategories)
    .values(categoryNames.map((name) => ({ name })))
    .onConflictDoNothing({ target: defaultMessageCategories.name });
  const categoryIds = new Map(
    (await db.select().from(defaultMessageCategories)).map((c) => [c.name, c.id]),
  );
  const present = new Set(
    (
      await db
        .select({ name: defaultMessages.name })
        .from(defaultMessages)
        .where(isNull(defaultMessages.business_id))
    ).map((m) => m.name),
  );
  const missing = DEFAULT_MESSAGES.filter((m) => !present.has(m.name));
  if (missing.length > 0) {
    await db.insert(defaultMessages).values(
      missing.map((m) => ({
        name: m.name,
        body: m.body,
        default_message_category_id: categoryIds.get(m.category) ?? null,
      })),
    );
  }
}

/**
 * Writes the reference data: roles and their permissions, countries and states, time zones,
 * setting definitions, tags, business categories, subscription periods, themes and
 * platform message templates. Idempotent; skipped with one query when the stored
 * fingerprint matches.
 */
export async function seedReference(db: Db): Promise<void> {
  const fingerprint = referenceFingerprint();
  const [marker] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, REFERENCE_MARKER));
  if (marker?.value === fingerprint) return;

  await db.transaction(async (tx) => {
    await seedRolesAndPermissions(tx);
    await seedCountries(tx);
    const zones = timeZoneNames().map((name) => ({ name, label: timeZoneLabel(name) }));
    for (const batch of chunks(zones)) {
      await tx.insert(timezones).values(batch).onConflictDoNothing({ target: timezones.name });
    }
    await tx
      .insert(settings)
      .values([...SETTINGS])
      .onConflictDoUpdate({
        target: settings.code,
        set: {
          description: sql`excluded.description`,
          info: sql`excluded.info`,
          icon: sql`excluded.icon`,
        },
      });
    await tx
      .insert(tags)
      .values(TAGS.map((name) => ({ name })))
      .onConflictDoNothing({ target: tags.name });
    await seedCategories(tx);
    await tx
      .insert(subscriptionPeriods)
      .values([...SUBSCRIPTION_PERIODS])
      .onConflictDoUpdate({
        target: subscriptionPeriods.id,
        set: {
          period: sql`excluded.period`,
          description: sql`excluded.description`,
          interval: sql`excluded.interval`,
          interval_count: sql`excluded.interval_count`,
        },
      });
    await syncIdentity(tx, 'subscription_periods');
    await tx
      .insert(themes)
      .values([...THEMES])
      .onConflictDoUpdate({
        target: themes.id,
        set: {
          name: sql`excluded.name`,
          description: sql`excluded.description`,
          preview_image_url: sql`excluded.preview_image_url`,
          minimum_images_count: sql`excluded.minimum_images_count`,
        },
      });
    await syncIdentity(tx, 'themes');
    await seedDefaultMessages(tx);
    await tx
      .insert(appMeta)
      .values({ key: REFERENCE_MARKER, value: fingerprint })
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: fingerprint, updated_at: clock.now() },
      });
  });
}

/**
 * Everything start-up needs from the database: pending migrations, reference data and, when
 * asked and the database holds no business yet, the demo. Costs a few queries when all of it
 * is already done.
 */
export async function prepareDatabase(
  database: Database,
  opts: { seedDemo: boolean },
): Promise<{ demoSeeded: boolean }> {
  return database.exclusive(async (db) => {
    await migrateDb(db, database.engine);
    await seedReference(db);
    const demoSeeded = opts.seedDemo ? await seedDemo(db) : false;
    return { demoSeeded };
  });
}
