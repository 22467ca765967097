import { siteQueries } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SitePage } from '../features/site/SitePage';
import { validateSiteSearch } from '../features/site/site-search';

export const Route = createFileRoute('/site/$subdomain/')({
  validateSearch: validateSiteSearch,
  component: BusinessSite,
});

function BusinessSite() {
  const { subdomain } = Route.useParams();
  const { showAppointmentDialog } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const api = useApi();
  const { data: site } = useSuspenseQuery(siteQueries.public(api, subdomain));
  return (
    <SitePage
      site={site}
      subdomain={subdomain}
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
