import { SiteUnavailable } from './SiteUnavailable';

/** An address no page of the site answers. */
export function NotFound() {
  return <SiteUnavailable reason="pageNotFound" />;
}
