import { AdminAccessMessages, AppError, ErrorCode, HttpMessages } from '@rendezvous/domain';
import { canManageAdmin, canSeeAdmin, type AdminTarget } from '@rendezvous/permissions';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { admins } from '../db/schema';
import { requireAdmin } from '../plugins/auth';
import { revokeAllTokens } from './tokens';

/**
 * The admin `id` as the signed-in admin may change them, with the roles they hold. Out of
 * sight (another business, a platform admin for anyone else) is a 404, as if absent; in sight
 * but out of reach (no admins/update grant, a higher role, the business's founding owner) is
 * a 403.
 */
export async function loadManagedAdmin(db: Db, request: FastifyRequest, id: number): Promise<AdminTarget> {
  const me = requireAdmin(request);
  const target = await loadVisibleAdmin(db, request, id);
  if (!canManageAdmin({ ...me, business_id: request.businessId }, target)) {
    throw new AppError(ErrorCode.Forbidden, target.is_owner ? AdminAccessMessages.ownerOutOfReach : HttpMessages.forbidden);
  }
  return target;
}

/** The admin `id` if the signed-in admin may see them (else a 404), with their roles. */
export async function loadVisibleAdmin(db: Db, request: FastifyRequest, id: number): Promise<AdminTarget> {
  const me = requireAdmin(request);
  const [target] = await db
    .select({
      id: admins.id,
      business_id: admins.business_id,
      roles: sql<AdminTarget['roles']>`coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name)
        order by r.id) from admin_roles ar join roles r on r.id = ar.role_id where ar.admin_id = "admins"."id"), '[]'::json)`,
      is_owner: sql<boolean>`exists (select 1 from businesses b where b.owner_admin_id = "admins"."id")`,
    })
    .from(admins)
    .where(eq(admins.id, id))
    .limit(1);
  // A platform admin sees every business's admins; anyone else sees their own business's,
  // checked against the request's scope as well as the admin's own business.
  const actor = { ...me, business_id: request.businessId };
  if (!target || !canSeeAdmin(actor, target)) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
  return target;
}

/**
 * Signs the target out of every other session after a change to who they are or what they
 * may do (e-mail, password, roles, active status), and closes their sockets of those
 * sessions. When they made the change themselves, the session they made it from stays.
 */
export async function revokeOtherSessions(db: Db, request: FastifyRequest, targetId: number): Promise<void> {
  const me = requireAdmin(request);
  const ended = await revokeAllTokens(db, { type: 'admin', id: targetId }, me.id === targetId ? request.sessionId : null);
  request.server.realtime.endSessions(ended);
}
