import { queryOptions } from '@tanstack/react-query';
import type { ManagedAppointment, PublicTimeSlot } from '@rendezvous/domain';
import type { ApiClient } from './http';

/*
 * The manage page a confirmation e-mail links to: the signed token stands for the customer
 * (no account, no session). Reads change nothing; cancel and move are POSTs.
 */

export interface ManageTimesParams {
  token: string;
  date: string;
  customer_timezone_id?: number;
}

export const manageKeys = {
  all: ['manage'] as const,
  appointment: (token: string) => [...manageKeys.all, 'appointment', token] as const,
  times: (token: string, date: string) =>
    [...manageKeys.appointment(token), 'times', date] as const,
};

/** GET manage/appointment: the link's appointment. 404 when the link is altered, not its customer's, or expired. */
export function getManagedAppointment(
  client: ApiClient,
  token: string,
  options: { signal?: AbortSignal } = {},
): Promise<ManagedAppointment> {
  return client.get('manage/appointment', { query: { token }, signal: options.signal });
}

/** GET manage/appointment/times: free times on a date for the same consultant and services. */
export function getManagedAppointmentTimes(
  client: ApiClient,
  query: ManageTimesParams,
  options: { signal?: AbortSignal } = {},
): Promise<PublicTimeSlot[]> {
  return client.get('manage/appointment/times', {
    query: {
      token: query.token,
      date: query.date,
      customer_timezone_id: query.customer_timezone_id,
    },
    signal: options.signal,
  });
}

/** POST manage/appointment/cancel: 422 inside the business's cancellation notice. */
export function cancelManagedAppointment(
  client: ApiClient,
  token: string,
): Promise<ManagedAppointment> {
  return client.post('manage/appointment/cancel', { json: { token } });
}

/** POST manage/appointment/move: to a new date and start (same length); 409 when the time is taken. */
export function moveManagedAppointment(
  client: ApiClient,
  input: { token: string; date: string; start_time: string },
): Promise<ManagedAppointment> {
  return client.post('manage/appointment/move', { json: input });
}

export const managedAppointmentQuery = (client: ApiClient, token: string) =>
  queryOptions({
    queryKey: manageKeys.appointment(token),
    queryFn: ({ signal }) => getManagedAppointment(client, token, { signal }),
    retry: false,
  });

/** Free times change as others book: never served stale for long. */
export const managedAppointmentTimesQuery = (client: ApiClient, token: string, date: string) =>
  queryOptions({
    queryKey: manageKeys.times(token, date),
    queryFn: ({ signal }) => getManagedAppointmentTimes(client, { token, date }, { signal }),
    staleTime: 15_000,
  });
