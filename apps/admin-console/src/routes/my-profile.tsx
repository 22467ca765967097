import { PROFILE_TABS, type ProfileTab } from '@rendezvous/domain';
import { PageHeader } from '@rendezvous/ui-kit';
import { createFileRoute } from '@tanstack/react-router';
import { pickTab } from '../features/navigation/pick-tab';

export const Route = createFileRoute('/my-profile')({
  // `tab` selects the tab the onboarding banner's buttons point at.
  validateSearch: (search: Record<string, unknown>): { tab?: ProfileTab } =>
    pickTab(search, PROFILE_TABS),
  component: () => (
    <PageHeader
      title="Consultant Profile"
      description="Your profile, the services you offer, your working hours and connected apps."
    />
  ),
});
