import { adminKeys, businessKeys, createIntegration } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { IntegrationMessages, decodeIntegrationState } from '@rendezvous/domain';
import { showErrorToast } from '@rendezvous/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/i18n';
import { useArrival } from '../navigation/use-arrival';
import { WaitingScreen } from '../waiting/WaitingScreen';
import { returnPage } from './integration-flow';

/** What the provider put in the address on its way back. */
export interface IntegrationReturnSearch {
  code?: string;
  state?: string;
}

/**
 * /redirect, where providers return (spec §4): code and state save the integration and go to
 * the page the state names (Google Calendar opens the calendar choice there); a state without
 * a code (consent refused) only goes back; neither goes to the default page.
 */
export function IntegrationReturn({ search }: { search: IntegrationReturnSearch }) {
  const { t } = useTranslation('integrations');
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useArrival('/redirect', () => {
    const go = (href: string) => navigate({ href, replace: true });
    const state = decodeIntegrationState(search.state);
    if (!search.code && !search.state) {
      void go('/');
      return;
    }
    if (!state) {
      showErrorToast(translateMessage(IntegrationMessages.invalid));
      void go('/');
      return;
    }
    if (!search.code) {
      void go(state.redirectPage);
      return;
    }
    const code = search.code;
    void (async () => {
      try {
        await createIntegration(api, {
          name: state.integrationName,
          code,
          state: search.state,
          integrable_type: state.integrableType,
          integrable_id: state.integrableId,
        });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: adminKeys.all }),
          queryClient.invalidateQueries({ queryKey: businessKeys.all }),
        ]);
        await go(returnPage(state, true));
      } catch {
        // The client showed the server's message ('This integration is not valid...').
        await go('/');
      }
    })();
  });

  return <WaitingScreen text={t('return.wait')} />;
}
