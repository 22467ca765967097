import { getSetupIntent, paymentKeys, saveConfirmedCard } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { PaymentMessages, type Admin } from '@rendezvous/domain';
import { afterSignInPath, decideRoute } from '@rendezvous/permissions';
import { showErrorToast } from '@rendezvous/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { translateMessage } from '../../i18n/i18n';
import { useMessage } from '../../i18n/use-message';
import { useCurrentAdmin } from '../auth/use-current-admin';
import { useArrival } from '../navigation/use-arrival';
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
 *
 * Where the admin may not open that page (a platform admin belongs to no business and has no
 * account page), they go to their own first page instead: the router would refuse the page and
 * send them back here, whose next visit would try again, without end.
 */
export function RedirectStripePage({ search }: { search: RedirectStripeSearch }) {
  const msg = useMessage();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const admin = useCurrentAdmin();

  useArrival('/redirect-stripe', () => {
    const fail = async () => {
      showErrorToast(translateMessage(PaymentMessages.paymentMethodError));
      await navigate({ to: opening('/account', admin), replace: true });
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
        const origin = paymentOrigin.take() ?? '/account/manage-payment-methods';
        await navigate({ to: opening(origin, admin), replace: true });
      } catch {
        await fail();
      }
    })();
  });

  return <WaitingScreen text={msg(PaymentMessages.redirecting)} />;
}

/** `path` if `admin` may open it, else the page they land on after signing in. */
function opening(path: string, admin: Admin | undefined): string {
  // Without the admin (not loaded yet), the router's guard decides where `path` leads.
  if (!admin || decideRoute({ path, hasToken: true, admin }).kind === 'allow') return path;
  return afterSignInPath(admin, null);
}
