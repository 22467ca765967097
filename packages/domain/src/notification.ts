import { z } from './zod';
import { ACTIVITY_NOTE_KEYS } from './activity-notes';
import { ActivityNoteValuesSchema } from './activity';
import { FlagSchema, IdSchema, PersonSummarySchema, TimestampSchema } from './common';
import { NOTIFICATION_TYPES } from './constants';
import { PageQuerySchema, booleanFlag, flagParam } from './http';
import { MessageBaseSchema } from './message';

export const NotificationSchema = z.object({
  id: IdSchema,
  business_id: IdSchema,
  type: z.enum(NOTIFICATION_TYPES),
  /** The text in English: a contact's own words, or the sentence the server wrote (from body_key). */
  body: z.string(),
  /**
   * For a text the server wrote: which one (ACTIVITY_NOTES, its `bell…` keys and the activity
   * notes it repeats), to write it in the reader's language with `body_values`. Null for a
   * contact's words and for notifications older than the keys.
   */
  body_key: z.enum(ACTIVITY_NOTE_KEYS).nullable(),
  body_values: ActivityNoteValuesSchema.nullable(),
  /** 0 unread, 1 read. */
  status_read: FlagSchema,
  created_at: TimestampSchema,
  /** Present with appendSender=true. */
  senderable: PersonSummarySchema.nullable().optional(),
  /** The message a contact notification announces (appendMessage=true). */
  message: MessageBaseSchema.nullable().optional(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** The bell menu's title. */
export function unreadNotificationsTitle(count: number): string {
  return `${count} New Notifications`;
}

export const NOTIFICATION_TYPE_LABELS: Record<(typeof NOTIFICATION_TYPES)[number], string> = {
  sms: 'SMS',
  contact: 'Contact',
  appointment: 'Appointment',
};

export const NotificationListQuerySchema = PageQuerySchema.extend({
  appendSender: booleanFlag,
  appendMessage: booleanFlag,
  filterByBusiness: booleanFlag,
  sort: z.enum(['asc', 'desc']).optional(),
  statusRead: flagParam,
  type: z.enum(NOTIFICATION_TYPES).optional(),
});
export type NotificationListQuery = z.input<typeof NotificationListQuerySchema>;

/** Body of PATCH notification/{id}. */
export const UpdateNotificationInputSchema = z.object({ status_read: FlagSchema });
export type UpdateNotificationInput = z.infer<typeof UpdateNotificationInputSchema>;
