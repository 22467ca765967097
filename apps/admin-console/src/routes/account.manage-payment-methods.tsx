import { PageHeader } from '@rendezvous/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/account/manage-payment-methods')({
  component: () => (
    <PageHeader title="Payment Methods" description="The cards your subscription is charged to." />
  ),
});
