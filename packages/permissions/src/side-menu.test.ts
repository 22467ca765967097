import { PERMISSION_ENTITIES } from '@rendezvous/domain';
import { describe, expect, it } from 'vitest';
import { SIDE_MENU, filterSideMenu, findMenuEntry, type MenuEntry } from './side-menu';
import { adminReading, adminWithRoles, everyEntity } from './test-admins';

const labels = (menu: readonly MenuEntry[]): unknown[] =>
  menu.map((entry) => (entry.children ? { [entry.label]: labels(entry.children) } : entry.label));

const allEntries = (menu: readonly MenuEntry[]): MenuEntry[] =>
  menu.flatMap((entry) => [entry, ...allEntries(entry.children ?? [])]);

describe('SIDE_MENU', () => {
  it('lists the spec entries in order', () => {
    expect(labels(SIDE_MENU)).toEqual([
      { 'My Business': ['Profile', 'Website Manager'] },
      'Dashboard',
      { Businesses: ['All businesses'] },
      'Consultant Profile',
      'Appointments',
      { Admins: ['All Admins', 'Activities', 'Invitations'] },
      { Customers: ['Clients', 'Guests', 'Prospects', 'Waitlist'] },
      { Communications: ['Messages', 'Notifications'] },
      { Account: ['Manage Payment Methods', 'Manage Subscription'] },
    ]);
  });

  it('routes each leaf to its spec path', () => {
    const paths = Object.fromEntries(allEntries(SIDE_MENU).map((e) => [e.label, e.path]));
    expect(paths).toMatchObject({
      'My Business': '/business',
      Profile: '/business/profile',
      'Website Manager': '/business/website-manager',
      Dashboard: '/dashboard',
      'All businesses': '/all-businesses',
      'Consultant Profile': '/my-profile',
      Appointments: '/appointments',
      'All Admins': '/all-admins',
      Activities: '/activities',
      Invitations: '/invitations',
      Clients: '/customers/clients',
      Guests: '/customers/guests',
      Prospects: '/customers/prospects',
      Waitlist: '/customers/waitlist',
      Messages: '/communications/messages',
      Notifications: '/communications/notifications',
      'Manage Payment Methods': '/account/manage-payment-methods',
      'Manage Subscription': '/account/manage-subscription',
    });
  });

  it('names only catalogue entities, each once but the waitlist borrowing appointments, with an icon', () => {
    const entries = allEntries(SIDE_MENU);
    for (const entry of entries) {
      expect(PERMISSION_ENTITIES).toContain(entry.entity);
      expect(entry.icon).not.toBe('');
    }
    const own = entries.filter((e) => e.path !== '/customers/waitlist');
    expect(new Set(own.map((e) => e.entity)).size).toBe(own.length);
    expect(new Set(entries.map((e) => e.path)).size).toBe(entries.length);
    expect(findMenuEntry(SIDE_MENU, (e) => e.label === 'Waitlist')?.entity).toBe('appointments');
  });
});

describe('filterSideMenu', () => {
  it("offers a platform admin, who has no business, only the pages that work without one", () => {
    const platform = { ...adminWithRoles('platform_admin'), business_id: null };
    expect(labels(filterSideMenu(platform))).toEqual([
      'Dashboard',
      { Businesses: ['All businesses'] },
      'Consultant Profile',
      { Admins: ['All Admins', 'Activities'] },
      { Communications: ['Notifications'] },
    ]);
  });

  it('keeps everything for an admin who may read everything', () => {
    expect(filterSideMenu(adminReading(everyEntity))).toEqual(SIDE_MENU);
  });

  it('keeps nothing for an admin who may read nothing', () => {
    expect(filterSideMenu(adminReading([]))).toEqual([]);
    expect(filterSideMenu(adminReading(everyEntity, 'update'))).toEqual([]);
  });

  it('shows the waitlist under Customers to those who may read appointments, and only them', () => {
    expect(labels(filterSideMenu(adminReading(['customers', 'clients', 'appointments'])))).toEqual([
      'Appointments',
      { Customers: ['Clients', 'Waitlist'] },
    ]);
    expect(labels(filterSideMenu(adminReading(['customers', 'clients'])))).toEqual([
      { Customers: ['Clients'] },
    ]);
  });

  it('filters nested children', () => {
    expect(labels(filterSideMenu(adminReading(['customers', 'guests', 'dashboard'])))).toEqual([
      'Dashboard',
      { Customers: ['Guests'] },
    ]);
  });

  it('hides the children of a parent the admin cannot read', () => {
    expect(labels(filterSideMenu(adminReading(['clients', 'guests'])))).toEqual([]);
  });

  it('drops a readable group whose children were all removed', () => {
    expect(labels(filterSideMenu(adminReading(['admins', 'dashboard'])))).toEqual(['Dashboard']);
  });

  it('ignores inactive grants', () => {
    const admin = {
      roles: [
        {
          id: 3,
          name: 'x',
          type: 'admin',
          permissions: [
            { entity: 'dashboard', action: 'read', is_active: 0 },
            { entity: 'appointments', action: 'read', is_active: 1 },
          ],
        },
      ],
    };
    expect(labels(filterSideMenu(admin))).toEqual(['Appointments']);
  });

  it('combines the grants of several roles', () => {
    expect(labels(filterSideMenu(adminWithRoles('consultant')))).toEqual([
      'Dashboard',
      'Consultant Profile',
      'Appointments',
      { Customers: ['Clients', 'Guests', 'Waitlist'] },
      { Communications: ['Messages', 'Notifications'] },
      { Account: ['Manage Payment Methods', 'Manage Subscription'] },
    ]);
    const both = labels(filterSideMenu(adminWithRoles('consultant', 'admin')));
    expect(both).toContainEqual({ Admins: ['All Admins', 'Activities', 'Invitations'] });
    expect(both).not.toContainEqual({ Businesses: ['All businesses'] });
    // Prospects are for owners and admins: a consultant's menu has Guests, then the waitlist.
    expect(both).toContainEqual({ Customers: ['Clients', 'Guests', 'Prospects', 'Waitlist'] });
    expect(labels(filterSideMenu(adminWithRoles('platform_admin')))).toContainEqual({
      Businesses: ['All businesses'],
    });
  });

  it('does not change the menu it filters', () => {
    const before = JSON.stringify(SIDE_MENU);
    filterSideMenu(adminReading(['customers', 'guests']));
    expect(JSON.stringify(SIDE_MENU)).toBe(before);
  });
});

describe('findMenuEntry', () => {
  it('searches nested submenus', () => {
    expect(findMenuEntry(SIDE_MENU, (e) => e.path === '/customers/clients')?.label).toBe('Clients');
    expect(findMenuEntry(SIDE_MENU, (e) => e.entity === 'manage-subscription')?.label).toBe(
      'Manage Subscription',
    );
    expect(findMenuEntry(SIDE_MENU, (e) => e.path === '/nowhere')).toBeUndefined();
  });
});
