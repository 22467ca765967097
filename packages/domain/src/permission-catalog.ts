import { ROLE_NAMES } from './constants';

/**
 * The permission catalogue: every entity a permission can name, and what each seeded role
 * holds. Side-menu entries and API routes name these entities; the seed writes these grants.
 */
export const PERMISSION_ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

export const PERMISSION_ENTITIES = [
  // side-menu entries (route names)
  'dashboard',
  'business',
  'profile',
  'website-manager',
  'businesses',
  'all-businesses',
  'my-profile',
  'appointments',
  'admins',
  'all-admins',
  'activities',
  'invitations',
  'customers',
  'clients',
  'guests',
  'communications',
  'messages',
  'notifications',
  'account',
  'manage-payment-methods',
  'manage-subscription',
  'invoice',
  // resources without a menu entry of their own
  'services',
  'categories',
  'consultants',
  'reviews',
  'prospects',
  'themes',
  'integrations',
  'settings',
  'default-messages',
] as const;
export type PermissionEntity = (typeof PERMISSION_ENTITIES)[number];

const ALL = PERMISSION_ACTIONS;
const READ = ['read'] as const;
const READ_WRITE = ['read', 'create', 'update'] as const;

type Grants = Partial<Record<PermissionEntity, readonly PermissionAction[]>>;

const everything = (except: PermissionEntity[] = []): Grants =>
  Object.fromEntries(
    PERMISSION_ENTITIES.filter((e) => !except.includes(e)).map((e) => [e, ALL]),
  ) as Grants;

/** Grants by role name. Customers (role user) never use the back office, so hold none. */
export const ROLE_GRANTS: Record<string, Grants> = {
  [ROLE_NAMES.platformAdmin]: everything(),
  [ROLE_NAMES.admin]: everything(['businesses', 'all-businesses']),
  [ROLE_NAMES.consultant]: {
    dashboard: READ,
    'my-profile': ALL,
    appointments: READ_WRITE,
    customers: READ,
    clients: READ_WRITE,
    guests: READ_WRITE,
    communications: READ,
    messages: READ_WRITE,
    notifications: READ_WRITE,
    account: READ,
    'manage-payment-methods': ALL,
    'manage-subscription': READ,
    services: READ,
    categories: READ,
    consultants: READ,
    reviews: READ,
    themes: READ,
    integrations: ALL,
    settings: READ,
    'default-messages': READ,
  },
  [ROLE_NAMES.user]: {},
};
