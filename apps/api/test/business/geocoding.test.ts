import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AddressMessages } from '@rendezvous/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, mapTileOrigin } from '../../src/config';
import { createGeocodingGateway, type GeocodeQuery } from '../../src/gateways/geocoding';
import { NominatimGeocoder } from '../../src/gateways/geocoding/nominatim';
import { OfflineGeocoder, normalizePlaceName } from '../../src/gateways/geocoding/offline';
import { startTestApp, type TestApp } from '../support/app';

const quebec = { name: 'Quebec', code: 'QC' };
const canada = { name: 'Canada', code: 'CA' };
const query = (overrides: Partial<GeocodeQuery> = {}): GeocodeQuery => ({
  address_line_1: '1000 Rue Sherbrooke Ouest',
  city: 'Montreal',
  postal_code: 'H3A 3G4',
  state: quebec,
  country: canada,
  ...overrides,
});

describe('offline geocoder', () => {
  const geocoder = new OfflineGeocoder();

  it('finds a city of the state whatever its case, accents and spacing', async () => {
    expect(normalizePlaceName('  MONTRÉAL ')).toBe('montreal');
    const result = await geocoder.geocode(query({ city: ' montréal' }));
    expect(result).toMatchObject({ status: 'OK', place_id: 'offline:CA-QC:montreal' });
    if (result.status !== 'OK') throw new Error('expected OK');
    expect(result.latitude).toBeCloseTo(45.5, 0);
    expect(result.formatted_address).toBe('1000 Rue Sherbrooke Ouest, Montréal, Quebec, H3A 3G4, Canada');
  });

  it('does not find an unknown city, nor a city of another state', async () => {
    expect(await geocoder.geocode(query({ city: 'Gotham' }))).toEqual({ status: 'ZERO_RESULTS' });
    expect(await geocoder.geocode(query({ city: 'Toronto' }))).toEqual({ status: 'ZERO_RESULTS' });
  });

  it('is the default', () => {
    expect(createGeocodingGateway(loadConfig({})).kind).toBe('offline');
  });
});

/** A stand-in for a Nominatim server: answers /search from a table, records what it was asked. */
function standIn(answer: (params: URLSearchParams) => { status?: number; body: unknown; delayMs?: number }) {
  const seen: { params: URLSearchParams; headers: IncomingHttpHeaders; path: string }[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    seen.push({ params: url.searchParams, headers: req.headers, path: url.pathname });
    const { status = 200, body, delayMs = 0 } = answer(url.searchParams);
    setTimeout(() => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    }, delayMs);
  });
  return {
    seen,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const MONTREAL = { place_id: 1234, osm_type: 'way', osm_id: 5678, lat: '45.5048', lon: '-73.5772', display_name: 'Sherbrooke Street West, Montreal, Quebec, Canada' };

const MONTREAL_DETAILED = {
  ...MONTREAL,
  osm_type: 'node',
  osm_id: 42,
  display_name: '1000, Rue Sherbrooke Ouest, Montréal, Québec, H3A 3G4, Canada',
  address: {
    house_number: '1000',
    road: 'Rue Sherbrooke Ouest',
    city: 'Montréal',
    state: 'Québec',
    'ISO3166-2-lvl4': 'CA-QC',
    postcode: 'H3A 3G4',
    country: 'Canada',
    country_code: 'ca',
  },
};

describe('Nominatim geocoder against a local stand-in', () => {
  const server = standIn((params) => {
    if (params.get('city') === 'Gotham' || params.get('q')?.includes('Gotham')) return { body: [] };
    if (params.get('city') === 'Slowtown') return { body: [MONTREAL], delayMs: 500 };
    if (params.get('city') === 'Broken') return { status: 500, body: { error: 'boom' } };
    // A structured search that finds nothing falls back to the free-text one.
    if (params.get('city') === 'Laval') return { body: [] };
    if (params.get('addressdetails') === '1') return { body: [MONTREAL_DETAILED, { place_id: 9 }] };
    return { body: [MONTREAL] };
  });
  let url: string;
  const geocoder = () => new NominatimGeocoder({ baseUrl: url, timeoutMs: 200, userAgent: 'Rendezvous/1.0 (+http://test)' });

  beforeAll(async () => {
    url = await server.start();
  });
  afterAll(() => server.close());

  it('asks a structured search with a User-Agent and answers the place', async () => {
    const result = await geocoder().geocode(query());
    expect(result).toEqual({
      status: 'OK',
      formatted_address: MONTREAL.display_name,
      latitude: 45.5048,
      longitude: -73.5772,
      place_id: 'osm:way/5678',
    });
    const asked = server.seen.at(-1)!;
    expect(asked.path).toBe('/search');
    expect(asked.headers['user-agent']).toBe('Rendezvous/1.0 (+http://test)');
    expect(Object.fromEntries(asked.params)).toMatchObject({
      street: '1000 Rue Sherbrooke Ouest',
      city: 'Montreal',
      state: 'Quebec',
      postalcode: 'H3A 3G4',
      countrycodes: 'ca',
      format: 'jsonv2',
      limit: '1',
    });
  });

  it('suggests addresses with their parts from a free-text search with address details', async () => {
    expect(await geocoder().suggest('1000 Sherbrooke O, Montr', 'CA', 4)).toEqual({
      status: 'OK',
      suggestions: [
        {
          formatted_address: MONTREAL_DETAILED.display_name,
          address_line_1: '1000 Rue Sherbrooke Ouest',
          city: 'Montréal',
          state: { name: 'Québec', code: 'QC' },
          country: { name: 'Canada', code: 'CA' },
          postal_code: 'H3A 3G4',
          latitude: 45.5048,
          longitude: -73.5772,
          place_id: 'osm:node/42',
        },
      ],
    });
    expect(Object.fromEntries(server.seen.at(-1)!.params)).toMatchObject({
      q: '1000 Sherbrooke O, Montr',
      countrycodes: 'ca',
      addressdetails: '1',
      limit: '4',
    });
  });

  it('falls back to a free-text search', async () => {
    const before = server.seen.length;
    expect((await geocoder().geocode(query({ city: 'Laval' }))).status).toBe('OK');
    expect(server.seen.length - before).toBe(2);
    expect(server.seen.at(-1)!.params.get('q')).toContain('Laval');
  });

  it('answers ZERO_RESULTS when nothing is found, ERROR on a failure or a timeout', async () => {
    expect(await geocoder().geocode(query({ city: 'Gotham' }))).toEqual({ status: 'ZERO_RESULTS' });
    expect((await geocoder().geocode(query({ city: 'Broken' }))).status).toBe('ERROR');
    expect((await geocoder().geocode(query({ city: 'Slowtown' }))).status).toBe('ERROR');
  });

  describe('through the API (GEOCODER=nominatim)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(undefined, { env: { GEOCODER: 'nominatim', NOMINATIM_URL: url, GEOCODER_TIMEOUT_MS: '200' } });
    });
    afterAll(() => t?.close());

    it("stores the server's coordinates, or refuses what it cannot find", async () => {
      const owner = await t.signIn('owner@rendezvous.test');
      const countries = (await t.call({ method: 'GET', url: '/api/countries?appendStates=true' })).json().data as { id: number; code: string; states: { id: number; code: string }[] }[];
      const ca = countries.find((c) => c.code === 'CA')!;
      const payload = {
        addressable_id: owner.admin.business_id,
        addressable_type: 'business',
        address_line_1: '1000 Rue Sherbrooke Ouest',
        country_id: ca.id,
        state_id: ca.states.find((s) => s.code === 'QC')!.id,
        city: 'Montreal',
        postal_code: 'H3A 3G4',
      };
      const saved = await t.call({ method: 'POST', url: '/api/addresses', token: owner.token, payload });
      expect(saved.statusCode).toBe(201);
      expect(saved.json().data).toMatchObject({ gmaps_place_id: 'osm:way/5678', gmaps_latitude: 45.5048, gmaps_full_address: MONTREAL.display_name });
      const refused = await t.call({ method: 'POST', url: '/api/addresses', token: owner.token, payload: { ...payload, city: 'Broken' } });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(AddressMessages.unableToValidate);
      expect((await t.call({ method: 'GET', url: '/api/map-config' })).json().data.geocoder).toBe('nominatim');
    });
  });
});

describe('map tiles configuration', () => {
  it('accepts a tile template and names its origin in the Content-Security-Policy', async () => {
    const config = loadConfig({}, { MAP_TILE_URL: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png' });
    expect(mapTileOrigin(config)).toBe('https://*.tile.openstreetmap.org');
    const t = await startTestApp(undefined, { seedDemo: false, env: { MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' } });
    try {
      const res = await t.call({ method: 'GET', url: '/api/map-config' });
      expect(res.json().data.tile_url).toBe('https://tiles.example.com/{z}/{x}/{y}.png');
      expect(res.headers['content-security-policy']).toMatch(/img-src 'self' data: blob: https:\/\/tiles\.example\.com;/);
    } finally {
      await t.close();
    }
  });

  it('refuses a tile URL without its placeholders, naming the variable', () => {
    expect(() => loadConfig({}, { MAP_TILE_URL: 'https://tiles.example.com/tile.png' })).toThrow(/MAP_TILE_URL: must contain \{z\}, \{x\} and \{y\}/);
    expect(() => loadConfig({}, { GEOCODER: 'google' })).toThrow(/GEOCODER/);
  });
});
