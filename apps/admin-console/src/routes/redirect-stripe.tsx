import { createFileRoute } from '@tanstack/react-router';
import { WaitingScreen } from '../features/waiting/WaitingScreen';

/** Where the card provider returns after a payment method is set up. */
export const Route = createFileRoute('/redirect-stripe')({
  component: () => <WaitingScreen text="Hang tight! You will be redirected shortly..." />,
});
