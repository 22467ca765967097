import { Collapse, NavLink, ScrollArea } from '@mantine/core';
import type { MenuEntry } from '@rendezvous/permissions';
import { IconChevronRight } from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

interface MenuGroupProps {
  entry: MenuEntry & { children: readonly MenuEntry[] };
  active: boolean;
  renderEntry: (entry: MenuEntry) => ReactNode;
}

/**
 * A group header is a real button (Tab reaches it; Enter and Space open and close it) that
 * says whether it is open (aria-expanded) and which list it opens (aria-controls). A closed
 * group's pages are hidden, so Tab skips them.
 */
function MenuGroup({ entry, active, renderEntry }: MenuGroupProps) {
  const [opened, setOpened] = useState(active);
  const listId = useId();
  // Arriving on one of its pages (the search box, a link) opens the group.
  useEffect(() => {
    if (active) setOpened(true);
  }, [active]);
  const Icon = menuIcon(entry.icon);

  return (
    <>
      <NavLink
        component="button"
        type="button"
        label={entry.label}
        leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
        rightSection={
          <IconChevronRight
            size={14}
            aria-hidden
            style={{
              transform: opened ? 'rotate(90deg)' : undefined,
              transition: 'transform 150ms ease',
            }}
          />
        }
        aria-expanded={opened}
        aria-controls={listId}
        onClick={() => setOpened((open) => !open)}
        styles={{ label: { fontWeight: active ? 600 : 500 } }}
      />
      <Collapse in={opened}>
        <div id={listId} role="group" aria-label={entry.label} style={{ paddingLeft: 28 }}>
          {entry.children.map(renderEntry)}
        </div>
      </Collapse>
    </>
  );
}

/** The back office's navigation: pages, and groups that open to show their pages. */
export function SideMenu({ entries, onNavigate }: SideMenuProps) {
  const { t } = useTranslation('shell');
  const pathname = useLocation({ select: (location) => location.pathname });

  const renderEntry = (entry: MenuEntry): ReactNode => {
    const active = isActive(pathname, entry);
    if (entry.children) {
      return (
        <MenuGroup
          key={entry.path}
          entry={{ ...entry, children: entry.children }}
          active={active}
          renderEntry={renderEntry}
        />
      );
    }
    const Icon = menuIcon(entry.icon);
    return (
      <NavLink
        key={entry.path}
        component={Link}
        to={entry.path}
        label={entry.label}
        leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
        active={active}
        onClick={onNavigate}
        aria-current={active ? 'page' : undefined}
      />
    );
  };

  return (
    <ScrollArea h="100%" px="xs" py="md">
      <nav aria-label={t('menu.main')}>{entries.map(renderEntry)}</nav>
    </ScrollArea>
  );
}
