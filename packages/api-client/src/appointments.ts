import { queryOptions } from '@tanstack/react-query';
import type {
  Appointment,
  AppointmentListQuerySchema,
  AppointmentStatsByKind,
  AppointmentStatsKind,
  CreateAppointmentInput,
  MessageDelivery,
  Paginated,
  SeriesBookInput,
  SeriesBooked,
  SeriesCancelInput,
  SeriesCancelled,
  SeriesMoveInput,
  SeriesMoved,
  SeriesCheck,
  SeriesCheckInput,
  UpdateAppointmentInput,
} from '@rendezvous/domain';
import type { z } from 'zod';
import type { ApiClient } from './http';

/** The list filters as the client sends them (the server coerces the strings back). */
export type AppointmentListParams = Partial<z.output<typeof AppointmentListQuerySchema>>;

export const appointmentKeys = {
  all: ['appointments'] as const,
  lists: () => [...appointmentKeys.all, 'list'] as const,
  list: (query: AppointmentListParams) => [...appointmentKeys.lists(), query] as const,
  details: () => [...appointmentKeys.all, 'detail'] as const,
  detail: (id: number) => [...appointmentKeys.details(), id] as const,
  deliveries: (id: number) => [...appointmentKeys.detail(id), 'deliveries'] as const,
  stats: (kind: AppointmentStatsKind) => [...appointmentKeys.all, 'stats', kind] as const,
};

/**
 * GET appointments: the business's, newest first, a page of 10 with customer, consultant and
 * services unless the query says otherwise. `customerType` + `customerId` give one customer's
 * history, `consultantId` one consultant's.
 */
export function listAppointments(
  client: ApiClient,
  query: AppointmentListParams,
  options: { signal?: AbortSignal } = {},
): Promise<Paginated<Appointment>> {
  return client.get('appointments', {
    query: {
      paginate: 10,
      filterByBusiness: true,
      sort: 'desc',
      appendCustomer: true,
      appendConsultant: true,
      appendServices: true,
      ...query,
    },
    signal: options.signal,
  });
}

/** GET appointment/{id}: one appointment with customer, consultant, services, events and meetings. */
export function getAppointment(
  client: ApiClient,
  id: number,
  options: { signal?: AbortSignal } = {},
): Promise<Appointment> {
  return client.get(`appointment/${id}`, { signal: options.signal });
}

/** POST appointment: books a free slot; the server computes the amounts. */
export function createAppointment(client: ApiClient, input: CreateAppointmentInput): Promise<Appointment> {
  return client.post('appointment', { json: input });
}

/**
 * POST appointments/series/check: every occurrence of a recurring series, free or why not with
 * the nearest free time. Books nothing.
 */
export function checkAppointmentSeries(client: ApiClient, input: SeriesCheckInput): Promise<SeriesCheck> {
  return client.post('appointments/series/check', { json: input });
}

/** POST appointments/series: books all occurrences or none (book=all), or the free ones (book=free). */
export function createAppointmentSeries(client: ApiClient, input: SeriesBookInput): Promise<SeriesBooked> {
  return client.post('appointments/series', { json: input });
}

/** POST appointments/series/{id}/cancel: the occurrence on from_date and the following ones. */
export function cancelAppointmentSeries(
  client: ApiClient,
  seriesId: number,
  input: SeriesCancelInput,
): Promise<SeriesCancelled> {
  return client.post(`appointments/series/${seriesId}/cancel`, { json: input });
}

/**
 * POST appointments/series/{id}/move/check: where an occurrence and the following ones would
 * fall, moved by the same step, each free or why not. Moves nothing.
 */
export function checkAppointmentSeriesMove(
  client: ApiClient,
  seriesId: number,
  input: SeriesMoveInput,
): Promise<SeriesMoved> {
  return client.post(`appointments/series/${seriesId}/move/check`, { json: input });
}

/** POST appointments/series/{id}/move: moves an occurrence and the following ones, all or none. */
export function moveAppointmentSeries(
  client: ApiClient,
  seriesId: number,
  input: SeriesMoveInput,
): Promise<SeriesMoved> {
  return client.post(`appointments/series/${seriesId}/move`, { json: input });
}

/** PUT appointment/{id}: the changed fields; refused when nothing changes. */
export function updateAppointment(
  client: ApiClient,
  id: number,
  input: UpdateAppointmentInput,
): Promise<Appointment> {
  return client.put(`appointment/${id}`, { json: input });
}

/** GET appointment/{id}/deliveries: the messages its customer was sent or will be, oldest due first. */
export function listAppointmentDeliveries(
  client: ApiClient,
  id: number,
  options: { signal?: AbortSignal } = {},
): Promise<MessageDelivery[]> {
  return client.get(`appointment/${id}/deliveries`, { signal: options.signal });
}

/** POST appointment/{id}/deliveries/{deliveryId}/retry: sends a failed message again. */
export function retryAppointmentDelivery(
  client: ApiClient,
  id: number,
  deliveryId: number,
): Promise<MessageDelivery> {
  return client.post(`appointment/${id}/deliveries/${deliveryId}/retry`, { json: {} });
}

export function appointmentDeliveriesQuery(client: ApiClient, id: number) {
  return queryOptions({
    queryKey: appointmentKeys.deliveries(id),
    queryFn: ({ signal }) => listAppointmentDeliveries(client, id, { signal }),
  });
}

/** DELETE appointment/{id}. */
export function deleteAppointment(client: ApiClient, id: number): Promise<null> {
  return client.delete(`appointment/${id}`);
}

/**
 * GET /appointments/stats/{x}: `total` (count), `profit` (completed appointments' totals in
 * cents), `monthly` (count per month, last 12 months).
 */
export function appointmentStats<K extends AppointmentStatsKind>(
  client: ApiClient,
  kind: K,
  options: { signal?: AbortSignal } = {},
): Promise<AppointmentStatsByKind[K]> {
  return client.get(`appointments/stats/${kind}`, { signal: options.signal });
}

export function appointmentListQuery(client: ApiClient, query: AppointmentListParams) {
  return queryOptions({
    queryKey: appointmentKeys.list(query),
    queryFn: ({ signal }) => listAppointments(client, query, { signal }),
  });
}

export function appointmentQuery(client: ApiClient, id: number) {
  return queryOptions({
    queryKey: appointmentKeys.detail(id),
    queryFn: ({ signal }) => getAppointment(client, id, { signal }),
  });
}

export function appointmentStatsQuery<K extends AppointmentStatsKind>(client: ApiClient, kind: K) {
  return queryOptions({
    queryKey: appointmentKeys.stats(kind),
    queryFn: ({ signal }) => appointmentStats(client, kind, { signal }),
  });
}
