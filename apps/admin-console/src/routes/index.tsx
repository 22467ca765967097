import { createFileRoute, redirect } from '@tanstack/react-router';
import { sameSitePath } from '../features/navigation/same-site-path';
import { ServerUnavailable } from '../features/waiting/ServerUnavailable';

export const Route = createFileRoute('/')({
  // `redirect` is the page a 502 interrupted (see badGatewayRedirect in the API client).
  // An unsafe value is replaced by undefined, not left out, so it cannot survive validation.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: sameSitePath(search.redirect),
  }),
  beforeLoad: ({ search }) => {
    if (!search.redirect) throw redirect({ to: '/dashboard', replace: true });
  },
  component: Home,
});

function Home() {
  const { redirect: retryPath = '/dashboard' } = Route.useSearch();
  return <ServerUnavailable retryPath={retryPath} />;
}
