import type { PermissionAction } from '@rendezvous/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminRoles, admins, businesses, consultants, permissions, roles } from '../db/schema';
import { toWire } from '../lib/wire';
import { pendingSetupSteps } from './setup-steps';

export interface AuthRole {
  id: number;
  name: string;
  type: 'user' | 'admin';
  permissions: { entity: string; action: PermissionAction; is_active: 0 | 1 }[];
}

/** What every authenticated request knows about its admin. */
export interface AuthAdmin {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  business_id: number | null;
  is_active: 0 | 1;
  can_invite: boolean;
  roles: AuthRole[];
}

/** The admin with roles and their active permissions, in two indexed queries. */
export async function loadAuthAdmin(db: Db, adminId: number): Promise<AuthAdmin | null> {
  const [[admin], roleRows] = await Promise.all([
    db
      .select({
        id: admins.id,
        firstname: admins.firstname,
        lastname: admins.lastname,
        email: admins.email,
        business_id: admins.business_id,
        is_active: admins.is_active,
        can_invite: admins.can_invite,
      })
      .from(admins)
      .where(eq(admins.id, adminId))
      .limit(1),
    db
      .select({
        id: roles.id,
        name: roles.name,
        type: roles.type,
        permissions: sql<AuthRole['permissions']>`coalesce(json_agg(json_build_object(
          'entity', ${permissions.entity}, 'action', ${permissions.action}, 'is_active', ${permissions.is_active}
        )) filter (where ${permissions.id} is not null), '[]'::json)`,
      })
      .from(adminRoles)
      .innerJoin(roles, eq(roles.id, adminRoles.role_id))
      .leftJoin(permissions, and(eq(permissions.role_id, roles.id), eq(permissions.is_active, 1)))
      .where(eq(adminRoles.admin_id, adminId))
      .groupBy(roles.id)
      .orderBy(roles.id),
  ]);
  return admin ? { ...admin, roles: roleRows } : null;
}

export type AdminAppend = 'roles' | 'business' | 'consultant';

/**
 * The admin as the console sees it (get-admin-by-token, login): profile, roles with
 * permissions, can_invite and pending setup steps always; business and consultant on request.
 */
export async function presentAdmin(db: Db, auth: AuthAdmin, append: Set<AdminAppend>) {
  const [row] = await db.select().from(admins).where(eq(admins.id, auth.id)).limit(1);
  if (!row) return null;
  const { password: _password, ...profile } = row;
  const [business, consultant, steps] = await Promise.all([
    append.has('business') && row.business_id
      ? db.select().from(businesses).where(eq(businesses.id, row.business_id)).limit(1)
      : Promise.resolve([]),
    append.has('consultant')
      ? db.select().from(consultants).where(eq(consultants.admin_id, row.id)).limit(1)
      : Promise.resolve([]),
    pendingSetupSteps(db, auth),
  ]);
  return toWire({
    ...profile,
    full_name: profile.full_name ?? `${profile.firstname} ${profile.lastname}`,
    morph_class: 'admin' as const,
    roles: auth.roles,
    business: business[0] ? { ...business[0], morph_class: 'business' as const } : null,
    consultant: consultant[0] ?? null,
    pending_setup_steps: steps,
  });
}
