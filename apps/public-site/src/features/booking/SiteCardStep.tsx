import { Alert, Badge, Button, Group, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { confirmSiteSandboxSetupIntent, createSiteSetupIntent } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { AppError, cardDigits, luhnValid } from '@rendezvous/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SiteCardStepProps {
  subdomain: string;
  /**
   * The active gateway: Stripe (Elements, with its publishable key) or the offline sandbox
   * (the badged test-card form). Sandbox when not given.
   */
  stripeKey?: string | null;
  /** The client secret of the confirmed card, once confirmed. */
  confirmedSecret: string | null;
  onConfirmed: (clientSecret: string | null) => void;
}

// Stripe Elements and Stripe.js are fetched only when a visitor pays now through Stripe.
const SiteStripeCardForm = lazy(() => import('./SiteStripeCardForm'));

const EXPIRY = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/;

/**
 * The card step of a pay-now booking: a setup intent for this visit, confirmed either by Stripe
 * Elements (when payments go through Stripe) or by the offline gateway's sandbox card form,
 * badged so nobody takes it for a real payment. The booking then carries the confirmed card's
 * client secret and the card is saved with it.
 */
export function SiteCardStep({ subdomain, stripeKey, confirmedSecret, onConfirmed }: SiteCardStepProps) {
  const { t } = useTranslation('booking');
  const api = useApi();
  // A setup intent Stripe has confirmed cannot be confirmed again: another card takes a new one.
  const [attempt, setAttempt] = useState(0);
  const intent = useQuery({
    queryKey: ['payments', 'site-setup-intent', subdomain, attempt],
    queryFn: () => createSiteSetupIntent(api, subdomain),
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<{ number?: string; expiry?: string; cvc?: string }>({});
  const [pending, setPending] = useState(false);

  if (confirmedSecret) {
    return (
      <Group justify="space-between">
        <Text size="sm">{t('payment.cardConfirmed')}</Text>
        <Button
          variant="subtle"
          size="xs"
          onClick={() => {
            if (stripeKey) setAttempt((n) => n + 1);
            onConfirmed(null);
          }}
        >
          {t('payment.otherCard')}
        </Button>
      </Group>
    );
  }
  if (intent.isError) return <Alert color="red">{t('payment.cardUnavailable')}</Alert>;
  if (!intent.data) return <Loader size="sm" aria-label={t('payment.loadingCard')} />;
  if (stripeKey) {
    return (
      <Suspense fallback={<Loader size="sm" aria-label={t('payment.loadingCard')} />}>
        <SiteStripeCardForm publishableKey={stripeKey} clientSecret={intent.data.clientSecret} onConfirmed={onConfirmed} />
      </Suspense>
    );
  }

  const confirm = async () => {
    const found = {
      number: luhnValid(cardDigits(number)) ? undefined : t('payment.cardNumberInvalid'),
      expiry: EXPIRY.test(expiry.trim()) ? undefined : t('payment.expiryInvalid'),
      cvc: /^\d{3,4}$/.test(cvc.trim()) ? undefined : t('payment.cvcInvalid'),
    };
    setErrors(found);
    if (found.number || found.expiry || found.cvc) return;
    const [, month, year] = EXPIRY.exec(expiry.trim())!;
    setPending(true);
    try {
      await confirmSiteSandboxSetupIntent(api, subdomain, {
        client_secret: intent.data.clientSecret,
        card_number: number,
        exp_month: Number(month),
        exp_year: 2000 + Number(year),
        cvc: cvc.trim(),
      });
      onConfirmed(intent.data.clientSecret);
    } catch (error) {
      setErrors({ number: error instanceof AppError ? error.message : t('payment.cardUnavailable') });
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="xs" role="group" aria-label={t('payment.cardLabel')}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Badge color="yellow" variant="filled" style={{ flexShrink: 0 }}>
          {t('payment.sandbox')}
        </Badge>
        <Text size="sm">{t('payment.sandboxHint')}</Text>
      </Group>
      <TextInput
        label={t('payment.cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        required
        value={number}
        onChange={(e) => setNumber(e.currentTarget.value)}
        error={errors.number}
      />
      <SimpleGrid cols={2}>
        <TextInput
          label={t('payment.expiry')}
          autoComplete="cc-exp"
          placeholder={t('payment.expiryPlaceholder')}
          maxLength={7}
          required
          value={expiry}
          onChange={(e) => setExpiry(e.currentTarget.value)}
          error={errors.expiry}
        />
        <TextInput
          label={t('payment.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          required
          value={cvc}
          onChange={(e) => setCvc(e.currentTarget.value)}
          error={errors.cvc}
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="light" onClick={() => void confirm()} loading={pending}>
          {t('payment.confirmCard')}
        </Button>
      </Group>
    </Stack>
  );
}
