import { ROLE_NAMES, type PermissionAction, type PermissionEntity } from '@rendezvous/domain';

/**
 * The least the engine needs from an admin. The domain `Admin` fits, and so do the API's own
 * rows, so the server and the browser decide with the same code.
 */
export type PermissionHolder = {
  roles: readonly {
    id: number;
    name: string;
    type: string;
    /** Missing when the roles were loaded without their permissions: such a role grants nothing. */
    permissions?: readonly { entity: string; action: string; is_active: number | boolean }[];
  }[];
  /** A boolean in the domain Admin; stored rows may hold it as 0/1. */
  can_invite?: boolean | number;
  business_id?: number | null;
};

/**
 * True when any of the admin's roles holds an active grant of `action` on `entity`. The spec's
 * "active" is is_active 1; a database that stores it as a boolean says true.
 */
export function hasPermission(
  admin: PermissionHolder,
  entity: PermissionEntity,
  action: PermissionAction,
): boolean {
  return admin.roles.some((role) =>
    (role.permissions ?? []).some(
      (p) =>
        p.entity === entity && p.action === action && (p.is_active === 1 || p.is_active === true),
    ),
  );
}

export function hasRole(admin: { roles: readonly { name: string }[] }, name: string): boolean {
  return admin.roles.some((role) => role.name === name);
}

export function isPlatformAdmin(admin: { roles: readonly { name: string }[] }): boolean {
  return hasRole(admin, ROLE_NAMES.platformAdmin);
}

/** Only consultants get the Services and Opening Hours tabs and can add their own hours. */
export function isConsultant(admin: PermissionHolder): boolean {
  return hasRole(admin, ROLE_NAMES.consultant);
}

/** Inviting other admins needs the admin's can_invite flag. */
export function canInvite(admin: PermissionHolder): boolean {
  return admin.can_invite === true || admin.can_invite === 1;
}

/**
 * Roles the inviter may hand out: never a customer (`user`) role, and none above the inviter's
 * own highest role, since role ids rise with privilege.
 */
export function invitableRoles<R extends { id: number; type: string }>(
  inviter: PermissionHolder,
  allRoles: readonly R[],
): R[] {
  if (inviter.roles.length === 0) return [];
  const highest = Math.max(...inviter.roles.map((role) => role.id));
  return allRoles.filter((role) => role.type !== 'user' && role.id <= highest);
}

/** The business scope a request may act in: the admin's own, or any for a platform admin. */
export function canAccessBusiness(admin: PermissionHolder, businessId: number): boolean {
  return isPlatformAdmin(admin) || admin.business_id === businessId;
}

/** The highest role id an admin holds (ids rise with privilege); 0 when they hold none. */
export function highestRoleId(admin: { roles: readonly { id: number }[] }): number {
  return admin.roles.reduce((highest, role) => Math.max(highest, role.id), 0);
}

/** Another admin as the rules below see them. */
export interface AdminTarget {
  id: number;
  business_id: number | null;
  roles: readonly { id: number; name: string }[];
  /** They founded their business (its owner_admin_id): no peer admin reaches their account. */
  is_owner?: boolean;
}

/** Whether `admin` founded the business they are shown with (the console's Admin, say). */
export function ownsBusiness(admin: { id: number; business?: { owner_admin_id?: number | null } | null }): boolean {
  return admin.business?.owner_admin_id === admin.id;
}

/**
 * Whether `actor` may see `target` at all: themselves, anyone for a platform admin, else the
 * admins of the actor's own business. A platform admin is visible to platform admins only.
 */
export function canSeeAdmin(actor: PermissionHolder & { id: number }, target: AdminTarget): boolean {
  if (target.id === actor.id || isPlatformAdmin(actor)) return true;
  if (hasRole(target, ROLE_NAMES.platformAdmin)) return false;
  return target.business_id !== null && target.business_id === actor.business_id;
}

/**
 * Whether `actor` may change `target`'s profile, e-mail, roles or active status, send them a
 * password reset link or delete them: their own always (what they may change of themselves is
 * limited elsewhere: never their own roles upwards); a platform admin anyone; a business admin
 * with the admins/update grant only the admins of their business whose highest role is not
 * above their own, and never the business's founding owner, so a co-admin cannot take the
 * business over.
 */
export function canManageAdmin(actor: PermissionHolder & { id: number }, target: AdminTarget): boolean {
  if (!canSeeAdmin(actor, target)) return false;
  if (target.id === actor.id || isPlatformAdmin(actor)) return true;
  if (target.is_owner) return false;
  return hasPermission(actor, 'admins', 'update') && highestRoleId(target) <= highestRoleId(actor);
}
