import { showsSideMenu } from '@rendezvous/permissions';
import {
  createRootRouteWithContext,
  Outlet,
  rootRouteId,
  useLocation,
  useRouter,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { AccessDeniedError } from '../features/auth/access-denied-error';
import { guardRoute } from '../features/auth/route-guard';
import { sameSitePath } from '../features/navigation/same-site-path';
import { useCurrentAdmin } from '../features/auth/use-current-admin';
import { AccessDenied } from '../features/shell/AccessDenied';
import { ErrorScreen } from '../features/shell/ErrorScreen';
import { NotFound } from '../features/shell/NotFound';
import { PendingScreen } from '../features/shell/PendingScreen';
import type { RouterContext } from '../router-context';

/**
 * The style sheets of every page but sign-in (see styles/first-page.ts), loaded once. A route
 * renders only after its beforeLoad, so no page shows before its styles are in.
 */
let fullStyles: Promise<unknown> | undefined;
const loadFullStyles = () => (fullStyles ??= import('../features/shell/full-styles'));

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location, preload, matches }) => {
    if (location.pathname.replace(/\/+$/, '') !== '/sign-in') {
      // A failed load is tried again on the next navigation (the error screen's Retry).
      await loadFullStyles().catch((error: unknown) => {
        fullStyles = undefined;
        throw error;
      });
    }
    // An address no route matches shows "Page not found" rather than a permission message.
    if (matches.every((match) => match.routeId === rootRouteId)) return;
    // The "server unavailable" page (/?redirect=...) must not call the API that has just failed.
    const interrupted = sameSitePath((location.search as { redirect?: unknown }).redirect);
    if (location.pathname === '/' && interrupted) return;
    return guardRoute({ context, href: location.href, preload });
  },
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: RootError,
});

// The signed-in frame loads on its own, so the sign-in page does not download the side menu,
// header menus and dialogs it never shows.
const AppLayout = lazy(() =>
  import('../features/shell/AppLayout').then((module) => ({ default: module.AppLayout })),
);

function RootLayout() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const admin = useCurrentAdmin();
  if (!admin || !showsSideMenu(pathname)) return <Outlet />;
  return (
    <Suspense fallback={<PendingScreen />}>
      <AppLayout admin={admin}>
        <Outlet />
      </AppLayout>
    </Suspense>
  );
}

function RootError({ error }: ErrorComponentProps) {
  const router = useRouter();
  if (error instanceof AccessDeniedError) return <AccessDenied message={error.message} />;
  return <ErrorScreen onRetry={() => void router.invalidate()} />;
}
