import { ROLE_NAMES } from '@rendezvous/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminRoles, admins, businesses, consultants, permissions, roles } from '../db/schema';
import { pendingSetupSteps, type PendingSetupStep } from './setup-steps';

export interface AuthRole {
  id: number;
  name: string;
  type: 'user' | 'admin';
  permissions: { entity: string; action: string; is_active: 0 | 1 }[];
}

/** What every authenticated request knows about its admin. */
export interface AuthAdmin {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  business_id: number | null;
  is_active: 0 | 1;
  can_invite: 0 | 1;
  roles: AuthRole[];
}

export function isPlatformAdmin(admin: Pick<AuthAdmin, 'roles'>): boolean {
  return admin.roles.some((r) => r.name === ROLE_NAMES.platformAdmin);
}

export function hasRoleNamed(admin: Pick<AuthAdmin, 'roles'>, name: string): boolean {
  return admin.roles.some((r) => r.name === name);
}

/** The admin with roles and their active permissions, in two queries. */
export async function loadAuthAdmin(db: Db, adminId: number): Promise<AuthAdmin | null> {
  const [admin] = await db
    .select({
      id: admins.id,
      firstname: admins.firstname,
      lastname: admins.lastname,
      email: admins.email,
      business_id: admins.business_id,
      is_active: admins.is_active,
      can_invite: admins.can_invite,
      roles: sql<{ id: number; name: string; type: 'user' | 'admin' }[]>`coalesce((
        select json_agg(json_build_object('id', r.id, 'name', r.name, 'type', r.type) order by r.id)
        from ${adminRoles} ar join ${roles} r on r.id = ar.role_id
        where ar.admin_id = ${admins.id}), '[]'::json)`,
    })
    .from(admins)
    .where(eq(admins.id, adminId))
    .limit(1);
  if (!admin) return null;
  const roleIds = admin.roles.map((r) => r.id);
  const perms = roleIds.length
    ? await db
        .select({
          role_id: permissions.role_id,
          entity: permissions.entity,
          action: permissions.action,
          is_active: permissions.is_active,
        })
        .from(permissions)
        .where(and(inArray(permissions.role_id, roleIds), eq(permissions.is_active, 1)))
    : [];
  return {
    ...admin,
    roles: admin.roles.map((role) => ({
      ...role,
      permissions: perms
        .filter((p) => p.role_id === role.id)
        .map(({ entity, action, is_active }) => ({ entity, action, is_active })),
    })),
  };
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
  return {
    ...profile,
    morph_class: 'admin' as const,
    roles: auth.roles,
    business: business[0] ?? null,
    consultant: consultant[0] ?? null,
    pending_setup_steps: steps satisfies PendingSetupStep[],
  };
}
