import { createFileRoute } from '@tanstack/react-router';
import { AllBusinessesPage } from '../features/businesses';

export const Route = createFileRoute('/all-businesses')({
  component: AllBusinessesPage,
});
