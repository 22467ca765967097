import { createApiRouter, type ApiRouterContext } from '@rendezvous/api-client/react';
import type { RouterHistory } from '@tanstack/react-router';
import { PendingScreen } from './features/layout/PendingScreen';
import { routeTree } from './routeTree.gen';

/** The wizard's router over the API layer; browser history unless a test passes another. */
export function createAppRouter(context: ApiRouterContext, history?: RouterHistory) {
  return createApiRouter({ routeTree, context, history, defaultPendingComponent: PendingScreen });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
