import { PageHeader } from '@rendezvous/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/activities')({
  component: () => (
    <PageHeader title="Activities" description="Sign-ins, notes and events across your team." />
  ),
});
