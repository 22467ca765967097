import { Alert, Fieldset, Tabs } from '@mantine/core';
import type { Admin, ProfileTab as ProfileTabName } from '@rendezvous/domain';
import { canManageAdmin, isConsultant, ownsBusiness } from '@rendezvous/permissions';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentAdmin } from '../auth/use-current-admin';
import { TabLoading } from '../navigation/tab-loading';
import { ProfileTab } from './ProfileTab';

// The profile tab, which the page opens on, comes with the page; the others load their code
// when first opened (the services table, the week editor, the integration cards).
const ConsultantServicesTab = lazy(() =>
  import('./ConsultantServicesTab').then((m) => ({ default: m.ConsultantServicesTab })),
);
const ConsultantHoursTab = lazy(() =>
  import('./ConsultantHoursTab').then((m) => ({ default: m.ConsultantHoursTab })),
);
const IntegrationCards = lazy(() =>
  import('../integrations').then((m) => ({ default: m.IntegrationCards })),
);

/** The catalog key of each tab's title (the `profile` namespace). */
export const PROFILE_TAB_LABELS: Record<ProfileTabName, string> = {
  profile: 'tabs.profile',
  services: 'tabs.services',
  'opening-hours': 'tabs.openingHours',
  integrations: 'tabs.integrations',
};

/** The tabs an admin's profile shows: Services and Opening Hours only for a consultant. */
export function profileTabsOf(admin: Admin): ProfileTabName[] {
  return isConsultant(admin)
    ? ['profile', 'services', 'opening-hours', 'integrations']
    : ['profile', 'integrations'];
}

export interface AdminProfileTabsProps {
  /** The admin shown, with roles and consultant (services and days). */
  admin: Admin;
  tab: ProfileTabName;
  onTabChange: (tab: ProfileTabName) => void;
}

/** An admin's profile: the signed-in admin's at /my-profile, a colleague's in the detail dialog. */
export function AdminProfileTabs({ admin, tab, onTabChange }: AdminProfileTabsProps) {
  const { t } = useTranslation('profile');
  const me = useCurrentAdmin();
  // The server refuses changes out of reach (a higher role, no admins grant, the business's
  // founding owner); say so up front.
  const readOnly =
    me !== undefined && !canManageAdmin(me, { ...admin, is_owner: ownsBusiness(admin) });
  const tabs = profileTabsOf(admin);
  // A consultant tab asked for an admin without the role shows the profile instead.
  const shown = tabs.includes(tab) ? tab : 'profile';
  return (
    <Tabs
      value={shown}
      onChange={(value) => value && onTabChange(value as ProfileTabName)}
      keepMounted={false}
    >
      {readOnly && (
        <Alert color="gray" mb="md" title={t('readOnly.title')}>
          {t('readOnly.text', { name: admin.firstname })}
        </Alert>
      )}
      <Tabs.List mb="md">
        {tabs.map((name) => (
          <Tabs.Tab key={name} value={name}>
            {t(PROFILE_TAB_LABELS[name])}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Fieldset variant="unstyled" disabled={readOnly} p={0} m={0}>
        <Tabs.Panel value="profile">
          <ProfileTab key={admin.id} admin={admin} />
        </Tabs.Panel>
        {tabs.includes('services') && (
          <Tabs.Panel value="services">
            <TabLoading label={t('tabs.loading')}>
              <ConsultantServicesTab admin={admin} />
            </TabLoading>
          </Tabs.Panel>
        )}
        {tabs.includes('opening-hours') && (
          <Tabs.Panel value="opening-hours">
            <TabLoading label={t('tabs.loading')}>
              <ConsultantHoursTab admin={admin} />
            </TabLoading>
          </Tabs.Panel>
        )}
      </Fieldset>
      <Tabs.Panel value="integrations">
        <TabLoading label={t('tabs.loading')}>
          <IntegrationCards
            integrations={admin.integrations ?? []}
            merchants={admin.business?.merchants ?? []}
            // One's own appointments, on one's own profile only.
            feedScope={me?.id === admin.id && isConsultant(admin) ? 'mine' : undefined}
          />
        </TabLoading>
      </Tabs.Panel>
    </Tabs>
  );
}
