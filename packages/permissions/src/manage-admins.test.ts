import { describe, expect, it } from 'vitest';
import { canManageAdmin, canSeeAdmin, highestRoleId, ownsBusiness, type AdminTarget } from './permissions';
import { adminWithRoles } from './test-admins';

const actor = (id: number, ...roles: Parameters<typeof adminWithRoles>) => ({ ...adminWithRoles(...roles), id });
const target = (id: number, business_id: number | null, ...names: string[]): AdminTarget => ({
  id,
  business_id,
  roles: names.map((name) => ({ id: { consultant: 2, admin: 3, platform_admin: 4 }[name]!, name })),
});

describe('highestRoleId', () => {
  it('is the highest id held, 0 with none', () => {
    expect(highestRoleId(adminWithRoles('consultant', 'admin'))).toBe(3);
    expect(highestRoleId({ roles: [] })).toBe(0);
  });
});

describe('who may see and change an admin', () => {
  const owner = actor(10, 'admin', 'consultant');
  const staff = actor(11, 'consultant');
  const platform = { ...actor(1, 'platform_admin'), business_id: null };

  it('hides a platform admin from everyone but platform admins', () => {
    const platformTarget = target(1, null, 'platform_admin');
    expect(canSeeAdmin(owner, platformTarget)).toBe(false);
    expect(canManageAdmin(owner, platformTarget)).toBe(false);
    // Even one left in a business by old data stays out of reach.
    expect(canManageAdmin(owner, target(1, 1, 'platform_admin'))).toBe(false);
    expect(canManageAdmin(platform, platformTarget)).toBe(true);
  });

  it('lets a business admin manage admins of their business whose roles are not above theirs', () => {
    expect(canManageAdmin(owner, target(11, 1, 'consultant'))).toBe(true);
    expect(canManageAdmin(owner, target(12, 1, 'admin'))).toBe(true);
    expect(canManageAdmin(owner, target(13, 2, 'consultant'))).toBe(false);
    expect(canSeeAdmin(owner, target(13, 2, 'consultant'))).toBe(false);
  });

  it('needs the admins update grant to change someone else', () => {
    expect(canManageAdmin(staff, target(10, 1, 'admin', 'consultant'))).toBe(false);
    expect(canManageAdmin(staff, target(12, 1, 'consultant'))).toBe(false);
  });

  it("keeps the business's founding owner out of every peer's reach, platform admins aside", () => {
    const founder = { ...target(10, 1, 'admin', 'consultant'), is_owner: true };
    const coAdmin = actor(12, 'admin');
    expect(canManageAdmin(coAdmin, founder)).toBe(false);
    expect(canSeeAdmin(coAdmin, founder)).toBe(true);
    expect(canManageAdmin(owner, founder)).toBe(true);
    expect(canManageAdmin(platform, founder)).toBe(true);
    expect(ownsBusiness({ id: 10, business: { owner_admin_id: 10 } })).toBe(true);
    expect(ownsBusiness({ id: 12, business: { owner_admin_id: 10 } })).toBe(false);
    expect(ownsBusiness({ id: 12, business: null })).toBe(false);
  });

  it('always lets an admin reach their own account', () => {
    expect(canManageAdmin(staff, target(11, 1, 'consultant'))).toBe(true);
  });

  it('lets a platform admin manage anyone', () => {
    expect(canManageAdmin(platform, target(10, 1, 'admin'))).toBe(true);
  });
});
