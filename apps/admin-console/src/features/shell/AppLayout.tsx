import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ROLE_NAMES, adminDisplayName, type Admin } from '@rendezvous/domain';
import {
  filterSideMenu,
  findMenuEntry,
  isConsultant,
  type MenuEntry,
} from '@rendezvous/permissions';
import { Logo } from '@rendezvous/ui-kit';
import { Link } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminLanguage } from '../../i18n/use-admin-language';
import { useMarkNotificationRead } from '../notifications/use-mark-notification-read';
import { RealtimeBridge } from '../notifications/RealtimeBridge';
import { useUnreadNotifications } from '../notifications/use-unread-notifications';
import { OnboardingBanner } from '../onboarding';
import { NotificationBell } from './NotificationBell';
import { PageSearch, PageSearchButton } from './PageSearch';
import { SideMenu } from './SideMenu';
import { UserMenu } from './UserMenu';

/** The menu's entries with their labels in the console's language. */
function translateMenu(entries: readonly MenuEntry[], translate: (label: string) => string): MenuEntry[] {
  return entries.map((entry) => ({
    ...entry,
    label: translate(entry.label),
    ...(entry.children ? { children: translateMenu(entry.children, translate) } : {}),
  }));
}

export interface AppLayoutProps {
  admin: Admin;
  children: ReactNode;
}

/**
 * The signed-in frame: header (search, notifications, the admin), the side menu of the pages
 * the admin may read (300 px wide on large screens, 220 otherwise, a drawer behind the burger
 * on phones), and the onboarding banner above the page.
 */
export function AppLayout({ admin, children }: AppLayoutProps) {
  const [menuOpened, menu] = useDisclosure(false);
  const { t } = useTranslation('shell');
  useAdminLanguage(admin);
  // The permission engine names pages in English; the `menu` catalog is keyed by those names.
  const entries = useMemo(
    () => translateMenu(filterSideMenu(admin), (label) => t(label, { ns: 'menu' })),
    [admin, t],
  );
  const canOpenProfile =
    findMenuEntry(entries, (entry) => entry.path === '/my-profile') !== undefined;
  const unread = useUnreadNotifications();
  const markRead = useMarkNotificationRead();

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{
        width: { base: 220, lg: 300 },
        breakpoint: 'sm',
        collapsed: { mobile: !menuOpened },
      }}
      padding="lg"
    >
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={menuOpened ? t('menu.close') : t('menu.open')}
            />
            <Link
              to="/dashboard"
              aria-label={t('home')}
              style={{ textDecoration: 'none', color: 'inherit' }}
            >
              <Logo />
            </Link>
          </Group>
          <Group gap="sm" wrap="nowrap" style={{ flex: 1 }} justify="flex-end">
            <Group visibleFrom="md" style={{ flex: 1 }} justify="center">
              <PageSearch entries={entries} />
            </Group>
            <PageSearchButton entries={entries} hiddenFrom="md" />
            <NotificationBell
              notifications={unread.notifications}
              unreadCount={unread.total}
              onOpen={(notification) => markRead.mutate(notification)}
            />
            <UserMenu admin={admin} showProfileLink={canOpenProfile} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <SideMenu entries={entries} onNavigate={menu.close} />
      </AppShell.Navbar>
      {/* socket.io itself loads on its own once signed in; signing out unmounts it. */}
      <RealtimeBridge />
      <AppShell.Main bg="var(--mantine-color-gray-0)">
        <OnboardingBanner
          firstname={adminDisplayName(admin)}
          steps={admin.pending_setup_steps}
          isConsultant={isConsultant(admin)}
          canResumeGuidedSetup={admin.roles.some((role) => role.name === ROLE_NAMES.admin)}
        />
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
