export interface GeocodeQuery {
  address_line_1: string;
  address_line_2?: string | null;
  city: string;
  postal_code: string;
  state: { name: string; code: string };
  country: { name: string; code: string };
}

/** Where an address is, as stored on it (gmaps_* columns). */
export interface GeocodedPlace {
  formatted_address: string;
  latitude: number;
  longitude: number;
  place_id: string;
}

/**
 * `OK` with the place, or why not: `ZERO_RESULTS` when the address is not found, `ERROR` when
 * the geocoder could not be asked (network, timeout, bad answer). Only `OK` lets an address be saved.
 */
export type GeocodeResult =
  | ({ status: 'OK' } & GeocodedPlace)
  | { status: 'ZERO_RESULTS' }
  | { status: 'ERROR'; reason: string };

export interface GeocodingGateway {
  /** 'offline' looks cities up in bundled data; 'nominatim' asks a Nominatim server. */
  readonly kind: 'offline' | 'nominatim';
  geocode(query: GeocodeQuery): Promise<GeocodeResult>;
  /**
   * Geocodes an address as a person types it on one line ("123 Rue Sainte-Catherine O,
   * Montréal, QC"), looked for in `countryCode` (ISO 3166-1 alpha-2).
   */
  geocodeText(text: string, countryCode: string): Promise<GeocodeResult>;
  /**
   * Addresses that match what a person has typed so far (at most `limit`), in `countryCode`,
   * each with its parts so that choosing one fills an address form.
   */
  suggest(text: string, countryCode: string, limit: number): Promise<SuggestResult>;
}

/** A proposed address: its parts, and where it is. */
export interface AddressSuggestion extends GeocodedPlace {
  address_line_1: string;
  city: string;
  state: { name: string; code: string };
  country: { name: string; code: string };
  postal_code: string;
}

export type SuggestResult =
  | { status: 'OK'; suggestions: AddressSuggestion[] }
  | { status: 'ERROR'; reason: string };

/** The one-line form stored as gmaps_full_address. */
export function formatQuery(query: GeocodeQuery, city = query.city): string {
  return [
    query.address_line_1,
    query.address_line_2,
    city,
    query.state.name,
    query.postal_code,
    query.country.name,
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}
