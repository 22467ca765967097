import { describe, expect, it } from 'vitest';
import {
  catalogQueries,
  createService,
  createServiceCategory,
  deleteService,
  deleteServiceCategory,
  listServiceCategories,
  listServices,
  serviceKeys,
  servicePatch,
  updateService,
  updateServiceCategory,
} from './catalog';
import { clientWith, fakeFetch, sentRequest } from './test-fetch';

const page = { data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 };

const service = {
  name: 'Cut',
  service_category_id: 4,
  description: 'A cut',
  show_price: true,
  price: 4500,
  appointment_length_decider: 'business' as const,
  appointment_length: 30,
  minimum_appointment_length: 30,
  maximum_appointment_length: 60,
  is_subscription: false,
  subscription_period_id: 3,
  buffer_before_minutes: 0,
  buffer_after_minutes: 0,
};

async function sent(
  call: (client: ReturnType<typeof clientWith>['client']) => Promise<unknown>,
  body: unknown = { data: null },
) {
  const fetch = fakeFetch(200, body);
  const { client, onSuccessMessage } = clientWith(fetch);
  const result = await call(client);
  const request = sentRequest(fetch);
  return { request, url: new URL(request.url), body: fetch.bodies[0], result, onSuccessMessage };
}

describe('catalog endpoints', () => {
  it('lists services with paging and a trimmed search, leaving a blank search out', async () => {
    const { url, request, result } = await sent(
      (c) => listServices(c, { paginate: 10, page: 2, search: ' cut ' }),
      { data: page },
    );
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/api/services');
    expect(url.searchParams.get('paginate')).toBe('10');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('search')).toBe('cut');
    expect(result).toEqual(page);
    const blank = await sent((c) => listServices(c, { page: 1, search: '  ' }), { data: page });
    expect(blank.url.searchParams.has('search')).toBe(false);
  });

  it('creates, updates and deletes a service on the spec paths', async () => {
    const created = await sent((c) => createService(c, service), {
      data: { id: 9 },
      message: 'Added',
    });
    expect(created.request.method).toBe('POST');
    expect(created.url.pathname).toBe('/api/service');
    expect(JSON.parse(created.body!)).toEqual(service);
    expect(created.onSuccessMessage).toHaveBeenCalledWith('Added');

    const updated = await sent((c) => updateService(c, 9, { price: 5000 }));
    expect(updated.request.method).toBe('PATCH');
    expect(updated.url.pathname).toBe('/api/service/9');
    expect(JSON.parse(updated.body!)).toEqual({ price: 5000 });

    const deleted = await sent((c) => deleteService(c, 9));
    expect(deleted.request.method).toBe('DELETE');
    expect(deleted.url.pathname).toBe('/api/service/9');
  });

  it('sends only the changed fields, with is_subscription when the period changes', () => {
    expect(servicePatch(service, { ...service, name: 'Trim' })).toEqual({ name: 'Trim' });
    expect(servicePatch(service, { ...service, subscription_period_id: 1 })).toEqual({
      subscription_period_id: 1,
      is_subscription: false,
    });
    expect(servicePatch(service, service)).toEqual({});
  });

  it('lists, creates, updates and deletes categories on serviceCategories', async () => {
    const listed = await sent((c) => listServiceCategories(c, { page: 1, search: 'hair' }), {
      data: page,
    });
    expect(listed.url.pathname).toBe('/api/serviceCategories');
    expect(listed.url.searchParams.get('search')).toBe('hair');

    const created = await sent((c) => createServiceCategory(c, { name: 'Hair', business_id: 7 }));
    expect(created.request.method).toBe('POST');
    expect(JSON.parse(created.body!)).toEqual({ name: 'Hair', business_id: 7 });

    const updated = await sent((c) => updateServiceCategory(c, 3, { name: 'Nails' }));
    expect(updated.request.method).toBe('PATCH');
    expect(updated.url.pathname).toBe('/api/serviceCategories/3');

    const deleted = await sent((c) => deleteServiceCategory(c, 3));
    expect(deleted.request.method).toBe('DELETE');
    expect(deleted.url.pathname).toBe('/api/serviceCategories/3');
  });

  it('keys each page under its business and query', () => {
    const { client } = clientWith(fakeFetch(200, { data: page }));
    const options = catalogQueries.services(client, 7, { page: 2 });
    expect(options.queryKey).toEqual(serviceKeys.list(7, { page: 2 }));
    expect(options.queryKey.slice(0, 1)).toEqual(serviceKeys.all);
    expect(catalogQueries.categories(client, 7, { page: 1 }).queryKey[0]).toBe(
      'service-categories',
    );
  });
});
