import { createFileRoute } from '@tanstack/react-router';
import { RedirectStripePage, type RedirectStripeSearch } from '../features/payments/RedirectStripePage';

const text = (value: unknown) => (typeof value === 'string' && value.length <= 255 ? value : undefined);

/** Where the card provider returns after a payment method is set up. */
export const Route = createFileRoute('/redirect-stripe')({
  validateSearch: (search: Record<string, unknown>): RedirectStripeSearch => ({
    setup_intent: text(search.setup_intent),
    setup_intent_client_secret: text(search.setup_intent_client_secret),
    redirect_status: text(search.redirect_status),
  }),
  component: function RedirectStripeRoute() {
    return <RedirectStripePage search={Route.useSearch()} />;
  },
});
