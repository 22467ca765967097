import { createFileRoute } from '@tanstack/react-router';
import { ActivitiesPage } from '../features/activities';

export const Route = createFileRoute('/activities')({
  component: ActivitiesPage,
});
