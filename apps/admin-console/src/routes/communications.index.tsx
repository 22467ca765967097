import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/communications/')({
  beforeLoad: () => {
    throw redirect({ to: '/communications/messages', replace: true });
  },
});
