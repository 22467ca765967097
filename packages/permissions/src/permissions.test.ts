import type { Admin } from '@rendezvous/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  canAccessBusiness,
  canInvite,
  hasPermission,
  hasRole,
  invitableRoles,
  isConsultant,
  isPlatformAdmin,
  type PermissionHolder,
} from './permissions';
import { ALL_ROLES, adminWithRoles } from './test-admins';

const role = (
  id: number,
  permissions: { entity: string; action: string; is_active: number | boolean }[],
) => ({
  id,
  name: `role-${id}`,
  type: 'admin',
  permissions,
});

describe('PermissionHolder', () => {
  it('is satisfied by the domain Admin', () => {
    expectTypeOf<Admin>().toExtend<PermissionHolder>();
  });
});

describe('hasPermission', () => {
  it('is true for an active grant of the entity and action', () => {
    const admin = { roles: [role(3, [{ entity: 'appointments', action: 'read', is_active: 1 }])] };
    expect(hasPermission(admin, 'appointments', 'read')).toBe(true);
  });

  it('ignores inactive grants', () => {
    const admin = { roles: [role(3, [{ entity: 'appointments', action: 'read', is_active: 0 }])] };
    expect(hasPermission(admin, 'appointments', 'read')).toBe(false);
    const stored = {
      roles: [role(3, [{ entity: 'appointments', action: 'read', is_active: false }])],
    };
    expect(hasPermission(stored, 'appointments', 'read')).toBe(false);
  });

  it('accepts an active flag stored as a boolean', () => {
    const admin = {
      roles: [role(3, [{ entity: 'appointments', action: 'read', is_active: true }])],
    };
    expect(hasPermission(admin, 'appointments', 'read')).toBe(true);
  });

  it('needs both the entity and the action to match', () => {
    const admin = { roles: [role(3, [{ entity: 'appointments', action: 'read', is_active: 1 }])] };
    expect(hasPermission(admin, 'appointments', 'delete')).toBe(false);
    expect(hasPermission(admin, 'clients', 'read')).toBe(false);
  });

  it('looks through every role', () => {
    const admin = {
      roles: [
        role(2, [{ entity: 'clients', action: 'read', is_active: 0 }]),
        role(3, [{ entity: 'clients', action: 'read', is_active: 1 }]),
      ],
    };
    expect(hasPermission(admin, 'clients', 'read')).toBe(true);
  });

  it('grants nothing without roles or without loaded permissions', () => {
    expect(hasPermission({ roles: [] }, 'dashboard', 'read')).toBe(false);
    expect(
      hasPermission({ roles: [{ id: 3, name: 'admin', type: 'admin' }] }, 'dashboard', 'read'),
    ).toBe(false);
  });

  it('follows the seeded grants of each role', () => {
    const consultant = adminWithRoles('consultant');
    expect(hasPermission(consultant, 'appointments', 'create')).toBe(true);
    expect(hasPermission(consultant, 'appointments', 'delete')).toBe(false);
    expect(hasPermission(consultant, 'all-admins', 'read')).toBe(false);
    expect(hasPermission(adminWithRoles('admin'), 'all-businesses', 'read')).toBe(false);
    expect(hasPermission(adminWithRoles('platform_admin'), 'all-businesses', 'read')).toBe(true);
    expect(hasPermission(adminWithRoles('user'), 'dashboard', 'read')).toBe(false);
  });
});

describe('roles', () => {
  it('are found by name', () => {
    const admin = adminWithRoles('admin', 'consultant');
    expect(hasRole(admin, 'admin')).toBe(true);
    expect(hasRole(admin, 'platform_admin')).toBe(false);
    expect(isConsultant(admin)).toBe(true);
    expect(isConsultant(adminWithRoles('admin'))).toBe(false);
    expect(isPlatformAdmin(adminWithRoles('platform_admin'))).toBe(true);
    expect(isPlatformAdmin(admin)).toBe(false);
  });
});

describe('canInvite', () => {
  it('follows the can_invite flag', () => {
    expect(canInvite({ roles: [], can_invite: true })).toBe(true);
    expect(canInvite({ roles: [], can_invite: false })).toBe(false);
    expect(canInvite({ roles: [] })).toBe(false);
    expect(canInvite({ roles: [], can_invite: 1 })).toBe(true);
    expect(canInvite({ roles: [], can_invite: 0 })).toBe(false);
  });
});

describe('invitableRoles', () => {
  const ids = (inviter: PermissionHolder) => invitableRoles(inviter, ALL_ROLES).map((r) => r.id);

  it('never offers the customer role', () => {
    expect(ids(adminWithRoles('platform_admin'))).toEqual([2, 3, 4]);
  });

  it('offers roles up to and including the inviter highest role', () => {
    expect(ids(adminWithRoles('admin'))).toEqual([2, 3]);
    expect(ids(adminWithRoles('consultant'))).toEqual([2]);
  });

  it('uses the highest of several roles', () => {
    expect(ids(adminWithRoles('consultant', 'admin'))).toEqual([2, 3]);
  });

  it('offers nothing to an inviter without roles or holding only the customer role', () => {
    expect(ids({ roles: [] })).toEqual([]);
    expect(ids(adminWithRoles('user'))).toEqual([]);
  });

  it('keeps the caller role type', () => {
    const rows = [{ id: 2, type: 'admin', label: 'Consultant' }];
    expect(invitableRoles(adminWithRoles('admin'), rows)[0]?.label).toBe('Consultant');
  });
});

describe('canAccessBusiness', () => {
  it('limits an admin to their own business and lets a platform admin into any', () => {
    expect(canAccessBusiness(adminWithRoles('admin'), 1)).toBe(true);
    expect(canAccessBusiness(adminWithRoles('admin'), 2)).toBe(false);
    expect(canAccessBusiness({ ...adminWithRoles('platform_admin'), business_id: null }, 2)).toBe(
      true,
    );
  });
});
