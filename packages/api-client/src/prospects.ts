import { queryOptions } from '@tanstack/react-query';
import type { Paginated, Prospect, ProspectListQuerySchema, UpdateProspectInput } from '@rendezvous/domain';
import type { z } from 'zod';
import type { ApiClient } from './http';

/** The list filters as the client sends them (the server coerces the strings back). */
export type ProspectListParams = Partial<z.output<typeof ProspectListQuerySchema>>;

export const prospectKeys = {
  all: ['prospects'] as const,
  lists: () => [...prospectKeys.all, 'list'] as const,
  list: (query: ProspectListParams) => [...prospectKeys.lists(), query] as const,
};

/** GET prospects?appendUser[&status&search&page]: the business's, newest first. */
export function listProspects(
  client: ApiClient,
  query: ProspectListParams,
  options: { signal?: AbortSignal } = {},
): Promise<Paginated<Prospect>> {
  return client.get('prospects', {
    query: { paginate: 10, appendUser: true, ...query },
    signal: options.signal,
  });
}

/** POST prospect/{id}: decline or reopen, and/or the note. */
export function updateProspect(client: ApiClient, id: number, input: UpdateProspectInput): Promise<Prospect> {
  return client.post(`prospect/${id}`, { json: input });
}

/** POST prospect/{id}/approve: the prospect becomes an active client. */
export function approveProspect(client: ApiClient, id: number): Promise<Prospect> {
  return client.post(`prospect/${id}/approve`);
}

export const prospectQueries = {
  list: (client: ApiClient, query: ProspectListParams) =>
    queryOptions({
      queryKey: prospectKeys.list(query),
      queryFn: ({ signal }) => listProspects(client, query, { signal }),
    }),
};
