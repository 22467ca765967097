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

  /**
   * Finds the city named in a one-line address: each comma-separated part is tried (its leading
   * words, so "Montréal QC H2X 1Y4" finds Montréal), the longest city name winning, among the
   * country's cities. The street cannot be checked: the pin sits at the city.
   */
  async geocodeText(text: string, countryCode: string): Promise<GeocodeResult> {
    const { City } = await loadCityData();
    const cities = City.getCitiesOfCountry(countryCode) ?? [];
    const byName = new Map<string, (typeof cities)[number]>();
    for (const city of cities) {
      const name = normalizePlaceName(city.name);
      if (!byName.has(name)) byName.set(name, city);
    }
    let found: (typeof cities)[number] | undefined;
    let foundLength = 0;
    for (const part of text.split(',')) {
      const words = normalizePlaceName(part).split(' ').filter(Boolean);
      for (let n = words.length; n > 0; n--) {
        const candidate = words.slice(0, n).join(' ');
        const city = byName.get(candidate);
        if (city && candidate.length > foundLength) {
          found = city;
          foundLength = candidate.length;
        }
      }
    }
    const latitude = Number.parseFloat(found?.latitude ?? '');
    const longitude = Number.parseFloat(found?.longitude ?? '');
    if (!found || !Number.isFinite(latitude) || !Number.isFinite(longitude))
      return { status: 'ZERO_RESULTS' };
    return {
      status: 'OK',
      formatted_address: text.trim(),
      latitude,
      longitude,
      place_id: `offline:${countryCode}-${found.stateCode}:${normalizePlaceName(found.name).replace(/ /g, '-')}`,
    };
  }
}
