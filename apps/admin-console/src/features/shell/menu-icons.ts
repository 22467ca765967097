import {
  IconActivity,
  IconBell,
  IconBuildingSkyscraper,
  IconBuildingStore,
  IconCalendarEvent,
  IconCircle,
  IconCreditCard,
  IconId,
  IconLayoutDashboard,
  IconList,
  IconMailForward,
  IconMessage,
  IconMessages,
  IconReceipt,
  IconUser,
  IconUserCircle,
  IconUserPlus,
  IconUserQuestion,
  IconUserShield,
  IconUsers,
  IconUsersGroup,
  IconWallet,
  IconWorldWww,
  type Icon,
} from '@tabler/icons-react';

/**
 * The side menu names its icons (the permissions package has no UI); each is imported on its
 * own so the bundle carries only these.
 */
const ICONS: Record<string, Icon> = {
  activity: IconActivity,
  bell: IconBell,
  'building-skyscraper': IconBuildingSkyscraper,
  'building-store': IconBuildingStore,
  'calendar-event': IconCalendarEvent,
  'credit-card': IconCreditCard,
  id: IconId,
  'layout-dashboard': IconLayoutDashboard,
  list: IconList,
  'mail-forward': IconMailForward,
  message: IconMessage,
  messages: IconMessages,
  receipt: IconReceipt,
  user: IconUser,
  'user-circle': IconUserCircle,
  'user-plus': IconUserPlus,
  'user-question': IconUserQuestion,
  'user-shield': IconUserShield,
  users: IconUsers,
  'users-group': IconUsersGroup,
  wallet: IconWallet,
  'world-www': IconWorldWww,
};

/** The icon of a menu entry; a plain dot for a name this list does not know yet. */
export function menuIcon(name: string): Icon {
  return ICONS[name] ?? IconCircle;
}
