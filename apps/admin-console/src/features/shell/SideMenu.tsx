import { NavLink, ScrollArea } from '@mantine/core';
import type { MenuEntry } from '@rendezvous/permissions';
import { Link, useLocation } from '@tanstack/react-router';
import { menuIcon } from './menu-icons';

export interface SideMenuProps {
  /** The entries the admin may read (filterSideMenu). */
  entries: readonly MenuEntry[];
  /** Called after a page is chosen; closes the menu on small screens. */
  onNavigate?: () => void;
}

const isWithin = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(`${path}/`);

const isActive = (pathname: string, entry: MenuEntry): boolean =>
  entry.children
    ? entry.children.some((child) => isActive(pathname, child))
    : isWithin(pathname, entry.path);

/** The back office's navigation: pages, and groups that open to show their pages. */
export function SideMenu({ entries, onNavigate }: SideMenuProps) {
  const pathname = useLocation({ select: (location) => location.pathname });

  const renderEntry = (entry: MenuEntry) => {
    const Icon = menuIcon(entry.icon);
    const active = isActive(pathname, entry);
    const icon = <Icon size={20} stroke={1.6} aria-hidden />;
    if (entry.children) {
      return (
        <NavLink
          key={entry.path}
          label={entry.label}
          leftSection={icon}
          defaultOpened={active}
          childrenOffset={28}
          styles={{ label: { fontWeight: active ? 600 : 500 } }}
        >
          {entry.children.map(renderEntry)}
        </NavLink>
      );
    }
    return (
      <NavLink
        key={entry.path}
        component={Link}
        to={entry.path}
        label={entry.label}
        leftSection={icon}
        active={active}
        onClick={onNavigate}
        aria-current={active ? 'page' : undefined}
      />
    );
  };

  return (
    <ScrollArea h="100%" px="xs" py="md">
      <nav aria-label="Main menu">{entries.map(renderEntry)}</nav>
    </ScrollArea>
  );
}
