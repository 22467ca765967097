import type { BusinessAppendFlag } from '@rendezvous/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { itemsOf } from '../website/entities';
import {
  addresses,
  adminRoles,
  admins,
  businessSettings,
  businessTags,
  businessThemeEntities,
  consultants,
  days,
  integrationEntities,
  integrations,
  merchants,
  reviews,
  roles,
  serviceCategories,
  services,
  tags,
  users,
} from '../../db/schema';

/** `appendServices` -> 'services', as the relation is named on a business. */
const RELATION_OF = {
  appendConsultants: 'consultants',
  appendServices: 'services',
  appendServiceCategories: 'service_categories',
  appendDays: 'days',
  appendMerchants: 'merchants',
  appendReviews: 'reviews',
  appendAddresses: 'addresses',
  appendSettings: 'settings',
  appendTags: 'tags',
  appendIntegrations: 'integrations',
  appendThemeEntities: 'theme_entities',
  appendRoles: 'roles',
} as const satisfies Record<BusinessAppendFlag, string>;

export type BusinessRelation = (typeof RELATION_OF)[BusinessAppendFlag];

/** The relations a query's `append*=true` flags ask for; other keys are ignored. */
export function requestedRelations(query: Record<string, unknown>): BusinessRelation[] {
  return (Object.keys(RELATION_OF) as BusinessAppendFlag[])
    .filter((flag) => query[flag] === true)
    .map((flag) => RELATION_OF[flag]);
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

type Loader = (db: Db, ids: number[]) => Promise<Map<number, unknown[]>>;

/**
 * One loader per relation, each one query (integrations and theme entities two: their
 * children), for any number of businesses at once, so a page of businesses costs the same.
 */
const LOADERS: Record<BusinessRelation, Loader> = {
  async roles(db, ids) {
    const rows = await db
      .select({
        business_id: admins.business_id,
        id: roles.id,
        name: roles.name,
        type: roles.type,
        admins_count: sql<number>`count(*)::int`,
      })
      .from(adminRoles)
      .innerJoin(admins, eq(admins.id, adminRoles.admin_id))
      .innerJoin(roles, eq(roles.id, adminRoles.role_id))
      .where(inArray(admins.business_id, ids))
      .groupBy(admins.business_id, roles.id)
      .orderBy(asc(roles.id));
    return groupBy(
      rows.map(({ business_id, ...role }) => ({ business_id: business_id!, ...role })),
      (r) => r.business_id,
    );
  },
  async consultants(db, ids) {
    const rows = await db
      .select({
        id: consultants.id,
        admin_id: consultants.admin_id,
        business_id: consultants.business_id,
        admin: {
          id: admins.id,
          firstname: admins.firstname,
          lastname: admins.lastname,
          full_name: admins.full_name,
          image_url: admins.image_url,
        },
      })
      .from(consultants)
      .innerJoin(admins, eq(admins.id, consultants.admin_id))
      .where(inArray(consultants.business_id, ids))
      .orderBy(asc(admins.firstname), asc(admins.lastname), asc(consultants.id));
    return groupBy(
      rows.map((r) => ({
        ...r,
        admin: {
          ...r.admin,
          full_name: r.admin.full_name ?? `${r.admin.firstname} ${r.admin.lastname}`,
          morph_class: 'admin' as const,
        },
      })),
      (r) => r.business_id,
    );
  },
  async services(db, ids) {
    const rows = await db
      .select()
      .from(services)
      .where(inArray(services.business_id, ids))
      .orderBy(desc(services.created_at), desc(services.id));
    return groupBy(rows, (r) => r.business_id);
  },
  async service_categories(db, ids) {
    const rows = await db
      .select()
      .from(serviceCategories)
      .where(inArray(serviceCategories.business_id, ids))
      .orderBy(desc(serviceCategories.created_at), desc(serviceCategories.id));
    return groupBy(rows, (r) => r.business_id);
  },
  async days(db, ids) {
    const rows = await db
      .select()
      .from(days)
      .where(inArray(days.business_id, ids))
      .orderBy(asc(days.id));
    return groupBy(rows, (r) => r.business_id!);
  },
  async merchants(db, ids) {
    const rows = await db
      .select({
        id: merchants.id,
        business_id: merchants.business_id,
        name: merchants.name,
        onboarding_completed: merchants.onboarding_completed,
      })
      .from(merchants)
      .where(inArray(merchants.business_id, ids))
      .orderBy(asc(merchants.id));
    return groupBy(rows, (r) => r.business_id);
  },
  async reviews(db, ids) {
    const rows = await db
      .select({
        id: reviews.id,
        business_id: reviews.business_id,
        rating: reviews.rating,
        text: reviews.text,
        status: reviews.status,
        created_at: reviews.created_at,
        user_id: users.id,
        user_full_name: users.full_name,
        user_image_url: users.image_url,
      })
      .from(reviews)
      .leftJoin(users, eq(users.id, reviews.user_id))
      .where(inArray(reviews.business_id, ids))
      .orderBy(desc(reviews.created_at), desc(reviews.id));
    return groupBy(
      rows.map(({ user_id, user_full_name, user_image_url, ...review }) => ({
        ...review,
        ...(user_id === null
          ? {}
          : { user: { id: user_id, full_name: user_full_name ?? '', image_url: user_image_url } }),
      })),
      (r) => r.business_id,
    );
  },
  async addresses(db, ids) {
    const rows = await db
      .select()
      .from(addresses)
      .where(and(inArray(addresses.business_id, ids), eq(addresses.addressable_type, 'business')))
      .orderBy(asc(addresses.id));
    return groupBy(rows, (r) => r.business_id);
  },
  async settings(db, ids) {
    const rows = await db
      .select({
        id: businessSettings.id,
        business_id: businessSettings.business_id,
        setting_code: businessSettings.setting_code,
        is_active: businessSettings.is_active,
      })
      .from(businessSettings)
      .where(inArray(businessSettings.business_id, ids))
      .orderBy(asc(businessSettings.id));
    return groupBy(rows, (r) => r.business_id);
  },
  async tags(db, ids) {
    const rows = await db
      .select({
        business_id: businessTags.business_id,
        tag_id: businessTags.tag_id,
        tag: { id: tags.id, name: tags.name },
      })
      .from(businessTags)
      .innerJoin(tags, eq(tags.id, businessTags.tag_id))
      .where(inArray(businessTags.business_id, ids))
      .orderBy(asc(tags.name));
    return groupBy(rows, (r) => r.business_id);
  },
  async integrations(db, ids) {
    // Only what the screens show: the connection's tokens never leave the API.
    const rows = await db
      .select({
        id: integrations.id,
        platform: integrations.platform,
        name: integrations.name,
        integrable_type: integrations.integrable_type,
        integrable_id: integrations.integrable_id,
        access_level: integrations.access_level,
      })
      .from(integrations)
      .where(
        and(eq(integrations.integrable_type, 'business'), inArray(integrations.integrable_id, ids)),
      )
      .orderBy(asc(integrations.id));
    const entities = rows.length
      ? await db
          .select({
            id: integrationEntities.id,
            integration_id: integrationEntities.integration_id,
            entity_type: integrationEntities.entity_type,
            entity_id: integrationEntities.entity_id,
            name: integrationEntities.name,
          })
          .from(integrationEntities)
          .where(
            inArray(
              integrationEntities.integration_id,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(integrationEntities.id))
      : [];
    const byIntegration = groupBy(entities, (e) => e.integration_id);
    return groupBy(
      rows.map((r) => ({ ...r, entities: byIntegration.get(r.id) ?? [] })),
      (r) => r.integrable_id,
    );
  },
  async theme_entities(db, ids) {
    const rows = await db
      .select({
        id: businessThemeEntities.id,
        business_id: businessThemeEntities.business_id,
        theme_id: businessThemeEntities.theme_id,
        type: businessThemeEntities.type,
        group: businessThemeEntities.group,
        order: businessThemeEntities.order,
      })
      .from(businessThemeEntities)
      .where(inArray(businessThemeEntities.business_id, ids))
      .orderBy(asc(businessThemeEntities.order), asc(businessThemeEntities.id));
    const items = await itemsOf(
      db,
      rows.map((r) => r.id),
    );
    const byEntity = groupBy(items, (i) => i.business_theme_entity_id);
    return groupBy(
      rows.map((r) => ({ ...r, items: byEntity.get(r.id) ?? [] })),
      (r) => r.business_id,
    );
  },
};

/**
 * The businesses with the asked relations attached (an empty list where a business has none).
 * With integrations, `entities` also lists every calendar the business's integrations use.
 */
export async function withRelations<B extends { id: number }>(
  db: Db,
  rows: B[],
  relations: readonly BusinessRelation[],
): Promise<(B & Record<string, unknown>)[]> {
  if (rows.length === 0 || relations.length === 0) return rows;
  const ids = rows.map((r) => r.id);
  const loaded = await Promise.all(
    relations.map(async (relation) => [relation, await LOADERS[relation](db, ids)] as const),
  );
  return rows.map((row) => {
    const extra: Record<string, unknown> = {};
    for (const [relation, byBusiness] of loaded) {
      const list = byBusiness.get(row.id) ?? [];
      extra[relation] = list;
      if (relation === 'integrations') {
        extra.entities = (list as { entities: unknown[] }[]).flatMap((i) => i.entities);
      }
    }
    return { ...row, ...extra };
  });
}
