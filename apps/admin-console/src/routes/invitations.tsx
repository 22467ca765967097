import { createFileRoute } from '@tanstack/react-router';
import { InvitationsPage } from '../features/invitations';

export const Route = createFileRoute('/invitations')({
  component: InvitationsPage,
});
