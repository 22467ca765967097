import { z } from './zod';
import { NotificationSchema } from './notification';

export const NewNotificationEventSchema = z.object({ notification: NotificationSchema });
export type NewNotificationEvent = z.infer<typeof NewNotificationEventSchema>;
