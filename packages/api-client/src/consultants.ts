import { queryOptions } from '@tanstack/react-query';
import type {
  Consultant,
  ConsultantDay,
  ConsultantDaysInput,
  ConsultantService,
  CreateConsultantServiceInput,
  Paginated,
  TimeSlot,
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
  times: (id: number, query: ConsultantTimesParams) =>
    [...consultantKeys.all, 'times', id, query] as const,
};

/** Query of GET consultant/{id}/times. */
export interface ConsultantTimesParams {
  /** 'YYYY-MM-DD', in the business's time zone. */
  date: string;
  /** Consultant service ids: the slot lasts their total length. */
  consultantServiceIds: readonly number[];
  /** The customer's time zone (timezones id): each slot then shows their clock too. */
  customer_timezone_id?: number | null;
  /** The appointment being edited, whose own time stays free. */
  excludeAppointmentId?: number | null;
  /**
   * The owner's times inside the minimum notice and beyond the booking horizon (the API
   * refuses anyone else with 403). Left out when false.
   */
  overrideBookingRules?: boolean;
}

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

/** GET consultant/{id}/times: the free slots on a date for the chosen services, sorted. */
export function getConsultantTimes(
  client: ApiClient,
  id: number,
  query: ConsultantTimesParams,
  options: { signal?: AbortSignal } = {},
): Promise<TimeSlot[]> {
  return client.get(`consultant/${id}/times`, {
    query: {
      date: query.date,
      consultantServiceIds: query.consultantServiceIds,
      customer_timezone_id: query.customer_timezone_id,
      excludeAppointmentId: query.excludeAppointmentId,
      override_booking_rules: query.overrideBookingRules ? true : undefined,
    },
    signal: options.signal,
  });
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
  /** Free slots change with every booking: kept fresh for a few seconds only. */
  times: (client: ApiClient, id: number, query: ConsultantTimesParams) =>
    queryOptions({
      queryKey: consultantKeys.times(id, query),
      queryFn: ({ signal }) => getConsultantTimes(client, id, query, { signal }),
      staleTime: 5_000,
    }),
};
