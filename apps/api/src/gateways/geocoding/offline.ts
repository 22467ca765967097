import type * as CountryStateCity from 'country-state-city';
import { formatQuery, type GeocodeQuery, type GeocodeResult, type GeocodingGateway } from './types';

type CityData = typeof CountryStateCity;

let cityData: Promise<CityData> | undefined;
/** Loaded on first use: parsing the library's city list costs a few hundred milliseconds. */
const loadCityData = () => (cityData ??= import('country-state-city'));

/** Case, accents, punctuation and spacing do not matter: "MONTRÉAL " is "Montreal". */
export function normalizePlaceName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[-'’.,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The offline default: finds the city among the cities of the chosen state and country in the
 * bundled `country-state-city` data and answers with the city's coordinates. It cannot check
 * the street, so the pin sits at the city; an unknown city is not found.
 */
export class OfflineGeocoder implements GeocodingGateway {
  readonly kind = 'offline' as const;

  async geocode(query: GeocodeQuery): Promise<GeocodeResult> {
    const { City } = await loadCityData();
    const wanted = normalizePlaceName(query.city);
    if (!wanted) return { status: 'ZERO_RESULTS' };
    const city = City.getCitiesOfState(query.country.code, query.state.code).find(
      (c) => normalizePlaceName(c.name) === wanted,
    );
    const latitude = Number.parseFloat(city?.latitude ?? '');
    const longitude = Number.parseFloat(city?.longitude ?? '');
    if (!city || !Number.isFinite(latitude) || !Number.isFinite(longitude)) {
      return { status: 'ZERO_RESULTS' };
    }
    return {
      status: 'OK',
      formatted_address: formatQuery(query, city.name),
      latitude,
      longitude,
      place_id: `offline:${query.country.code}-${query.state.code}:${wanted.replace(/ /g, '-')}`,
    };
  }
}
