import { describe, expect, it } from 'vitest';
import {
  assignBusinessToAdmin,
  businessKeys,
  businessQueries,
  createBusiness,
  getBusiness,
  updateBusiness,
} from './business';
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
