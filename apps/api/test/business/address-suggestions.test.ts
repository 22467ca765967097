import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from '../support/app';

type SignedIn = Awaited<ReturnType<TestApp['signIn']>>;
interface Suggestion {
  formatted_address: string;
  address_line_1: string;
  city: string;
  state: { name: string; code: string };
  country: { name: string; code: string };
  postal_code: string;
  latitude: number;
  longitude: number;
  place_id: string;
}

const RATE_LIMIT = 30;

describe.each(engines)('GET geocode/suggestions (the address search field) on $name', (engine) => {
  let t: TestApp;
  let owner: SignedIn;

  beforeAll(async () => {
    t = await startTestApp(engine, { env: { GEOCODE_SUGGEST_IP_LIMIT: String(RATE_LIMIT) } });
    owner = await t.signIn('owner@rendezvous.test');
  });
  afterAll(() => t?.close());

  const suggest = (query: Record<string, string>, token: string | null = owner.token) =>
    t.call({
      method: 'GET',
      url: `/api/geocode/suggestions?${new URLSearchParams(query).toString()}`,
      ...(token ? { token } : {}),
    });
  const suggestionsFor = async (query: Record<string, string>): Promise<Suggestion[]> => {
    const res = await suggest(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Suggestion[];
  };

  it('proposes the cities a name being typed starts, with their state, country and coordinates', async () => {
    const found = await suggestionsFor({ q: 'Montr', country: 'CA' });
    expect(found.map((s) => s.city)).toEqual(['Montréal', 'Montréal-Est', 'Montréal-Ouest']);
    const [montreal] = found;
    expect(montreal).toMatchObject({
      formatted_address: 'Montréal, Quebec, Canada',
      address_line_1: '',
      state: { name: 'Quebec', code: 'QC' },
      country: { name: 'Canada', code: 'CA' },
      postal_code: '',
      place_id: 'offline:CA-QC:montreal',
    });
    expect(montreal!.latitude).toBeCloseTo(45.5, 0);
    expect(montreal!.longitude).toBeCloseTo(-73.6, 0);
  });

  it('keeps the street typed before the city as line 1, and the state and postal code after it', async () => {
    const [first, ...others] = await suggestionsFor({ q: '1000 Rue Sherbrooke Ouest, Montréal, QC H3A 3G4' });
    expect(others).toEqual([]);
    expect(first).toMatchObject({
      formatted_address: '1000 Rue Sherbrooke Ouest, Montréal, Quebec, H3A 3G4, Canada',
      address_line_1: '1000 Rue Sherbrooke Ouest',
      city: 'Montréal',
      state: { code: 'QC' },
      postal_code: 'H3A 3G4',
    });
    const [typing] = await suggestionsFor({ q: '123 Rue Sainte-Catherine Montr' });
    expect(typing).toMatchObject({ address_line_1: '123 Rue Sainte-Catherine', city: 'Montréal' });
  });

  it('narrows to the state named after the city, and looks in the country asked for', async () => {
    expect((await suggestionsFor({ q: 'Vancouver, BC' })).map((s) => [s.city, s.state.code])).toEqual([
      ['Vancouver', 'BC'],
    ]);
    const [newYork] = await suggestionsFor({ q: 'New Yor', country: 'us' });
    expect(newYork).toMatchObject({ city: 'New York City', state: { code: 'NY' }, country: { code: 'US' } });
  });

  it('answers at most the limit asked for, and nothing for what no city matches', async () => {
    expect(await suggestionsFor({ q: 'Saint', limit: '2' })).toHaveLength(2);
    expect(await suggestionsFor({ q: 'Saint' })).toHaveLength(5);
    expect(await suggestionsFor({ q: 'Qqqxz Zzzy' })).toEqual([]);
  });

  it('refuses a search too short, too long, with control characters, or out-of-bounds options', async () => {
    for (const query of <Record<string, string>[]>[
      { q: 'Mo' },
      { q: '   Mo   ' },
      { q: 'M'.repeat(201) },
      { q: 'Mont\u0000real' },
      { q: 'Mont\nreal' },
      { q: 'Montreal', limit: '9' },
      { q: 'Montreal', limit: '0' },
      { q: 'Montreal', country: 'CAN' },
    ]) {
      const res = await suggest(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(422);
    }
    expect((await suggest({})).statusCode).toBe(422);
    expect((await suggest({ q: 'Mo' })).json().errors.q[0]).toBe('Type at least 3 characters');
  });

  it('is for signed-in admins only', async () => {
    expect((await suggest({ q: 'Montreal' }, null)).statusCode).toBe(401);
  });

  it('slows down a client that asks too often', async () => {
    let res = await suggest({ q: 'Toronto' });
    for (let i = 0; i < RATE_LIMIT && res.statusCode === 200; i++) res = await suggest({ q: 'Toronto' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
