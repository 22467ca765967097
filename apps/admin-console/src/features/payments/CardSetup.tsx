import { Alert, Center, Loader } from '@mantine/core';
import { createSetupIntent, paymentQueries } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { PaymentMessages, type SetupIntentDetails } from '@rendezvous/domain';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message';
import { paymentOrigin, redirectStripeUrl } from './payment-origin';
import { SandboxCardForm } from './SandboxCardForm';

const StripeCardForm = lazy(() => import('./StripeCardForm'));

export interface CardSetupProps {
  /**
   * 'redirect': the spec's flow for one's own cards: after confirming, the browser goes to
   * /redirect-stripe, which saves the card and returns to `origin`. 'inline': the confirmed
   * card is handed to onConfirmed (the appointment dialog saves it with the booking).
   */
  mode: 'redirect' | 'inline';
  /** The payment customer the card is for, when there is one already. */
  merchantCustomerId?: number;
  /** Where /redirect-stripe returns to (redirect mode). */
  origin?: string;
  onConfirmed?: (intent: SetupIntentDetails) => void | Promise<void>;
  submitLabel?: string;
}

function Spinner() {
  const { t } = useTranslation('payments');
  return (
    <Center py="lg">
      <Loader aria-label={t('card.loading')} />
    </Center>
  );
}

/** A setup intent and the active gateway's card form for it (Stripe Elements or the sandbox's). */
export function CardSetup({ mode, merchantCustomerId, origin, onConfirmed, submitLabel }: CardSetupProps) {
  const { t } = useTranslation('payments');
  const msg = useMessage();
  const api = useApi();
  const navigate = useNavigate();
  const config = useQuery(paymentQueries.config(api));
  const intent = useQuery({
    queryKey: ['payments', 'setup-intent', merchantCustomerId ?? null],
    queryFn: () => createSetupIntent(api, merchantCustomerId ? { merchantCustomerId } : {}),
    // Each form gets its own intent; a cached one may have been confirmed already.
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });

  if (config.isError || intent.isError) {
    return (
      <Alert color="red" title={t('card.unavailable')}>
        {msg(PaymentMessages.addPaymentMethodError)}
      </Alert>
    );
  }
  if (!config.data || !intent.data) return <Spinner />;

  const remember = () => {
    if (mode === 'redirect' && origin) paymentOrigin.remember(origin);
  };
  const confirmed = async (details: SetupIntentDetails) => {
    if (mode === 'inline') return onConfirmed?.(details);
    // The sandbox returns here instead of through a provider redirect: go where Stripe would.
    remember();
    await navigate({
      to: '/redirect-stripe',
      search: {
        setup_intent: details.id,
        setup_intent_client_secret: intent.data.clientSecret,
        redirect_status: details.status,
      },
    });
  };

  if (config.data.gateway === 'stripe' && config.data.publishableKey) {
    remember();
    return (
      <Suspense fallback={<Spinner />}>
        <StripeCardForm
          publishableKey={config.data.publishableKey}
          clientSecret={intent.data.clientSecret}
          mode={mode}
          returnUrl={redirectStripeUrl()}
          onConfirmed={onConfirmed}
          submitLabel={submitLabel}
        />
      </Suspense>
    );
  }
  return <SandboxCardForm clientSecret={intent.data.clientSecret} onConfirmed={confirmed} submitLabel={submitLabel} />;
}
