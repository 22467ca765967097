import { describe, expect, it } from 'vitest';
import { createAddress, deleteAddress, getMapConfig, suggestAddresses, updateAddress } from './addresses';
import {
  assignBusinessToAdmin,
  businessKeys,
  businessQueries,
  checkExistingSubdomain,
  createBusiness,
  deleteBusiness,
  getBusiness,
  inviteBusinesses,
  listBusinesses,
  setBusinessTags,
  updateBusiness,
} from './business';
import {
  businessSettingKeys,
  businessSettingQueries,
  createBusinessSetting,
  getNotificationSettings,
  listBusinessSettings,
  updateBusinessSetting,
  updateNotificationSettings,
} from './settings';
import {
  getCategories,
  getCountries,
  getRoles,
  getSettings,
  getSubscriptionPeriods,
  getTags,
  getThemes,
  getTimezones,
  referenceKeys,
  referenceQueries,
} from './reference';
import { BASE_URL, clientWith, fakeFetch, sentRequest } from './test-fetch';

type Client = ReturnType<typeof clientWith>['client'];

const ADDRESS = {
  address_line_1: '1 Main St',
  country_id: 1,
  state_id: 2,
  city: 'Montreal',
  postal_code: 'H1H 1H1',
};

async function sent(run: (client: ReturnType<typeof clientWith>['client']) => Promise<unknown>) {
  const fetch = fakeFetch(200, { data: [] });
  await run(clientWith(fetch).client);
  const body = fetch.bodies[0] ?? '';
  return {
    method: sentRequest(fetch).method,
    url: sentRequest(fetch).url,
    body: body === '' ? undefined : JSON.parse(body),
  };
}

const NOTIFICATIONS = {
  email_notifications: true,
  sms_notifications: true,
  appointment_reminders: true,
  sms_two_way: false,
  reminder_lead_minutes: [1440, 120],
  quiet_hours: { start: '21:00', end: '08:00' },
};

describe('business endpoints', () => {
  it('create a business with POST business', async () => {
    expect(await sent((c) => createBusiness(c, { name: 'Salon', category_service_id: 4 }))).toEqual(
      {
        method: 'POST',
        url: `${BASE_URL}/business?debug=false`,
        body: { name: 'Salon', category_service_id: 4 },
      },
    );
  });

  it('update one field with PATCH business/{id}', async () => {
    expect(await sent((c) => updateBusiness(c, 3, { theme_id: 2 }))).toEqual({
      method: 'PATCH',
      url: `${BASE_URL}/business/3?debug=false`,
      body: { theme_id: 2 },
    });
  });

  it('assign the business to the admin with PATCH admin/{id}', async () => {
    expect(await sent((c) => assignBusinessToAdmin(c, 8, 3))).toMatchObject({
      method: 'PATCH',
      url: `${BASE_URL}/admin/8?appendConsultant=true&appendRoles=true&debug=false`,
      body: { business_id: 3 },
    });
  });

  it('load a business with its relations', async () => {
    const { url } = await sent((c) => getBusiness(c, 3, ['appendServices', 'appendDays']));
    expect(url).toBe(`${BASE_URL}/business/3?appendServices=true&appendDays=true&debug=false`);
    expect(businessKeys.detail(3)).toEqual(['businesses', 'detail', 3]);
    expect(businessQueries.detail(clientWith(fakeFetch(200)).client, 3).queryKey).toEqual(
      businessKeys.detail(3),
    );
  });
});

describe('reference endpoints', () => {
  it.each([
    ['categories', getCategories],
    ['roles', getRoles],
    ['timezones', getTimezones],
    ['settings', getSettings],
    ['tags', getTags],
    ['subscription-periods', getSubscriptionPeriods],
    ['themes', getThemes],
  ] as const)('GET %s', async (path, get) => {
    expect(await sent((c) => get(c))).toEqual({
      method: 'GET',
      url: `${BASE_URL}/${path}?debug=false`,
      body: undefined,
    });
  });

  it('GET countries with its filters', async () => {
    expect((await sent((c) => getCountries(c, { active: true, appendStates: true }))).url).toBe(
      `${BASE_URL}/countries?active=true&appendStates=true&debug=false`,
    );
  });

  it('have one key per list, the country key naming its filters', () => {
    expect(referenceKeys.categories()).toEqual(['reference', 'categories']);
    expect(referenceKeys.countries({ active: true })).toEqual([
      'reference',
      'countries',
      { active: true },
    ]);
    const client = clientWith(fakeFetch(200)).client;
    expect(referenceQueries.countries(client, { active: true }).queryKey).toEqual(
      referenceKeys.countries({ active: true }),
    );
    expect(referenceQueries.themes(client).staleTime).toBe(60 * 60 * 1000);
  });

  it('run their query functions through the client', async () => {
    const fetch = fakeFetch(200, { data: [{ id: 1, name: 'Beauty', services: [] }] });
    const options = referenceQueries.categories(clientWith(fetch).client);
    const queryFn = options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
    expect(await queryFn({ signal: new AbortController().signal })).toEqual([
      { id: 1, name: 'Beauty', services: [] },
    ]);
  });
});

describe('business configuration endpoints', () => {
  it('list businesses with GET businesses and its filters', async () => {
    const { url } = await sent((c) =>
      listBusinesses(c, { paginate: 10, page: 2, search: 'salon', status: 'active', appendAddresses: true }),
    );
    expect(url).toBe(
      `${BASE_URL}/businesses?paginate=10&page=2&search=salon&status=active&appendAddresses=true&debug=false`,
    );
    expect(businessKeys.list({ page: 2 })).toEqual(['businesses', 'list', { page: 2 }]);
  });

  it("keys a business's notification settings under its settings", () => {
    expect(businessSettingKeys.notifications(3)).toEqual(['business-settings', 3, 'notifications']);
    expect(businessSettingQueries.notifications(null as never, 3).queryKey).toEqual(businessSettingKeys.notifications(3));
  });

  it.each([
    ['DELETE business/{id}', (c: Client) => deleteBusiness(c, 3), 'DELETE', 'business/3', undefined],
    ['check a subdomain', (c: Client) => checkExistingSubdomain(c, 'salon'), 'POST', 'business/check-existing-subdomain', { subdomain: 'salon' }],
    ['set the tags', (c: Client) => setBusinessTags(c, 3, [1, 2]), 'POST', 'business-tags/3', { tags: [1, 2] }],
    ['invite businesses', (c: Client) => inviteBusinesses(c, 'a@x.co, b@y.co'), 'POST', 'business-invitations', { emails: 'a@x.co, b@y.co' }],
    ['add an address', (c: Client) => createAddress(c, { ...ADDRESS, addressable_id: 3, addressable_type: 'business' }), 'POST', 'addresses', { ...ADDRESS, addressable_id: 3, addressable_type: 'business' }],
    ['replace an address', (c: Client) => updateAddress(c, 5, ADDRESS), 'PUT', 'addresses/5', ADDRESS],
    ['delete an address', (c: Client) => deleteAddress(c, 5), 'DELETE', 'addresses/5', undefined],
    ['read the map settings', (c: Client) => getMapConfig(c), 'GET', 'map-config', undefined],
    ['suggest addresses for what is typed', (c: Client) => suggestAddresses(c, { q: 'Montr', country: 'CA' }), 'GET', 'geocode/suggestions?q=Montr&country=CA&', undefined],
    ['list business settings', (c: Client) => listBusinessSettings(c, 3), 'GET', 'business-settings?business_id=3&', undefined],
    ['create a business setting', (c: Client) => createBusinessSetting(c, { business_id: 3, setting_code: 'show_prices', is_active: 1 }), 'POST', 'business-settings', { business_id: 3, setting_code: 'show_prices', is_active: 1 }],
    ['switch a business setting', (c: Client) => updateBusinessSetting(c, 9, { is_active: 0 }), 'PATCH', 'business-settings/9', { is_active: 0 }],
    ['read the notification settings', (c: Client) => getNotificationSettings(c, 3), 'GET', 'business/3/notification-settings', undefined],
    ['replace the notification settings', (c: Client) => updateNotificationSettings(c, 3, NOTIFICATIONS), 'PUT', 'business/3/notification-settings', NOTIFICATIONS],
  ] as const)('%s', async (_name, run, method, path, body) => {
    const request = await sent(run);
    const [pathOnly, query] = path.split('?');
    expect(request).toEqual({
      method,
      url: `${BASE_URL}/${pathOnly}?${query ?? ''}debug=false`,
      body,
    });
  });
});
