import { Group, Loader, Menu, Text, UnstyledButton } from '@mantine/core';
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
        <UnstyledButton aria-label="Account menu">
          <Group gap={8} wrap="nowrap">
            <InitialsAvatar
              src={admin.image_url}
              firstname={admin.firstname}
              lastname={admin.lastname}
              radius="xl"
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
          color="red"
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
