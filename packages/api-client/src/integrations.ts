import { queryOptions } from '@tanstack/react-query';
import {
  integrationProvider,
  type AuthUrl,
  type CalendarItem,
  type CreateAppointmentMeetingInput,
  type CreateAuthUrlInput,
  type CreateIntegrationEntitiesInput,
  type CreateIntegrationInput,
  type Integration,
  type IntegrationEntity,
  type IntegrationName,
  type IntegrationProviders,
  type VideoConference,
} from '@rendezvous/domain';
import type { ApiClient } from './http';

export const integrationKeys = {
  all: ['integrations'] as const,
  calendars: (integrationId: number) => [...integrationKeys.all, 'calendars', integrationId] as const,
  zoomVerification: () => [...integrationKeys.all, 'zoom-verification'] as const,
  providers: () => [...integrationKeys.all, 'providers'] as const,
};

/**
 * POST google/create-auth-url or zoom/create-auth-url (by the integration's provider): the
 * provider's consent URL with PKCE, and the state the provider will hand back.
 */
export function createAuthUrl(client: ApiClient, name: IntegrationName, input: CreateAuthUrlInput): Promise<AuthUrl> {
  // Each provider's path written out, so the route check reads it from the source.
  return integrationProvider(name) === 'zoom'
    ? client.post('zoom/create-auth-url', { json: input })
    : client.post('google/create-auth-url', { json: input });
}

/** POST integrations: the code and state the provider returned; answers the integration. */
export function createIntegration(client: ApiClient, input: CreateIntegrationInput): Promise<Integration> {
  return client.post('integrations', { json: input });
}

export function deleteIntegration(client: ApiClient, id: number): Promise<null> {
  return client.delete(`integrations/${id}`);
}

/** GET google/get-calendar-by-integration-id/{id}: the Google account's calendars. */
export function listIntegrationCalendars(
  client: ApiClient,
  integrationId: number,
  options: { signal?: AbortSignal } = {},
): Promise<CalendarItem[]> {
  return client.get(`google/get-calendar-by-integration-id/${integrationId}`, { signal: options.signal });
}

/** POST integration-entities: the calendars the integration uses (replacing the previous choice). */
export function saveIntegrationEntities(
  client: ApiClient,
  input: CreateIntegrationEntitiesInput,
): Promise<IntegrationEntity[]> {
  return client.post('integration-entities', { json: input });
}

/** POST video-conferences/create-appointment-meeting: answers the appointment's meetings. */
export function createAppointmentMeeting(
  client: ApiClient,
  input: CreateAppointmentMeetingInput,
): Promise<VideoConference[]> {
  return client.post('video-conferences/create-appointment-meeting', { json: input });
}

export function getZoomVerificationToken(
  client: ApiClient,
  options: { signal?: AbortSignal } = {},
): Promise<{ token: string | null }> {
  return client.get('zoom/verification-token', { signal: options.signal });
}

/** GET integrations/providers: which providers are the offline sandbox on this server. */
export function getIntegrationProviders(
  client: ApiClient,
  options: { signal?: AbortSignal } = {},
): Promise<IntegrationProviders> {
  return client.get('integrations/providers', { signal: options.signal });
}

export const integrationQueries = {
  providers: (client: ApiClient) =>
    queryOptions({
      queryKey: integrationKeys.providers(),
      queryFn: ({ signal }) => getIntegrationProviders(client, { signal }),
      staleTime: Infinity,
    }),
  calendars: (client: ApiClient, integrationId: number) =>
    queryOptions({
      queryKey: integrationKeys.calendars(integrationId),
      queryFn: ({ signal }) => listIntegrationCalendars(client, integrationId, { signal }),
    }),
  zoomVerification: (client: ApiClient) =>
    queryOptions({
      queryKey: integrationKeys.zoomVerification(),
      queryFn: ({ signal }) => getZoomVerificationToken(client, { signal }),
      staleTime: Infinity,
    }),
};
