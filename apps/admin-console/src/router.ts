import { createApiRouter, type ApiRouterContext } from '@rendezvous/api-client/react';
import type { RouterHistory } from '@tanstack/react-router';
import { PendingScreen } from './features/shell/PendingScreen';
import { routeTree } from './routeTree.gen';

/** The console's router over the API layer; browser history unless a test passes another. */
export function createAppRouter({ queryClient, api }: ApiRouterContext, history?: RouterHistory) {
  const router = createApiRouter({
    routeTree,
    history,
    context: {
      queryClient,
      api,
      settledHref: (): string | undefined => router.state.resolvedLocation?.href,
    },
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
