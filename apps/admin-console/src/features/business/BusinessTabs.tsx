import { Anchor, Group, Tabs } from '@mantine/core';
import { BUSINESS_TABS, type Business, type BusinessTab } from '@rendezvous/domain';
import { Link } from '@tanstack/react-router';
import { IntegrationCards } from '../integrations';
import { BusinessHoursTab } from './opening-hours';
import { BusinessProfileTab } from './profile';
import { ServicesTab } from './services';
import { BusinessSettingsTab } from './settings';

export const BUSINESS_TAB_LABELS: Record<BusinessTab, string> = {
  profile: 'Profile',
  settings: 'Settings',
  services: 'Services',
  'opening-hours': 'Opening Hours',
  integrations: 'Integrations',
};

export interface BusinessTabsProps {
  business: Business;
  tab: BusinessTab;
  onTabChange: (tab: BusinessTab) => void;
  /** The link to the website manager (only on the admin's own business page). */
  showWebsiteManagerLink?: boolean;
}

/**
 * The tabs of a business: the admin's own at /business/profile, any business in the platform
 * admin's dialog.
 */
export function BusinessTabs({ business, tab, onTabChange, showWebsiteManagerLink }: BusinessTabsProps) {
  return (
    <Tabs
      value={tab}
      onChange={(value) => value && onTabChange(value as BusinessTab)}
      keepMounted={false}
    >
      {/* A tab list holds tabs only; the website manager link sits beside it. */}
      <Group justify="space-between" align="flex-end" gap="xs" mb="md" wrap="wrap-reverse">
        <Tabs.List style={{ flex: 1 }}>
          {BUSINESS_TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {BUSINESS_TAB_LABELS[name]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {showWebsiteManagerLink && (
          <Anchor component={Link} to="/business/website-manager" size="sm" py="xs" px="sm">
            Website manager
          </Anchor>
        )}
      </Group>
      <Tabs.Panel value="profile">
        <BusinessProfileTab business={business} />
      </Tabs.Panel>
      <Tabs.Panel value="settings">
        <BusinessSettingsTab business={business} />
      </Tabs.Panel>
      <Tabs.Panel value="services">
        <ServicesTab business={business} />
      </Tabs.Panel>
      <Tabs.Panel value="opening-hours">
        <BusinessHoursTab business={business} />
      </Tabs.Panel>
      <Tabs.Panel value="integrations">
        <IntegrationCards integrations={business.integrations ?? []} merchants={business.merchants ?? []} />
      </Tabs.Panel>
    </Tabs>
  );
}
