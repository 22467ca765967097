import { createApiRouter } from '@rendezvous/api-client/react';
import type { RouterHistory } from '@tanstack/react-router';
import { PendingScreen } from './features/site/PendingScreen';
import type { SiteRouterContext } from './router-context';
import { routeTree } from './routeTree.gen';

/**
 * The business whose own address ({subdomain}.{SITE_DOMAIN}) the page was loaded from, or
 * null. The server sends the site to such an address at every path, and to other hosts only
 * at /site/... and /view-theme/..., so a page elsewhere is on the shared host.
 */
export function hostSubdomain(location: Pick<Location, 'hostname' | 'pathname'>): string | null {
  if (/^\/(site|view-theme)(\/|$)/.test(location.pathname)) return null;
  const labels = location.hostname.split('.');
  if (labels.length < 2 || /^\d+$/.test(labels[labels.length - 1]!)) return null;
  return labels[0]!.toLowerCase();
}

/**
 * The site's router; browser history unless a test passes another. On a business's own
 * address its paths (/, /login) are the routes /site/{subdomain}/...: the address bar keeps
 * the short form.
 */
export function createAppRouter(
  context: Omit<SiteRouterContext, 'adminApi'> & Partial<Pick<SiteRouterContext, 'adminApi'>>,
  history?: RouterHistory,
  subdomain: string | null = null,
) {
  const prefix = subdomain ? `/site/${subdomain}` : null;
  return createApiRouter({
    routeTree,
    context: { ...context, adminApi: context.adminApi ?? context.api },
    history,
    defaultPendingComponent: PendingScreen,
    rewrite: prefix
      ? {
          input: ({ url }) => {
            url.pathname = url.pathname === '/' ? prefix : `${prefix}${url.pathname}`;
            return url;
          },
          output: ({ url }) => {
            if (url.pathname === prefix || url.pathname.startsWith(`${prefix}/`)) {
              url.pathname = url.pathname.slice(prefix.length) || '/';
            }
            return url;
          },
        }
      : undefined,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
