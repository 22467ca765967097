import type { Admin } from '@rendezvous/domain';
import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '../admin';
import {
  badGatewayRedirect,
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
} from '../http';
import { tokenStore } from '../storage';
import type { ApiRouterContext } from './api-router';
import { createQueryClient } from './query-client';

/** How an app shows the server's messages to the user; the apps pass the UI kit's toasts. */
export interface ApiNotifier {
  /** A success body carried a message. */
  success?(message: string): void;
  /** A request failed (anything but 502): the server's message, or a generic one. */
  error?(message: string): void;
}

export type BrowserApiClientOptions = Pick<ApiClientOptions, 'originKey' | 'fetch'> & {
  /**
   * The app's query cache. The business scope of every request is the signed-in admin's,
   * read from it, so it follows sign-in and sign-out without being passed around.
   */
  queryClient: QueryClient;
  notify?: ApiNotifier;
  /** @default '/api' (the apps share the API's origin) */
  baseUrl?: string;
};

/**
 * The API client as an app in the browser uses it: the token all the apps share (local
 * storage), the signed-in admin's business, and on a 502 the trip to the "server unavailable"
 * page. Every message is shown once, here, through `notify`; screens only decide what happens
 * next.
 */
export function createBrowserApiClient({
  queryClient,
  notify,
  baseUrl = '/api',
  ...options
}: BrowserApiClientOptions): ApiClient {
  return createApiClient({
    ...options,
    baseUrl,
    getToken: () => tokenStore.get(),
    getBusinessId: () => queryClient.getQueryData<Admin>(adminKeys.me())?.business_id ?? null,
    onSuccessMessage: (message) => notify?.success?.(message),
    onError: (error) => notify?.error?.(error.message),
    onBadGateway: () => badGatewayRedirect(window.location),
  });
}

/** An app's query cache and, over it, its browser API client: what an app starts with. */
export function createBrowserApi(
  options: Omit<BrowserApiClientOptions, 'queryClient'>,
): ApiRouterContext {
  const queryClient = createQueryClient();
  return { queryClient, api: createBrowserApiClient({ ...options, queryClient }) };
}
