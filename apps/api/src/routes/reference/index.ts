import { asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  categories,
  categoryServices,
  countries,
  permissions,
  roles,
  settings,
  states,
  subscriptionPeriods,
  tags,
  themeImages,
  themes,
  timezones,
} from '../../db/schema';
import {
  CategoriesResponseSchema,
  CountriesQuerySchema,
  CountriesResponseSchema,
  RolesQuerySchema,
  RolesResponseSchema,
  SettingsResponseSchema,
  SubscriptionPeriodsResponseSchema,
  TagsResponseSchema,
  ThemesQuerySchema,
  ThemesResponseSchema,
  TimezonesResponseSchema,
} from './schemas';

/** `Map.groupBy`, which Node 20 lacks. */
function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** Shared by every reference route: public lists, the same for every business. */
const common = { config: { public: true }, tags: ['reference'] } as const;

/** Reference data the forms' pickers need: countries, roles, time zones, categories... */
export default async function referenceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/countries',
    {
      config: common.config,
      schema: {
        operationId: 'listCountries',
        tags: common.tags,
        summary: 'Countries, optionally only active ones and with their states',
        querystring: CountriesQuerySchema,
        response: { 200: CountriesResponseSchema },
      },
    },
    async (request) => {
      const { active, appendStates } = request.query;
      const rows = await app.db
        .select({
          id: countries.id,
          name: countries.name,
          code: countries.code,
          is_active: countries.is_active,
        })
        .from(countries)
        .where(active ? eq(countries.is_active, 1) : undefined)
        .orderBy(asc(countries.name));
      if (!appendStates) return { data: rows };

      const stateRows = await app.db
        .select({
          id: states.id,
          country_id: states.country_id,
          name: states.name,
          code: states.code,
        })
        .from(states)
        .where(
          active
            ? inArray(
                states.country_id,
                rows.map((c) => c.id),
              )
            : undefined,
        )
        .orderBy(asc(states.name));
      const byCountry = groupBy(stateRows, (s) => s.country_id);
      return { data: rows.map((c) => ({ ...c, states: byCountry.get(c.id) ?? [] })) };
    },
  );

  app.get(
    '/roles',
    {
      config: common.config,
      schema: {
        operationId: 'listRoles',
        tags: common.tags,
        summary: 'Roles, by rising privilege, optionally with their permissions',
        querystring: RolesQuerySchema,
        response: { 200: RolesResponseSchema },
      },
    },
    async (request) => {
      const rows = await app.db
        .select({ id: roles.id, name: roles.name, type: roles.type })
        .from(roles)
        .orderBy(asc(roles.id));
      if (!request.query.appendPermissions) return { data: rows };

      const grants = await app.db
        .select({
          id: permissions.id,
          role_id: permissions.role_id,
          entity: permissions.entity,
          action: permissions.action,
          is_active: permissions.is_active,
        })
        .from(permissions)
        .orderBy(asc(permissions.id));
      const byRole = groupBy(grants, (p) => p.role_id);
      return {
        data: rows.map((r) => ({
          ...r,
          permissions: (byRole.get(r.id) ?? []).map(({ role_id: _role, ...p }) => p),
        })),
      };
    },
  );

  app.get(
    '/timezones',
    {
      config: common.config,
      schema: {
        operationId: 'listTimezones',
        tags: common.tags,
        summary: 'IANA time zones with picker labels',
        response: { 200: TimezonesResponseSchema },
      },
    },
    async () => ({
      data: await app.db
        .select({ id: timezones.id, name: timezones.name, label: timezones.label })
        .from(timezones)
        .orderBy(asc(timezones.name)),
    }),
  );

  app.get(
    '/categories',
    {
      config: common.config,
      schema: {
        operationId: 'listCategories',
        tags: common.tags,
        summary: 'Kinds of business with their choices (category services)',
        response: { 200: CategoriesResponseSchema },
      },
    },
    async () => {
      const rows = await app.db.query.categories.findMany({
        columns: { id: true, name: true },
        with: {
          services: { columns: { id: true, name: true }, orderBy: asc(categoryServices.name) },
        },
        orderBy: asc(categories.name),
      });
      return { data: rows };
    },
  );

  app.get(
    '/settings',
    {
      config: common.config,
      schema: {
        operationId: 'listSettings',
        tags: common.tags,
        summary: 'Setting definitions a business can switch on',
        response: { 200: SettingsResponseSchema },
      },
    },
    async () => ({
      data: await app.db
        .select({
          code: settings.code,
          description: settings.description,
          info: settings.info,
          icon: settings.icon,
        })
        .from(settings)
        .orderBy(asc(settings.id)),
    }),
  );

  app.get(
    '/tags',
    {
      config: common.config,
      schema: {
        operationId: 'listTags',
        tags: common.tags,
        summary: 'Business tags',
        response: { 200: TagsResponseSchema },
      },
    },
    async () => ({
      data: await app.db
        .select({ id: tags.id, name: tags.name })
        .from(tags)
        .orderBy(asc(tags.name)),
    }),
  );

  app.get(
    '/subscription-periods',
    {
      config: common.config,
      schema: {
        operationId: 'listSubscriptionPeriods',
        tags: common.tags,
        summary: 'Billing periods of recurring services',
        response: { 200: SubscriptionPeriodsResponseSchema },
      },
    },
    async () => ({
      data: await app.db
        .select({
          id: subscriptionPeriods.id,
          period: subscriptionPeriods.period,
          description: subscriptionPeriods.description,
        })
        .from(subscriptionPeriods)
        .orderBy(asc(subscriptionPeriods.id)),
    }),
  );

  app.get(
    '/themes',
    {
      config: common.config,
      schema: {
        operationId: 'listThemes',
        tags: common.tags,
        summary: "Website themes; with business_id, also that business's theme image count",
        querystring: ThemesQuerySchema,
        response: { 200: ThemesResponseSchema },
      },
    },
    async (request) => {
      const rows = await app.db
        .select({
          id: themes.id,
          name: themes.name,
          description: themes.description,
          preview_image_url: themes.preview_image_url,
          minimum_images_count: themes.minimum_images_count,
        })
        .from(themes)
        .orderBy(asc(themes.id));
      const businessId = request.query.business_id;
      if (businessId === undefined) return { data: rows };

      const [images] = await app.db
        .select({ n: count() })
        .from(themeImages)
        .where(eq(themeImages.business_id, businessId));
      return { data: rows.map((t) => ({ ...t, images_count: images?.n ?? 0 })) };
    },
  );
}
