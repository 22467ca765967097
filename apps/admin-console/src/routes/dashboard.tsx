import { PageHeader } from '@rendezvous/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/dashboard')({
  component: () => (
    <PageHeader title="Dashboard" description="Your users, appointments and revenue at a glance." />
  ),
});
