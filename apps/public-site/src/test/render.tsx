import type { ApiClient } from '@rendezvous/api-client';
import { RendezvousProvider } from '@rendezvous/ui-kit';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { ApiProvider, createQueryClient } from '../features/api';
import { createAppRouter } from '../router';
import { fakeApi } from './fake-api';

interface RenderOptions {
  /** The address the app starts at. @default '/' */
  path?: string;
  api?: ApiClient;
  queryClient?: QueryClient;
}

/** The whole site (real routes) starting at `path`. */
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
  const view = render(
    <RendezvousProvider>
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={api}>
          <RouterProvider router={router} />
        </ApiProvider>
      </QueryClientProvider>
    </RendezvousProvider>,
  );
  return { ...view, router, api, queryClient };
}
