import { PageHeader } from '@rendezvous/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/invitations')({
  component: () => (
    <PageHeader
      title="Invitations"
      description="People you have invited to join your team, and where each invitation stands."
    />
  ),
});
