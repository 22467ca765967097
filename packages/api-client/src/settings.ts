import { queryOptions } from '@tanstack/react-query';
import type {
  BusinessSetting,
  CreateBusinessSettingInput,
  NotificationSettings,
  UpdateBusinessSettingInput,
  UpdateNotificationSettingsInput,
} from '@rendezvous/domain';
import type { ApiClient } from './http';

export const businessSettingKeys = {
  all: ['business-settings'] as const,
  list: (businessId: number) => [...businessSettingKeys.all, businessId] as const,
  notifications: (businessId: number) => [...businessSettingKeys.all, businessId, 'notifications'] as const,
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

/** GET business/{id}/notification-settings: channels, reminders and their lead times, quiet hours. */
export function getNotificationSettings(
  client: ApiClient,
  businessId: number,
  options: { signal?: AbortSignal } = {},
): Promise<NotificationSettings> {
  return client.get(`business/${businessId}/notification-settings`, { signal: options.signal });
}

/** PUT business/{id}/notification-settings: replaces them all (the e-mail, SMS and reminder switches too). */
export function updateNotificationSettings(
  client: ApiClient,
  businessId: number,
  input: UpdateNotificationSettingsInput,
): Promise<NotificationSettings> {
  return client.put(`business/${businessId}/notification-settings`, { json: input });
}

export const businessSettingQueries = {
  list: (client: ApiClient, businessId: number) =>
    queryOptions({
      queryKey: businessSettingKeys.list(businessId),
      queryFn: ({ signal }) => listBusinessSettings(client, businessId, { signal }),
    }),
  notifications: (client: ApiClient, businessId: number) =>
    queryOptions({
      queryKey: businessSettingKeys.notifications(businessId),
      queryFn: ({ signal }) => getNotificationSettings(client, businessId, { signal }),
    }),
};
