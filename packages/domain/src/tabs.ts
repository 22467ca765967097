/**
 * The tabs of the two tabbed profile screens, apart from the setup steps' texts: a route
 * checking its `tab` search param loads only these lists.
 */

/** The tabs of My Business (/business/profile), in display order. */
export const BUSINESS_TABS = [
  'profile',
  'settings',
  'services',
  'opening-hours',
  'time-off',
  'integrations',
] as const;
export type BusinessTab = (typeof BUSINESS_TABS)[number];

/** The tabs of a consultant profile (/my-profile or the admin dialog), in display order. */
export const PROFILE_TABS = ['profile', 'services', 'opening-hours', 'integrations'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
