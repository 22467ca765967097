import type { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  RouterProvider,
  type AnyRouter,
  type RouterHistory,
} from '@tanstack/react-router';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ApiClient } from '../http';
import type { ApiRouterContext } from '../react/api-router';
import { createQueryClient } from '../react/query-client';
import { fakeApi } from './fake-api';

export interface RenderRouterOptions {
  /** The address the router starts at. @default '/' */
  path?: string;
  /** @default fakeApi() with no handlers, so any call fails the test */
  api?: ApiClient;
  /** @default createQueryClient() */
  queryClient?: QueryClient;
  /** Providers around the router, e.g. the UI kit's RendezvousProvider. */
  wrapper?: RenderOptions['wrapper'];
}

export type RenderRouterResult<TRouter extends AnyRouter> = RenderResult & {
  router: TRouter;
  api: ApiClient;
  queryClient: QueryClient;
};

/**
 * Renders the router that `createRouter` builds over the API layer (a router from
 * createApiRouter provides it to the screens), in a memory history starting at `path`. The
 * test reads where it went from `router.state.location`.
 */
export function renderRouter<TRouter extends AnyRouter>(
  createRouter: (context: ApiRouterContext, history: RouterHistory) => TRouter,
  {
    path = '/',
    api = fakeApi(),
    queryClient = createQueryClient(),
    wrapper,
  }: RenderRouterOptions = {},
): RenderRouterResult<TRouter> {
  const router = createRouter(
    { queryClient, api },
    createMemoryHistory({ initialEntries: [path] }),
  );
  const view = render(<RouterProvider router={router} />, { wrapper });
  return { ...view, router, api, queryClient };
}
