import { Button } from '@mantine/core';
import { getAccountLink } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { PaymentMessages } from '@rendezvous/domain';
import { showInfoToast } from '@rendezvous/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/i18n';
import { useCurrentAdmin } from '../auth/use-current-admin';

export interface MerchantOnboardingButtonProps {
  /** The merchant account exists but its onboarding is not completed yet. */
  pending: boolean;
  /** The card's title, for the button's accessible name. */
  title: string;
  /** Follows the link. @default window.location.assign */
  follow?: (url: string) => void;
}

/**
 * Starts (or resumes) the business's merchant onboarding: the API gives the provider's account
 * link (Stripe Connect, or the sandbox's local page) and the browser follows it; the provider
 * brings it back to the Integrations tab.
 */
export function MerchantOnboardingButton({
  pending,
  title,
  follow = (url) => window.location.assign(url),
}: MerchantOnboardingButtonProps) {
  const { t } = useTranslation('payments');
  const api = useApi();
  const admin = useCurrentAdmin();
  const [opening, setOpening] = useState(false);
  const businessId = admin?.business_id ?? null;
  const label = pending ? t('merchant.finish') : t('merchant.setUp');

  const open = async () => {
    if (businessId === null) return;
    setOpening(true);
    try {
      const { url } = await getAccountLink(api, businessId);
      showInfoToast(translateMessage(PaymentMessages.onboardingStarted));
      follow(url);
    } catch {
      // The API client has shown the server's message.
      setOpening(false);
    }
  };

  return (
    <Button
      variant="light"
      size="xs"
      loading={opening}
      disabled={businessId === null}
      onClick={() => void open()}
      aria-label={t('merchant.named', { label, title })}
    >
      {label}
    </Button>
  );
}
