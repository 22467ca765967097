import {
  AdminListQuerySchema,
  AdminSchema,
  AppError,
  ErrorCode,
  IdParamSchema,
  ROLE_NAMES,
  paginated,
} from '@rendezvous/domain';
import { isPlatformAdmin } from '@rendezvous/permissions';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { admins, appointments, consultantServices, consultants } from '../../db/schema';
import { ok, pageWindow, toPage } from '../../lib/http';
import { requireAdmin } from '../../plugins/auth';
import { loadManagedAdmin, revokeOtherSessions } from '../../services/admin-access';
import { loadPresentedAdmin, type AdminAppend } from '../../services/admins';
import { discardFilesOf } from '../files/store';

export const AdminDeleteMessages = {
  deleted: 'Admin deleted',
  notYourself: 'You cannot delete your own account.',
  hasAppointments: 'This admin has appointments as a consultant and cannot be deleted. Mark them as inactive instead.',
} as const;

const holdsRole = (condition: SQL) =>
  sql`exists (select 1 from admin_roles ar join roles r on r.id = ar.role_id
    where ar.admin_id = ${admins.id} and ${condition})`;

/**
 * The All admins screen's routes. GET admins: the table. A business admin lists their business's admins (never a
 * platform admin); a platform admin lists everyone, or one business's with filterByBusiness
 * and X-Business-Id.
 */
export default async function adminListRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admins',
    {
      config: { permission: ['admins', 'read'] },
      schema: {
        operationId: 'listAdmins',
        tags: ['admins'],
        summary: "The business's admins (every business's for a platform admin), paged, searchable and filtered",
        description:
          'search covers name, e-mail and username; role is a role id, roleName a role name; status is active or inactive. ' +
          'Roles always come (appendRoles is accepted); the consultant only with appendConsultant.',
        querystring: AdminListQuerySchema,
        response: { 200: z.object({ data: paginated(AdminSchema) }) },
      },
    },
    async (request) => {
      const me = requireAdmin(request);
      const { search, role, roleName, status, filterByBusiness, appendConsultant } = request.query;
      const window = pageWindow(request.query);
      const filters: (SQL | undefined)[] = [];
      if (isPlatformAdmin(me)) {
        if (filterByBusiness && request.businessId !== null) filters.push(eq(admins.business_id, request.businessId));
      } else {
        if (request.businessId === null) return ok(toPage([], 0, window));
        filters.push(eq(admins.business_id, request.businessId));
        filters.push(sql`not ${holdsRole(sql`r.name = ${ROLE_NAMES.platformAdmin}`)}`);
      }
      if (status) filters.push(eq(admins.is_active, status === 'active' ? 1 : 0));
      if (role !== undefined) filters.push(holdsRole(sql`r.id = ${role}`));
      if (roleName?.trim()) filters.push(holdsRole(sql`r.name = ${roleName.trim()}`));
      if (search?.trim()) {
        const pattern = `%${search.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        filters.push(
          sql`(lower(${admins.firstname} || ' ' || ${admins.lastname}) like ${pattern}
            or lower(${admins.email}) like ${pattern} or lower(coalesce(${admins.username}, '')) like ${pattern})`,
        );
      }
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        app.db
          .select({ id: admins.id })
          .from(admins)
          .where(where)
          .orderBy(asc(admins.firstname), asc(admins.lastname), asc(admins.id))
          .limit(window.limit)
          .offset(window.offset),
        app.db.select({ total: count() }).from(admins).where(where),
      ]);
      const append = new Set<AdminAppend>(['roles', 'business']);
      if (appendConsultant) append.add('consultant');
      const data = [];
      for (const { id } of rows) {
        const admin = await loadPresentedAdmin(app.db, app.roleGrants, id, append);
        if (admin) data.push(admin);
      }
      return ok(toPage(data, total?.total ?? 0, window));
    },
  );

  app.delete(
    '/admin/:id',
    {
      config: { permission: ['admins', 'delete'] },
      schema: {
        operationId: 'deleteAdmin',
        tags: ['admins'],
        summary: 'Delete an admin of your business whose roles are not above yours (never yourself)',
        description:
          'Removes their roles, consultant (services and hours), sessions and photo. ' +
          'An admin with appointments as a consultant is kept (409): the history needs them.',
        params: IdParamSchema,
        response: { 200: z.object({ data: z.null(), message: z.string() }) },
      },
    },
    async (request) => {
      const me = requireAdmin(request);
      const target = await loadManagedAdmin(app.db, request, request.params.id);
      if (target.id === me.id) throw new AppError(ErrorCode.Forbidden, AdminDeleteMessages.notYourself);
      const [consultant] = await app.db
        .select({ id: consultants.id })
        .from(consultants)
        .where(eq(consultants.admin_id, target.id));
      let offerings: number[] = [];
      if (consultant) {
        const [booked] = await app.db
          .select({ id: appointments.id })
          .from(appointments)
          .where(eq(appointments.consultant_id, consultant.id))
          .limit(1);
        if (booked) throw new AppError(ErrorCode.Conflict, AdminDeleteMessages.hasAppointments);
        offerings = (
          await app.db
            .select({ id: consultantServices.id })
            .from(consultantServices)
            .where(eq(consultantServices.consultant_id, consultant.id))
        ).map((row) => row.id);
      }
      await revokeOtherSessions(app.db, request, target.id);
      // Roles, the consultant with their services and hours, and notifications go with them.
      await app.db.delete(admins).where(eq(admins.id, target.id));
      await discardFilesOf(app, request.log, 'admin', [target.id]);
      await discardFilesOf(app, request.log, 'consultant_service', offerings);
      return ok(null, AdminDeleteMessages.deleted);
    },
  );
}
