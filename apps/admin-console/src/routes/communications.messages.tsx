import { PageHeader } from '@rendezvous/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/communications/messages')({
  component: () => (
    <PageHeader
      title="Messages"
      description="Conversations with your customers: inbox, sent and starred."
    />
  ),
});
