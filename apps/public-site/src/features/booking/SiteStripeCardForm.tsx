import { Alert, Button, Group, Stack } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SiteStripeCardFormProps {
  publishableKey: string;
  /** The site setup intent's client secret: Elements confirms it. */
  clientSecret: string;
  /** Called with the client secret once Stripe has confirmed the card. */
  onConfirmed: (clientSecret: string) => void;
}

const loaded = new Map<string, Promise<Stripe | null>>();
/** Stripe.js is loaded once per key, and only when a visitor first pays now with Stripe. */
function stripeFor(key: string) {
  let promise = loaded.get(key);
  if (!promise) {
    promise = loadStripe(key);
    loaded.set(key, promise);
  }
  return promise;
}

function ConfirmForm({ clientSecret, onConfirmed }: Pick<SiteStripeCardFormProps, 'clientSecret' | 'onConfirmed'>) {
  const { t } = useTranslation('booking');
  const stripe = useStripe();
  const elements = useElements();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    if (!stripe || !elements) return;
    setPending(true);
    setFailed(false);
    try {
      // A card with 3-D Secure is challenged in Stripe's own frame; only a payment method that
      // cannot be confirmed here sends the browser away (and back to this page).
      const result = await stripe.confirmSetup({
        elements,
        confirmParams: { return_url: window.location.href },
        redirect: 'if_required',
      });
      // The booking takes a card only once its setup intent has succeeded.
      if (!result.error && result.setupIntent?.status === 'succeeded') onConfirmed(clientSecret);
      else setFailed(true);
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="xs" role="group" aria-label={t('payment.cardLabel')}>
      <PaymentElement />
      {failed && (
        <Alert color="red" role="alert">
          {t('payment.cardUnavailable')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="light" onClick={() => void confirm()} loading={pending} disabled={!stripe || !elements}>
          {t('payment.confirmCard')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The card step of a pay-now booking when the business's payments go through Stripe: Stripe
 * Elements' payment form for the site's setup intent. Loaded lazily (with Stripe.js) so a
 * site's first page carries none of it.
 */
export default function SiteStripeCardForm({ publishableKey, clientSecret, onConfirmed }: SiteStripeCardFormProps) {
  const { i18n } = useTranslation();
  // The card form speaks the page's language (Stripe knows Canadian French).
  const locale = i18n.language === 'fr-CA' ? 'fr-CA' : 'en';
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, locale }}>
      <ConfirmForm clientSecret={clientSecret} onConfirmed={onConfirmed} />
    </Elements>
  );
}
