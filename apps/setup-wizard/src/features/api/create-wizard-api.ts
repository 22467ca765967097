import {
  adminKeys,
  badGatewayRedirect,
  createApiClient,
  tokenStore,
  type ApiClient,
} from '@rendezvous/api-client';
import { ORIGIN_KEYS, type Admin } from '@rendezvous/domain';
import { showErrorToast, showSuccessToast } from '@rendezvous/ui-kit';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The wizard's API client: same token as the console (shared local storage), its own origin
 * key. Failures show the server's message once, here. `transport` lets tests use a fake server.
 */
export function createWizardApi(
  queryClient: QueryClient,
  transport: { baseUrl?: string; fetch?: typeof fetch } = {},
): ApiClient {
  return createApiClient({
    baseUrl: transport.baseUrl ?? '/api',
    fetch: transport.fetch,
    originKey: ORIGIN_KEYS.setupWizard,
    getToken: () => tokenStore.get(),
    getBusinessId: () => queryClient.getQueryData<Admin>(adminKeys.me())?.business_id ?? null,
    onSuccessMessage: (message) => showSuccessToast(message),
    onError: (error) => showErrorToast(error.message),
    onBadGateway: () => badGatewayRedirect(window.location),
  });
}
