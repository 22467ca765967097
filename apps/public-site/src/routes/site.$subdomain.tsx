import { createFileRoute } from '@tanstack/react-router';
import { SitePlaceholder } from '../features/site/SitePlaceholder';

export const Route = createFileRoute('/site/$subdomain')({
  component: BusinessSite,
});

function BusinessSite() {
  const { subdomain } = Route.useParams();
  return <SitePlaceholder title={subdomain} description="Book an appointment online." />;
}
