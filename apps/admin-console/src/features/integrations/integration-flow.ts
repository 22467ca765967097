import { adminKeys, businessKeys } from '@rendezvous/api-client';
import type { IntegrationState } from '@rendezvous/domain';
import type { QueryClient } from '@tanstack/react-query';

/** Where the integration panel lives for each owner, so the provider's return lands there. */
export function panelPage(integrableType: IntegrationState['integrableType']): string {
  return integrableType === 'business' ? '/business/profile?tab=integrations' : '/my-profile?tab=integrations';
}

/** The spec's query flag opening the calendar selection dialog on return from Google Calendar. */
export const SHOW_DIALOG = 'showDialog';

/** The page the state names, with the calendar dialog requested after a Google Calendar connection. */
export function returnPage(state: Pick<IntegrationState, 'redirectPage' | 'integrationName'>, connected: boolean): string {
  if (!connected || state.integrationName !== 'google-calendar') return state.redirectPage;
  const [path, query = ''] = state.redirectPage.split('?');
  const params = new URLSearchParams(query);
  params.set(SHOW_DIALOG, 'calendar');
  return `${path}?${params.toString()}`;
}

/** Reloads the admin and the business, whose answers carry the connections and their choices. */
export function refreshConnections(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    queryClient.invalidateQueries({ queryKey: businessKeys.all }),
  ]);
}
