import { PageHeader } from '@rendezvous/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/invoice')({
  component: () => <PageHeader title="Invoice" description="Invoices for your appointments." />,
});
