import type { PermissionEntity } from '@rendezvous/domain';
import { hasPermission, type PermissionHolder } from './permissions';

export type MenuEntry = {
  label: string;
  /**
   * The route of a leaf. A parent with children is a group header; its path names the group
   * (the prefix its children share where they do) and is not navigated to.
   */
  path: string;
  /**
   * Read permission on this entity shows the entry; it is also the route name guards match.
   * An entry that borrows another page's entity (the waitlist reads appointments) is matched
   * by its path instead.
   */
  entity: PermissionEntity;
  /** A Tabler icon name; the UI maps it to the component. */
  icon: string;
  /**
   * The page works on the admin's own business (its profile, customers, bookings, bills): an
   * admin without one, such as a platform admin, is not offered it.
   */
  needsBusiness?: boolean;
  children?: readonly MenuEntry[];
};

export const SIDE_MENU: readonly MenuEntry[] = [
  {
    label: 'My Business',
    needsBusiness: true,
    path: '/business',
    entity: 'business',
    icon: 'building-store',
    children: [
      { label: 'Profile', path: '/business/profile', entity: 'profile', icon: 'id' },
      {
        label: 'Website Manager',
        path: '/business/website-manager',
        entity: 'website-manager',
        icon: 'world-www',
      },
    ],
  },
  { label: 'Dashboard', path: '/dashboard', entity: 'dashboard', icon: 'layout-dashboard' },
  {
    label: 'Businesses',
    path: '/businesses',
    entity: 'businesses',
    icon: 'building-skyscraper',
    children: [
      { label: 'All businesses', path: '/all-businesses', entity: 'all-businesses', icon: 'list' },
    ],
  },
  { label: 'Consultant Profile', path: '/my-profile', entity: 'my-profile', icon: 'user-circle' },
  {
    label: 'Appointments',
    path: '/appointments',
    entity: 'appointments',
    icon: 'calendar-event',
    needsBusiness: true,
  },
  {
    label: 'Admins',
    path: '/admins',
    entity: 'admins',
    icon: 'user-shield',
    children: [
      { label: 'All Admins', path: '/all-admins', entity: 'all-admins', icon: 'users-group' },
      { label: 'Activities', path: '/activities', entity: 'activities', icon: 'activity' },
      {
        label: 'Invitations',
        path: '/invitations',
        entity: 'invitations',
        icon: 'mail-forward',
        needsBusiness: true,
      },
    ],
  },
  {
    label: 'Customers',
    needsBusiness: true,
    path: '/customers',
    entity: 'customers',
    icon: 'users',
    children: [
      { label: 'Clients', path: '/customers/clients', entity: 'clients', icon: 'user' },
      { label: 'Guests', path: '/customers/guests', entity: 'guests', icon: 'user-question' },
      { label: 'Prospects', path: '/customers/prospects', entity: 'prospects', icon: 'user-plus' },
      /**
       * The waitlist is a queue of bookings to be: it borrows the appointments permission
       * rather than adding an entity every role would need granted (the API checks the same).
       */
      { label: 'Waitlist', path: '/customers/waitlist', entity: 'appointments', icon: 'list' },
    ],
  },
  {
    label: 'Communications',
    path: '/communications',
    entity: 'communications',
    icon: 'messages',
    children: [
      {
        label: 'Messages',
        path: '/communications/messages',
        entity: 'messages',
        icon: 'message',
        needsBusiness: true,
      },
      {
        label: 'Notifications',
        path: '/communications/notifications',
        entity: 'notifications',
        icon: 'bell',
      },
    ],
  },
  {
    label: 'Account',
    needsBusiness: true,
    path: '/account',
    entity: 'account',
    icon: 'wallet',
    children: [
      {
        label: 'Manage Payment Methods',
        path: '/account/manage-payment-methods',
        entity: 'manage-payment-methods',
        icon: 'credit-card',
      },
      {
        label: 'Manage Subscription',
        path: '/account/manage-subscription',
        entity: 'manage-subscription',
        icon: 'receipt',
      },
    ],
  },
];

/**
 * The entries the admin may read. As the spec says, an entry is kept only with read
 * permission on its own entity, so a parent the admin cannot read hides its children too.
 * A kept group whose children were all removed is dropped as well: an empty group leads nowhere.
 * An admin known to have no business (business_id null) is not offered the pages that work on
 * one: they would show only "could not be loaded" (issue 22).
 */
export function filterSideMenu(
  admin: PermissionHolder,
  menu: readonly MenuEntry[] = SIDE_MENU,
): MenuEntry[] {
  const kept: MenuEntry[] = [];
  for (const entry of menu) {
    if (!hasPermission(admin, entry.entity, 'read')) continue;
    if (entry.needsBusiness && admin.business_id === null) continue;
    if (!entry.children) {
      kept.push(entry);
      continue;
    }
    const children = filterSideMenu(admin, entry.children);
    if (children.length > 0) kept.push({ ...entry, children });
  }
  return kept;
}

/** Depth-first search of a menu and its nested submenus. */
export function findMenuEntry(
  menu: readonly MenuEntry[],
  matches: (entry: MenuEntry) => boolean,
): MenuEntry | undefined {
  for (const entry of menu) {
    if (matches(entry)) return entry;
    const child = entry.children && findMenuEntry(entry.children, matches);
    if (child) return child;
  }
  return undefined;
}
