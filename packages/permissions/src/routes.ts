import { PERMISSION_ENTITIES, type PermissionEntity } from '@rendezvous/domain';
import { hasPermission, isPlatformAdmin, type PermissionHolder } from './permissions';
import { SIDE_MENU, filterSideMenu, findMenuEntry, type MenuEntry } from './side-menu';

export const AccessMessages = {
  noAccess: 'Sorry you do not have permission to access this page. Please contact your supervisor',
  noPages: 'Sorry you do not have permission to view any pages. Please contact a supervisor',
} as const;

export const SIGN_IN_PATH = '/sign-in';
export const DASHBOARD_PATH = '/dashboard';
export const SETUP_BUSINESS_PATH = '/setup-your-business';
/** A platform admin's home: they belong to no business and manage all of them. */
export const ALL_BUSINESSES_PATH = '/all-businesses';

/** Pages anyone may open, signed in or not. */
export const PUBLIC_ROUTES = [
  SIGN_IN_PATH,
  '/signup',
  '/register',
  '/forgot-password',
  '/terms-and-conditions',
  '/privacy-policy',
  '/zoomverify/verifyzoom.html',
] as const;

/** Route names a signed-in admin may open without a permission check. */
export const SKIP_PERMISSION_ROUTES = [
  'view-theme',
  'redirect',
  'add-integrations',
  'setup-your-business',
  'manage-payment-methods',
  'manage-subscription',
  'redirect-stripe',
] as const;

/**
 * Route names shown without the side menu: the spec's list, plus register and the Zoom
 * verification page, which are public pages too and have no admin to build a menu for.
 */
export const ROUTES_WITHOUT_SIDE_MENU = [
  'sign-in',
  'signup',
  'register',
  'forgot-password',
  'view-theme',
  'redirect',
  'redirect-stripe',
  'add-integrations',
  'terms-and-conditions',
  'privacy-policy',
  'setup-your-business',
  'verifyzoom.html',
] as const;

/**
 * Pages that show a menu page's records another way (the appointments as a calendar): whoever
 * may open the menu page may open them, and no one else.
 */
export const OTHER_VIEWS: Readonly<Record<string, string>> = {
  '/appointments/calendar': '/appointments',
};

/** Routes whose last segment is a parameter (/view-theme/{id}, /add-integrations/{name}). */
const ROUTES_WITH_PARAMETER = ['view-theme', 'add-integrations'];

/** The path without query, fragment or trailing slash. */
export function pathnameOf(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The route name of a path, as the menu's entities and the lists above name routes: the last
 * segment (/customers/clients -> clients), the first one for routes ending in a parameter
 * (/view-theme/2 -> view-theme), and dashboard for the root.
 */
export function routeName(path: string): string {
  const segments = pathnameOf(path).split('/').filter(Boolean);
  const first = segments[0];
  if (first === undefined) return 'dashboard';
  if (ROUTES_WITH_PARAMETER.includes(first)) return first;
  return segments[segments.length - 1] ?? first;
}

export function isPublicRoute(path: string): boolean {
  return (PUBLIC_ROUTES as readonly string[]).includes(pathnameOf(path));
}

export function skipsPermissionCheck(path: string): boolean {
  return (SKIP_PERMISSION_ROUTES as readonly string[]).includes(routeName(path));
}

export function showsSideMenu(path: string): boolean {
  return !(ROUTES_WITHOUT_SIDE_MENU as readonly string[]).includes(routeName(path));
}

/**
 * Pages a platform admin opens for one business from its dialog in All Businesses, named by
 * `?business={id}`: they pass with the right to see all businesses and the page's own entity,
 * although the admin has no business of their own (so no My Business menu).
 */
const CHOSEN_BUSINESS_ROUTES: readonly { path: string; entity: PermissionEntity }[] = [
  { path: '/business/website-manager', entity: 'website-manager' },
];

function opensChosenBusiness(path: string, admin: PermissionHolder): boolean {
  const route = CHOSEN_BUSINESS_ROUTES.find((r) => r.path === pathnameOf(path));
  if (!route) return false;
  const query = path.split('#', 1)[0]?.split('?')[1] ?? '';
  if (!/^[1-9]\d{0,9}$/.test(new URLSearchParams(query).get('business') ?? '')) return false;
  return (
    hasPermission(admin, 'all-businesses', 'read') && hasPermission(admin, route.entity, 'read')
  );
}

const isPermissionEntity = (name: string): name is PermissionEntity =>
  (PERMISSION_ENTITIES as readonly string[]).includes(name);

export type RouteDecision =
  | { kind: 'allow' }
  /** Go to /sign-in; when saveRedirect is set, store it to come back after signing in. */
  | { kind: 'redirect-sign-in'; saveRedirect: string | null }
  /** A token exists but the admin is not loaded: fetch get-admin-by-token, then decide again. */
  | { kind: 'load-admin' }
  /** Show the message and stay where the admin was. */
  | { kind: 'deny'; message: typeof AccessMessages.noAccess }
  /** Show the message and go to /sign-in: the admin can open nothing. */
  | { kind: 'no-pages'; message: typeof AccessMessages.noPages };

export type RouteContext = {
  /** Where the admin is going, with its query if any (saved as the redirect target). */
  path: string;
  hasToken: boolean;
  admin: PermissionHolder | null | undefined;
  adminLoadFailed?: boolean;
};

/**
 * The router guard (back-office spec §4 and §6), in this order: public routes pass; without a
 * token the target is saved and the admin signs in; a token whose admin failed to load means
 * signing in again; an admin not loaded yet is loaded first; routes that skip the check pass;
 * an admin who can read no menu entry at all is sent away; otherwise the route must match a
 * menu entry the admin can read, by route name, nested submenus included.
 *
 * A route the menu does not list (e.g. /invoice) needs read permission on the catalogue entity
 * of its name. A path that names no catalogue entity is refused: a page added later without a
 * permission must not be open to everyone by default.
 */
export function decideRoute({
  path,
  hasToken,
  admin,
  adminLoadFailed = false,
}: RouteContext): RouteDecision {
  if (isPublicRoute(path)) return { kind: 'allow' };
  if (!hasToken) return { kind: 'redirect-sign-in', saveRedirect: path };
  if (adminLoadFailed) return { kind: 'redirect-sign-in', saveRedirect: null };
  if (!admin) return { kind: 'load-admin' };
  if (skipsPermissionCheck(path)) return { kind: 'allow' };

  const menu = filterSideMenu(admin);
  if (menu.length === 0) return { kind: 'no-pages', message: AccessMessages.noPages };

  const page = OTHER_VIEWS[pathnameOf(path)] ?? path;
  const name = routeName(page);
  const pathname = pathnameOf(page);
  const matches = (entry: MenuEntry) => entry.entity === name || entry.path === pathname;
  if (findMenuEntry(menu, matches)) return { kind: 'allow' };
  if (opensChosenBusiness(path, admin)) return { kind: 'allow' };

  const listedInMenu = findMenuEntry(SIDE_MENU, matches) !== undefined;
  if (!listedInMenu && isPermissionEntity(name) && hasPermission(admin, name, 'read')) {
    return { kind: 'allow' };
  }
  return { kind: 'deny', message: AccessMessages.noAccess };
}

/**
 * Where to go after signing in: the saved target if it is a page of this app, else the
 * dashboard, the list of all businesses for a platform admin (who belongs to none), or the
 * business setup for an admin without a business. Only same-site paths are followed, so a
 * crafted redirect cannot send the admin to another site.
 */
export function afterSignInPath(
  admin: Pick<PermissionHolder, 'business_id'> & Partial<Pick<PermissionHolder, 'roles'>>,
  savedRedirect: string | null | undefined,
): string {
  if (
    savedRedirect &&
    savedRedirect.startsWith('/') &&
    !savedRedirect.startsWith('//') &&
    !savedRedirect.startsWith('/\\') &&
    !isPublicRoute(savedRedirect)
  ) {
    return savedRedirect;
  }
  if (admin.roles && isPlatformAdmin({ roles: admin.roles })) return ALL_BUSINESSES_PATH;
  return admin.business_id ? DASHBOARD_PATH : SETUP_BUSINESS_PATH;
}
