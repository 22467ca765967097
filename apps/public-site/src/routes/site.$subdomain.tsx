import { siteQueries } from '@rendezvous/api-client';
import { ErrorCode, isAppError } from '@rendezvous/domain';
import {
  createFileRoute,
  Outlet,
  useRouter,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import { customerSession } from '../api/customer-session';
import { SiteUnavailable } from '../features/site/SiteUnavailable';

/** A business's site: its payload is loaded once for all its pages (home, sign-in). */
export const Route = createFileRoute('/site/$subdomain')({
  loader: async ({ context, params }) => {
    const site = await context.queryClient.ensureQueryData(
      siteQueries.public(context.api, params.subdomain),
    );
    customerSession.setBusiness(site.business.id);
    return null;
  },
  component: Outlet,
  errorComponent: SiteError,
});

function SiteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  if (isAppError(error) && error.code === ErrorCode.NotFound)
    return <SiteUnavailable reason="notFound" />;
  if (isAppError(error) && error.code === ErrorCode.Forbidden)
    return <SiteUnavailable reason="notPublished" />;
  return <SiteUnavailable reason="failed" onRetry={() => void router.invalidate()} />;
}
