import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFound } from '../features/site/NotFound';
import { SiteUnavailable } from '../features/site/SiteUnavailable';
import type { SiteRouterContext } from '../router-context';
import { loadTheRest } from '../the-rest';

/** The pages drawn without the rest (the-rest.ts): the first page's styles and catalogs only. */
const FIRST_PAGES: readonly string[] = ['/site/$subdomain/', '/site/$subdomain/login'];

export const Route = createRootRouteWithContext<SiteRouterContext>()({
  // Every other page renders once the rest is in (a route renders only after its beforeLoad);
  // a failed load shows the error screen, and the next navigation tries again.
  beforeLoad: async ({ matches }) => {
    if (!matches.some((match) => FIRST_PAGES.includes(match.routeId))) await loadTheRest();
  },
  component: Outlet,
  notFoundComponent: NotFound,
  errorComponent: () => <SiteUnavailable reason="failed" />,
});
