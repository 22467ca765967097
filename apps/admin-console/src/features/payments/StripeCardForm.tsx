import { Button, Group, Stack } from '@mantine/core';
import type { SetupIntentDetails } from '@rendezvous/domain';
import { PaymentMessages } from '@rendezvous/domain';
import { showErrorToast } from '@rendezvous/ui-kit';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/i18n';

export interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  /**
   * 'redirect': Stripe sends the browser to `returnUrl` (/redirect-stripe), which saves the card.
   * 'inline': the card is confirmed here and handed to onConfirmed (the appointment dialog).
   */
  mode: 'redirect' | 'inline';
  returnUrl: string;
  onConfirmed?: (intent: SetupIntentDetails) => void | Promise<void>;
  submitLabel?: string;
}

const loaded = new Map<string, Promise<Stripe | null>>();
/** Stripe.js is loaded once per key, and only when a card form is first shown. */
function stripeFor(key: string) {
  let promise = loaded.get(key);
  if (!promise) {
    promise = loadStripe(key);
    loaded.set(key, promise);
  }
  return promise;
}

function ConfirmForm({ mode, returnUrl, onConfirmed, submitLabel }: Omit<StripeCardFormProps, 'publishableKey' | 'clientSecret'>) {
  const { t } = useTranslation('payments');
  const stripe = useStripe();
  const elements = useElements();
  const [pending, setPending] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPending(true);
    try {
      const result =
        mode === 'redirect'
          ? await stripe.confirmSetup({ elements, confirmParams: { return_url: returnUrl } })
          : await stripe.confirmSetup({ elements, confirmParams: { return_url: returnUrl }, redirect: 'if_required' });
      if (result.error) {
        showErrorToast(result.error.message ?? translateMessage(PaymentMessages.addPaymentMethodError));
        return;
      }
      const intent = 'setupIntent' in result ? result.setupIntent : undefined;
      if (intent && onConfirmed) {
        const method = intent.payment_method;
        await onConfirmed({
          id: intent.id,
          status: intent.status === 'succeeded' ? 'succeeded' : 'processing',
          payment_method: typeof method === 'string' ? method : (method?.id ?? null),
          customer: null,
        });
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} aria-label={t('card.details')}>
      <Stack gap="sm">
        <PaymentElement />
        <Group justify="flex-end">
          <Button type="submit" loading={pending} disabled={!stripe}>
            {submitLabel ?? t('card.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Stripe Elements' payment form for a setup intent (loaded lazily with Stripe.js). */
export default function StripeCardForm({ publishableKey, clientSecret, ...rest }: StripeCardFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <ConfirmForm {...rest} />
    </Elements>
  );
}
