import { queryOptions } from '@tanstack/react-query';
import type {
  CreateMessageInput,
  DefaultMessage,
  DefaultMessageCategory,
  DefaultMessageInput,
  Message,
  MessageListQuerySchema,
  Paginated,
  UpdateMessageInput,
} from '@rendezvous/domain';
import type { z } from 'zod';
import type { ApiClient } from './http';

export type MessageListParams = Partial<z.output<typeof MessageListQuerySchema>>;

export const messageKeys = {
  all: ['messages'] as const,
  lists: () => [...messageKeys.all, 'list'] as const,
  list: (query: MessageListParams) => [...messageKeys.lists(), query] as const,
  templates: () => [...messageKeys.all, 'default-messages'] as const,
  categories: () => [...messageKeys.all, 'default-message-categories'] as const,
};

/** GET messages, each with its thread (sortByThread), newest first unless asked otherwise. */
export function listMessages(
  client: ApiClient,
  query: MessageListParams,
  options: { signal?: AbortSignal } = {},
): Promise<Paginated<Message>> {
  return client.get('messages', {
    query: { sortByThread: true, sortByKey: 'id', sortByDirection: 'desc', ...query },
    signal: options.signal,
  });
}

/** PATCH message/{id}: status_read (not on one's own sent message) or is_starred. */
export function updateMessage(client: ApiClient, id: number, input: UpdateMessageInput): Promise<Message> {
  return client.patch(`message/${id}`, { json: input });
}

/** POST message: a reply, e-mailed to a contact-form visitor or client by the server. */
export function sendMessage(client: ApiClient, input: CreateMessageInput): Promise<Message> {
  return client.post('message', { json: input });
}

export function listDefaultMessages(
  client: ApiClient,
  options: { signal?: AbortSignal } = {},
): Promise<DefaultMessage[]> {
  return client.get('default-messages', { signal: options.signal });
}

export function listDefaultMessageCategories(
  client: ApiClient,
  options: { signal?: AbortSignal } = {},
): Promise<DefaultMessageCategory[]> {
  return client.get('default-message-categories', { signal: options.signal });
}

export function createDefaultMessage(client: ApiClient, input: DefaultMessageInput): Promise<DefaultMessage> {
  return client.post('default-message', { json: input });
}

/** POST default-message/{id}: the spec's verb for an update. */
export function updateDefaultMessage(
  client: ApiClient,
  id: number,
  input: Partial<DefaultMessageInput>,
): Promise<DefaultMessage> {
  return client.post(`default-message/${id}`, { json: input });
}

export function deleteDefaultMessage(client: ApiClient, id: number): Promise<{ id: number }> {
  return client.delete(`default-message/${id}`);
}

export const messageQueries = {
  list: (client: ApiClient, query: MessageListParams) =>
    queryOptions({
      queryKey: messageKeys.list(query),
      queryFn: ({ signal }) => listMessages(client, query, { signal }),
    }),
  templates: (client: ApiClient) =>
    queryOptions({
      queryKey: messageKeys.templates(),
      queryFn: ({ signal }) => listDefaultMessages(client, { signal }),
    }),
  categories: (client: ApiClient) =>
    queryOptions({
      queryKey: messageKeys.categories(),
      queryFn: ({ signal }) => listDefaultMessageCategories(client, { signal }),
      staleTime: Infinity,
    }),
};
