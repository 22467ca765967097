import type { ApiClient } from '@rendezvous/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { PendingScreen } from './features/layout/PendingScreen';
import { routeTree } from './routeTree.gen';

export interface CreateAppRouterOptions {
  queryClient: QueryClient;
  api: ApiClient;
  /** Browser history by default; tests pass a memory history. */
  history?: RouterHistory;
}

export function createAppRouter({ queryClient, api, history }: CreateAppRouterOptions) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient, api },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PendingScreen,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
