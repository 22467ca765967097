import type { ApiRouterContext } from '@rendezvous/api-client/react';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFound } from '../features/layout/NotFound';

export const Route = createRootRouteWithContext<ApiRouterContext>()({
  component: Outlet,
  notFoundComponent: NotFound,
});
