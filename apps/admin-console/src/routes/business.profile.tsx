import { BUSINESS_TABS, type BusinessTab } from '@rendezvous/domain';
import { PageHeader } from '@rendezvous/ui-kit';
import { createFileRoute } from '@tanstack/react-router';
import { pickTab } from '../features/navigation/pick-tab';

export const Route = createFileRoute('/business/profile')({
  // `tab` selects the tab the onboarding banner's Fix Now buttons point at.
  validateSearch: (search: Record<string, unknown>): { tab?: BusinessTab } =>
    pickTab(search, BUSINESS_TABS),
  component: () => (
    <PageHeader
      title="Business Profile"
      description="Your business details, settings, services, opening hours and integrations."
    />
  ),
});
