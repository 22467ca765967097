import { createFileRoute } from '@tanstack/react-router';
import { WaitingScreen } from '../features/waiting/WaitingScreen';

/** Where external sign-ins (calendar and video integrations) return to. */
export const Route = createFileRoute('/redirect')({
  component: () => <WaitingScreen text="Please wait while we finish connecting your account..." />,
});
