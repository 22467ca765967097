import { Container } from '@mantine/core';
import { PageHeader } from '@rendezvous/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/add-integrations/$name')({
  component: AddIntegration,
});

function AddIntegration() {
  const { name } = Route.useParams();
  return (
    <Container size="sm" py="xl">
      <PageHeader
        title="Add Integration"
        description={`Choose who can use your ${name} connection, then continue to ${name} to authorise it.`}
      />
    </Container>
  );
}
