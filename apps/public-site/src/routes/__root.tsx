import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFound } from '../features/site/NotFound';
import { SiteUnavailable } from '../features/site/SiteUnavailable';
import type { SiteRouterContext } from '../router-context';

export const Route = createRootRouteWithContext<SiteRouterContext>()({
  component: Outlet,
  notFoundComponent: NotFound,
  errorComponent: () => <SiteUnavailable reason="failed" />,
});
