import { PageHeader } from '@rendezvous/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/all-admins')({
  component: () => (
    <PageHeader
      title="All Admins"
      description="The people of your team, their roles and their status."
    />
  ),
});
