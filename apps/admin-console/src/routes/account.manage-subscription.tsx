import { Container } from '@mantine/core';
import { PageHeader } from '@rendezvous/ui-kit';
import { createFileRoute } from '@tanstack/react-router';
import { useCurrentAdmin } from '../features/auth/use-current-admin';
import { SubscriptionPanel } from '../features/integrations';

export const Route = createFileRoute('/account/manage-subscription')({
  component: function ManageSubscription() {
    const admin = useCurrentAdmin();
    return (
      <Container size="md" px={0}>
        <PageHeader title="Account subscription" description="Your plan and its free trial." />
        <SubscriptionPanel business={admin?.business} />
      </Container>
    );
  },
});
