import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFound } from '../features/site/NotFound';
import { SiteUnavailable } from '../features/site/SiteUnavailable';
import type { SiteRouterContext } from '../router-context';
import { loadFullStyles } from '../styles/load-styles';

/** The pages drawn with the first page's styles alone (styles/first-page.ts). */
const FIRST_PAGES: readonly string[] = ['/site/$subdomain/', '/site/$subdomain/login'];

export const Route = createRootRouteWithContext<SiteRouterContext>()({
  // Every other page renders once the rest of the styles are in (a route renders only after
  // its beforeLoad); a failed load shows the error screen, and the next navigation tries again.
  beforeLoad: async ({ matches }) => {
    if (!matches.some((match) => FIRST_PAGES.includes(match.routeId))) await loadFullStyles();
  },
  component: Outlet,
  notFoundComponent: NotFound,
  errorComponent: () => <SiteUnavailable reason="failed" />,
});
