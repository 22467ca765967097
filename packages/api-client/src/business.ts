import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  BUSINESS_APPEND_FLAGS,
  type Admin,
  type Business,
  type BusinessAppendFlag,
  type BusinessInvitationsResult,
  type BusinessTag,
  type CreateBusinessInput,
  type Paginated,
  type UpdateBusinessInput,
} from '@rendezvous/domain';
import { updateAdmin } from './admin';
import { appendQuery } from './append';
import type { ApiClient } from './http';

/** A page request of GET businesses. */
export type BusinessListParams = {
  paginate?: number;
  page?: number;
  search?: string;
  status?: Business['status'];
  appendServices?: boolean;
  appendDays?: boolean;
  appendAddresses?: boolean;
};

export const businessKeys = {
  all: ['businesses'] as const,
  lists: () => [...businessKeys.all, 'list'] as const,
  list: (query: BusinessListParams) => [...businessKeys.lists(), query] as const,
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

/** GET businesses (platform admin): a page of every business, with search and status filter. */
export function listBusinesses(
  client: ApiClient,
  query: BusinessListParams = {},
  options: { signal?: AbortSignal } = {},
): Promise<Paginated<Business>> {
  return client.get('businesses', { query: { ...query }, signal: options.signal });
}

export const businessQueries = {
  detail: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: businessKeys.detail(id),
      queryFn: ({ signal }) => getBusiness(client, id, undefined, { signal }),
    }),
  /** Keeps showing the previous page while the next one loads. */
  list: (client: ApiClient, query: BusinessListParams) =>
    queryOptions({
      queryKey: businessKeys.list(query),
      queryFn: ({ signal }) => listBusinesses(client, query, { signal }),
      placeholderData: keepPreviousData,
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

/** DELETE business/{id} (platform admin): the business and everything it holds. */
export function deleteBusiness(client: ApiClient, id: number): Promise<null> {
  return client.delete(`business/${id}`);
}

/** POST business/check-existing-subdomain: true when another business already uses it. */
export function checkExistingSubdomain(client: ApiClient, subdomain: string): Promise<boolean> {
  return client.post('business/check-existing-subdomain', { json: { subdomain } });
}

/** POST business-tags/{id}: the complete new set of tag ids. */
export function setBusinessTags(
  client: ApiClient,
  id: number,
  tags: readonly number[],
): Promise<BusinessTag[]> {
  return client.post(`business-tags/${id}`, { json: { tags } });
}

/** POST business-invitations (platform admin): one or more comma-separated addresses. */
export function inviteBusinesses(
  client: ApiClient,
  emails: string,
): Promise<BusinessInvitationsResult> {
  return client.post('business-invitations', { json: { emails } });
}

/** PATCH admin/{id} with the new business: the second step of the setup. */
export function assignBusinessToAdmin(
  client: ApiClient,
  adminId: number,
  business_id: number,
): Promise<Admin> {
  return updateAdmin(client, adminId, { business_id });
}
