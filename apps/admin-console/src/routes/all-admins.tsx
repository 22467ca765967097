import { createFileRoute } from '@tanstack/react-router';
import { AllAdminsPage } from '../features/admins';

export const Route = createFileRoute('/all-admins')({
  component: AllAdminsPage,
});
