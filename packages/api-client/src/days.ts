import { queryOptions } from '@tanstack/react-query';
import type { BusinessDay, BusinessDaysInput, UpdateDayInput } from '@rendezvous/domain';
import type { ApiClient } from './http';

export const businessDayKeys = {
  all: ['business-days'] as const,
  list: (businessId: number) => [...businessDayKeys.all, businessId] as const,
};

/** GET business-days: the business's opening hours, Monday to Sunday. */
export function listBusinessDays(
  client: ApiClient,
  options: { signal?: AbortSignal } = {},
): Promise<BusinessDay[]> {
  return client.get('business-days', { signal: options.signal });
}

/**
 * POST business-days: saves the days given (each created or replaced). The server keeps the
 * consultants' days within the new hours and says so in its message.
 */
export function saveBusinessDays(
  client: ApiClient,
  input: BusinessDaysInput,
): Promise<BusinessDay[]> {
  return client.post('business-days', { json: input });
}

/** PATCH business-day/{id}: one or more fields; the day must stay coherent. */
export function updateBusinessDay(
  client: ApiClient,
  id: number,
  patch: UpdateDayInput,
): Promise<BusinessDay> {
  return client.patch(`business-day/${id}`, { json: patch });
}

export const businessDayQueries = {
  list: (client: ApiClient, businessId: number) =>
    queryOptions({
      queryKey: businessDayKeys.list(businessId),
      queryFn: ({ signal }) => listBusinessDays(client, { signal }),
    }),
};
