import {
  PERMISSION_ENTITIES,
  ROLE_GRANTS,
  type PermissionAction,
  type PermissionEntity,
} from '@rendezvous/domain';
import type { PermissionHolder } from './permissions';

type Grant = { entity: string; action: string; is_active: number | boolean };

const ROLE_ROWS = {
  user: { id: 1, name: 'user', type: 'user' },
  consultant: { id: 2, name: 'consultant', type: 'admin' },
  admin: { id: 3, name: 'admin', type: 'admin' },
  platform_admin: { id: 4, name: 'platform_admin', type: 'admin' },
} as const;

export const ALL_ROLES = Object.values(ROLE_ROWS);

/** The grants the seed gives a role, as permission rows. */
export function seededGrants(roleName: keyof typeof ROLE_ROWS): Grant[] {
  return Object.entries(ROLE_GRANTS[roleName] ?? {}).flatMap(([entity, actions]) =>
    (actions ?? []).map((action) => ({ entity, action, is_active: 1 })),
  );
}

/** An admin holding the named seeded roles. */
export function adminWithRoles(...names: (keyof typeof ROLE_ROWS)[]): PermissionHolder {
  return {
    roles: names.map((name) => ({ ...ROLE_ROWS[name], permissions: seededGrants(name) })),
    can_invite: true,
    business_id: 1,
  };
}

/** An admin with one role granting exactly these reads. */
export function adminReading(
  entities: PermissionEntity[],
  action: PermissionAction = 'read',
): PermissionHolder {
  return {
    roles: [
      {
        id: 3,
        name: 'custom',
        type: 'admin',
        permissions: entities.map((entity) => ({ entity, action, is_active: 1 })),
      },
    ],
    business_id: 1,
  };
}

export const everyEntity = [...PERMISSION_ENTITIES];
