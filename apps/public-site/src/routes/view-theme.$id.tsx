import { adminQueries, redirectStore, siteQueries, tokenStore } from '@rendezvous/api-client';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, redirect, useNavigate } from '@tanstack/react-router';
import { SitePage } from '../features/site/SitePage';
import { SiteUnavailable } from '../features/site/SiteUnavailable';
import { REAL_ESTATE_THEME_ID } from '../features/site/site-content';
import { validateSiteSearch } from '../features/site/site-search';

/** Themes 1 and 2 (the spec's) and the real-estate theme. */
const PREVIEWABLE_THEMES = [1, 2, REAL_ESTATE_THEME_ID];

/** Sign-in is in the console, another app on this origin: a full page load that comes back here. */
function signInFirst(href: string): never {
  redirectStore.set(href);
  throw redirect({ href: '/sign-in', reloadDocument: true, replace: true });
}

export const Route = createFileRoute('/view-theme/$id')({
  params: {
    parse: ({ id }) => ({ id: Number(id) }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  // ?showAppointmentDialog=true opens the booking dialog at once, as on the live site.
  validateSearch: validateSiteSearch,
  // The preview is for admins choosing their theme, so it needs a signed-in admin.
  beforeLoad: async ({ context, location, params, preload }) => {
    if (!PREVIEWABLE_THEMES.includes(params.id)) throw notFound();
    if (preload) return;
    if (!tokenStore.get()) signInFirst(location.href);
    try {
      await context.queryClient.ensureQueryData(adminQueries.me(context.adminApi));
    } catch {
      signInFirst(location.href);
    }
  },
  loader: async ({ context, params }) => {
    const admin = await context.queryClient.ensureQueryData(adminQueries.me(context.adminApi));
    if (admin.business_id === null) throw notFound();
    await context.queryClient.ensureQueryData(
      siteQueries.preview(context.adminApi, admin.business_id, params.id),
    );
  },
  component: ViewTheme,
  errorComponent: () => <SiteUnavailable reason="failed" />,
});

/** The admin's own site drawn with the theme, as customers would see it once live. */
function ViewTheme() {
  const { id } = Route.useParams();
  const { adminApi } = Route.useRouteContext();
  const admin = useQuery(adminQueries.me(adminApi)).data!;
  const { data: site } = useSuspenseQuery(siteQueries.preview(adminApi, admin.business_id!, id));
  const { showAppointmentDialog } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <SitePage
      site={site}
      bookingOpen={showAppointmentDialog === true}
      onBookingChange={(open) =>
        void navigate({
          search: open ? { showAppointmentDialog: true } : {},
          replace: !open,
          resetScroll: false,
        })
      }
    />
  );
}
