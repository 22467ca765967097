import { AddressMessages, BusinessMessages, PropertyMessages } from '@rendezvous/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../src/db/schema';
import { engines, startTestApp, type TestApp } from '../support/app';

type SignedIn = Awaited<ReturnType<TestApp['signIn']>>;
type Country = { id: number; code: string; states: { id: number; code: string; name: string }[] };

describe.each(engines)('addresses and business settings on $name', (engine) => {
  let t: TestApp;
  let owner: SignedIn;
  let consultant: SignedIn;
  let platform: SignedIn;
  let other: Awaited<ReturnType<TestApp['signUpOwner']>>;
  let businessId: number;
  let canada: Country;
  let quebec: number;
  let ontario: number;
  let usState: number;

  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = await t.signIn('owner@rendezvous.test');
    consultant = await t.signIn('consultant@rendezvous.test');
    platform = await t.signIn('platform@rendezvous.test');
    other = await t.signUpOwner('addr-owner@example.com', 'Address Shop');
    businessId = owner.admin.business_id!;
    const countries = (await t.call({ method: 'GET', url: '/api/countries?appendStates=true' })).json().data as Country[];
    canada = countries.find((c) => c.code === 'CA')!;
    quebec = canada.states.find((s) => s.code === 'QC')!.id;
    ontario = canada.states.find((s) => s.code === 'ON')!.id;
    usState = countries.find((c) => c.code === 'US')!.states.find((s) => s.code === 'NY')!.id;
  });
  afterAll(() => t?.close());

  const form = (overrides: Record<string, unknown> = {}) => ({
    address_line_1: '1000 Rue Sherbrooke Ouest',
    address_line_2: 'Suite 200',
    country_id: canada.id,
    state_id: quebec,
    city: 'MONTRÉAL',
    postal_code: 'H3A 3G4',
    ...overrides,
  });
  const create = (token: string, payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: '/api/addresses', token, payload });
  const countOf = async (id: number) =>
    (await t.database.db.select().from(addresses).where(eq(addresses.business_id, id))).length;

  describe('POST geocode (a property address typed on one line)', () => {
    const geocode = (token: string | undefined, address: unknown) =>
      t.call({ method: 'POST', url: '/api/geocode', ...(token ? { token } : {}), payload: { address } });

    it('places what the broker typed, with no map click', async () => {
      const res = await geocode(owner.token, '1000 Rue Sherbrooke Ouest, Montréal QC H3A 3G4');
      expect(res.statusCode, res.body).toBe(200);
      const place = res.json().data;
      expect(place.latitude).toBeCloseTo(45.5, 0);
      expect(place.longitude).toBeCloseTo(-73.6, 0);
      expect(place.place_id).toMatch(/^offline:CA-QC:/);
      expect(place.formatted_address).toBe('1000 Rue Sherbrooke Ouest, Montréal QC H3A 3G4');
    });

    it('says plainly when it cannot find the address (422), naming no map vendor', async () => {
      const res = await geocode(owner.token, '12 Nowhere Lane, Atlantis');
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(PropertyMessages.addressNotFound);
      expect(res.json().message).not.toMatch(/google/i);
    });

    it('refuses an empty or oversized address, and anyone signed out', async () => {
      expect((await geocode(owner.token, '')).statusCode).toBe(422);
      expect((await geocode(owner.token, 'x'.repeat(256))).statusCode).toBe(422);
      expect((await geocode(undefined, 'Montréal')).statusCode).toBe(401);
    });
  });

  describe('POST addresses', () => {
    it('geocodes and saves an address of the business (city matched without regard to case or accents)', async () => {
      const res = await create(owner.token, form({ addressable_id: businessId, addressable_type: 'business' }));
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(AddressMessages.saved);
      const saved = res.json().data;
      expect(saved).toMatchObject({ addressable_id: businessId, city: 'MONTRÉAL', address_line_2: 'Suite 200' });
      expect(saved.gmaps_latitude).toBeCloseTo(45.5, 0);
      expect(saved.gmaps_longitude).toBeCloseTo(-73.6, 0);
      expect(saved.gmaps_place_id).toMatch(/^offline:CA-QC:/);
      expect(saved.gmaps_full_address).toBe('1000 Rue Sherbrooke Ouest, Suite 200, Montréal, Québec, H3A 3G4, Canada');
      const [row] = await t.database.db.select().from(addresses).where(eq(addresses.id, saved.id));
      expect(row!.business_id).toBe(businessId);
    });

    it('saves the place of a chosen suggestion as it is, still checking the state and bounds', async () => {
      const place = {
        formatted_address: '12 Rue Principale, Laval, Québec, Canada',
        latitude: 45.6066,
        longitude: -73.7124,
        place_id: 'offline:CA-QC:Laval',
      };
      const base = { addressable_id: businessId, addressable_type: 'business' };
      const res = await create(owner.token, form({ ...base, city: 'Laval', place }));
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({
        city: 'Laval',
        gmaps_full_address: place.formatted_address,
        gmaps_latitude: place.latitude,
        gmaps_longitude: place.longitude,
        gmaps_place_id: place.place_id,
      });

      const before = await countOf(businessId);
      const offTheMap = await create(owner.token, form({ ...base, place: { ...place, latitude: 91 } }));
      expect(offTheMap.statusCode).toBe(422);
      expect(offTheMap.json().errors).toHaveProperty(['place.latitude']);
      const wrongState = await create(owner.token, form({ ...base, state_id: usState, place }));
      expect(wrongState.json().errors.state_id).toEqual([AddressMessages.stateNotInCountry]);
      expect(await countOf(businessId)).toBe(before);
      // The business keeps the addresses the tests below count on.
      const removed = await t.call({ method: 'DELETE', url: `/api/addresses/${res.json().data.id}`, token: owner.token });
      expect(removed.statusCode).toBe(200);
    });

    it('refuses an address the geocoder cannot find, saving nothing', async () => {
      const before = await countOf(businessId);
      const res = await create(owner.token, form({ addressable_id: businessId, addressable_type: 'business', city: 'Nowhereville' }));
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(AddressMessages.unableToValidate);
      expect(await countOf(businessId)).toBe(before);
    });

    it('gives each required field its message', async () => {
      const res = await create(owner.token, { addressable_id: businessId, addressable_type: 'business', address_line_1: '', city: ' ', postal_code: '' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toMatchObject({
        address_line_1: [AddressMessages.addressLine1Required],
        country_id: [AddressMessages.countryRequired],
        state_id: [AddressMessages.stateRequired],
        city: [AddressMessages.cityRequired],
        postal_code: [AddressMessages.postalCodeRequired],
      });
    });

    it("refuses a state of another country", async () => {
      const res = await create(owner.token, form({ addressable_id: businessId, addressable_type: 'business', state_id: usState }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.state_id).toEqual([AddressMessages.stateNotInCountry]);
    });

    it("answers 404 for another business's id; a platform admin may add to any", async () => {
      const before = await countOf(other.businessId);
      expect((await create(owner.token, form({ addressable_id: other.businessId, addressable_type: 'business' }))).statusCode).toBe(404);
      expect(await countOf(other.businessId)).toBe(before);
      const res = await create(platform.token, form({ addressable_id: other.businessId, addressable_type: 'business', state_id: ontario, city: 'Ottawa' }));
      expect(res.statusCode).toBe(201);
      expect(res.json().data.business_id).toBeUndefined();
      expect(await countOf(other.businessId)).toBe(before + 1);
    });

    it('is refused to a consultant', async () => {
      expect((await create(consultant.token, form({ addressable_id: businessId, addressable_type: 'business' }))).statusCode).toBe(403);
    });
  });

  describe('PUT addresses/{id}', () => {
    it('replaces an address and geocodes it again', async () => {
      const [first] = (await t.call({ method: 'GET', url: `/api/business/${businessId}?appendAddresses=true`, token: owner.token })).json().data.addresses;
      const res = await t.call({ method: 'PUT', url: `/api/addresses/${first.id}`, token: owner.token, payload: form({ state_id: ontario, city: 'ottawa', address_line_2: '' }) });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(AddressMessages.saved);
      expect(res.json().data).toMatchObject({ city: 'ottawa', address_line_2: null, state_id: ontario });
      expect(res.json().data.gmaps_latitude).toBeCloseTo(45.4, 0);
    });

    it('keeps the old address when the new one cannot be geocoded', async () => {
      const [first] = (await t.call({ method: 'GET', url: `/api/business/${businessId}?appendAddresses=true`, token: owner.token })).json().data.addresses;
      const res = await t.call({ method: 'PUT', url: `/api/addresses/${first.id}`, token: owner.token, payload: form({ state_id: ontario, city: 'Atlantis' }) });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(AddressMessages.unableToValidate);
      const [row] = await t.database.db.select().from(addresses).where(eq(addresses.id, first.id));
      expect(row!.city).toBe('ottawa');
    });

    it("answers 404 for another business's address", async () => {
      const [theirs] = await t.database.db.select().from(addresses).where(eq(addresses.business_id, other.businessId));
      const res = await t.call({ method: 'PUT', url: `/api/addresses/${theirs!.id}`, token: owner.token, payload: form() });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('DELETE addresses/{id}', () => {
    it("answers 404 for another business's address", async () => {
      const [theirs] = await t.database.db.select().from(addresses).where(eq(addresses.business_id, other.businessId));
      expect((await t.call({ method: 'DELETE', url: `/api/addresses/${theirs!.id}`, token: owner.token })).statusCode).toBe(404);
    });

    it('deletes while two or more remain, then refuses to remove the last one', async () => {
      const rows = await t.database.db.select().from(addresses).where(eq(addresses.business_id, businessId));
      expect(rows.length).toBe(2);
      const done = await t.call({ method: 'DELETE', url: `/api/addresses/${rows[1]!.id}`, token: owner.token });
      expect(done.statusCode).toBe(200);
      expect(done.json().message).toBe(AddressMessages.deleted);
      const refused = await t.call({ method: 'DELETE', url: `/api/addresses/${rows[0]!.id}`, token: owner.token });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(AddressMessages.lastAddress);
      expect(await countOf(businessId)).toBe(1);
    });
  });

  describe('business settings', () => {
    it('lists the business settings', async () => {
      const res = await t.call({ method: 'GET', url: '/api/business-settings', token: owner.token });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.some((s: { setting_code: string }) => s.setting_code === 'online_booking')).toBe(true);
    });

    it('creates a setting, then updates it by POST or PATCH', async () => {
      const created = await t.call({ method: 'POST', url: '/api/business-settings', token: other.token, payload: { business_id: other.businessId, setting_code: 'sms_notifications', is_active: 1 } });
      expect(created.statusCode).toBe(201);
      expect(created.json().data).toMatchObject({ business_id: other.businessId, setting_code: 'sms_notifications', is_active: 1 });
      const again = await t.call({ method: 'POST', url: '/api/business-settings', token: other.token, payload: { business_id: other.businessId, setting_code: 'sms_notifications', is_active: 0 } });
      expect(again.json().data).toMatchObject({ id: created.json().data.id, is_active: 0 });
      const patched = await t.call({ method: 'PATCH', url: `/api/business-settings/${created.json().data.id}`, token: other.token, payload: { is_active: 1 } });
      expect(patched.statusCode).toBe(200);
      expect(patched.json().data.is_active).toBe(1);
    });

    it('refuses an unknown setting code', async () => {
      const res = await t.call({ method: 'POST', url: '/api/business-settings', token: other.token, payload: { business_id: other.businessId, setting_code: 'teleport', is_active: 1 } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.setting_code).toEqual([BusinessMessages.unknownSetting]);
    });

    it("answers 404 for another business's settings", async () => {
      const theirs = (await t.call({ method: 'GET', url: '/api/business-settings', token: other.token })).json().data[0];
      const patched = await t.call({ method: 'PATCH', url: `/api/business-settings/${theirs.id}`, token: owner.token, payload: { is_active: 0 } });
      expect(patched.statusCode).toBe(404);
      const created = await t.call({ method: 'POST', url: '/api/business-settings', token: owner.token, payload: { business_id: other.businessId, setting_code: 'show_prices', is_active: 1 } });
      expect(created.statusCode).toBe(404);
      expect((await t.call({ method: 'GET', url: `/api/business-settings?business_id=${other.businessId}`, token: owner.token })).statusCode).toBe(404);
    });
  });

  describe('GET map-config', () => {
    it('has no tile URL by default (offline), so maps show their blank fallback', async () => {
      const res = await t.call({ method: 'GET', url: '/api/map-config' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ tile_url: null, attribution: '© OpenStreetMap contributors', geocoder: 'offline' });
    });
  });
});
