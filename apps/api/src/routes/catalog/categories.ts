import {
  AppError,
  CreateServiceCategoryInputSchema,
  ErrorBodySchema,
  ErrorCode,
  IdParamSchema,
  ServiceCategoryListQuerySchema,
  ServiceCategoryMessages,
  ServiceCategorySchema,
  UpdateServiceCategoryInputSchema,
  paginated,
} from '@rendezvous/domain';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceCategories, services } from '../../db/schema';
import { ok, pageWindow, toPage } from '../../lib/http';
import { toWire } from '../../lib/wire';
import { requireBusinessId } from '../../plugins/auth';
import { discardFilesOf } from '../files/store';
import { bodyBusinessId, containsPattern, notFound } from './scope';

const CategoryResponse = z.object({ data: ServiceCategorySchema, message: z.string().optional() });

export default async function serviceCategoryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/serviceCategories',
    {
      config: { permission: ['categories', 'read'] },
      schema: {
        operationId: 'listServiceCategories',
        tags: ['catalog'],
        summary: "A page of the business's service categories, newest first",
        querystring: ServiceCategoryListQuerySchema,
        response: { 200: z.object({ data: paginated(ServiceCategorySchema) }) },
      },
    },
    async (request) => {
      const businessId = requireBusinessId(request);
      const window = pageWindow(request.query);
      const filters: SQL[] = [eq(serviceCategories.business_id, businessId)];
      const search = request.query.search?.trim();
      if (search) filters.push(ilike(serviceCategories.name, containsPattern(search)));
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(serviceCategories)
          .where(where)
          .orderBy(desc(serviceCategories.created_at), desc(serviceCategories.id))
          .limit(window.limit)
          .offset(window.offset),
        app.db.select({ n: count() }).from(serviceCategories).where(where),
      ]);
      return ok(toPage(toWire(rows), total?.n ?? 0, window));
    },
  );

  app.post(
    '/serviceCategories',
    {
      config: { permission: ['categories', 'create'] },
      schema: {
        operationId: 'createServiceCategory',
        tags: ['catalog'],
        summary: 'Add a service category to the business',
        body: CreateServiceCategoryInputSchema,
        response: { 201: CategoryResponse },
      },
    },
    async (request, reply) => {
      const businessId = await bodyBusinessId(app.db, request, request.body.business_id);
      const [created] = await app.db
        .insert(serviceCategories)
        .values({
          name: request.body.name,
          name_fr: request.body.name_fr ?? null,
          image_url: request.body.image_url ?? null,
          business_id: businessId,
        })
        .returning();
      return reply
        .status(201)
        .send(ok(toWire(created!), 'Service category has been successfully added!'));
    },
  );

  app.patch(
    '/serviceCategories/:id',
    {
      config: { permission: ['categories', 'update'] },
      schema: {
        operationId: 'updateServiceCategory',
        tags: ['catalog'],
        summary: 'Rename a service category or change its image',
        params: IdParamSchema,
        body: UpdateServiceCategoryInputSchema,
        response: { 200: CategoryResponse },
      },
    },
    async (request) => {
      const businessId = requireBusinessId(request);
      const inScope = and(
        eq(serviceCategories.id, request.params.id),
        eq(serviceCategories.business_id, businessId),
      );
      const patch = request.body;
      const [row] =
        Object.keys(patch).length === 0
          ? await app.db.select().from(serviceCategories).where(inScope).limit(1)
          : await app.db.update(serviceCategories).set(patch).where(inScope).returning();
      if (!row) throw notFound();
      return ok(toWire(row), 'Service category has been successfully updated!');
    },
  );

  app.delete(
    '/serviceCategories/:id',
    {
      config: { permission: ['categories', 'delete'] },
      schema: {
        operationId: 'deleteServiceCategory',
        tags: ['catalog'],
        summary: 'Delete a service category that holds no services',
        params: IdParamSchema,
        response: {
          200: z.object({ data: z.null(), message: z.string() }),
          409: ErrorBodySchema.describe('The category still holds services.'),
        },
      },
    },
    async (request) => {
      const businessId = requireBusinessId(request);
      const id = request.params.id;
      await app.db.transaction(async (tx) => {
        const [category] = await tx
          .select({ id: serviceCategories.id })
          .from(serviceCategories)
          .where(and(eq(serviceCategories.id, id), eq(serviceCategories.business_id, businessId)))
          .limit(1);
        if (!category) throw notFound();
        const [held] = await tx
          .select({ n: count() })
          .from(services)
          .where(and(eq(services.service_category_id, id), eq(services.business_id, businessId)));
        if ((held?.n ?? 0) > 0) {
          throw new AppError(ErrorCode.Conflict, ServiceCategoryMessages.stillHoldsServices);
        }
        await tx.delete(serviceCategories).where(eq(serviceCategories.id, id));
      });
      await discardFilesOf(app, request.log, 'service_category', [id]);
      return ok(null, 'Service category deleted!');
    },
  );
}
