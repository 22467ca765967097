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

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, location, preload, matches }) => {
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

// The style sheets of every page but sign-in (see styles/first-page.ts).
const FullStyles = lazy(() =>
  import('../features/shell/FullStyles').then((module) => ({ default: module.FullStyles })),
);

function RootLayout() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const admin = useCurrentAdmin();
  if (pathname.replace(/\/+$/, '') === '/sign-in') return <Outlet />;
  return (
    <Suspense fallback={<PendingScreen />}>
      <FullStyles>
        {!admin || !showsSideMenu(pathname) ? (
          <Outlet />
        ) : (
          <AppLayout admin={admin}>
            <Outlet />
          </AppLayout>
        )}
      </FullStyles>
    </Suspense>
  );
}

function RootError({ error }: ErrorComponentProps) {
  const router = useRouter();
  if (error instanceof AccessDeniedError) return <AccessDenied message={error.message} />;
  return <ErrorScreen onRetry={() => void router.invalidate()} />;
}
