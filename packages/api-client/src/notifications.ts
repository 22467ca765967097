import { queryOptions } from '@tanstack/react-query';
import type { Notification, NotificationListQuerySchema, Paginated } from '@rendezvous/domain';
import type { z } from 'zod';
import type { ApiClient } from './http';

/** The list filters as the client sends them (the server coerces the strings back). */
export type NotificationListParams = Partial<z.output<typeof NotificationListQuerySchema>>;

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (query: NotificationListParams) => [...notificationKeys.lists(), query] as const,
};

/**
 * GET notifications: the signed-in admin's, with the spec's default flags: each with its
 * sender and, for a contact notification, the message it announces.
 */
export function listNotifications(
  client: ApiClient,
  query: NotificationListParams,
  options: { signal?: AbortSignal } = {},
): Promise<Paginated<Notification>> {
  return client.get('notifications', {
    query: { appendSender: true, appendMessage: true, filterByBusiness: true, sort: 'desc', ...query },
    signal: options.signal,
  });
}

/** PATCH notification/{id} with status_read 1: opening a notification marks it read. */
export function markNotificationRead(client: ApiClient, id: number): Promise<Notification> {
  return client.patch(`notification/${id}`, { json: { status_read: 1 } });
}

export const notificationQueries = {
  list: (client: ApiClient, query: NotificationListParams) =>
    queryOptions({
      queryKey: notificationKeys.list(query),
      queryFn: ({ signal }) => listNotifications(client, query, { signal }),
    }),
  /** The bell: unread ones, newest first (its count is the page's `total`). */
  unread: (client: ApiClient) => notificationQueries.list(client, { statusRead: 0, paginate: 20, page: 1 }),
};
