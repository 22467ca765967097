import { adminKeys, tokenStore } from '@rendezvous/api-client';
import {
  createApiRouter,
  createQueryClient,
  type ApiRouterContext,
} from '@rendezvous/api-client/react';
import { renderRouter, type RenderRouterOptions } from '@rendezvous/api-client/testing';
import type { Admin } from '@rendezvous/domain';
import { RendezvousProvider } from '@rendezvous/ui-kit';
import { createRootRoute, createRoute, Outlet, type RouterHistory } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { createAppRouter } from '../router';
import { makeAdmin } from './fixtures';

type RenderOptions = Omit<RenderRouterOptions, 'wrapper'>;

/** The whole console (real routes and guard) starting at `path`, over a fake API by default. */
export function renderApp(options: RenderOptions = {}) {
  return renderRouter(createAppRouter, { ...options, wrapper: RendezvousProvider });
}

/**
 * One component inside a bare router, so links and navigation work; every address renders
 * the component, and the test reads where it went from `router.state.location`.
 */
export function renderWithRouter(ui: ReactElement, options: RenderOptions = {}) {
  const createBareRouter = (context: ApiRouterContext, history: RouterHistory) => {
    const root = createRootRoute({ component: Outlet });
    const page = () => ui;
    const routeTree = root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/', component: page }),
      createRoute({ getParentRoute: () => root, path: '$', component: page }),
    ]);
    return createApiRouter({ routeTree, context, history });
  };
  return renderRouter(createBareRouter, { ...options, wrapper: RendezvousProvider });
}

/**
 * Signed in as `admin`: the tokens stored, and a query cache that already knows who is signed
 * in, for `renderWithRouter`.
 */
export function signedIn(admin: Admin = makeAdmin()) {
  tokenStore.set({ token: 'token-1', refresh_token: 'refresh-1' });
  const queryClient = createQueryClient();
  queryClient.setQueryData(adminKeys.me(), admin);
  return queryClient;
}
