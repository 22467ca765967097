import {
  formatQuery,
  type AddressSuggestion,
  type GeocodeQuery,
  type GeocodeResult,
  type GeocodingGateway,
  type SuggestResult,
} from './types';

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
  /** With addressdetails=1. */
  address?: Record<string, string | undefined>;
}

/** OSM type and id name the feature for good; Nominatim's own place_id changes on re-import. */
const placeIdOf = (place: NominatimPlace) =>
  place.osm_type && place.osm_id !== undefined
    ? `osm:${place.osm_type}/${place.osm_id}`
    : `nominatim:${place.place_id ?? ''}`;

/** A Nominatim place with address details as a suggestion; undefined without coordinates. */
function suggestionOf(place: NominatimPlace, countryCode: string): AddressSuggestion | undefined {
  const latitude = Number.parseFloat(place.lat ?? '');
  const longitude = Number.parseFloat(place.lon ?? '');
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  const a = place.address ?? {};
  const street = [a.house_number, a.road ?? a.pedestrian ?? a.footway].filter(Boolean).join(' ');
  const city = a.city ?? a.town ?? a.village ?? a.municipality ?? a.hamlet ?? '';
  // "CA-QC": the state's ISO 3166-2 code after the country's.
  const iso = a['ISO3166-2-lvl4'] ?? a['ISO3166-2-lvl3'] ?? '';
  return {
    formatted_address: place.display_name ?? '',
    address_line_1: street,
    city,
    state: {
      name: a.state ?? a.province ?? a.region ?? '',
      code: iso.includes('-') ? iso.split('-')[1]! : '',
    },
    country: { name: a.country ?? '', code: (a.country_code ?? countryCode).toUpperCase() },
    postal_code: a.postcode ?? '',
    latitude,
    longitude,
    place_id: placeIdOf(place),
  };
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

  async suggest(text: string, countryCode: string, limit: number): Promise<SuggestResult> {
    try {
      const places = await this.searchMany(
        { q: text, countrycodes: countryCode.toLowerCase(), addressdetails: '1' },
        limit,
      );
      const suggestions = places
        .map((place) => suggestionOf(place, countryCode))
        .filter((s): s is AddressSuggestion => s !== undefined);
      return { status: 'OK', suggestions };
    } catch (error) {
      return { status: 'ERROR', reason: error instanceof Error ? error.message : String(error) };
    }
  }

  private async search(params: Record<string, string>): Promise<NominatimPlace | undefined> {
    return (await this.searchMany(params, 1))[0];
  }

  private async searchMany(
    params: Record<string, string>,
    limit: number,
  ): Promise<NominatimPlace[]> {
    const url = new URL(
      'search',
      this.options.baseUrl.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`,
    );
    for (const [key, value] of Object.entries({
      ...params,
      format: 'jsonv2',
      limit: String(limit),
    })) {
      if (value) url.searchParams.set(key, value);
    }
    const response = await this.fetch(url, {
      headers: { 'User-Agent': this.options.userAgent, Accept: 'application/json', 'Accept-Language': 'en' },
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    if (!response.ok) throw new Error(`Nominatim answered ${response.status}`);
    const body: unknown = await response.json();
    if (!Array.isArray(body)) throw new Error('Nominatim answered something other than a list');
    return body as NominatimPlace[];
  }
}
