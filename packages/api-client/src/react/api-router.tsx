import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type AnyRoute } from '@tanstack/react-router';
import type { ApiClient } from '../http';
import { AppProviders } from './app-providers';

/** What every route's beforeLoad and loader receive. */
export interface ApiRouterContext {
  queryClient: QueryClient;
  api: ApiClient;
}

// The router types as createRouter infers them when given no options beyond the route tree.
type CreateRouter<TRouteTree extends AnyRoute> = typeof createRouter<TRouteTree>;

export type ApiRouterOptions<TRouteTree extends AnyRoute> = Parameters<
  CreateRouter<TRouteTree>
>[0] & { context: ApiRouterContext };

export type ApiRouter<TRouteTree extends AnyRoute> = ReturnType<CreateRouter<TRouteTree>>;

/**
 * A TanStack router over the API layer: its context (`queryClient`, `api` and whatever else
 * the app adds) reaches every loader, and AppProviders hands the same two to every screen, so
 * rendering the router is enough, in the app as in a test. The options given win over the
 * defaults below, except `Wrap`, which is AppProviders.
 */
export function createApiRouter<TRouteTree extends AnyRoute>(
  options: ApiRouterOptions<TRouteTree>,
): ApiRouter<TRouteTree> {
  const { queryClient, api } = options.context;
  return createRouter<TRouteTree>({
    defaultPreload: 'intent',
    // Route data lives in TanStack Query, which decides freshness; the router never caches it.
    defaultPreloadStaleTime: 0,
    ...options,
    Wrap: ({ children }) => (
      <AppProviders queryClient={queryClient} api={api}>
        {children}
      </AppProviders>
    ),
  });
}
