import { PageHeader } from '@rendezvous/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/customers/guests')({
  component: () => (
    <PageHeader title="Guests" description="Customers who booked without creating an account." />
  ),
});
