import {
  AppError,
  ErrorCode,
  HttpMessages,
  IdParamSchema,
  UpdateAdminInputSchema,
  booleanFlag,
} from '@rendezvous/domain';
import { hasPermission, isPlatformAdmin } from '@rendezvous/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { admins } from '../../db/schema';
import { ok } from '../../lib/http';
import { requireAdmin } from '../../plugins/auth';
import { assertAdminFieldFree, loadPresentedAdmin } from '../../services/admins';
import { AdminResponseSchema } from '../auth/schemas';

export default async function adminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.patch(
    '/admin/:id',
    {
      schema: {
        tags: ['admins'],
        summary: 'Update one field of an admin (own profile, or a colleague with admins update)',
        params: IdParamSchema,
        querystring: z.object({ appendConsultant: booleanFlag, appendRoles: booleanFlag, debug: z.string().optional() }),
        body: UpdateAdminInputSchema,
        response: { 200: z.object({ data: AdminResponseSchema, message: z.string().optional() }) },
      },
    },
    async (request) => {
      const me = requireAdmin(request);
      const { id } = request.params;
      const [target] = await app.db
        .select({ id: admins.id, business_id: admins.business_id })
        .from(admins)
        .where(eq(admins.id, id))
        .limit(1);
      const sameBusiness = target && target.business_id !== null && target.business_id === request.businessId;
      const visible = target && (target.id === me.id || sameBusiness || isPlatformAdmin(me));
      if (!visible) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
      if (target.id !== me.id && !hasPermission(me, 'admins', 'update')) {
        throw new AppError(ErrorCode.Forbidden, HttpMessages.forbidden);
      }

      const { business_id, ...fields } = request.body;
      if (business_id !== undefined && business_id !== target.business_id) {
        // Joining a business happens at creation (POST business) or by invitation; this only
        // lets the setup flow confirm the business its admin created.
        throw new AppError(ErrorCode.Forbidden, 'An admin cannot be moved to another business.');
      }
      if (fields.email) await assertAdminFieldFree(app.db, 'email', fields.email, id);
      if (fields.username) await assertAdminFieldFree(app.db, 'username', fields.username, id);
      if (Object.keys(fields).length > 0) {
        await app.db.update(admins).set(fields).where(eq(admins.id, id));
      }
      const admin = await loadPresentedAdmin(app.db, app.roleGrants, id, new Set(['roles', 'business', 'consultant']));
      if (!admin) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
      return ok(admin, 'Profile updated');
    },
  );
}
