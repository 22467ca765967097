import {
  AppError,
  BulkUpdateThemeEntitiesInputSchema,
  BusinessThemeEntitySchema,
  CreateThemeEntityInputSchema,
  ErrorCode,
  HttpMessages,
  IdParamSchema,
  REPEATABLE_THEME_ENTITY_TYPES,
  THEME_BLOCK_CAPS,
  THEME_BLOCK_IMAGES_MAX,
  THEME_ITEM_KEYS,
  ThemeEntityItemsInputSchema,
  ThemeEntityMessages,
  envelope,
  isThemeEntityKind,
  propertyFeatureKeys,
  missingPropertyItems,
  themeItemProblems,
  type BusinessThemeEntity,
  type PropertyType,
  type RepeatableThemeEntityType,
  type ThemeEntityType,
  type ThemeEntityItem,
  type ThemeEntityItemsInput,
} from '@rendezvous/domain';
import { and, asc, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { SQLSTATE, databaseErrorOf } from '../../db/errors';
import { businessThemeEntities, businessThemeEntityItems, files, themes } from '../../db/schema';
import { ok } from '../../lib/http';
import { requireBusinessId } from '../../plugins/auth';
import { discardFilesOf } from '../files/store';

type EntityRow = typeof businessThemeEntities.$inferSelect;

const notFound = () => new AppError(ErrorCode.NotFound, HttpMessages.notFound);
const invalid = (field: string, message: string) =>
  new AppError(ErrorCode.Validation, message, { [field]: [message] });

/** The request's business, which the body's business_id must name (another's is a 404). */
function ownBusiness(request: FastifyRequest, businessId?: number): number {
  const own = requireBusinessId(request);
  if (businessId !== undefined && businessId !== own) throw notFound();
  return own;
}

/** The entities (of the business) with their items, in display order. */
/** The stored file behind an image item, which POST file/delete takes to remove that image. */
const imageFileId = (db: Db | Tx) =>
  db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(businessThemeEntityItems.key, THEME_ITEM_KEYS.image),
        eq(files.entity_type, 'business_theme_entity'),
        eq(files.entity_id, businessThemeEntityItems.business_theme_entity_id),
        eq(files.url, businessThemeEntityItems.value),
      ),
    )
    .orderBy(desc(files.id))
    .limit(1);

/**
 * The items of these blocks, oldest first; an image item carries its stored file's id
 * (`file_id`), which the console sends to POST file/delete to take that one image off.
 */
export async function itemsOf(
  db: Db | Tx,
  entityIds: readonly number[],
): Promise<ThemeEntityItem[]> {
  if (entityIds.length === 0) return [];
  const rows = await db
    .select({
      id: businessThemeEntityItems.id,
      business_theme_entity_id: businessThemeEntityItems.business_theme_entity_id,
      key: businessThemeEntityItems.key,
      value: businessThemeEntityItems.value,
      data_type: businessThemeEntityItems.data_type,
      file_id: sql<number | null>`(${imageFileId(db)})`,
    })
    .from(businessThemeEntityItems)
    .where(inArray(businessThemeEntityItems.business_theme_entity_id, [...entityIds]))
    .orderBy(asc(businessThemeEntityItems.id));
  return rows.map(({ file_id, ...item }) => (file_id === null ? item : { ...item, file_id }));
}

async function present(db: Db | Tx, rows: EntityRow[]): Promise<BusinessThemeEntity[]> {
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    business_id: r.business_id,
    theme_id: r.theme_id,
    type: r.type,
    group: r.group,
    order: r.order,
    items: items.filter((i) => i.business_theme_entity_id === r.id),
  }));
}

async function loadEntity(
  db: Db | Tx,
  businessId: number,
  id: number,
  lock = false,
): Promise<EntityRow> {
  const query = db
    .select()
    .from(businessThemeEntities)
    .where(
      and(eq(businessThemeEntities.id, id), eq(businessThemeEntities.business_id, businessId)),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/**
 * Saves items on an entity: each key once (a new value replaces the stored one), checked
 * against the keys the entity's type takes. A property changing type drops the features of
 * its former type, as the dialog blanks them.
 */
async function saveItems(
  db: Db,
  businessId: number,
  input: ThemeEntityItemsInput,
): Promise<BusinessThemeEntity> {
  return db.transaction(async (tx) => {
    const entity = await loadEntity(tx, businessId, input.business_theme_entity_id, true);
    const stored = await tx
      .select()
      .from(businessThemeEntityItems)
      .where(eq(businessThemeEntityItems.business_theme_entity_id, entity.id));
    const storedType = stored.find((i) => i.key === 'property_type')?.value ?? undefined;
    const problems = {
      ...(entity.type === 'Property'
        ? missingPropertyItems({
            ...Object.fromEntries(stored.map((i) => [i.key, i.value ?? undefined])),
            ...input.items,
          })
        : {}),
      ...themeItemProblems(entity.type as ThemeEntityType, input.items, storedType),
    };
    const keys = Object.keys(problems);
    if (keys.length > 0) {
      throw new AppError(
        ErrorCode.Validation,
        problems[keys[0]!]![0]!,
        Object.fromEntries(keys.map((k) => [`items.${k}`, problems[k]!])),
      );
    }
    for (const [key, value] of Object.entries(input.items)) {
      const existing = stored.find((i) => i.key === key);
      if (existing) {
        await tx
          .update(businessThemeEntityItems)
          .set({ value, data_type: input.data_type })
          .where(eq(businessThemeEntityItems.id, existing.id));
      } else {
        await tx
          .insert(businessThemeEntityItems)
          .values({ business_theme_entity_id: entity.id, key, value, data_type: input.data_type });
      }
    }
    const newType = input.items.property_type;
    if (entity.type === 'Property' && newType !== undefined && newType !== storedType) {
      const kept = [
        'property_type',
        'property_sale_type',
        'sold',
        'image',
        'gmaps_full_address',
        'gmaps_place_id',
        'gmaps_longitude',
        'gmaps_latitude',
        ...propertyFeatureKeys(newType as PropertyType),
      ];
      await tx
        .delete(businessThemeEntityItems)
        .where(
          and(
            eq(businessThemeEntityItems.business_theme_entity_id, entity.id),
            notInArray(businessThemeEntityItems.key, kept),
          ),
        );
    }
    const [shown] = await present(tx, [entity]);
    return shown!;
  });
}

const EntityAnswer = envelope(BusinessThemeEntitySchema);

/**
 * The blocks of the real-estate theme (header image, agent photo, properties, neighbourhood,
 * about me, action cards, broker contact) and their items. Images arrive through file/upload
 * with entity_type business_theme_entity; they become `image` items.
 */
export default async function themeEntityRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/business-theme-entities',
    {
      config: { permission: ['website-manager', 'create'] },
      schema: {
        operationId: 'createThemeEntity',
        tags: ['website'],
        summary:
          'Add a block to your themed site (an action card, a property, the about-me text...)',
        description:
          'The type must belong to the group. A site has one of each block but action cards, ' +
          'neighbourhoods and properties: a second one is a 409 (update the first instead). ' +
          `Those hold at most ${THEME_BLOCK_CAPS.Property} properties, ${THEME_BLOCK_CAPS.action_card} ` +
          `action cards and ${THEME_BLOCK_CAPS.neighbourhood} neighbourhoods per site (422 beyond), ` +
          `each block at most ${THEME_BLOCK_IMAGES_MAX} images.`,
        body: CreateThemeEntityInputSchema,
        response: { 201: EntityAnswer },
      },
    },
    async (request, reply) => {
      const { business_id, theme_id, type, group, order } = request.body;
      const businessId = ownBusiness(request, business_id);
      if (!isThemeEntityKind(group, type)) throw invalid('type', ThemeEntityMessages.kindMismatch);
      const [theme] = await app.db
        .select({ id: themes.id })
        .from(themes)
        .where(eq(themes.id, theme_id));
      if (!theme) throw invalid('theme_id', ThemeEntityMessages.unknownTheme);
      const single = !REPEATABLE_THEME_ENTITY_TYPES.includes(type);
      if (!single) {
        const capped = type as RepeatableThemeEntityType;
        const [held] = await app.db
          .select({ n: count() })
          .from(businessThemeEntities)
          .where(
            and(
              eq(businessThemeEntities.business_id, businessId),
              eq(businessThemeEntities.theme_id, theme_id),
              eq(businessThemeEntities.type, type),
            ),
          );
        // The database's trigger keeps the cap when two saves race past this count.
        if ((held?.n ?? 0) >= THEME_BLOCK_CAPS[capped])
          throw invalid('type', ThemeEntityMessages.tooManyBlocks(capped));
      }
      let created: EntityRow;
      try {
        [created] = (await app.db
          .insert(businessThemeEntities)
          .values({ business_id: businessId, theme_id, type, group, order })
          .returning()) as [EntityRow];
      } catch (error) {
        if (single && databaseErrorOf(error)?.code === SQLSTATE.uniqueViolation) {
          throw new AppError(ErrorCode.Conflict, ThemeEntityMessages.singleBlockExists);
        }
        throw error;
      }
      reply.code(201);
      return ok({ ...created, items: [] });
    },
  );

  app.put(
    '/business-theme-entities/bulk-update',
    {
      config: { permission: ['website-manager', 'update'] },
      schema: {
        operationId: 'bulkUpdateThemeEntities',
        tags: ['website'],
        summary: 'Save the order of several blocks at once (action cards after a drag)',
        description: 'Every id must be a block of your business (else 404 and nothing changes).',
        body: BulkUpdateThemeEntitiesInputSchema,
        response: { 200: envelope(z.array(BusinessThemeEntitySchema)) },
      },
    },
    async (request) => {
      const businessId = ownBusiness(request);
      const changes = request.body.business_theme_entities;
      const ids = [...new Set(changes.map((c) => c.id))];
      const rows = await app.db.transaction(async (tx) => {
        const found = ids.length
          ? await tx
              .select()
              .from(businessThemeEntities)
              .where(
                and(
                  inArray(businessThemeEntities.id, ids),
                  eq(businessThemeEntities.business_id, businessId),
                ),
              )
              .for('update')
          : [];
        if (found.length !== ids.length) throw notFound();
        for (const change of changes) {
          await tx
            .update(businessThemeEntities)
            .set({ order: change.order })
            .where(eq(businessThemeEntities.id, change.id));
        }
        const updated = ids.length
          ? await tx
              .select()
              .from(businessThemeEntities)
              .where(inArray(businessThemeEntities.id, ids))
              .orderBy(asc(businessThemeEntities.order), asc(businessThemeEntities.id))
          : [];
        return present(tx, updated);
      });
      return ok(rows);
    },
  );

  app.delete(
    '/business-theme-entities/:id',
    {
      config: { permission: ['website-manager', 'delete'] },
      schema: {
        operationId: 'deleteThemeEntity',
        tags: ['website'],
        summary: 'Remove a block (a property, an action card...) with its items and images',
        params: IdParamSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const businessId = ownBusiness(request);
      const [deleted] = await app.db
        .delete(businessThemeEntities)
        .where(
          and(
            eq(businessThemeEntities.id, request.params.id),
            eq(businessThemeEntities.business_id, businessId),
          ),
        )
        .returning({ id: businessThemeEntities.id });
      if (!deleted) throw notFound();
      await discardFilesOf(app, request.log, 'business_theme_entity', [deleted.id]);
      return ok(null);
    },
  );

  app.post(
    '/business-theme-entity-items',
    {
      config: { permission: ['website-manager', 'create'] },
      schema: {
        operationId: 'createThemeEntityItems',
        tags: ['website'],
        summary:
          "Save a block's fields (items as key -> value); each key is checked against the block's type",
        description:
          'A property takes the fields of its property type (house, cottage, condominium or multi-unit), ' +
          'its sale type (Sale or Rent), its map location and `sold` (1 shows a Sold badge). Images ' +
          'are uploaded with file/upload, not sent here.',
        body: ThemeEntityItemsInputSchema,
        response: { 201: EntityAnswer },
      },
    },
    async (request, reply) => {
      const entity = await saveItems(app.db, ownBusiness(request), request.body);
      reply.code(201);
      return ok(entity);
    },
  );

  app.put(
    '/business-theme-entity-items/bulk-update',
    {
      config: { permission: ['website-manager', 'update'] },
      schema: {
        operationId: 'bulkUpdateThemeEntityItems',
        tags: ['website'],
        summary:
          "Update a block's fields (items as key -> value); a property changing type drops its former features",
        body: ThemeEntityItemsInputSchema,
        response: { 200: EntityAnswer },
      },
    },
    async (request) => ok(await saveItems(app.db, ownBusiness(request), request.body)),
  );
}
