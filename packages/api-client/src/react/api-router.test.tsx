// @vitest-environment jsdom
import {
  createLazyRoute,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  Outlet,
  RouterProvider,
  useLoaderData,
  type RouterHistory,
} from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../testing/fake-api';
import { renderRouter } from '../testing/render-router';
import { useApi } from './api-context';
import { createApiRouter, loadFirstPage, type ApiRouterContext } from './api-router';
import { createQueryClient } from './query-client';

afterEach(() => cleanup());

// jsdom has no scrolling; the router scrolls on every navigation.
window.scrollTo = () => {};

const greeting = ({ api }: ApiRouterContext) => api.get<string>('greeting');

const root = createRootRouteWithContext<ApiRouterContext>()({ component: Outlet });

function Greeting() {
  const greeting = useLoaderData({ from: '/' });
  const api = useApi();
  const queryClient = useQueryClient();
  return (
    <p>
      {greeting}, {api === queryClient.getQueryData(['api']) ? 'same client' : 'another client'}
    </p>
  );
}

const routeTree = root.addChildren([
  createRoute({
    getParentRoute: () => root,
    path: '/',
    loader: ({ context }) => greeting(context),
    component: Greeting,
  }),
]);

const createTestRouter = (context: ApiRouterContext, history: RouterHistory) =>
  createApiRouter({ routeTree, context, history });

describe('createApiRouter', () => {
  it('gives loaders and screens the same client and query cache', async () => {
    const api = fakeApi({ 'GET greeting': () => 'Hello' });
    const queryClient = createQueryClient();
    // The screen compares the client it gets from the providers with this one.
    queryClient.setQueryData(['api'], api);
    renderRouter(createTestRouter, { api, queryClient });
    expect(await screen.findByText('Hello, same client')).toBeTruthy();
  });

  it('preloads on intent and leaves caching to TanStack Query, unless told otherwise', () => {
    const context = { api: fakeApi(), queryClient: createQueryClient() };
    const router = createApiRouter({ routeTree, context });
    expect(router.options.defaultPreload).toBe('intent');
    expect(router.options.defaultPreloadStaleTime).toBe(0);
    expect(
      createApiRouter({ routeTree, context, defaultPreload: false }).options.defaultPreload,
    ).toBe(false);
  });
});

describe('loadFirstPage', () => {
  it("downloads the opened page's code while the catalogs do, and runs its loader after them", async () => {
    const events: string[] = [];
    const lazyPage = createRoute({
      getParentRoute: () => root,
      path: '/',
      loader: () => {
        events.push('loader');
        return 'Hello';
      },
    }).lazy(() => {
      events.push('code');
      return Promise.resolve(createLazyRoute('/')({ component: () => <Greeting /> }));
    });
    const router = createApiRouter({
      routeTree: root.addChildren([lazyPage]),
      context: { api: fakeApi(), queryClient: createQueryClient() },
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    let catalogsIn = () => {};
    const loading = loadFirstPage(router, new Promise<void>((resolve) => (catalogsIn = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events).toEqual(['code']);
    events.push('catalogs');
    catalogsIn();
    await loading;
    expect(events).toEqual(['code', 'catalogs', 'loader']);
    // The first render draws the loaded page, without waiting for anything.
    render(<RouterProvider router={router} />);
    expect(screen.getByText(/^Hello, /)).toBeTruthy();
    expect(events).toEqual(['code', 'catalogs', 'loader']);
  });

  it('stops waiting for a slow loader, and the page then shows when it answers', async () => {
    let answer = (_text: string) => {};
    const slowPage = createRoute({
      getParentRoute: () => root,
      path: '/',
      loader: () => new Promise<string>((resolve) => (answer = resolve)),
      component: Greeting,
    });
    const router = createApiRouter({
      routeTree: root.addChildren([slowPage]),
      context: { api: fakeApi(), queryClient: createQueryClient() },
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    await loadFirstPage(router, Promise.resolve(), 20);
    render(<RouterProvider router={router} />);
    expect(screen.queryByText(/^Hello, /)).toBeNull();
    answer('Hello');
    expect(await screen.findByText(/^Hello, /)).toBeTruthy();
  });
});
