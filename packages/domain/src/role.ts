import { z } from './zod';
import { FlagSchema, IdSchema } from './common';
import { PERMISSION_ACTIONS } from './permission-catalog';

/**
 * `user` roles belong to customers (they use the public site), `admin` roles to back-office
 * staff. Invitations never offer a `user` role.
 */
export const ROLE_TYPES = ['user', 'admin'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

/**
 * One grant of a role. `entity` stays a plain string so a row naming an entity this build does
 * not know yet still parses; the permission engine only ever asks about catalogue entities.
 */
export const RolePermissionSchema = z.object({
  id: IdSchema.optional(),
  action: z.enum(PERMISSION_ACTIONS),
  entity: z.string(),
  /** 1 means the grant is in force. */
  is_active: FlagSchema,
});
export type RolePermission = z.infer<typeof RolePermissionSchema>;

export const RoleSchema = z.object({
  id: IdSchema,
  name: z.string(),
  type: z.enum(ROLE_TYPES),
});
export type Role = z.infer<typeof RoleSchema>;

/** A role as it sits on an admin: with its permissions, which the side menu and guards read. */
export const RoleWithPermissionsSchema = RoleSchema.extend({
  permissions: z.array(RolePermissionSchema),
});
export type RoleWithPermissions = z.infer<typeof RoleWithPermissionsSchema>;

export const RoleMessages = {
  rolesRequired: 'At least one role is required',
  notAssignable: 'You cannot give a role above your own',
  customerRole: 'A customer role cannot be given to an admin',
  platformAdminHasNoBusiness: 'A platform admin belongs to no business',
  updated: 'Roles updated',
} as const;

/** Body of POST admin/{id}/update-roles: the complete new set of role ids. */
export const UpdateAdminRolesInputSchema = z.object({
  roles: z
    .array(IdSchema, { error: RoleMessages.rolesRequired })
    .min(1, { error: RoleMessages.rolesRequired })
    .max(10),
});
export type UpdateAdminRolesInput = z.infer<typeof UpdateAdminRolesInputSchema>;
