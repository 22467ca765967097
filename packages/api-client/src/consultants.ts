import { queryOptions } from '@tanstack/react-query';
import type {
  Consultant,
  ConsultantDay,
  ConsultantDaysInput,
  ConsultantService,
  CreateConsultantServiceInput,
  Paginated,
  UpdateConsultantServiceInput,
  UpdateDayInput,
} from '@rendezvous/domain';
import type { ApiClient } from './http';

/** Filters of GET consultants. */
export interface ConsultantListParams {
  paginate?: number;
  page?: number;
  search?: string;
  status?: 'active' | 'inactive';
  appendServices?: boolean;
  appendDays?: boolean;
  appendAdmin?: boolean;
}

export const consultantKeys = {
  all: ['consultants'] as const,
  lists: () => [...consultantKeys.all, 'list'] as const,
  list: (query: ConsultantListParams) => [...consultantKeys.lists(), query] as const,
  detail: (id: number) => [...consultantKeys.all, 'detail', id] as const,
};

/** GET consultants: the business's, with their admin by default. */
export function listConsultants(
  client: ApiClient,
  query: ConsultantListParams = {},
  options: { signal?: AbortSignal } = {},
): Promise<Paginated<Consultant>> {
  return client.get('consultants', { query: { appendAdmin: true, ...query }, signal: options.signal });
}

/** GET consultant/{id}: with services and days. */
export function getConsultant(
  client: ApiClient,
  id: number,
  options: { signal?: AbortSignal } = {},
): Promise<Consultant> {
  return client.get(`consultant/${id}`, { signal: options.signal });
}

/** PUT consultant/{id}: the consultant's availability. */
export function updateConsultant(client: ApiClient, id: number, input: { is_away: 0 | 1 }): Promise<Consultant> {
  return client.put(`consultant/${id}`, { json: input });
}

/** DELETE consultant/{id}: the admin stops being a consultant. */
export function deleteConsultant(client: ApiClient, id: number): Promise<null> {
  return client.delete(`consultant/${id}`);
}

/** POST consultant-service. */
export function createConsultantService(
  client: ApiClient,
  input: CreateConsultantServiceInput,
): Promise<ConsultantService> {
  return client.post('consultant-service', { json: input });
}

/** PATCH consultant-service/{id}: one or more fields. */
export function updateConsultantService(
  client: ApiClient,
  id: number,
  patch: UpdateConsultantServiceInput,
): Promise<ConsultantService> {
  return client.patch(`consultant-service/${id}`, { json: patch });
}

/** DELETE consultant-service/{id}. */
export function deleteConsultantService(client: ApiClient, id: number): Promise<null> {
  return client.delete(`consultant-service/${id}`);
}

/** POST consultant-days: creates or replaces the given days; answers the whole week. */
export function saveConsultantDays(client: ApiClient, input: ConsultantDaysInput): Promise<ConsultantDay[]> {
  return client.post('consultant-days', { json: input });
}

/** PATCH consultant-day/{id}: one or more fields, refused outside the business hours. */
export function updateConsultantDay(client: ApiClient, id: number, patch: UpdateDayInput): Promise<ConsultantDay> {
  return client.patch(`consultant-day/${id}`, { json: patch });
}

export const consultantQueries = {
  list: (client: ApiClient, query: ConsultantListParams = {}) =>
    queryOptions({
      queryKey: consultantKeys.list(query),
      queryFn: ({ signal }) => listConsultants(client, query, { signal }),
    }),
  detail: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: consultantKeys.detail(id),
      queryFn: ({ signal }) => getConsultant(client, id, { signal }),
    }),
};
