import { queryOptions } from '@tanstack/react-query';
import type {
  AddHolidaysAnswer,
  AddHolidaysInput,
  CreateTimeOffInput,
  TimeOff,
} from '@rendezvous/domain';
import type { ApiClient } from './http';

/** Which time off a list shows: the dates from..to, optionally one consultant's (and closures). */
export interface TimeOffFilters {
  from: string;
  to: string;
  consultantId?: number;
  appendConflicts?: boolean;
}

export const timeOffKeys = {
  all: ['time-off'] as const,
  business: (businessId: number) => [...timeOffKeys.all, businessId] as const,
  list: (businessId: number, filters: TimeOffFilters) =>
    [...timeOffKeys.business(businessId), 'list', filters] as const,
};

/** GET business/{id}/time-off: closures and consultants' time off touching from..to. */
export function listTimeOff(
  client: ApiClient,
  businessId: number,
  filters: TimeOffFilters,
  options: { signal?: AbortSignal } = {},
): Promise<TimeOff[]> {
  return client.get(`business/${businessId}/time-off`, {
    query: {
      from: filters.from,
      to: filters.to,
      consultant_id: filters.consultantId,
      appendConflicts: filters.appendConflicts ? 'true' : undefined,
    },
    signal: options.signal,
  });
}

/**
 * POST business/{id}/time-off: a consultant's time off, or a closure without consultant_id.
 * Answers the entry with `conflicts`, the appointments already booked inside it.
 */
export function createTimeOff(
  client: ApiClient,
  businessId: number,
  input: CreateTimeOffInput,
): Promise<TimeOff> {
  return client.post(`business/${businessId}/time-off`, { json: input });
}

/** DELETE business/{id}/time-off/{timeOffId}. */
export function deleteTimeOff(
  client: ApiClient,
  businessId: number,
  timeOffId: number,
): Promise<{ id: number }> {
  return client.delete(`business/${businessId}/time-off/${timeOffId}`);
}

/** POST business/{id}/time-off/holidays: a year's statutory holidays (Canada or Quebec) as closures. */
export function addStatutoryHolidays(
  client: ApiClient,
  businessId: number,
  input: AddHolidaysInput,
): Promise<AddHolidaysAnswer> {
  return client.post(`business/${businessId}/time-off/holidays`, { json: input });
}

export const timeOffQueries = {
  list: (client: ApiClient, businessId: number, filters: TimeOffFilters) =>
    queryOptions({
      queryKey: timeOffKeys.list(businessId, filters),
      queryFn: ({ signal }) => listTimeOff(client, businessId, filters, { signal }),
    }),
};
