import {
  ROLE_GRANTS,
  ROLE_IDS,
  toPendingSetupStep,
  type Admin,
  type PaymentMethod,
  type RoleWithPermissions,
  type SetupName,
} from '@rendezvous/domain';

type RoleName = keyof typeof ROLE_IDS;
const ROLE_NAMES: Record<RoleName, string> = {
  user: 'user',
  consultant: 'consultant',
  admin: 'admin',
  platformAdmin: 'platform_admin',
};

/** A role as the seed grants it, with its permission rows. */
export function seededRole(role: RoleName): RoleWithPermissions {
  const name = ROLE_NAMES[role];
  return {
    id: ROLE_IDS[role],
    name,
    type: role === 'user' ? 'user' : 'admin',
    permissions: Object.entries(ROLE_GRANTS[name] ?? {}).flatMap(([entity, actions]) =>
      (actions ?? []).map((action) => ({ entity, action, is_active: 1 as const })),
    ),
  };
}

/** A signed-in admin holding the given seeded roles. */
export function makeAdmin(
  roles: RoleName[] = ['admin', 'consultant'],
  overrides: Partial<Admin> & { pendingSteps?: SetupName[] } = {},
): Admin {
  const { pendingSteps = [], ...rest } = overrides;
  return {
    id: 1,
    firstname: 'Ada',
    lastname: 'Lovelace',
    username: 'ada',
    email: 'ada@example.com',
    phone: null,
    full_name: 'Ada Lovelace',
    business_id: 10,
    image_url: null,
    is_active: 1,
    is_away: 0,
    can_invite: true,
    morph_class: 'admin',
    created_at: '2026-01-01T00:00:00.000Z',
    roles: roles.map(seededRole),
    consultant: null,
    pending_setup_steps: pendingSteps.map(toPendingSetupStep),
    ...rest,
  };
}

/** A saved card: by default the Visa ending in 4242, expiring 12/2034, the default one. */
export function makePaymentMethod(over: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    id: 1,
    merchant_customers_id: 3,
    payment_method: 'pm_sandbox_a',
    brand: 'visa',
    identifier: '4242',
    exp_month: 12,
    exp_year: 2034,
    is_default: 1,
    status: 'active',
    ...over,
  };
}
