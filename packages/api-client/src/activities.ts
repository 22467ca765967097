import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  Activity,
  ActivityListQuerySchema,
  ConsultantActivityListQuerySchema,
  CreateActivityNoteInput,
  Paginated,
} from '@rendezvous/domain';
import type { z } from 'zod';
import type { ApiClient } from './http';

/** The list filters as the client sends them (the server coerces the strings back). */
export type ActivityListParams = Partial<z.output<typeof ActivityListQuerySchema>>;

export const activityKeys = {
  all: ['activities'] as const,
  lists: () => [...activityKeys.all, 'list'] as const,
  list: (query: ActivityListParams) => [...activityKeys.lists(), query] as const,
};

/** GET activities: a page of the business's activities, newest first (10 unless `paginate`). */
export function listActivities(
  client: ApiClient,
  query: ActivityListParams = {},
  options: { signal?: AbortSignal } = {},
): Promise<Paginated<Activity>> {
  return client.get('activities', { query: { paginate: 10, ...query }, signal: options.signal });
}

/** POST activity: a note, optionally about a colleague, client or guest of the business. */
export function createActivityNote(client: ApiClient, input: CreateActivityNoteInput): Promise<Activity> {
  return client.post('activity', { json: input });
}

export const activityQueries = {
  /** A page of activities; a failed or slow load keeps the rows already shown. */
  list: (client: ApiClient, query: ActivityListParams) =>
    queryOptions({
      queryKey: activityKeys.list(query),
      queryFn: ({ signal }) => listActivities(client, query, { signal }),
      placeholderData: keepPreviousData,
    }),
};

/** The filters of GET consultant-activities. */
export type ConsultantActivityListParams = Partial<z.output<typeof ConsultantActivityListQuerySchema>>;

export const consultantActivityKeys = {
  all: ['consultant-activities'] as const,
  lists: () => [...consultantActivityKeys.all, 'list'] as const,
  list: (query: ConsultantActivityListParams) => [...consultantActivityKeys.lists(), query] as const,
};

/** GET consultant-activities: what the business's consultants did, and what concerns them. */
export function listConsultantActivities(
  client: ApiClient,
  query: ConsultantActivityListParams = {},
  options: { signal?: AbortSignal } = {},
): Promise<Paginated<Activity>> {
  return client.get('consultant-activities', { query: { paginate: 10, ...query }, signal: options.signal });
}

export const consultantActivityQueries = {
  list: (client: ApiClient, query: ConsultantActivityListParams) =>
    queryOptions({
      queryKey: consultantActivityKeys.list(query),
      queryFn: ({ signal }) => listConsultantActivities(client, query, { signal }),
      placeholderData: keepPreviousData,
    }),
};
