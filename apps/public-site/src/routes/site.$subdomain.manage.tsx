import { createFileRoute } from '@tanstack/react-router';
import { ManageAppointment } from '../features/manage/ManageAppointment';
import { SignedLinkPage } from '../features/site/SignedLinkPage';
import { tokenSearch } from '../features/site/token-search';

export const Route = createFileRoute('/site/$subdomain/manage')({
  validateSearch: tokenSearch,
  component: ManagePage,
});

/** Cancel or move an appointment from the confirmation e-mail's link, no account needed. */
function ManagePage() {
  const { subdomain } = Route.useParams();
  const { token } = Route.useSearch();
  return (
    <SignedLinkPage subdomain={subdomain} titleKey="manage.title">
      {(site) => (
        <ManageAppointment
          token={token}
          businessName={site.business.name}
          businessPhone={site.business.phone_number ?? null}
        />
      )}
    </SignedLinkPage>
  );
}
