import { z } from './zod';
import { ZoneTimeline, wallDate, wallDayStart, wallToInstant } from './zone-timeline';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The channels a customer's messages go by. */
export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** The business settings (switches) that NotificationSettings carries. */
export const NOTIFICATION_SETTING_CODES = [
  'email_notifications',
  'sms_notifications',
  'appointment_reminders',
] as const;

/** Reminder lead times: up to 3, each from 15 minutes to 14 days before the appointment. */
export const MAX_REMINDER_LEADS = 3;
export const MIN_REMINDER_LEAD_MINUTES = 15;
export const MAX_REMINDER_LEAD_MINUTES = 14 * 24 * 60;

/** Quiet hours of a new business: no SMS from 21:00 to 08:00 in the recipient's time. */
export const DEFAULT_QUIET_HOURS = { start: '21:00', end: '08:00' } as const;

export const NotificationSettingsMessages = {
  saved: 'Notification settings saved',
  leadRequired: 'Add at least one reminder time, or turn reminders off',
  leadTooMany: `At most ${MAX_REMINDER_LEADS} reminder times`,
  leadRange: 'A reminder must be between 15 minutes and 14 days before the appointment',
  leadDistinct: 'Each reminder time must be different',
  timeInvalid: 'Enter a time as HH:MM',
  quietSame: 'Quiet hours must start and end at different times',
  channelsRequired: 'Choose e-mail, SMS or both',
  smsNeedsPhone: 'A valid phone number is required to receive SMS',
} as const;

const TimeOfDaySchema = z
  .string()
  .max(5, NotificationSettingsMessages.timeInvalid)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, NotificationSettingsMessages.timeInvalid);

export const QuietHoursSchema = z
  .object({ start: TimeOfDaySchema, end: TimeOfDaySchema })
  .refine((q) => q.start !== q.end, {
    message: NotificationSettingsMessages.quietSame,
    path: ['end'],
  });
export type QuietHours = z.infer<typeof QuietHoursSchema>;

export const ReminderLeadsSchema = z
  .array(
    z
      .number(NotificationSettingsMessages.leadRange)
      .int(NotificationSettingsMessages.leadRange)
      .min(MIN_REMINDER_LEAD_MINUTES, NotificationSettingsMessages.leadRange)
      .max(MAX_REMINDER_LEAD_MINUTES, NotificationSettingsMessages.leadRange),
  )
  .min(1, NotificationSettingsMessages.leadRequired)
  .max(MAX_REMINDER_LEADS, NotificationSettingsMessages.leadTooMany)
  .refine(
    (leads) => new Set(leads).size === leads.length,
    NotificationSettingsMessages.leadDistinct,
  );

/**
 * A business's settings for its customers' messages (GET/PUT business/{id}/notification-settings):
 * the switches email_notifications, sms_notifications and appointment_reminders of its settings,
 * whether reminder texts take replies (1 confirms, 2 cancels), its reminder lead times in
 * minutes (longest first), and its quiet hours for SMS (null: none).
 */
export const NotificationSettingsSchema = z.object({
  email_notifications: z.boolean(),
  sms_notifications: z.boolean(),
  appointment_reminders: z.boolean(),
  /** Reminder texts ask "Reply 1 to confirm, 2 to cancel", and replies are acted on. */
  sms_two_way: z.boolean(),
  reminder_lead_minutes: ReminderLeadsSchema,
  quiet_hours: QuietHoursSchema.nullable(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
export const UpdateNotificationSettingsInputSchema = NotificationSettingsSchema;
export type UpdateNotificationSettingsInput = z.infer<typeof UpdateNotificationSettingsInputSchema>;

/**
 * The channels a customer asks for when booking on the site: one or both, each once. SMS also
 * needs a valid phone, which the booking route checks against the customer it books for.
 */
export const NotifyBySchema = z
  .array(z.enum(MESSAGE_CHANNELS, NotificationSettingsMessages.channelsRequired))
  .min(1, NotificationSettingsMessages.channelsRequired)
  .max(MESSAGE_CHANNELS.length, NotificationSettingsMessages.channelsRequired)
  .refine(
    (channels) => new Set(channels).size === channels.length,
    NotificationSettingsMessages.channelsRequired,
  );

/** 'HH:MM' as minutes after midnight. */
export function minutesOfDay(hhmm: string): number {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

/** Minutes after midnight as 'HH:MM'. */
export function timeOfDay(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * When the quiet hours around `at` end, on the clocks of `timeZone`; null when `at` is outside
 * them (or there are none). The window runs from `start` (inclusive) to `end` (exclusive) and
 * crosses midnight when it ends earlier in the day than it starts. Wall times are read on the
 * zone's own clocks, so a window keeps its hours across a change to or from daylight time; an
 * end the clocks skip (turned forward) moves forward by the gap, as in `ZoneTimeline`.
 */
export function quietHoursEnd(at: Date, quiet: QuietHours | null, timeZone: string): Date | null {
  if (!quiet) return null;
  const start = minutesOfDay(quiet.start);
  const end = minutesOfDay(quiet.end);
  if (start === end) return null;
  const timeline = new ZoneTimeline(timeZone, at.getTime() - DAY, at.getTime() + 2 * DAY);
  const wall = timeline.toWall(at.getTime());
  const minute = Math.floor((((wall % DAY) + DAY) % DAY) / MINUTE);
  const crossesMidnight = start > end;
  const inside = crossesMidnight
    ? minute >= start || minute < end
    : minute >= start && minute < end;
  if (!inside) return null;
  // The end falls on the same local date, or the next one when the window crossed midnight.
  const endDate = wallDate(crossesMidnight && minute >= start ? wall + DAY : wall);
  const instant = wallToInstant(endDate, timeOfDay(end), timeZone);
  // A window ending in an hour the clocks repeat (turned back) ends at that hour's first
  // occurrence, which `at` may already be past: the end is then as far ahead as the wall says.
  const wallEnd = wallDayStart(endDate) + end * MINUTE;
  return new Date(instant > at.getTime() ? instant : at.getTime() + (wallEnd - wall));
}
