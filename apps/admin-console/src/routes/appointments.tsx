import { PageHeader } from '@rendezvous/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/appointments')({
  component: () => (
    <PageHeader
      title="Appointments"
      description="Every booking, with its customer, consultant, time and status."
    />
  ),
});
