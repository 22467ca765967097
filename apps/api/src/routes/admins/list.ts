import { AdminListQuerySchema, AdminSchema, ROLE_NAMES, paginated } from '@rendezvous/domain';
import { isPlatformAdmin } from '@rendezvous/permissions';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { admins } from '../../db/schema';
import { ok, pageWindow, toPage } from '../../lib/http';
import { requireAdmin } from '../../plugins/auth';
import { loadPresentedAdmin, type AdminAppend } from '../../services/admins';

const holdsRole = (condition: SQL) =>
  sql`exists (select 1 from admin_roles ar join roles r on r.id = ar.role_id
    where ar.admin_id = ${admins.id} and ${condition})`;

/**
 * GET admins: the All admins table. A business admin lists their business's admins (never a
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
}
