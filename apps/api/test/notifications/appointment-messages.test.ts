import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationSettingsMessages } from '@rendezvous/domain';
import { appointments, messageDeliveries, outboundMail, outboundSms, users } from '../../src/db/schema';
import { clock } from '../../src/lib/clock';
import { demoIds, oliviaBooking } from '../appointments/fixtures';
import { DEMO_PASSWORD, engines, startTestApp, type TestApp } from '../support/app';

/** 10:00 in Toronto, the demo business's zone. */
const NOW = '2027-05-26T14:00:00Z';
const HOUR = 3_600_000;

type Ids = Awaited<ReturnType<typeof demoIds>>;

describe.each(engines)('appointment messages on $name', (engine) => {
  let t: TestApp;
  let owner: { token: string; admin: { business_id: number | null } };
  let businessId: number;
  let ids: Ids;

  beforeAll(async () => {
    t = await startTestApp(engine, { now: NOW, bookingHorizonDays: 400 });
    owner = await t.signIn('owner@rendezvous.test');
    businessId = owner.admin.business_id!;
    ids = await demoIds(t, businessId);
  });
  afterAll(() => t.close());

  const booking = (over: Record<string, unknown> = {}) => oliviaBooking(ids, over);
  const book = async (over: Record<string, unknown> = {}) => {
    const res = await t.call({ method: 'POST', url: '/api/appointment', token: owner.token, payload: booking(over) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; starts_at: string };
  };
  const change = async (id: number, payload: Record<string, unknown>) => {
    const res = await t.call({ method: 'PUT', url: `/api/appointment/${id}`, token: owner.token, payload });
    expect(res.statusCode).toBe(200);
  };
  const deliveries = (appointmentId: number) =>
    t.database.db
      .select()
      .from(messageDeliveries)
      .where(eq(messageDeliveries.appointment_id, appointmentId))
      .orderBy(asc(messageDeliveries.id));
  let mailSeen = 0;
  /** The mail sent to Olivia since the last call; with an id, only about that appointment. */
  const newMail = async (appointmentId?: number) => {
    const rows = await t.database.db
      .select()
      .from(outboundMail)
      .where(and(eq(outboundMail.to, ids.olivia.email), gt(outboundMail.id, mailSeen)))
      .orderBy(asc(outboundMail.id));
    mailSeen = rows.at(-1)?.id ?? mailSeen;
    const uid = `UID:appointment-${appointmentId}@`;
    return appointmentId === undefined ? rows : rows.filter((m) => m.attachments?.[0]?.content.includes(uid));
  };

  it('confirms a console booking once, with its calendar file, and plans reminders 24 h and 2 h before', async () => {
    await newMail();
    const before = clock.ms();
    const { id, starts_at } = await book();
    const after = clock.ms();
    const planned = await deliveries(id);
    // The confirmation is due at once: when the booking was made.
    expect(planned[0]!.due_at.getTime()).toBeGreaterThanOrEqual(before);
    expect(planned[0]!.due_at.getTime()).toBeLessThanOrEqual(after);
    expect(planned.map((d) => [d.step, d.status, d.step === 'confirmation' ? 'now' : d.due_at.toISOString()])).toEqual([
      ['confirmation', 'scheduled', 'now'],
      ['reminder:1440', 'scheduled', new Date(Date.parse(starts_at) - 24 * HOUR).toISOString()],
      ['reminder:120', 'scheduled', new Date(Date.parse(starts_at) - 2 * HOUR).toISOString()],
    ]);

    expect(await t.runJobs()).toBe(1);
    const [mail, ...more] = await newMail();
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Your appointment with Maison Lumière Salon is booked');
    expect(mail!.text).toContain('Tuesday, June 1, 2027 at 10:00 a.m. (Eastern Daylight Time)');
    expect(mail!.attachments?.[0]).toMatchObject({ filename: 'appointment.ics' });
    expect(mail!.attachments?.[0]?.content).toContain('DTSTART:20270601T140000Z');
    const [confirmation] = await deliveries(id);
    expect(confirmation).toMatchObject({ status: 'sent', address: ids.olivia.email, language: 'en-CA' });

    // Running again, or a second worker, sends nothing more.
    expect(await t.runJobs()).toBe(0);
    expect(await newMail()).toEqual([]);

    // The day before, the 24-hour reminder goes, once; the 2-hour one waits for its time.
    await t.runJobs({ dueBy: new Date(Date.parse(starts_at) - 24 * HOUR) });
    const reminders = await newMail();
    expect(reminders.map((m) => m.subject)).toEqual(['Reminder: your appointment with Maison Lumière Salon']);
    await t.runJobs({ dueBy: new Date(Date.parse(starts_at) - 24 * HOUR) });
    expect(await newMail()).toEqual([]);
  });

  it('a move tells the customer and replaces the pending reminders; a cancellation ends them', async () => {
    const { id } = await book({ date: '2027-06-08' });
    await t.runJobs();
    await newMail();

    await change(id, { date: '2027-06-15' });
    const afterMove = await deliveries(id);
    expect(afterMove.filter((d) => d.version === 1).map((d) => [d.step, d.status])).toEqual([
      ['confirmation', 'sent'],
      ['reminder:1440', 'superseded'],
      ['reminder:120', 'superseded'],
    ]);
    expect(afterMove.filter((d) => d.version === 2).map((d) => [d.step, d.status])).toEqual([
      ['change', 'scheduled'],
      ['reminder:1440', 'scheduled'],
      ['reminder:120', 'scheduled'],
    ]);
    await t.runJobs();
    const [moved] = await newMail();
    expect(moved!.subject).toBe('Your appointment with Maison Lumière Salon has changed');
    expect(moved!.text).toContain('Tuesday, June 15, 2027');

    // What the old time would have reminded of is never sent.
    await t.runJobs({ dueBy: '2027-06-08T12:00:00Z' });
    expect(await newMail(id)).toEqual([]);

    await change(id, { status: 'cancelled' });
    await t.runJobs({ dueBy: '2027-06-30T00:00:00Z' });
    expect((await newMail(id)).map((m) => m.subject)).toEqual(['Your appointment with Maison Lumière Salon is cancelled']);
    const final = await deliveries(id);
    expect(final.filter((d) => d.status === 'scheduled').map((d) => [d.version, d.step, d.detail])).toEqual([]);
    expect(final.filter((d) => d.step.startsWith('reminder') && d.status === 'sent')).toEqual([]);
  });

  it('plans no reminder whose time has passed when the appointment is booked', async () => {
    // Tomorrow's first free time is under 24 hours away: the 2-hour reminder only.
    const { services } = booking();
    const query = `date=2027-05-27&${services.map((s) => `consultantServiceIds=${s}`).join('&')}`;
    const times = await t.call({ method: 'GET', url: `/api/consultant/${ids.owner.id}/times?${query}`, token: owner.token });
    const [first] = times.json().data as { start_time: string; end_time: string }[];
    const { id, starts_at } = await book({ date: '2027-05-27', start_time: first!.start_time, end_time: first!.end_time });
    expect(Date.parse(starts_at) - Date.parse(NOW)).toBeLessThan(24 * HOUR);
    expect((await deliveries(id)).map((d) => d.step)).toEqual(['confirmation', 'reminder:120']);
  });

  it("writes to a customer in the language they booked in, and the zone's name in it", async () => {
    await t.database.db.update(users).set({ language: 'fr-CA' }).where(eq(users.id, ids.olivia.id));
    try {
      const { id } = await book({ date: '2027-06-22' });
      await t.runJobs();
      const [mail] = await newMail(id);
      expect(mail!.subject).toBe('Votre rendez-vous chez Maison Lumière Salon est réservé');
      expect(mail!.text).toContain('mardi 22 juin 2027 à 10 h 00 (heure avancée de l’Est)');
      expect(mail!.text).toContain('Bonjour Olivia,');
    } finally {
      await t.database.db.update(users).set({ language: null }).where(eq(users.id, ids.olivia.id));
    }
  });

  it('sends and plans nothing while e-mail notifications are off', async () => {
    const setting = await t.call({
      method: 'POST',
      url: '/api/business-settings',
      token: owner.token,
      payload: { business_id: businessId, setting_code: 'email_notifications', is_active: 0 },
    });
    expect(setting.statusCode).toBeLessThan(300);
    try {
      const { id } = await book({ date: '2027-06-29' });
      expect(await deliveries(id)).toEqual([]);
    } finally {
      await t.call({
        method: 'POST',
        url: '/api/business-settings',
        token: owner.token,
        payload: { business_id: businessId, setting_code: 'email_notifications', is_active: 1 },
      });
    }
  });

  describe('by SMS', () => {
    const setting = (code: string, is_active: 0 | 1) =>
      t.call({
        method: 'POST',
        url: '/api/business-settings',
        token: owner.token,
        payload: { business_id: businessId, setting_code: code, is_active },
      });
    beforeAll(async () => {
      await setting('sms_notifications', 1);
    });
    afterAll(async () => {
      await setting('sms_notifications', 0);
    });
    const smsTo = async (phone: string) =>
      (await t.database.db.select().from(outboundSms).where(eq(outboundSms.to, phone))).map((m) => m.body);

    it('texts the confirmation and reminders too, naming the business, within one SMS', async () => {
      const before = await smsTo('+14165550110');
      const { id, starts_at } = await book({ date: '2027-08-17' });
      const planned = await deliveries(id);
      expect(planned.filter((d) => d.channel === 'sms').map((d) => d.step)).toEqual([
        'confirmation',
        'reminder:1440',
        'reminder:120',
      ]);
      await t.runJobs();
      const [text, ...more] = (await smsTo('+14165550110')).slice(before.length);
      expect(more).toEqual([]);
      expect(text).toBe('Maison Lumière Salon: your appointment is booked for Tue, Aug 17, 10:00 a.m. EDT with Camille.');
      expect(text!.length).toBeLessThanOrEqual(160);
      const sms = (await deliveries(id)).find((d) => d.channel === 'sms' && d.step === 'confirmation');
      expect(sms).toMatchObject({ status: 'sent', address: '+14165550110', detail: 'kept in the development SMS outbox' });

      await t.runJobs({ dueBy: new Date(Date.parse(starts_at) - 2 * 3_600_000) });
      expect((await smsTo('+14165550110')).slice(before.length + 1)).toEqual([
        'Maison Lumière Salon: reminder of your appointment Tue, Aug 17, 10:00 a.m. EDT with Camille.',
        'Maison Lumière Salon: reminder of your appointment Tue, Aug 17, 10:00 a.m. EDT with Camille.',
      ]);
    });

    it('texts in French to a francophone customer, and not at all without a valid phone', async () => {
      await t.database.db.update(users).set({ language: 'fr-CA' }).where(eq(users.id, ids.olivia.id));
      try {
        const before = await smsTo('+14165550110');
        await book({ date: '2027-08-24' });
        await t.runJobs();
        expect((await smsTo('+14165550110')).slice(before.length)).toEqual([
          'Maison Lumière Salon : votre rendez-vous est réservé le mar. 24 août, 10 h 00 HAE avec Camille.',
        ]);
      } finally {
        await t.database.db.update(users).set({ language: null }).where(eq(users.id, ids.olivia.id));
      }
      await t.database.db.update(users).set({ phone: null }).where(eq(users.id, ids.olivia.id));
      try {
        const { id } = await book({ date: '2027-08-31' });
        expect((await deliveries(id)).map((d) => d.channel)).not.toContain('sms');
      } finally {
        await t.database.db.update(users).set({ phone: ids.olivia.phone }).where(eq(users.id, ids.olivia.id));
      }
    });
  });

  describe('quiet hours and the channels a customer chose', () => {
    const DEFAULTS = {
      email_notifications: true,
      sms_notifications: true,
      appointment_reminders: true,
      sms_two_way: false,
      reminder_lead_minutes: [1440, 120],
      quiet_hours: { start: '21:00', end: '08:00' },
    };
    const configure = async (over: Record<string, unknown>) => {
      const res = await t.call({
        method: 'PUT',
        url: `/api/business/${businessId}/notification-settings`,
        token: owner.token,
        payload: { ...DEFAULTS, ...over },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    afterAll(() => configure({ sms_notifications: false }));
    const sms = async () =>
      (await t.database.db.select().from(outboundSms).where(eq(outboundSms.to, '+14165550110'))).length;
    const reminderBySms = async (id: number, step: string) =>
      (await deliveries(id)).find((d) => d.channel === 'sms' && d.step === step)!;

    it('holds an SMS due in quiet hours that cross midnight, and sends it when they end', async () => {
      await configure({ reminder_lead_minutes: [600, 120] });
      // 09:00 EDT on September 7: reminders due at 23:00 the evening before and 07:00.
      const { id } = await book({ date: '2027-09-07', start_time: '09:00', end_time: '10:15' });
      // What earlier tests planned before then goes first.
      await t.runJobs({ dueBy: '2027-09-06T00:00:00Z' });
      const before = await sms();

      await t.runJobs({ dueBy: '2027-09-07T03:00:00Z' });
      const evening = await reminderBySms(id, 'reminder:600');
      expect(evening).toMatchObject({
        status: 'scheduled',
        detail: 'held for quiet hours until 2027-09-07 08:00 EDT',
        attempts: 0,
      });
      expect(evening.due_at.toISOString()).toBe('2027-09-07T12:00:00.000Z');
      // The e-mail is not held; the SMS did not go.
      expect((await deliveries(id)).find((d) => d.channel === 'email' && d.step === 'reminder:600')?.status).toBe('sent');
      expect(await sms()).toBe(before);

      await t.runJobs({ dueBy: '2027-09-07T11:00:00Z' });
      expect((await reminderBySms(id, 'reminder:120')).detail).toBe('held for quiet hours until 2027-09-07 08:00 EDT');
      expect(await sms()).toBe(before);

      await t.runJobs({ dueBy: '2027-09-07T12:00:00Z' });
      expect(await sms()).toBe(before + 2);
      expect((await reminderBySms(id, 'reminder:600')).status).toBe('sent');
      expect((await reminderBySms(id, 'reminder:120')).status).toBe('sent');
      // Each goes once.
      await t.runJobs({ dueBy: '2027-09-07T12:30:00Z' });
      expect(await sms()).toBe(before + 2);
    });

    it('sends by e-mail instead when quiet hours end after the appointment starts', async () => {
      await configure({ email_notifications: false, reminder_lead_minutes: [120], quiet_hours: { start: '21:00', end: '09:30' } });
      const { id } = await book({ date: '2027-09-14', start_time: '09:00', end_time: '10:15' });
      await t.runJobs();
      await newMail();
      const before = await sms();

      await t.runJobs({ dueBy: '2027-09-14T11:00:00Z' });
      expect(await sms()).toBe(before);
      expect(await reminderBySms(id, 'reminder:120')).toMatchObject({
        status: 'skipped',
        detail: 'quiet hours until 2027-09-14 09:30 EDT, after the appointment starts: sent by e-mail instead',
      });
      expect((await newMail(id)).map((m) => m.subject)).toEqual(['Reminder: your appointment with Maison Lumière Salon']);
      expect((await deliveries(id)).find((d) => d.channel === 'email' && d.step === 'reminder:120')).toMatchObject({
        status: 'sent',
        address: ids.olivia.email,
      });
    });

    it('skips it when the same message already goes by e-mail', async () => {
      await configure({ reminder_lead_minutes: [120], quiet_hours: { start: '21:00', end: '09:30' } });
      const { id } = await book({ date: '2027-09-21', start_time: '09:00', end_time: '10:15' });
      await t.runJobs({ dueBy: '2027-09-21T11:00:00Z' });
      expect((await reminderBySms(id, 'reminder:120')).detail).toBe(
        'quiet hours until 2027-09-21 09:30 EDT, after the appointment starts; the same message goes by e-mail',
      );
      expect((await deliveries(id)).filter((d) => d.channel === 'email' && d.step === 'reminder:120')).toHaveLength(1);
    });

    const siteBooking = (date: string, over: Record<string, unknown> = {}) => ({
      consultant_id: ids.owner.id,
      consultant_service_ids: [ids.offering(ids.owner.id, "Men's cut")],
      date,
      start_time: '11:00',
      end_time: '11:30',
      customer_timezone_id: null,
      pay_now: 0,
      ...over,
    });

    it('a customer who chose SMS on the site gets SMS only', async () => {
      await configure({});
      const res = await t.site({
        method: 'POST',
        url: '/api/site/maison-lumiere/appointments',
        payload: siteBooking('2027-09-28', {
          notify_by: ['sms'],
          guest: { firstname: 'Noah', lastname: 'Tremblay', email: 'noah.sms@example.org', phone: '+1 514-555-0142' },
        }),
      });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().data.appointment.id as number;
      expect((await deliveries(id)).map((d) => [d.step, d.channel])).toEqual([
        ['confirmation', 'sms'],
        ['reminder:1440', 'sms'],
        ['reminder:120', 'sms'],
      ]);
      const [saved] = await t.database.db
        .select({ channels: appointments.message_channels })
        .from(appointments)
        .where(eq(appointments.id, id));
      expect(saved!.channels).toEqual(['sms']);
    });

    it('refuses SMS to a customer without a valid phone, booking nothing', async () => {
      const login = await t.site({
        method: 'POST',
        url: '/api/login?type=user',
        headers: { 'x-business-id': String(businessId) },
        payload: { email: ids.olivia.email, password: DEMO_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const token = login.json().data.token as string;
      const count = async () =>
        (await t.database.db.select({ id: appointments.id }).from(appointments).where(eq(appointments.date, '2027-10-05'))).length;
      await t.database.db.update(users).set({ phone: null }).where(eq(users.id, ids.olivia.id));
      try {
        const res = await t.site({
          method: 'POST',
          url: '/api/site/maison-lumiere/appointments',
          token,
          payload: siteBooking('2027-10-05', { notify_by: ['email', 'sms'] }),
        });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({
          message: NotificationSettingsMessages.smsNeedsPhone,
          errors: { notify_by: [NotificationSettingsMessages.smsNeedsPhone] },
        });
        expect(await count()).toBe(0);
        const empty = await t.site({
          method: 'POST',
          url: '/api/site/maison-lumiere/appointments',
          token,
          payload: siteBooking('2027-10-05', { notify_by: [] }),
        });
        expect(empty.statusCode).toBe(422);
        expect(empty.json().errors.notify_by).toEqual([NotificationSettingsMessages.channelsRequired]);
        expect(await count()).toBe(0);
      } finally {
        await t.database.db.update(users).set({ phone: ids.olivia.phone, language: null }).where(eq(users.id, ids.olivia.id));
      }
    });
  });

  it('two workers running at once send each message once', async () => {
    await t.runJobs();
    await newMail();
    const booked = await Promise.all(['2027-07-06', '2027-07-13', '2027-07-20'].map((date) => book({ date })));
    const ran = await Promise.all([t.runJobs(), t.runJobs(), t.app.jobs.drain()]);
    expect(ran.reduce((sum, n) => sum + n, 0)).toBe(booked.length);
    expect(await newMail()).toHaveLength(booked.length);
  });

  describe('the delivery log', () => {
    it('lists what the customer was sent and what is planned, to the business only', async () => {
      const { id } = await book({ date: '2027-08-03' });
      await t.runJobs();
      const res = await t.call({ method: 'GET', url: `/api/appointment/${id}/deliveries`, token: owner.token });
      expect(res.statusCode).toBe(200);
      expect(
        (res.json().data as { step: string; lead_minutes: number | null; status: string; channel: string }[]).map(
          (d) => [d.step, d.lead_minutes, d.status, d.channel],
        ),
      ).toEqual([
        ['confirmation', null, 'sent', 'email'],
        ['reminder', 1440, 'scheduled', 'email'],
        ['reminder', 120, 'scheduled', 'email'],
      ]);
      expect(res.json().data[0]).toMatchObject({ address: ids.olivia.email, language: 'en-CA', attempts: 1 });

      const consultant = await t.signIn('consultant@rendezvous.test');
      expect((await t.call({ method: 'GET', url: `/api/appointment/${id}/deliveries`, token: consultant.token })).statusCode).toBe(200);
      const other = await t.signUpOwner(`log-${engine.name}@example.com`, 'Other Log Shop');
      const foreign = await t.call({ method: 'GET', url: `/api/appointment/${id}/deliveries`, token: other.token });
      expect(foreign.statusCode).toBe(404);
      const header = await t.call({ method: 'GET', url: `/api/appointment/${id}/deliveries`, token: other.token, businessId });
      expect(header.statusCode).toBe(403);
    });

    it('sends a failed message again on request, and only a failed one', async () => {
      const { id } = await book({ date: '2027-08-10' });
      const [confirmation] = await deliveries(id);
      const retry = (deliveryId: number) =>
        t.call({ method: 'POST', url: `/api/appointment/${id}/deliveries/${deliveryId}/retry`, token: owner.token, payload: {} });
      const refused = await retry(confirmation!.id);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe('Only a message that failed can be sent again');

      // As if the gateway had refused it five times.
      await t.database.db
        .update(messageDeliveries)
        .set({ status: 'failed', detail: 'failed: mailbox unavailable', attempts: 6 })
        .where(eq(messageDeliveries.id, confirmation!.id));
      await newMail();
      const again = await retry(confirmation!.id);
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toMatchObject({ status: 'scheduled' });
      await t.runJobs();
      expect((await newMail(id)).map((m) => m.subject)).toEqual(['Your appointment with Maison Lumière Salon is booked']);
      expect((await deliveries(id))[0]).toMatchObject({ status: 'sent', attempts: 7 });
      expect((await retry(999_999)).statusCode).toBe(404);
    });
  });

  it('reports the jobs due and how late the oldest is', async () => {
    await book({ date: '2027-07-27' });
    const health = await t.call({ method: 'GET', url: '/api/health' });
    expect(health.json().data.jobs).toEqual({ due: 1, oldest_late_seconds: expect.any(Number) });
    await t.runJobs();
    const after = await t.call({ method: 'GET', url: '/api/health' });
    expect(after.json().data.jobs).toEqual({ due: 0, oldest_late_seconds: null });
  });
});
