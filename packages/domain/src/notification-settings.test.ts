import { describe, expect, it } from 'vitest';
import {
  NotificationSettingsMessages,
  NotificationSettingsSchema,
  NotifyBySchema,
  quietHoursEnd,
} from './notification-settings';

const QUIET = { start: '21:00', end: '08:00' };
const TORONTO = 'America/Toronto';
const at = (iso: string) => new Date(iso);
const end = (iso: string, quiet: { start: string; end: string } | null = QUIET, zone = TORONTO) =>
  quietHoursEnd(at(iso), quiet, zone)?.toISOString() ?? null;

describe('quietHoursEnd', () => {
  it('answers null outside the window and at its end, which is not quiet', () => {
    // 10:00 and 20:59 in Toronto (EDT, UTC-4).
    expect(end('2027-06-01T14:00:00Z')).toBeNull();
    expect(end('2027-06-02T00:59:00Z')).toBeNull();
    expect(end('2027-06-01T12:00:00Z')).toBeNull();
  });

  it('ends a window that crossed midnight the next morning when it began in the evening', () => {
    // 21:00 and 23:30 on June 1: quiet until 08:00 on June 2.
    expect(end('2027-06-02T01:00:00Z')).toBe('2027-06-02T12:00:00.000Z');
    expect(end('2027-06-02T03:30:00Z')).toBe('2027-06-02T12:00:00.000Z');
  });

  it('ends it the same morning after midnight', () => {
    // 02:00 and 07:59 on June 2.
    expect(end('2027-06-02T06:00:00Z')).toBe('2027-06-02T12:00:00.000Z');
    expect(end('2027-06-02T11:59:00Z')).toBe('2027-06-02T12:00:00.000Z');
  });

  it("reads the window on the recipient's clocks", () => {
    // 14:00Z is 07:00 in Vancouver (quiet) and 10:00 in Toronto (not).
    expect(end('2027-06-01T14:00:00Z', QUIET, 'America/Vancouver')).toBe(
      '2027-06-01T15:00:00.000Z',
    );
    expect(end('2027-06-01T14:00:00Z', QUIET, TORONTO)).toBeNull();
  });

  it('keeps 08:00 local across the changes to and from daylight time', () => {
    // Spring forward in Toronto on 2027-03-14: 23:00 EST on the 13th, the end is 08:00 EDT.
    expect(end('2027-03-14T04:00:00Z')).toBe('2027-03-14T12:00:00.000Z');
    // Fall back on 2027-11-07: 22:00 EDT on the 6th, the end is 08:00 EST.
    expect(end('2027-11-07T02:00:00Z')).toBe('2027-11-07T13:00:00.000Z');
  });

  it('moves an end the clocks skip forward by the gap', () => {
    // 01:00 EST on 2027-03-14 inside a 00:00–02:30 window: 02:30 does not exist, so 03:30 EDT.
    expect(end('2027-03-14T06:00:00Z', { start: '00:00', end: '02:30' })).toBe(
      '2027-03-14T07:30:00.000Z',
    );
  });

  it('handles a window within one day, and none at all', () => {
    const lunch = { start: '12:00', end: '13:30' };
    expect(end('2027-06-01T16:15:00Z', lunch)).toBe('2027-06-01T17:30:00.000Z');
    expect(end('2027-06-01T17:30:00Z', lunch)).toBeNull();
    expect(end('2027-06-01T11:00:00Z', lunch)).toBeNull();
    expect(end('2027-06-02T03:00:00Z', null)).toBeNull();
  });

  it('always ends after the instant it was asked about', () => {
    // 01:30 EST, the second 01:30 of 2027-11-07, inside a window that ends at 01:45.
    const answer = quietHoursEnd(
      at('2027-11-07T06:30:00Z'),
      { start: '01:00', end: '01:45' },
      TORONTO,
    )!;
    expect(answer.toISOString()).toBe('2027-11-07T06:45:00.000Z');
  });
});

describe('NotificationSettingsSchema', () => {
  const valid = {
    email_notifications: true,
    sms_notifications: false,
    appointment_reminders: true,
    sms_two_way: false,
    reminder_lead_minutes: [1440, 120],
    quiet_hours: QUIET,
  };
  const messages = (input: unknown) => {
    const result = NotificationSettingsSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it('accepts the defaults and no quiet hours', () => {
    expect(messages(valid)).toEqual([]);
    expect(messages({ ...valid, quiet_hours: null })).toEqual([]);
  });

  it('refuses lead times out of range, repeated, too many or none', () => {
    expect(messages({ ...valid, reminder_lead_minutes: [10] })).toEqual([
      NotificationSettingsMessages.leadRange,
    ]);
    expect(messages({ ...valid, reminder_lead_minutes: [20_161] })).toEqual([
      NotificationSettingsMessages.leadRange,
    ]);
    expect(messages({ ...valid, reminder_lead_minutes: [60, 60] })).toEqual([
      NotificationSettingsMessages.leadDistinct,
    ]);
    expect(messages({ ...valid, reminder_lead_minutes: [15, 60, 120, 1440] })).toEqual([
      NotificationSettingsMessages.leadTooMany,
    ]);
    expect(messages({ ...valid, reminder_lead_minutes: [] })).toEqual([
      NotificationSettingsMessages.leadRequired,
    ]);
  });

  it('refuses quiet hours that are not times, or that start when they end', () => {
    expect(messages({ ...valid, quiet_hours: { start: '9pm', end: '08:00' } })).toEqual([
      NotificationSettingsMessages.timeInvalid,
    ]);
    expect(messages({ ...valid, quiet_hours: { start: '08:00', end: '08:00' } })).toEqual([
      NotificationSettingsMessages.quietSame,
    ]);
  });
});

describe('NotifyBySchema', () => {
  it('takes e-mail, SMS or both, each once', () => {
    expect(NotifyBySchema.safeParse(['sms']).success).toBe(true);
    expect(NotifyBySchema.safeParse(['email', 'sms']).success).toBe(true);
    expect(NotifyBySchema.safeParse([]).success).toBe(false);
    expect(NotifyBySchema.safeParse(['sms', 'sms']).success).toBe(false);
    expect(NotifyBySchema.safeParse(['fax']).success).toBe(false);
  });
});
