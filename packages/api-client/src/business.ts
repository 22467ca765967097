import { queryOptions } from '@tanstack/react-query';
import {
  BUSINESS_APPEND_FLAGS,
  type Admin,
  type Business,
  type BusinessAppendFlag,
  type CreateBusinessInput,
  type UpdateBusinessInput,
} from '@rendezvous/domain';
import { updateAdmin } from './admin';
import { appendQuery } from './append';
import type { ApiClient } from './http';

export const businessKeys = {
  all: ['businesses'] as const,
  details: () => [...businessKeys.all, 'detail'] as const,
  detail: (id: number) => [...businessKeys.details(), id] as const,
};

/** GET business/{id}, with every relation by default. */
export function getBusiness(
  client: ApiClient,
  id: number,
  append: readonly BusinessAppendFlag[] = BUSINESS_APPEND_FLAGS,
  options: { signal?: AbortSignal } = {},
): Promise<Business> {
  return client.get(`business/${id}`, { query: appendQuery(append), signal: options.signal });
}

export const businessQueries = {
  detail: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: businessKeys.detail(id),
      queryFn: ({ signal }) => getBusiness(client, id, undefined, { signal }),
    }),
};

/** POST business: the first step of /setup-your-business. */
export function createBusiness(client: ApiClient, input: CreateBusinessInput): Promise<Business> {
  return client.post('business', { json: input });
}

/** PATCH business/{id}: usually a single field (theme_id, subdomain, status, ...). */
export function updateBusiness(
  client: ApiClient,
  id: number,
  patch: UpdateBusinessInput,
): Promise<Business> {
  return client.patch(`business/${id}`, { json: patch });
}

/** PATCH admin/{id} with the new business: the second step of the setup. */
export function assignBusinessToAdmin(
  client: ApiClient,
  adminId: number,
  business_id: number,
): Promise<Admin> {
  return updateAdmin(client, adminId, { business_id });
}
