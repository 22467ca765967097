import { PageHeader } from '@rendezvous/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/communications/notifications')({
  component: () => (
    <PageHeader title="Notifications" description="Alerts about new contacts, messages and SMS." />
  ),
});
