import { queryOptions } from '@tanstack/react-query';
import type {
  BusinessSetting,
  CreateBusinessSettingInput,
  UpdateBusinessSettingInput,
} from '@rendezvous/domain';
import type { ApiClient } from './http';

export const businessSettingKeys = {
  all: ['business-settings'] as const,
  list: (businessId: number) => [...businessSettingKeys.all, businessId] as const,
};

/** GET business-settings: a business's switches (the definitions come from GET settings). */
export function listBusinessSettings(
  client: ApiClient,
  businessId: number,
  options: { signal?: AbortSignal } = {},
): Promise<BusinessSetting[]> {
  return client.get('business-settings', { query: { business_id: businessId }, signal: options.signal });
}

/** POST business-settings: switches a setting on or off, creating the business's row if needed. */
export function createBusinessSetting(
  client: ApiClient,
  input: CreateBusinessSettingInput,
): Promise<BusinessSetting> {
  return client.post('business-settings', { json: input });
}

/** PATCH business-settings/{id}. */
export function updateBusinessSetting(
  client: ApiClient,
  id: number,
  patch: UpdateBusinessSettingInput,
): Promise<BusinessSetting> {
  return client.patch(`business-settings/${id}`, { json: patch });
}

export const businessSettingQueries = {
  list: (client: ApiClient, businessId: number) =>
    queryOptions({
      queryKey: businessSettingKeys.list(businessId),
      queryFn: ({ signal }) => listBusinessSettings(client, businessId, { signal }),
    }),
};
