import { Anchor, Group, Tabs } from '@mantine/core';
import { BUSINESS_TABS, type Business, type BusinessTab } from '@rendezvous/domain';
import { Link } from '@tanstack/react-router';
import { hasPermission } from '@rendezvous/permissions';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentAdmin } from '../auth/use-current-admin';
import { TabLoading } from '../navigation/tab-loading';

// Each tab loads its own code when first opened (the tables, the map and the forms are
// large), so the page shows the tab asked for without waiting for the others.
const BusinessProfileTab = lazy(() =>
  import('./profile').then((m) => ({ default: m.BusinessProfileTab })),
);
const BusinessSettingsTab = lazy(() =>
  import('./settings').then((m) => ({ default: m.BusinessSettingsTab })),
);
const ServicesTab = lazy(() => import('./services').then((m) => ({ default: m.ServicesTab })));
const BusinessHoursTab = lazy(() =>
  import('./opening-hours').then((m) => ({ default: m.BusinessHoursTab })),
);
const TimeOffTab = lazy(() => import('./time-off').then((m) => ({ default: m.TimeOffTab })));
const IntegrationCards = lazy(() =>
  import('../integrations').then((m) => ({ default: m.IntegrationCards })),
);

/** The catalog key of each tab's title (the `business` namespace). */
export const BUSINESS_TAB_LABEL_KEYS: Record<BusinessTab, string> = {
  profile: 'tabs.profile',
  settings: 'tabs.settings',
  services: 'tabs.services',
  'opening-hours': 'tabs.openingHours',
  'time-off': 'tabs.timeOff',
  integrations: 'tabs.integrations',
};

export interface BusinessTabsProps {
  business: Business;
  tab: BusinessTab;
  onTabChange: (tab: BusinessTab) => void;
  /** The link to the website manager (only on the admin's own business page). */
  showWebsiteManagerLink?: boolean;
  /** The link goes to this business's website manager (the platform admin's dialog). */
  websiteManagerBusinessId?: number;
}

/**
 * The tabs of a business: the admin's own at /business/profile, any business in the platform
 * admin's dialog.
 */
export function BusinessTabs({
  business,
  tab,
  onTabChange,
  showWebsiteManagerLink,
  websiteManagerBusinessId,
}: BusinessTabsProps) {
  const { t } = useTranslation('business');
  const me = useCurrentAdmin();
  // The business's calendar feed and API keys are its owner's, in their own business (a key
  // works in its maker's business only).
  const ownsBusiness =
    me !== undefined && me.business_id === business.id && hasPermission(me, 'business', 'update');
  return (
    <Tabs
      value={tab}
      onChange={(value) => value && onTabChange(value as BusinessTab)}
      keepMounted={false}
    >
      {/* A tab list holds tabs only; the website manager link sits beside it. */}
      <Group justify="space-between" align="flex-end" gap="xs" mb="md" wrap="wrap-reverse">
        {/* Full width on a phone, so the tabs wrap in rows and the link goes above them. */}
        <Tabs.List style={{ flex: '1 1 20rem' }}>
          {BUSINESS_TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(BUSINESS_TAB_LABEL_KEYS[name])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {showWebsiteManagerLink && (
          <Anchor
            renderRoot={(props) => (
              <Link
                {...props}
                to="/business/website-manager"
                search={
                  websiteManagerBusinessId === undefined
                    ? {}
                    : { business: websiteManagerBusinessId }
                }
              />
            )}
            size="sm"
            py="xs"
            px="sm"
          >
            {t('tabs.websiteManager')}
          </Anchor>
        )}
      </Group>
      <Tabs.Panel value="profile">
        <TabLoading label={t('tabs.loading')}>
          <BusinessProfileTab business={business} />
        </TabLoading>
      </Tabs.Panel>
      <Tabs.Panel value="settings">
        <TabLoading label={t('tabs.loading')}>
          <BusinessSettingsTab business={business} />
        </TabLoading>
      </Tabs.Panel>
      <Tabs.Panel value="services">
        <TabLoading label={t('tabs.loading')}>
          <ServicesTab business={business} />
        </TabLoading>
      </Tabs.Panel>
      <Tabs.Panel value="opening-hours">
        <TabLoading label={t('tabs.loading')}>
          <BusinessHoursTab business={business} />
        </TabLoading>
      </Tabs.Panel>
      <Tabs.Panel value="time-off">
        <TabLoading label={t('tabs.loading')}>
          <TimeOffTab business={business} />
        </TabLoading>
      </Tabs.Panel>
      <Tabs.Panel value="integrations">
        <TabLoading label={t('tabs.loading')}>
          <IntegrationCards
            integrations={business.integrations ?? []}
            merchants={business.merchants ?? []}
            feedScope={ownsBusiness ? 'business' : undefined}
            apiKeys={ownsBusiness}
          />
        </TabLoading>
      </Tabs.Panel>
    </Tabs>
  );
}
