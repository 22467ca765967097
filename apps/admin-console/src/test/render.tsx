import type { ApiClient } from '@rendezvous/api-client';
import { RendezvousProvider } from '@rendezvous/ui-kit';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ApiProvider, createQueryClient } from '../features/api';
import { createAppRouter } from '../router';
import { fakeApi } from './fake-api';

interface RenderOptions {
  /** The address the app starts at. @default '/' */
  path?: string;
  api?: ApiClient;
  queryClient?: QueryClient;
}

function providers(api: ApiClient, queryClient: QueryClient, children: ReactElement) {
  return (
    <RendezvousProvider>
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={api}>{children}</ApiProvider>
      </QueryClientProvider>
    </RendezvousProvider>
  );
}

/** The whole console (real routes and guard) starting at `path`. */
export function renderApp({
  path = '/',
  api = fakeApi(),
  queryClient = createQueryClient(),
}: RenderOptions = {}) {
  const router = createAppRouter({
    queryClient,
    api,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = render(providers(api, queryClient, <RouterProvider router={router} />));
  return { ...view, router, api, queryClient };
}

/**
 * One component inside a bare router, so links and navigation work; every address renders
 * the component, and the test reads where it went from `router.state.location`.
 */
export function renderWithRouter(
  ui: ReactElement,
  { path = '/', api = fakeApi(), queryClient = createQueryClient() }: RenderOptions = {},
) {
  const root = createRootRoute({ component: Outlet });
  const page = () => ui;
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/', component: page }),
    createRoute({ getParentRoute: () => root, path: '$', component: page }),
  ]);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = render(providers(api, queryClient, <RouterProvider router={router} />));
  return { ...view, router, api, queryClient };
}
