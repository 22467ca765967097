import { describe, expect, it } from 'vitest';
import {
  AccessMessages,
  PUBLIC_ROUTES,
  SKIP_PERMISSION_ROUTES,
  afterSignInPath,
  decideRoute,
  isPublicRoute,
  pathnameOf,
  routeName,
  showsSideMenu,
  skipsPermissionCheck,
} from './routes';
import { adminReading, adminWithRoles, everyEntity } from './test-admins';

const signedIn = (admin = adminReading(everyEntity)) => ({ hasToken: true, admin });

describe('messages', () => {
  it('are exactly the spec texts', () => {
    expect(AccessMessages.noAccess).toBe(
      'Sorry you do not have permission to access this page. Please contact your supervisor',
    );
    expect(AccessMessages.noPages).toBe(
      'Sorry you do not have permission to view any pages. Please contact a supervisor',
    );
  });
});

describe('routeName', () => {
  it('names routes as the menu entities do', () => {
    expect(routeName('/')).toBe('dashboard');
    expect(routeName('')).toBe('dashboard');
    expect(routeName('/dashboard')).toBe('dashboard');
    expect(routeName('/customers/clients')).toBe('clients');
    expect(routeName('/customers/clients/?page=2')).toBe('clients');
    expect(routeName('/account/manage-payment-methods')).toBe('manage-payment-methods');
    expect(routeName('/view-theme/2')).toBe('view-theme');
    expect(routeName('/add-integrations/zoom')).toBe('add-integrations');
    expect(routeName('/redirect-stripe?setup_intent=x')).toBe('redirect-stripe');
  });

  it('strips query, fragment and trailing slash from the path', () => {
    expect(pathnameOf('/all-admins/?a=1#top')).toBe('/all-admins');
    expect(pathnameOf('/?x')).toBe('/');
  });
});

describe('route lists', () => {
  it('list the public routes of the spec', () => {
    expect(PUBLIC_ROUTES).toEqual([
      '/sign-in',
      '/signup',
      '/register',
      '/forgot-password',
      '/terms-and-conditions',
      '/privacy-policy',
      '/zoomverify/verifyzoom.html',
    ]);
    expect(isPublicRoute('/register?email=a%40b.co&code=x')).toBe(true);
    expect(isPublicRoute('/view-theme/1')).toBe(false);
  });

  it('list the routes that skip the permission check', () => {
    expect(SKIP_PERMISSION_ROUTES).toEqual([
      'view-theme',
      'redirect',
      'add-integrations',
      'setup-your-business',
      'manage-payment-methods',
      'manage-subscription',
      'redirect-stripe',
    ]);
    expect(skipsPermissionCheck('/view-theme/1')).toBe(true);
    expect(skipsPermissionCheck('/account/manage-subscription')).toBe(true);
    expect(skipsPermissionCheck('/dashboard')).toBe(false);
  });

  it('hide the side menu on the spec pages', () => {
    for (const path of [
      '/sign-in',
      '/signup',
      '/forgot-password',
      '/view-theme/2',
      '/redirect',
      '/redirect-stripe',
      '/add-integrations/zoom',
      '/terms-and-conditions',
      '/privacy-policy',
      '/setup-your-business',
    ]) {
      expect(showsSideMenu(path)).toBe(false);
    }
    expect(showsSideMenu('/')).toBe(true);
    expect(showsSideMenu('/customers/clients')).toBe(true);
    expect(showsSideMenu('/account/manage-payment-methods')).toBe(true);
  });
});

describe('decideRoute', () => {
  it('lets public routes pass whoever asks', () => {
    expect(decideRoute({ path: '/sign-in', hasToken: false, admin: null })).toEqual({
      kind: 'allow',
    });
    expect(
      decideRoute({ path: '/privacy-policy', hasToken: true, admin: null, adminLoadFailed: true }),
    ).toEqual({
      kind: 'allow',
    });
  });

  it("lets a platform admin open one business's website manager from its dialog, and nobody else", () => {
    const platform = { ...adminWithRoles('platform_admin'), business_id: null };
    const path = '/business/website-manager?business=11';
    expect(decideRoute({ path, hasToken: true, admin: platform })).toEqual({ kind: 'allow' });
    expect(
      decideRoute({ path: '/business/website-manager', hasToken: true, admin: platform }).kind,
    ).toBe('deny');
    expect(
      decideRoute({ path: '/business/website-manager?business=x', hasToken: true, admin: platform })
        .kind,
    ).toBe('deny');
    const consultant = { ...adminWithRoles('consultant'), business_id: null };
    expect(decideRoute({ path, hasToken: true, admin: consultant }).kind).toBe('deny');
  });

  it('sends a visitor without a token to sign in, saving the target with its query', () => {
    expect(decideRoute({ path: '/appointments?page=2', hasToken: false, admin: null })).toEqual({
      kind: 'redirect-sign-in',
      saveRedirect: '/appointments?page=2',
    });
    expect(decideRoute({ path: '/view-theme/1', hasToken: false, admin: null })).toEqual({
      kind: 'redirect-sign-in',
      saveRedirect: '/view-theme/1',
    });
  });

  it('sends to sign in without saving when the admin could not be loaded', () => {
    expect(
      decideRoute({ path: '/dashboard', hasToken: true, admin: null, adminLoadFailed: true }),
    ).toEqual({
      kind: 'redirect-sign-in',
      saveRedirect: null,
    });
  });

  it('asks for the admin when a token exists but no admin is loaded', () => {
    expect(decideRoute({ path: '/dashboard', hasToken: true, admin: null })).toEqual({
      kind: 'load-admin',
    });
    expect(decideRoute({ path: '/view-theme/1', hasToken: true, admin: undefined })).toEqual({
      kind: 'load-admin',
    });
  });

  it('lets the skip routes pass without any permission', () => {
    for (const path of [
      '/view-theme/2',
      '/redirect',
      '/add-integrations/google-calendar',
      '/setup-your-business',
      '/account/manage-payment-methods',
      '/account/manage-subscription',
      '/redirect-stripe',
    ]) {
      expect(decideRoute({ path, ...signedIn(adminReading([])) })).toEqual({ kind: 'allow' });
    }
  });

  it('sends an admin who can read no menu entry to sign in with the spec message', () => {
    expect(decideRoute({ path: '/dashboard', ...signedIn(adminReading([])) })).toEqual({
      kind: 'no-pages',
      message: 'Sorry you do not have permission to view any pages. Please contact a supervisor',
    });
    expect(decideRoute({ path: '/dashboard', ...signedIn(adminReading(['invoice'])) }).kind).toBe(
      'no-pages',
    );
  });

  it('allows a route matching a readable entry, nested submenus included', () => {
    const admin = adminReading(['dashboard', 'customers', 'clients']);
    expect(decideRoute({ path: '/', ...signedIn(admin) })).toEqual({ kind: 'allow' });
    expect(decideRoute({ path: '/dashboard', ...signedIn(admin) })).toEqual({ kind: 'allow' });
    expect(decideRoute({ path: '/customers/clients', ...signedIn(admin) })).toEqual({
      kind: 'allow',
    });
    expect(decideRoute({ path: '/customers/clients?search=ada', ...signedIn(admin) })).toEqual({
      kind: 'allow',
    });
  });

  it('stops at a route outside the readable entries with the spec message', () => {
    const admin = adminReading(['dashboard', 'customers', 'clients']);
    const denied = {
      kind: 'deny',
      message:
        'Sorry you do not have permission to access this page. Please contact your supervisor',
    };
    expect(decideRoute({ path: '/customers/guests', ...signedIn(admin) })).toEqual(denied);
    expect(decideRoute({ path: '/all-admins', ...signedIn(admin) })).toEqual(denied);
    expect(decideRoute({ path: '/business/profile', ...signedIn(admin) })).toEqual(denied);
  });

  it('opens the waitlist with read permission on appointments, and stops there without it', () => {
    const path = '/customers/waitlist';
    expect(
      decideRoute({ path, ...signedIn(adminReading(['dashboard', 'customers', 'appointments'])) }),
    ).toEqual({ kind: 'allow' });
    expect(
      decideRoute({ path, ...signedIn(adminReading(['dashboard', 'customers', 'clients'])) }),
    ).toEqual({ kind: 'deny', message: AccessMessages.noAccess });
  });

  it('stops at a child route when its parent group is not readable', () => {
    expect(
      decideRoute({
        path: '/customers/clients',
        ...signedIn(adminReading(['dashboard', 'clients'])),
      }),
    ).toEqual({
      kind: 'deny',
      message: AccessMessages.noAccess,
    });
  });

  it('needs read on the entity of a route the menu does not list', () => {
    expect(decideRoute({ path: '/invoice', ...signedIn(adminReading(['dashboard'])) }).kind).toBe(
      'deny',
    );
    expect(
      decideRoute({ path: '/invoice', ...signedIn(adminReading(['dashboard', 'invoice'])) }),
    ).toEqual({
      kind: 'allow',
    });
  });

  it('refuses a path that names no catalogue entity', () => {
    expect(decideRoute({ path: '/reports', ...signedIn() }).kind).toBe('deny');
  });

  it('opens another view of a page (the appointments calendar) to whoever may open the page', () => {
    const consultant = adminWithRoles('consultant');
    expect(
      decideRoute({ path: '/appointments/calendar?view=week', ...signedIn(consultant) }).kind,
    ).toBe('allow');
    const noAppointments = adminReading(everyEntity.filter((e) => e !== 'appointments'));
    expect(decideRoute({ path: '/appointments/calendar', ...signedIn(noAppointments) }).kind).toBe(
      'deny',
    );
  });

  it('follows the seeded roles', () => {
    const consultant = adminWithRoles('consultant');
    expect(decideRoute({ path: '/appointments', ...signedIn(consultant) }).kind).toBe('allow');
    expect(decideRoute({ path: '/my-profile', ...signedIn(consultant) }).kind).toBe('allow');
    expect(decideRoute({ path: '/all-admins', ...signedIn(consultant) }).kind).toBe('deny');
    expect(
      decideRoute({ path: '/all-businesses', ...signedIn(adminWithRoles('admin')) }).kind,
    ).toBe('deny');
    expect(
      decideRoute({ path: '/all-businesses', ...signedIn(adminWithRoles('platform_admin')) }).kind,
    ).toBe('allow');
  });
});

describe('afterSignInPath', () => {
  it('returns to the saved target', () => {
    expect(afterSignInPath({ business_id: 1 }, '/appointments?page=2')).toBe(
      '/appointments?page=2',
    );
    expect(afterSignInPath({ business_id: null }, '/my-profile')).toBe('/my-profile');
  });

  it('goes to the dashboard, or to business setup for an admin without a business', () => {
    expect(afterSignInPath({ business_id: 1 }, null)).toBe('/dashboard');
    expect(afterSignInPath({ business_id: null }, undefined)).toBe('/setup-your-business');
  });

  it('takes a platform admin, who belongs to no business, to all businesses', () => {
    const platform = { ...adminWithRoles('platform_admin'), business_id: null };
    expect(afterSignInPath(platform, null)).toBe('/all-businesses');
  });

  it('ignores targets off this site and public pages', () => {
    for (const target of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/sign-in',
      '',
    ]) {
      expect(afterSignInPath({ business_id: 1 }, target)).toBe('/dashboard');
    }
  });
});
