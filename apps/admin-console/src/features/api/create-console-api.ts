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
 * The console's API client. The business scope comes from the signed-in admin in the query
 * cache, so it follows sign-in and sign-out without being passed around. Every failure shows
 * the server's message once, here; screens only decide what happens next. `transport` lets
 * tests point the client at a fake server.
 */
export function createConsoleApi(
  queryClient: QueryClient,
  transport: { baseUrl?: string; fetch?: typeof fetch } = {},
): ApiClient {
  return createApiClient({
    baseUrl: transport.baseUrl ?? '/api',
    fetch: transport.fetch,
    originKey: ORIGIN_KEYS.adminConsole,
    getToken: () => tokenStore.get(),
    getBusinessId: () => queryClient.getQueryData<Admin>(adminKeys.me())?.business_id ?? null,
    onSuccessMessage: (message) => showSuccessToast(message),
    onError: (error) => showErrorToast(error.message),
    onBadGateway: () => badGatewayRedirect(window.location),
  });
}
