import type { PublicSite } from '@rendezvous/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteTitle } from '../../i18n/use-site-title';
import { ThemeCarousel } from './ThemeCarousel';
import { ThemeClassic } from './ThemeClassic';
import { ThemeRealEstate } from './ThemeRealEstate';
import { REAL_ESTATE_THEME_ID } from './site-content';
import { withTheRest } from '../../the-rest';

// Booking (its steps, calendar and forms) loads when the visitor opens it.
const BookingDialog = lazy(withTheRest(() => import('../booking/BookingDialog')));

export interface SitePageProps {
  site: PublicSite;
  /** The live site's address; absent in an admin's preview, where nothing can be booked. */
  subdomain?: string;
  bookingOpen: boolean;
  onBookingChange: (open: boolean) => void;
}

/** A business's website drawn with its theme, and the booking dialog over it. */
export function SitePage({ site, subdomain, bookingOpen, onBookingChange }: SitePageProps) {
  const { t } = useTranslation();
  useSiteTitle(site.business.name);
  const props = { site, subdomain, onBook: () => onBookingChange(true) };
  const theme = site.business.theme_id;
  return (
    <>
      {theme === 2 ? (
        <ThemeCarousel {...props} />
      ) : theme === REAL_ESTATE_THEME_ID ? (
        <ThemeRealEstate {...props} />
      ) : (
        <ThemeClassic {...props} />
      )}
      {bookingOpen && (
        <Suspense fallback={null}>
          <BookingDialog
            site={site}
            subdomain={subdomain}
            onClose={() => onBookingChange(false)}
            title={t('booking.title', { name: site.business.name })}
          />
        </Suspense>
      )}
    </>
  );
}
