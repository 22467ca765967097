import { Group, Loader, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { adminDisplayName, type Admin } from '@rendezvous/domain';
import { LANGUAGE_NAMES } from '@rendezvous/i18n';
import { InitialsAvatar } from '@rendezvous/ui-kit';
import { IconChevronDown, IconLanguage, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useChooseLanguage } from '../../i18n/use-admin-language';
import { useSignOut } from '../auth/use-sign-out';

export interface UserMenuProps {
  admin: Admin;
  /** Whether the admin may open their consultant profile. */
  showProfileLink: boolean;
}

/**
 * The admin's avatar and first name; opens the profile link, the other language (saved on
 * their profile) and Logout.
 */
export function UserMenu({ admin, showProfileLink }: UserMenuProps) {
  const { t, i18n } = useTranslation('shell');
  const signOut = useSignOut();
  const chooseLanguage = useChooseLanguage(admin);
  const other = i18n.language === 'fr-CA' ? 'en' : 'fr-CA';
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        {/* Named by its content, so what is read out includes the visible first name. */}
        <UnstyledButton>
          <Group gap={8} wrap="nowrap">
            <VisuallyHidden>{t('userMenu.label')}</VisuallyHidden>
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
            {t('userMenu.profile')}
          </Menu.Item>
        )}
        <Menu.Item
          lang={other}
          leftSection={
            chooseLanguage.isPending ? <Loader size={14} /> : <IconLanguage size={16} aria-hidden />
          }
          disabled={chooseLanguage.isPending}
          onClick={() => chooseLanguage.mutate(other)}
        >
          {LANGUAGE_NAMES[other]}
        </Menu.Item>
        <Menu.Item
          // Not color="red": Mantine draws a coloured menu item in shade 6, 3.3:1 on white.
          // `c` takes the theme's red text colour, darkened to AA.
          c="red"
          closeMenuOnClick={false}
          disabled={signOut.isPending}
          leftSection={signOut.isPending ? <Loader size={14} /> : <IconLogout size={16} />}
          onClick={() => signOut.mutate()}
        >
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
