import type { Config } from '../../config';
import { NominatimGeocoder } from './nominatim';
import { OfflineGeocoder } from './offline';
import type { GeocodingGateway } from './types';

export * from './types';

export function createGeocodingGateway(
  config: Pick<Config, 'GEOCODER' | 'NOMINATIM_URL' | 'GEOCODER_TIMEOUT_MS' | 'PUBLIC_URL'>,
): GeocodingGateway {
  return config.GEOCODER === 'nominatim'
    ? new NominatimGeocoder({
        baseUrl: config.NOMINATIM_URL,
        timeoutMs: config.GEOCODER_TIMEOUT_MS,
        // Nominatim's usage policy asks every application to identify itself.
        userAgent: `Rendezvous/1.0 (+${config.PUBLIC_URL})`,
      })
    : new OfflineGeocoder();
}
