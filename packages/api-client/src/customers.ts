import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  Client,
  ClientListQuerySchema,
  ClientStats,
  CreateClientInput,
  CreateGuestInput,
  Guest,
  GuestListQuerySchema,
  Paginated,
  UpdateClientInput,
  UpdateGuestInput,
} from '@rendezvous/domain';
import type { z } from 'zod';
import type { ImageOwner } from './files';
import type { ApiClient } from './http';

/** GET clients / users filters as the client sends them. */
export type ClientListParams = Partial<z.output<typeof ClientListQuerySchema>>;
/** GET guests filters. */
export type GuestListParams = Partial<z.output<typeof GuestListQuerySchema>>;

function withoutBlankSearch<T extends { search?: string | undefined }>(query: T): T {
  const { search, ...rest } = query;
  const trimmed = search?.trim();
  return (trimmed ? { ...rest, search: trimmed } : rest) as T;
}

export const clientKeys = {
  all: ['clients'] as const,
  lists: () => [...clientKeys.all, 'list'] as const,
  list: (query: ClientListParams) => [...clientKeys.lists(), query] as const,
  details: () => [...clientKeys.all, 'detail'] as const,
  detail: (id: number) => [...clientKeys.details(), id] as const,
  find: (query: string) => [...clientKeys.all, 'find', query] as const,
  stats: () => [...clientKeys.all, 'stats'] as const,
};

export const guestKeys = {
  all: ['guests'] as const,
  lists: () => [...guestKeys.all, 'list'] as const,
  list: (query: GuestListParams) => [...guestKeys.lists(), query] as const,
};

/** GET clients: a page of the business's clients, newest first unless `sort` says otherwise. */
export function listClients(
  client: ApiClient,
  query: ClientListParams = {},
  options: { signal?: AbortSignal } = {},
): Promise<Paginated<Client>> {
  return client.get('clients', {
    query: { paginate: 10, filterByBusiness: true, ...withoutBlankSearch(query) },
    signal: options.signal,
  });
}

/** GET user/{id}: one client of the business. */
export function getClient(
  client: ApiClient,
  id: number,
  options: { signal?: AbortSignal } = {},
): Promise<Client> {
  return client.get(`user/${id}`, { signal: options.signal });
}

/** GET users/stats: Total Users and User Registrations per month (last 12 months). */
export function clientStats(client: ApiClient, options: { signal?: AbortSignal } = {}): Promise<ClientStats> {
  return client.get('users/stats', { signal: options.signal });
}

/**
 * POST user: a new client of the business. The server gives them a random password and emails
 * them an invitation to choose their own; the password never comes back.
 */
export function createClient(client: ApiClient, input: CreateClientInput): Promise<Client> {
  return client.post('user', { json: input });
}

/** PUT user/{id}: the changed fields of a client. */
export function updateClient(client: ApiClient, id: number, input: UpdateClientInput): Promise<Client> {
  return client.put(`user/${id}`, { json: input });
}

/** POST user/{id}/image (form field 'image'): the client's photo; answers its id and new image_url. */
export function uploadClientImage(client: ApiClient, id: number, file: Blob): Promise<ImageOwner> {
  const form = new FormData();
  form.append('image', file, file instanceof File ? file.name : 'image');
  return client.post(`user/${id}/image`, { body: form });
}

/** DELETE user/{id}/image. */
export function deleteClientImage(client: ApiClient, id: number): Promise<ImageOwner> {
  return client.delete(`user/${id}/image`);
}

/**
 * GET user/find?query=: the appointment dialog's client search — at most 10 active clients
 * whose name or email matches. A blank query answers an empty list without a request.
 */
export async function findClients(
  client: ApiClient,
  query: string,
  options: { signal?: AbortSignal } = {},
): Promise<Client[]> {
  const trimmed = query.trim();
  if (!trimmed) return [];
  return client.get('user/find', { query: { query: trimmed }, signal: options.signal });
}

/** GET guests: a page of the business's guests, newest first. */
export function listGuests(
  client: ApiClient,
  query: GuestListParams = {},
  options: { signal?: AbortSignal } = {},
): Promise<Paginated<Guest>> {
  return client.get('guests', { query: { paginate: 10, ...withoutBlankSearch(query) }, signal: options.signal });
}

/** POST guest: a customer without an account (the appointment dialog books for them). */
export function createGuest(client: ApiClient, input: CreateGuestInput): Promise<Guest> {
  return client.post('guest', { json: input });
}

/** PUT guest/{id}: the changed fields of a guest. */
export function updateGuest(client: ApiClient, id: number, input: UpdateGuestInput): Promise<Guest> {
  return client.put(`guest/${id}`, { json: input });
}

/** A page of clients; keeps showing the previous page while the next one loads. */
export function clientListQuery(client: ApiClient, query: ClientListParams) {
  return queryOptions({
    queryKey: clientKeys.list(query),
    queryFn: ({ signal }) => listClients(client, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function clientQuery(client: ApiClient, id: number) {
  return queryOptions({
    queryKey: clientKeys.detail(id),
    queryFn: ({ signal }) => getClient(client, id, { signal }),
  });
}

export function clientFindQuery(client: ApiClient, query: string) {
  return queryOptions({
    queryKey: clientKeys.find(query.trim()),
    queryFn: ({ signal }) => findClients(client, query, { signal }),
    enabled: query.trim().length > 0,
  });
}

export function clientStatsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: clientKeys.stats(),
    queryFn: ({ signal }) => clientStats(client, { signal }),
  });
}

/** A page of guests; keeps showing the previous page while the next one loads. */
export function guestListQuery(client: ApiClient, query: GuestListParams) {
  return queryOptions({
    queryKey: guestKeys.list(query),
    queryFn: ({ signal }) => listGuests(client, query, { signal }),
    placeholderData: keepPreviousData,
  });
}
