import { describe, expect, it } from 'vitest';
import { NotificationListQuerySchema, unreadNotificationsTitle } from './notification';
import { NewNotificationEventSchema } from './realtime';
import { adminRoom } from './realtime-events';

describe('notifications', () => {
  it('title the bell menu with the unread count', () => {
    expect(unreadNotificationsTitle(3)).toBe('3 New Notifications');
  });

  it('filter by read state from a query string', () => {
    expect(
      NotificationListQuerySchema.parse({ statusRead: '1', appendSender: 'true', sort: 'desc' }),
    ).toEqual({
      statusRead: 1,
      appendSender: true,
      sort: 'desc',
    });
    expect(NotificationListQuerySchema.safeParse({ statusRead: '2' }).success).toBe(false);
  });

  it('arrive in realtime on the admin room', () => {
    expect(adminRoom(4)).toBe('admin.4');
    const event = {
      notification: {
        id: 1,
        business_id: 1,
        type: 'contact',
        body: '3 appointments of a series cancelled from 2027-06-08',
        body_key: 'bellSeriesCancelled',
        body_values: { count: 3, date: '2027-06-08' },
        status_read: 0,
        created_at: '2025-01-01T00:00:00Z',
      },
    };
    expect(NewNotificationEventSchema.parse(event)).toEqual(event);
    // A contact's words have no key; a text without the key's fields is not an event.
    const contact = { ...event.notification, body: 'Ada: open on Sunday?', body_key: null, body_values: null };
    expect(NewNotificationEventSchema.parse({ notification: contact })).toEqual({ notification: contact });
    const { body_key: _key, body_values: _values, ...older } = event.notification;
    expect(NewNotificationEventSchema.safeParse({ notification: older }).success).toBe(false);
  });
});
