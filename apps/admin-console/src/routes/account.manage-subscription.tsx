import { PageHeader } from '@rendezvous/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/account/manage-subscription')({
  component: () => (
    <PageHeader
      title="Account subscription"
      description="Your plan, its renewal date and your invoices."
    />
  ),
});
