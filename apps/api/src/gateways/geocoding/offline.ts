import type * as CountryStateCity from 'country-state-city';
import {
  formatQuery,
  type AddressSuggestion,
  type GeocodeQuery,
  type GeocodeResult,
  type GeocodingGateway,
  type SuggestResult,
} from './types';

type CityData = typeof CountryStateCity;

let cityData: Promise<CityData> | undefined;
/** Loaded on first use: parsing the library's city list costs a few hundred milliseconds. */
const loadCityData = () => (cityData ??= import('country-state-city'));

/** A city of a country as suggestions look for it: its name normalized once. */
interface CityEntry {
  key: string;
  name: string;
  state: { name: string; code: string };
  latitude: number;
  longitude: number;
}

interface CountryIndex {
  country: { name: string; code: string };
  /** Sorted by key, so the cities a typed prefix starts are found by binary search. */
  cities: CityEntry[];
  /** The states' codes and the words of their names, normalized. */
  stateWords: Set<string>;
  stateCodes: Set<string>;
}

const countryIndexes = new Map<string, Promise<CountryIndex | undefined>>();

/** The country's cities, normalized and sorted on first use, then kept. */
function countryIndex(countryCode: string): Promise<CountryIndex | undefined> {
  let index = countryIndexes.get(countryCode);
  if (!index) {
    index = loadCityData().then(({ City, Country, State }) => {
      const country = Country.getCountryByCode(countryCode);
      if (!country) return undefined;
      const states = State.getStatesOfCountry(countryCode);
      const stateNames = new Map(states.map((s) => [s.isoCode, s.name]));
      const stateWords = new Set(states.flatMap((s) => normalizePlaceName(s.name).split(' ')));
      const stateCodes = new Set(states.map((s) => s.isoCode.toLowerCase()));
      const cities: CityEntry[] = [];
      for (const city of City.getCitiesOfCountry(countryCode) ?? []) {
        const latitude = Number.parseFloat(city.latitude ?? '');
        const longitude = Number.parseFloat(city.longitude ?? '');
        const key = normalizePlaceName(city.name);
        if (!key || !Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
        const state = {
          name: stateNames.get(city.stateCode) ?? city.stateCode,
          code: city.stateCode,
        };
        cities.push({ key, name: city.name, state, latitude, longitude });
      }
      cities.sort((a, b) =>
        a.key < b.key
          ? -1
          : a.key > b.key
            ? 1
            : a.state.code < b.state.code
              ? -1
              : a.state.code > b.state.code
                ? 1
                : 0,
      );
      return {
        country: { name: country.name, code: country.isoCode },
        cities,
        stateWords,
        stateCodes,
      };
    });
    countryIndexes.set(countryCode, index);
  }
  return index;
}

/** The cities whose key is `wanted`, or starts with it when `prefix`. */
function citiesMatching(
  cities: readonly CityEntry[],
  wanted: string,
  prefix: boolean,
): CityEntry[] {
  let low = 0;
  let high = cities.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (cities[middle]!.key < wanted) low = middle + 1;
    else high = middle;
  }
  const found: CityEntry[] = [];
  for (let i = low; i < cities.length; i++) {
    const city = cities[i]!;
    if (prefix ? !city.key.startsWith(wanted) : city.key !== wanted) break;
    found.push(city);
  }
  return found;
}

/** Where the city is in what was typed: the street before it, the state and postal code after. */
interface Reading {
  street: string;
  matches: CityEntry[];
  exact: string;
  rest: string[];
}

/** The words of what was typed, by comma-separated part. */
const partsOf = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim().split(/\s+/).filter(Boolean))
    .filter((words) => words.length > 0);

function readingOf(
  parts: string[][],
  p: number,
  start: number,
  end: number,
  wanted: string,
  matches: CityEntry[],
): Reading {
  const words = parts[p]!;
  const street = [...parts.slice(0, p).map((w) => w.join(' ')), words.slice(0, start).join(' ')]
    .filter(Boolean)
    .join(', ');
  return {
    street,
    matches,
    exact: wanted,
    rest: [...words.slice(end), ...parts.slice(p + 1).flat()],
  };
}

/**
 * The person is still typing the city's name: the last words typed start a city's name (3
 * letters at least); the words before them are the street.
 */
function readTyping(cities: readonly CityEntry[], parts: string[][]): Reading | undefined {
  const last = parts.length - 1;
  if (last < 0) return undefined;
  const keys = parts[last]!.map(normalizePlaceName);
  for (let start = 0; start < keys.length; start++) {
    const wanted = keys.slice(start).join(' ').trim();
    if (wanted.length < 3) continue;
    const matches = citiesMatching(cities, wanted, true);
    if (matches.length > 0) return readingOf(parts, last, start, keys.length, wanted, matches);
  }
  return undefined;
}

/** The last run of words that names a city exactly: the street before it, maybe its state and postal code after. */
function readExact(cities: readonly CityEntry[], parts: string[][]): Reading | undefined {
  for (let p = parts.length - 1; p >= 0; p--) {
    const keys = parts[p]!.map(normalizePlaceName);
    for (let start = keys.length - 1; start >= 0; start--) {
      for (let end = keys.length; end > start; end--) {
        const wanted = keys.slice(start, end).join(' ').trim();
        if (!wanted) continue;
        const matches = citiesMatching(cities, wanted, false);
        if (matches.length > 0) return readingOf(parts, p, start, end, wanted, matches);
      }
    }
  }
  return undefined;
}

/**
 * Reads a partly typed address ("123 Rue Sainte-Catherine O, Montr"): a city named in full and
 * followed only by what can be its state or postal code ("Montréal, Qu"); else the city being
 * typed at the end; else the last city named in full.
 */
function readTyped(index: CountryIndex, text: string): Reading | undefined {
  const parts = partsOf(text);
  const exact = readExact(index.cities, parts);
  const stateOrPostal = (word: string) => {
    const key = normalizePlaceName(word);
    return (
      /\d/.test(word) ||
      index.stateCodes.has(key) ||
      [...index.stateWords].some((stateWord) => key.length > 0 && stateWord.startsWith(key))
    );
  };
  if (exact && exact.rest.length > 0 && exact.rest.every(stateOrPostal)) return exact;
  return readTyping(index.cities, parts) ?? exact;
}

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

  /**
   * Cities of the country that what was typed names or starts, exact names first, then the
   * shortest; a leading street is kept as line 1, a state named after the city narrows the
   * choice and words with digits after it are the postal code. Deterministic and in memory.
   */
  async suggest(text: string, countryCode: string, limit: number): Promise<SuggestResult> {
    const index = await countryIndex(countryCode.toUpperCase());
    if (!index) return { status: 'OK', suggestions: [] };
    const reading = readTyped(index, text);
    if (!reading) return { status: 'OK', suggestions: [] };
    const restKeys = new Set(reading.rest.map(normalizePlaceName));
    // The words after the city without digits: its state's name, maybe cut short.
    const stateText = normalizePlaceName(reading.rest.filter((word) => !/\d/.test(word)).join(' '));
    const inNamedState = reading.matches.filter((city) => {
      const stateName = normalizePlaceName(city.state.name);
      return (
        restKeys.has(city.state.code.toLowerCase()) ||
        (stateText !== '' && (stateName.startsWith(stateText) || stateText.includes(stateName)))
      );
    });
    const postalCode = reading.rest.filter((word) => /\d/.test(word)).join(' ');
    const ranked = (inNamedState.length > 0 ? inNamedState : reading.matches)
      .map((city, order) => ({ city, order }))
      .sort(
        (a, b) =>
          Number(a.city.key !== reading.exact) - Number(b.city.key !== reading.exact) ||
          a.city.key.length - b.city.key.length ||
          a.order - b.order,
      );
    const suggestions: AddressSuggestion[] = ranked.slice(0, limit).map(({ city }) => ({
      formatted_address: [
        reading.street,
        city.name,
        city.state.name,
        postalCode,
        index.country.name,
      ]
        .filter(Boolean)
        .join(', '),
      address_line_1: reading.street,
      city: city.name,
      state: city.state,
      country: index.country,
      postal_code: postalCode,
      latitude: city.latitude,
      longitude: city.longitude,
      place_id: `offline:${index.country.code}-${city.state.code}:${city.key.replace(/ /g, '-')}`,
    }));
    return { status: 'OK', suggestions };
  }
}
