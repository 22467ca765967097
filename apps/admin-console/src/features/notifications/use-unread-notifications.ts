import { notificationQueries } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import type { Notification } from '@rendezvous/domain';
import { useQuery } from '@tanstack/react-query';

/** The signed-in admin's unread notifications (the bell), newest first; empty while loading. */
export function useUnreadNotifications(): Notification[] {
  const api = useApi();
  const { data } = useQuery(notificationQueries.unread(api));
  return data?.data ?? [];
}
