import { PageHeader } from '@rendezvous/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/customers/clients')({
  component: () => (
    <PageHeader title="Clients" description="Customers with an account at your business." />
  ),
});
