import type { ApiClient } from '@rendezvous/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { PendingScreen } from './features/shell/PendingScreen';
import { routeTree } from './routeTree.gen';

export interface CreateAppRouterOptions {
  queryClient: QueryClient;
  api: ApiClient;
  /** Browser history by default; tests pass a memory history. */
  history?: RouterHistory;
}

export function createAppRouter({ queryClient, api, history }: CreateAppRouterOptions) {
  const router = createRouter({
    routeTree,
    history,
    context: {
      queryClient,
      api,
      settledHref: (): string | undefined => router.state.resolvedLocation?.href,
    },
    defaultPreload: 'intent',
    // Route data lives in TanStack Query, which decides freshness; the router never caches it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PendingScreen,
    scrollRestoration: true,
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
