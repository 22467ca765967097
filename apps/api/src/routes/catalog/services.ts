import {
  AppError,
  CreateServiceInputSchema,
  ErrorCode,
  IdParamSchema,
  ServiceListQuerySchema,
  ServiceMessages,
  ServiceSchema,
  UpdateServiceInputSchema,
  paginated,
  type CreateServiceInput,
} from '@rendezvous/domain';
import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import {
  consultantServices,
  serviceCategories,
  services,
  subscriptionPeriods,
} from '../../db/schema';
import { ok, pageWindow, toPage } from '../../lib/http';
import { toWire } from '../../lib/wire';
import { requireBusinessId } from '../../plugins/auth';
import { discardFilesOf } from '../files/store';
import { containsPattern, fieldErrorsOf, notFound, validationError } from './scope';

const ServiceResponse = z.object({ data: ServiceSchema, message: z.string().optional() });

type ServiceRow = typeof services.$inferSelect;
type CategoryRow = typeof serviceCategories.$inferSelect;

const withCategory = (service: ServiceRow, category: CategoryRow) =>
  toWire({
    ...service,
    service_category: {
      id: category.id,
      name: category.name,
      image_url: category.image_url,
      business_id: category.business_id,
    },
  });

/** The stored service as a create body, to check a patch merged into it. */
function serviceAsInput(service: ServiceRow): CreateServiceInput {
  return {
    name: service.name,
    service_category_id: service.service_category_id,
    description: service.description,
    show_price: service.show_price,
    price: service.price,
    appointment_length_decider: service.appointment_length_decider,
    appointment_length: service.appointment_length,
    minimum_appointment_length: service.minimum_appointment_length,
    maximum_appointment_length: service.maximum_appointment_length,
    is_subscription: service.is_subscription,
    subscription_period_id: service.subscription_period_id,
    buffer_before_minutes: service.buffer_before_minutes,
    buffer_after_minutes: service.buffer_after_minutes,
    image_url: service.image_url,
  };
}

/** A category of this business, or a 404 (another business's category is not revealed). */
async function categoryOf(db: Db, businessId: number, categoryId: number): Promise<CategoryRow> {
  const [category] = await db
    .select()
    .from(serviceCategories)
    .where(and(eq(serviceCategories.id, categoryId), eq(serviceCategories.business_id, businessId)))
    .limit(1);
  if (!category) throw notFound();
  return category;
}

async function checkSubscriptionPeriod(db: Db, periodId: number | null | undefined): Promise<void> {
  if (periodId === null || periodId === undefined) return;
  const [period] = await db
    .select({ id: subscriptionPeriods.id })
    .from(subscriptionPeriods)
    .where(eq(subscriptionPeriods.id, periodId))
    .limit(1);
  if (!period) {
    throw validationError({ subscription_period_id: [ServiceMessages.subscriptionPeriodInvalid] });
  }
}

async function serviceOf(db: Db, businessId: number, id: number) {
  const [row] = await db
    .select({ service: services, category: serviceCategories })
    .from(services)
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.service_category_id))
    .where(and(eq(services.id, id), eq(services.business_id, businessId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export default async function serviceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/services',
    {
      config: { permission: ['services', 'read'] },
      schema: {
        operationId: 'listServices',
        tags: ['catalog'],
        summary:
          "A page of the business's services with their category and how many consultants offer each, newest first",
        querystring: ServiceListQuerySchema,
        response: { 200: z.object({ data: paginated(ServiceSchema) }) },
      },
    },
    async (request) => {
      const businessId = requireBusinessId(request);
      const window = pageWindow(request.query);
      const filters: SQL[] = [eq(services.business_id, businessId)];
      const search = request.query.search?.trim();
      if (search) filters.push(ilike(services.name, containsPattern(search)));
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        app.db
          .select({
            service: services,
            category: serviceCategories,
            consultants_count: sql<number>`(select count(*)::int from ${consultantServices} cs
              where cs.service_id = ${services.id} and cs.business_id = ${services.business_id})`,
          })
          .from(services)
          .innerJoin(serviceCategories, eq(serviceCategories.id, services.service_category_id))
          .where(where)
          .orderBy(desc(services.created_at), desc(services.id))
          .limit(window.limit)
          .offset(window.offset),
        app.db.select({ n: count() }).from(services).where(where),
      ]);
      const data = rows.map((row) => ({
        ...withCategory(row.service, row.category),
        consultants_count: row.consultants_count,
      }));
      return ok(toPage(data, total?.n ?? 0, window));
    },
  );

  /** A business without categories hears why first, whatever the body holds. */
  const requireSomeCategory = async (request: FastifyRequest) => {
    const businessId = requireBusinessId(request);
    const [any] = await app.db
      .select({ id: serviceCategories.id })
      .from(serviceCategories)
      .where(eq(serviceCategories.business_id, businessId))
      .limit(1);
    if (!any) {
      throw new AppError(ErrorCode.Validation, ServiceMessages.noCategory, {
        service_category_id: [ServiceMessages.noCategory],
      });
    }
  };

  app.post(
    '/service',
    {
      config: { permission: ['services', 'create'] },
      preValidation: requireSomeCategory,
      schema: {
        operationId: 'createService',
        tags: ['catalog'],
        summary:
          'Add a service to one of the business categories (price in cents; buffers before and after, in minutes, keep its consultant busy around its appointments, unseen by customers)',
        body: CreateServiceInputSchema,
        response: { 201: ServiceResponse },
      },
    },
    async (request, reply) => {
      const businessId = requireBusinessId(request);
      const body = request.body;
      const category = await categoryOf(app.db, businessId, body.service_category_id);
      await checkSubscriptionPeriod(app.db, body.subscription_period_id);
      const [created] = await app.db
        .insert(services)
        .values({ ...body, image_url: body.image_url ?? null, business_id: businessId })
        .returning();
      return reply
        .status(201)
        .send(ok(withCategory(created!, category), 'Service has been successfully added!'));
    },
  );

  app.patch(
    '/service/:id',
    {
      config: { permission: ['services', 'update'] },
      schema: {
        operationId: 'updateService',
        tags: ['catalog'],
        summary: 'Change one or more fields of a service; the result must still be a valid service',
        params: IdParamSchema,
        body: UpdateServiceInputSchema,
        response: { 200: ServiceResponse },
      },
    },
    async (request) => {
      const businessId = requireBusinessId(request);
      const current = await serviceOf(app.db, businessId, request.params.id);
      const patch = request.body;
      // Length and period rules tie fields together: check the service as it would become.
      const merged = CreateServiceInputSchema.safeParse({
        ...serviceAsInput(current.service),
        ...patch,
      });
      if (!merged.success) throw validationError(fieldErrorsOf(merged.error));
      const category =
        patch.service_category_id !== undefined && patch.service_category_id !== current.category.id
          ? await categoryOf(app.db, businessId, patch.service_category_id)
          : current.category;
      if (patch.subscription_period_id !== current.service.subscription_period_id) {
        await checkSubscriptionPeriod(app.db, patch.subscription_period_id);
      }
      if (Object.keys(patch).length === 0) return ok(withCategory(current.service, category));
      const [updated] = await app.db
        .update(services)
        .set(patch)
        .where(and(eq(services.id, current.service.id), eq(services.business_id, businessId)))
        .returning();
      return ok(withCategory(updated!, category), 'Service has been successfully updated!');
    },
  );

  app.delete(
    '/service/:id',
    {
      config: { permission: ['services', 'delete'] },
      schema: {
        operationId: 'deleteService',
        tags: ['catalog'],
        summary: "Delete a service (and the consultants' offerings of it)",
        params: IdParamSchema,
        response: { 200: z.object({ data: z.null(), message: z.string() }) },
      },
    },
    async (request) => {
      const businessId = requireBusinessId(request);
      const id = request.params.id;
      const { deleted, offerings } = await app.db.transaction(async (tx) => {
        // The consultants' offerings go with the service (cascade); their images too.
        const offered = await tx
          .select({ id: consultantServices.id })
          .from(consultantServices)
          .where(
            and(
              eq(consultantServices.service_id, id),
              eq(consultantServices.business_id, businessId),
            ),
          );
        const [row] = await tx
          .delete(services)
          .where(and(eq(services.id, id), eq(services.business_id, businessId)))
          .returning({ id: services.id });
        return { deleted: row, offerings: offered.map((o) => o.id) };
      });
      if (!deleted) throw notFound();
      await discardFilesOf(app, request.log, 'service', [deleted.id]);
      await discardFilesOf(app, request.log, 'consultant_service', offerings);
      return ok(null, 'Service deleted!');
    },
  );
}
