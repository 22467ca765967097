import { formatQuery, type GeocodeQuery, type GeocodeResult, type GeocodingGateway } from './types';

export interface NominatimOptions {
  /** e.g. https://nominatim.openstreetmap.org (no trailing path). */
  baseUrl: string;
  timeoutMs: number;
  userAgent: string;
  fetch?: typeof fetch;
}

interface NominatimPlace {
  place_id?: number | string;
  osm_type?: string;
  osm_id?: number | string;
  lat?: string;
  lon?: string;
  display_name?: string;
}

/**
 * Geocodes with a Nominatim server (OpenStreetMap's geocoder, or a self-hosted one): a
 * structured search first, then the whole address as free text, since a structured search with
 * a postal code the map data lacks finds nothing.
 */
export class NominatimGeocoder implements GeocodingGateway {
  readonly kind = 'nominatim' as const;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: NominatimOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async geocode(query: GeocodeQuery): Promise<GeocodeResult> {
    const structured = {
      street: query.address_line_1,
      city: query.city,
      state: query.state.name,
      postalcode: query.postal_code,
      countrycodes: query.country.code.toLowerCase(),
    };
    const freeText = { q: formatQuery(query), countrycodes: query.country.code.toLowerCase() };
    try {
      const place = (await this.search(structured)) ?? (await this.search(freeText));
      if (!place) return { status: 'ZERO_RESULTS' };
      const latitude = Number.parseFloat(place.lat ?? '');
      const longitude = Number.parseFloat(place.lon ?? '');
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) {
        return { status: 'ERROR', reason: 'Nominatim answered a place without coordinates' };
      }
      return {
        status: 'OK',
        formatted_address: place.display_name || formatQuery(query),
        latitude,
        longitude,
        // OSM type and id name the feature for good; Nominatim's own place_id changes on re-import.
        place_id:
          place.osm_type && place.osm_id !== undefined
            ? `osm:${place.osm_type}/${place.osm_id}`
            : `nominatim:${place.place_id ?? ''}`,
      };
    } catch (error) {
      return { status: 'ERROR', reason: error instanceof Error ? error.message : String(error) };
    }
  }

  async geocodeText(text: string, countryCode: string): Promise<GeocodeResult> {
    try {
      const place = await this.search({ q: text, countrycodes: countryCode.toLowerCase() });
      if (!place) return { status: 'ZERO_RESULTS' };
      const latitude = Number.parseFloat(place.lat ?? '');
      const longitude = Number.parseFloat(place.lon ?? '');
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) {
        return { status: 'ERROR', reason: 'Nominatim answered a place without coordinates' };
      }
      return {
        status: 'OK',
        formatted_address: place.display_name || text,
        latitude,
        longitude,
        place_id:
          place.osm_type && place.osm_id !== undefined
            ? `osm:${place.osm_type}/${place.osm_id}`
            : `nominatim:${place.place_id ?? ''}`,
      };
    } catch (error) {
      return { status: 'ERROR', reason: error instanceof Error ? error.message : String(error) };
    }
  }

  private async search(params: Record<string, string>): Promise<NominatimPlace | undefined> {
    const url = new URL('search', this.options.baseUrl.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`);
    for (const [key, value] of Object.entries({ ...params, format: 'jsonv2', limit: '1' })) {
      if (value) url.searchParams.set(key, value);
    }
    const response = await this.fetch(url, {
      headers: { 'User-Agent': this.options.userAgent, Accept: 'application/json', 'Accept-Language': 'en' },
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    if (!response.ok) throw new Error(`Nominatim answered ${response.status}`);
    const body: unknown = await response.json();
    if (!Array.isArray(body)) throw new Error('Nominatim answered something other than a list');
    return body[0] as NominatimPlace | undefined;
  }
}
