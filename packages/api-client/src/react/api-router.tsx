import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type AnyRoute, type AnyRouter } from '@tanstack/react-router';
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

/**
 * How long the first render waits for the opened page's guards and loaders, after the
 * catalogs: long enough for a page that calls nothing (sign-in) or answers at once, short
 * enough that a slow answer shows the router's pending screen rather than a blank page.
 */
export const FIRST_PAGE_WAIT_MS = 300;

/**
 * Loads the page the browser opened, so that the app's first render draws it whole: the code
 * of its routes downloads while `ready` (the app's catalogs) does, rather than after it; then
 * its guards and loaders run, once the catalogs are in, so any message they show is in the
 * app's language. Resolves when they are done, or after `waitMs` (the render then shows the
 * router's pending screen until they are). A failed load is left to the router, which shows
 * the route's error screen.
 *
 * Mounting the router afterwards renders the loaded page at once (the router sees it is
 * loaded, or being loaded, and does not load it again), in a render React may slice (ui-kit's
 * mountApp).
 */
export async function loadFirstPage(
  router: AnyRouter,
  ready: Promise<unknown>,
  waitMs = FIRST_PAGE_WAIT_MS,
): Promise<void> {
  for (const match of router.matchRoutes(router.state.location)) {
    const route = router.routesById[match.routeId] as AnyRoute | undefined;
    if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
  }
  await ready;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    router.load().catch((error: unknown) => console.error(error)),
    new Promise((resolve) => (timer = setTimeout(resolve, waitMs))),
  ]);
  clearTimeout(timer);
}
