import { Container } from '@mantine/core';
import { PageHeader } from '@rendezvous/ui-kit';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentAdmin } from '../features/auth/use-current-admin';
import { SubscriptionPanel } from '../features/integrations';

export const Route = createFileRoute('/account/manage-subscription')({
  component: function ManageSubscription() {
    const { t } = useTranslation('integrations');
    const admin = useCurrentAdmin();
    return (
      <Container size="md" px={0}>
        <PageHeader title={t('subscription.title')} description={t('subscription.description')} />
        <SubscriptionPanel business={admin?.business} />
      </Container>
    );
  },
});
