import { MessageMessages, type Notification } from '@rendezvous/domain';

/** Who a notification is from: its sender, else the visitor who wrote the contact message. */
export function notificationSender(notification: Notification): string {
  return (
    notification.senderable?.full_name ||
    notification.message?.contact_name ||
    MessageMessages.unknownSender
  );
}
