import { notificationQueries } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import type { Notification } from '@rendezvous/domain';
import { useQuery } from '@tanstack/react-query';

export interface UnreadNotifications {
  /** The newest unread ones (the bell lists a page of them). */
  notifications: Notification[];
  /** How many are unread in all. */
  total: number;
}

/** The signed-in admin's unread notifications (the bell), newest first; none while loading. */
export function useUnreadNotifications(): UnreadNotifications {
  const api = useApi();
  const { data } = useQuery(notificationQueries.unread(api));
  return { notifications: data?.data ?? [], total: data?.total ?? 0 };
}
