import { createFileRoute } from '@tanstack/react-router';
import { AddIntegrationPage } from '../features/integrations';

export const Route = createFileRoute('/add-integrations/$name')({
  component: function AddIntegrationRoute() {
    const { name } = Route.useParams();
    return <AddIntegrationPage name={name} />;
  },
});
