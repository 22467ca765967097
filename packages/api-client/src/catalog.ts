import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  CreateServiceCategoryInput,
  CreateServiceInput,
  Paginated,
  Service,
  ServiceCategory,
  ServiceCategoryListQuery,
  ServiceListQuery,
  UpdateServiceCategoryInput,
  UpdateServiceInput,
} from '@rendezvous/domain';
import type { ApiClient } from './http';

/** A page request of services or categories: `paginate` (10 by default), `page`, `search`. */
export type CatalogListParams = Partial<
  Pick<ServiceListQuery & ServiceCategoryListQuery, 'paginate' | 'page' | 'search'>
>;

/**
 * Lists are keyed under the business they belong to, so switching business (a platform admin)
 * never shows another's rows; invalidating `all` refreshes every page after a change.
 */
export const serviceKeys = {
  all: ['services'] as const,
  lists: () => [...serviceKeys.all, 'list'] as const,
  list: (businessId: number, query: CatalogListParams) =>
    [...serviceKeys.lists(), businessId, query] as const,
};

export const serviceCategoryKeys = {
  all: ['service-categories'] as const,
  lists: () => [...serviceCategoryKeys.all, 'list'] as const,
  list: (businessId: number, query: CatalogListParams) =>
    [...serviceCategoryKeys.lists(), businessId, query] as const,
};

const withoutBlankSearch = (query: CatalogListParams) => {
  const { search, ...rest } = query;
  return search?.trim() ? { ...rest, search: search.trim() } : rest;
};

/** GET services: a page of the business's services with their category, newest first. */
export function listServices(
  client: ApiClient,
  query: CatalogListParams = {},
  options: { signal?: AbortSignal } = {},
): Promise<Paginated<Service>> {
  return client.get('services', { query: withoutBlankSearch(query), signal: options.signal });
}

/** POST service: price in integer cents (see `serviceFormToInput`). */
export function createService(client: ApiClient, input: CreateServiceInput): Promise<Service> {
  return client.post('service', { json: input });
}

/**
 * PATCH service/{id}: usually one field. When the subscription period changes, send
 * `is_subscription` with it (see `servicePatch`).
 */
export function updateService(
  client: ApiClient,
  id: number,
  patch: UpdateServiceInput,
): Promise<Service> {
  return client.patch(`service/${id}`, { json: patch });
}

/** DELETE service/{id}. */
export function deleteService(client: ApiClient, id: number): Promise<null> {
  return client.delete(`service/${id}`);
}

/**
 * The fields of `next` that differ from `current`, as a PATCH body; a changed subscription
 * period carries `is_subscription` along, as the spec's client does.
 */
export function servicePatch(
  current: CreateServiceInput,
  next: CreateServiceInput,
): UpdateServiceInput {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof CreateServiceInput)[]) {
    if (next[key] !== current[key] && next[key] !== undefined) patch[key] = next[key];
  }
  if ('subscription_period_id' in patch) patch.is_subscription = next.is_subscription;
  return patch as UpdateServiceInput;
}

/** GET serviceCategories: a page of the business's categories, newest first. */
export function listServiceCategories(
  client: ApiClient,
  query: CatalogListParams = {},
  options: { signal?: AbortSignal } = {},
): Promise<Paginated<ServiceCategory>> {
  return client.get('serviceCategories', {
    query: withoutBlankSearch(query),
    signal: options.signal,
  });
}

/** POST serviceCategories (name, image_url?, business_id). */
export function createServiceCategory(
  client: ApiClient,
  input: CreateServiceCategoryInput,
): Promise<ServiceCategory> {
  return client.post('serviceCategories', { json: input });
}

/** PATCH serviceCategories/{id}. */
export function updateServiceCategory(
  client: ApiClient,
  id: number,
  patch: UpdateServiceCategoryInput,
): Promise<ServiceCategory> {
  return client.patch(`serviceCategories/${id}`, { json: patch });
}

/** DELETE serviceCategories/{id}: refused (409) while the category holds services. */
export function deleteServiceCategory(client: ApiClient, id: number): Promise<null> {
  return client.delete(`serviceCategories/${id}`);
}

export const catalogQueries = {
  services: (client: ApiClient, businessId: number, query: CatalogListParams) =>
    queryOptions({
      queryKey: serviceKeys.list(businessId, query),
      queryFn: ({ signal }) => listServices(client, query, { signal }),
      placeholderData: keepPreviousData,
    }),
  categories: (client: ApiClient, businessId: number, query: CatalogListParams) =>
    queryOptions({
      queryKey: serviceCategoryKeys.list(businessId, query),
      queryFn: ({ signal }) => listServiceCategories(client, query, { signal }),
      placeholderData: keepPreviousData,
    }),
};
