// @vitest-environment jsdom
import {
  createRootRouteWithContext,
  createRoute,
  Outlet,
  useLoaderData,
  type RouterHistory,
} from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../testing/fake-api';
import { renderRouter } from '../testing/render-router';
import { useApi } from './api-context';
import { createApiRouter, type ApiRouterContext } from './api-router';
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
