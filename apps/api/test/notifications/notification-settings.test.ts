import { NotificationSettingsMessages } from '@rendezvous/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../../src/db/schema';
import { engines, startTestApp, type TestApp } from '../support/app';

const DEFAULTS = {
  email_notifications: true,
  sms_notifications: false,
  appointment_reminders: true,
  sms_two_way: false,
  reminder_lead_minutes: [1440, 120],
  quiet_hours: { start: '21:00', end: '08:00' },
};

describe.each(engines)('notification settings on $name', (engine) => {
  let t: TestApp;
  let owner: { token: string; admin: { business_id: number | null } };
  let businessId: number;

  beforeAll(async () => {
    t = await startTestApp(engine, { now: '2027-05-26T14:00:00Z' });
    owner = await t.signIn('owner@rendezvous.test');
    businessId = owner.admin.business_id!;
  });
  afterAll(() => t.close());

  const url = (id = businessId) => `/api/business/${id}/notification-settings`;
  const put = (payload: Record<string, unknown>, token = owner.token, id = businessId) =>
    t.call({ method: 'PUT', url: url(id), token, payload });

  it('answers the defaults of a business that never changed them', async () => {
    const res = await t.call({ method: 'GET', url: url(), token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(DEFAULTS);
  });

  it('saves every setting at once, lead times longest first, quiet hours off', async () => {
    const res = await put({
      email_notifications: false,
      sms_notifications: true,
      appointment_reminders: true,
      sms_two_way: true,
      reminder_lead_minutes: [60, 2880, 15],
      quiet_hours: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(NotificationSettingsMessages.saved);
    const saved = {
      ...DEFAULTS,
      email_notifications: false,
      sms_notifications: true,
      sms_two_way: true,
      reminder_lead_minutes: [2880, 60, 15],
      quiet_hours: null,
    };
    expect(res.json().data).toEqual(saved);
    expect((await t.call({ method: 'GET', url: url(), token: owner.token })).json().data).toEqual(
      saved,
    );
    // The switches are the business's settings rows, as GET business-settings lists them.
    const rows = (
      await t.call({ method: 'GET', url: '/api/business-settings', token: owner.token })
    ).json().data as {
      setting_code: string;
      is_active: number;
    }[];
    expect(rows.find((r) => r.setting_code === 'sms_notifications')?.is_active).toBe(1);
    expect(rows.find((r) => r.setting_code === 'email_notifications')?.is_active).toBe(0);

    expect(
      (await put({ ...DEFAULTS, quiet_hours: { start: '22:30', end: '07:15' } })).json().data,
    ).toEqual({
      ...DEFAULTS,
      quiet_hours: { start: '22:30', end: '07:15' },
    });
    const [stored] = await t.database.db
      .select({ start: businesses.quiet_hours_start, end: businesses.quiet_hours_end })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    expect(stored).toEqual({ start: 22 * 60 + 30, end: 7 * 60 + 15 });
    await put(DEFAULTS);
  });

  it('refuses invalid lead times and quiet hours with field messages, and changes nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { reminder_lead_minutes: [10] },
        'reminder_lead_minutes.0',
        NotificationSettingsMessages.leadRange,
      ],
      [
        { reminder_lead_minutes: [20_161] },
        'reminder_lead_minutes.0',
        NotificationSettingsMessages.leadRange,
      ],
      [
        { reminder_lead_minutes: [60, 60] },
        'reminder_lead_minutes',
        NotificationSettingsMessages.leadDistinct,
      ],
      [
        { reminder_lead_minutes: [15, 30, 60, 120] },
        'reminder_lead_minutes',
        NotificationSettingsMessages.leadTooMany,
      ],
      [
        { quiet_hours: { start: '25:00', end: '08:00' } },
        'quiet_hours.start',
        NotificationSettingsMessages.timeInvalid,
      ],
      [
        { quiet_hours: { start: '08:00', end: '08:00' } },
        'quiet_hours.end',
        NotificationSettingsMessages.quietSame,
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await put({ ...DEFAULTS, ...change, email_notifications: false });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    expect((await t.call({ method: 'GET', url: url(), token: owner.token })).json().data).toEqual(
      DEFAULTS,
    );
  });

  it("keeps to the caller's business, and to admins who may change settings", async () => {
    const other = await t.signUpOwner(`notify-${engine.name}@example.com`, 'Other Notify Shop');
    // Another business's id is a 404; naming it in X-Business-Id is a 403.
    expect((await t.call({ method: 'GET', url: url(), token: other.token })).statusCode).toBe(404);
    expect((await put(DEFAULTS, other.token)).statusCode).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: url(), token: other.token, businessId })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call({
          method: 'PUT',
          url: url(),
          token: other.token,
          businessId,
          payload: DEFAULTS,
        })
      ).statusCode,
    ).toBe(403);
    // Their own business answers its own settings.
    const own = await t.call({ method: 'GET', url: url(other.businessId), token: other.token });
    expect(own.statusCode).toBe(200);

    const consultant = await t.signIn('consultant@rendezvous.test');
    expect((await t.call({ method: 'GET', url: url(), token: consultant.token })).statusCode).toBe(
      200,
    );
    expect(
      (await put({ ...DEFAULTS, appointment_reminders: false }, consultant.token)).statusCode,
    ).toBe(403);
    expect((await t.call({ method: 'GET', url: url(), token: owner.token })).json().data).toEqual(
      DEFAULTS,
    );
  });
});
