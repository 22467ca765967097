import { PageHeader } from '@rendezvous/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/business/website-manager')({
  component: () => (
    <PageHeader
      title="Website Manager"
      description="Choose and edit the theme of your booking website, and set its address."
    />
  ),
});
