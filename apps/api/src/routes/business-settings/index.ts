import {
  AppError,
  BusinessMessages,
  BusinessSettingSchema,
  BusinessSettingsQuerySchema,
  CreateBusinessSettingInputSchema,
  ErrorCode,
  HttpMessages,
  IdParamSchema,
  UpdateBusinessSettingInputSchema,
} from '@rendezvous/domain';
import { isPlatformAdmin } from '@rendezvous/permissions';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { businessSettings, businesses, settings } from '../../db/schema';
import { ok } from '../../lib/http';
import { requireAdmin, requireBusinessId } from '../../plugins/auth';
import { assertBusinessAccess } from '../business';
import { clock } from '../../lib/clock';
import notificationSettingsRoutes from './notifications';

const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ data, message: z.string().optional() });

const columns = {
  id: businessSettings.id,
  business_id: businessSettings.business_id,
  setting_code: businessSettings.setting_code,
  is_active: businessSettings.is_active,
};

/** A business's switches for the setting definitions of GET settings. */
export default async function businessSettingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await fastify.register(notificationSettingsRoutes);

  app.get(
    '/business-settings',
    {
      config: { permission: ['settings', 'read'] },
      schema: {
        operationId: 'listBusinessSettings',
        tags: ['business-settings'],
        summary: "The business's settings (a platform admin may name the business)",
        querystring: BusinessSettingsQuerySchema,
        response: { 200: envelope(z.array(BusinessSettingSchema)) },
      },
    },
    async (request) => {
      const businessId = request.query.business_id ?? requireBusinessId(request);
      assertBusinessAccess(request, businessId);
      return ok(
        await app.db
          .select(columns)
          .from(businessSettings)
          .where(eq(businessSettings.business_id, businessId))
          .orderBy(asc(businessSettings.id)),
      );
    },
  );

  app.post(
    '/business-settings',
    {
      config: { permission: ['settings', 'create'] },
      schema: {
        operationId: 'createBusinessSetting',
        tags: ['business-settings'],
        summary: 'Switch a setting on or off for a business (creates it, or updates the existing one)',
        body: CreateBusinessSettingInputSchema,
        response: { 201: envelope(BusinessSettingSchema) },
      },
    },
    async (request, reply) => {
      const { business_id, setting_code, is_active } = request.body;
      assertBusinessAccess(request, business_id);
      const [business] = await app.db
        .select({ id: businesses.id })
        .from(businesses)
        .where(eq(businesses.id, business_id))
        .limit(1);
      if (!business) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
      const [setting] = await app.db
        .select({ code: settings.code })
        .from(settings)
        .where(eq(settings.code, setting_code))
        .limit(1);
      if (!setting) {
        throw new AppError(ErrorCode.Validation, BusinessMessages.unknownSetting, {
          setting_code: [BusinessMessages.unknownSetting],
        });
      }
      const [saved] = await app.db
        .insert(businessSettings)
        .values({ business_id, setting_code: setting.code, is_active })
        .onConflictDoUpdate({
          target: [businessSettings.business_id, businessSettings.setting_code],
          set: { is_active, updated_at: clock.now() },
        })
        .returning(columns);
      return reply.status(201).send(ok(saved!, BusinessMessages.settingSaved));
    },
  );

  app.patch(
    '/business-settings/:id',
    {
      config: { permission: ['settings', 'update'] },
      schema: {
        operationId: 'updateBusinessSetting',
        tags: ['business-settings'],
        summary: 'Switch a business setting on or off',
        params: IdParamSchema,
        body: UpdateBusinessSettingInputSchema,
        response: { 200: envelope(BusinessSettingSchema) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const [updated] = await app.db
        .update(businessSettings)
        .set({ is_active: request.body.is_active, updated_at: clock.now() })
        .where(
          and(
            eq(businessSettings.id, request.params.id),
            // Inside the request's business; a platform admin may act on any.
            isPlatformAdmin(admin) ? undefined : eq(businessSettings.business_id, request.businessId ?? 0),
          ),
        )
        .returning(columns);
      if (!updated) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
      return ok(updated, BusinessMessages.settingSaved);
    },
  );
}
