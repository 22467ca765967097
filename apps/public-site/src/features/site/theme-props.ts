import type { PublicSite } from '@rendezvous/domain';

export interface ThemeProps {
  site: PublicSite;
  /** The site's address label; absent in an admin's preview (no customer account there). */
  subdomain?: string;
  /** Opens the booking dialog. */
  onBook: () => void;
}
