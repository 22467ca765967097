import { markNotificationRead, notificationKeys } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import type { Notification } from '@rendezvous/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Opening a notification marks it read (only an unread one is sent); every notification list,
 * the bell's and the page's, then refreshes.
 */
export function useMarkNotificationRead() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notification: Notification) => markNotificationRead(api, notification.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
