import { getSetupIntent, paymentKeys, saveConfirmedCard } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { PaymentMessages } from '@rendezvous/domain';
import { showErrorToast } from '@rendezvous/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { translateMessage } from '../../i18n/i18n';
import { useMessage } from '../../i18n/use-message';
import { WaitingScreen } from '../waiting/WaitingScreen';
import { paymentOrigin } from './payment-origin';

export interface RedirectStripeSearch {
  setup_intent?: string;
  setup_intent_client_secret?: string;
  redirect_status?: string;
}

/**
 * Where the card provider returns after a card is confirmed (spec §4): with status succeeded
 * and a client secret, the setup intent is read back, the admin's payment customer created if
 * none exists and the card saved as active and default; then back to the page the setup began
 * on. Anything else shows the error and goes to /account.
 */
export function RedirectStripePage({ search }: { search: RedirectStripeSearch }) {
  const msg = useMessage();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fail = async () => {
      showErrorToast(translateMessage(PaymentMessages.paymentMethodError));
      await navigate({ to: '/account', replace: true });
    };
    const secret = search.setup_intent_client_secret;
    if (search.redirect_status !== 'succeeded' || !secret) {
      void fail();
      return;
    }
    void (async () => {
      try {
        const intent = await getSetupIntent(api, secret);
        if (intent.status !== 'succeeded' || !intent.payment_method) return await fail();
        await saveConfirmedCard(api, intent.payment_method);
        await queryClient.invalidateQueries({ queryKey: paymentKeys.all });
        await navigate({ to: paymentOrigin.take() ?? '/account/manage-payment-methods', replace: true });
      } catch {
        await fail();
      }
    })();
  }, [api, navigate, queryClient, search]);

  return <WaitingScreen text={msg(PaymentMessages.redirecting)} />;
}
