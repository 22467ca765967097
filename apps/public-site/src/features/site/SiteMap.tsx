import { mapQueries } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { MAP_ZOOM, type PublicAddress } from '@rendezvous/domain';
import { LocationMap } from '@rendezvous/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addressLine } from './site-content';

/** The map of the business's address; its own chunk, with the tiles the server is set up with. */
export default function SiteMap({
  address,
  height,
}: {
  address: PublicAddress | undefined;
  height: number;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const config = useQuery(mapQueries.config(api));
  // An address that hides its street is not pinned on the map either.
  const pinned = address && address.hide_address !== 1;
  return (
    <LocationMap
      latitude={pinned ? address.gmaps_latitude : null}
      longitude={pinned ? address.gmaps_longitude : null}
      tileUrl={config.data?.tile_url}
      attribution={config.data?.attribution}
      label={address ? addressLine(address) : t('location.empty')}
      zoom={MAP_ZOOM.publicPage}
      height={height}
      texts={{
        tilesUnavailable: t('map.tilesUnavailable'),
        loading: t('map.loading'),
        map: (label) => t('map.name', { label }),
        mapWithoutLocation: (label) => t('map.noLocation', { label }),
      }}
    />
  );
}
