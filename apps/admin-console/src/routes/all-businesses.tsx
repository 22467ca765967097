import { PageHeader } from '@rendezvous/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/all-businesses')({
  component: () => (
    <PageHeader
      title="All Businesses"
      description="Every business on Rendezvous, with its status and details."
    />
  ),
});
