import {
  AppError,
  BusinessSchema,
  CreateBusinessInputSchema,
  DEFAULT_BUSINESS_DAY,
  ErrorCode,
  HttpMessages,
  IdParamSchema,
  TRIAL_DAYS,
  WEEK_DAYS,
} from '@rendezvous/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { isPlatformAdmin } from '@rendezvous/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { admins, categoryServices, businesses, days } from '../../db/schema';
import { ok } from '../../lib/http';
import { toWire } from '../../lib/wire';
import { requireAdmin } from '../../plugins/auth';

const BusinessResponseSchema = BusinessSchema;

export default async function businessRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/business',
    {
      config: { permission: ['business', 'create'] },
      schema: {
        operationId: 'createBusiness',
        tags: ['business'],
        summary: 'Create a business (setup); an admin without one becomes its owner',
        body: CreateBusinessInputSchema,
        response: { 201: z.object({ data: BusinessResponseSchema, message: z.string().optional() }) },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const { name, category_service_id } = request.body;
      const [category] = await app.db
        .select({ id: categoryServices.id })
        .from(categoryServices)
        .where(eq(categoryServices.id, category_service_id))
        .limit(1);
      if (!category) {
        throw new AppError(ErrorCode.Validation, 'Business category is required', {
          category_service_id: ['Business category is required'],
        });
      }
      const business = await app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(businesses)
          .values({
            name,
            category_service_id,
            email: admin.email,
            trial_ends_at: new Date(Date.now() + TRIAL_DAYS * 86_400_000),
          })
          .returning();
        await tx
          .insert(days)
          .values(WEEK_DAYS.map((day) => ({ ...DEFAULT_BUSINESS_DAY, day, business_id: created!.id })));
        // The creator owns the new business unless they already run one (a platform admin
        // creating a business for someone else).
        await tx
          .update(admins)
          .set({ business_id: created!.id })
          .where(and(eq(admins.id, admin.id), isNull(admins.business_id)));
        return created!;
      });
      return reply
        .status(201)
        .send(ok(toWire({ ...business, morph_class: 'business' as const }), 'Your business has been created!'));
    },
  );

  app.get(
    '/business/:id',
    {
      config: { permission: ['business', 'read'] },
      schema: {
        operationId: 'getBusiness',
        tags: ['business'],
        summary: 'One business (your own; any for a platform admin)',
        params: IdParamSchema,
        response: { 200: z.object({ data: BusinessResponseSchema }) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { id } = request.params;
      // Another business's id is a 404: its existence is not revealed.
      if (id !== request.businessId && !isPlatformAdmin(admin)) {
        throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
      }
      const [business] = await app.db.select().from(businesses).where(eq(businesses.id, id)).limit(1);
      if (!business) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
      return ok(toWire({ ...business, morph_class: 'business' as const }));
    },
  );
}
