import { MessageMessages, type Notification } from '@rendezvous/domain';

/** Who a notification is from: its sender, else the visitor who wrote the contact message. */
export function notificationSender(notification: Notification): string {
  return (
    notification.senderable?.full_name ||
    notification.message?.contact_name ||
    MessageMessages.unknownSender
  );
}

/** Notification dates in a long local format, e.g. "March 2, 2026 at 10:00 AM". */
export function longDate(timestamp: string): string {
  return new Date(timestamp).toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' });
}
