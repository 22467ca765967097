import { createFileRoute } from '@tanstack/react-router';
import { SignedLinkPage } from '../features/site/SignedLinkPage';
import { tokenSearch } from '../features/site/token-search';
import { WaitlistOffer } from '../features/waitlist/WaitlistOffer';

export const Route = createFileRoute('/site/$subdomain/waitlist')({
  validateSearch: tokenSearch,
  component: WaitlistPage,
});

/** A time freed up for a customer on the waitlist, confirmed from the offer e-mail's link. */
function WaitlistPage() {
  const { subdomain } = Route.useParams();
  const { token } = Route.useSearch();
  return (
    <SignedLinkPage subdomain={subdomain} titleKey="waitlist.title">
      {(site) => (
        <WaitlistOffer
          token={token}
          businessName={site.business.name}
          timeZone={site.business.time_zone}
        />
      )}
    </SignedLinkPage>
  );
}
