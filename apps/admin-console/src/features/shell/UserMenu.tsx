import { Group, Loader, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { adminDisplayName, type Admin } from '@rendezvous/domain';
import { InitialsAvatar } from '@rendezvous/ui-kit';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSignOut } from '../auth/use-sign-out';

export interface UserMenuProps {
  admin: Admin;
  /** Whether the admin may open their consultant profile. */
  showProfileLink: boolean;
}

/** The admin's avatar and first name; opens the profile link and Logout. */
export function UserMenu({ admin, showProfileLink }: UserMenuProps) {
  const signOut = useSignOut();
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        {/* Named by its content, so what is read out includes the visible first name. */}
        <UnstyledButton>
          <Group gap={8} wrap="nowrap">
            <VisuallyHidden>Account menu:</VisuallyHidden>
            <InitialsAvatar
              src={admin.image_url}
              firstname={admin.firstname}
              lastname={admin.lastname}
              radius="xl"
              aria-hidden
            />
            <Text size="sm" fw={500} visibleFrom="xs">
              {adminDisplayName(admin)}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{admin.email}</Menu.Label>
        {showProfileLink && (
          <Menu.Item component={Link} to="/my-profile" leftSection={<IconUserCircle size={16} />}>
            My profile
          </Menu.Item>
        )}
        <Menu.Item
          // Not color="red": Mantine draws a coloured menu item in shade 6, 3.3:1 on white.
          // `c` takes the theme's red text colour, darkened to AA.
          c="red"
          closeMenuOnClick={false}
          disabled={signOut.isPending}
          leftSection={signOut.isPending ? <Loader size={14} /> : <IconLogout size={16} />}
          onClick={() => signOut.mutate()}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
