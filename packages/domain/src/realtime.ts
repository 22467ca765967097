import { z } from './zod';
import { NotificationSchema } from './notification';

/** Events the server pushes over socket.io. */
export const REALTIME_EVENTS = { newNotification: 'NewNotification' } as const;

/** Each admin listens on a private room of their own. */
export function adminRoom(adminId: number): string {
  return `admin.${adminId}`;
}

export const NewNotificationEventSchema = z.object({ notification: NotificationSchema });
export type NewNotificationEvent = z.infer<typeof NewNotificationEventSchema>;
