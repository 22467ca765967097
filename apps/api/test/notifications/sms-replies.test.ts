import { CONSENT_WORDING } from '@rendezvous/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  businesses,
  consents,
  messageDeliveries,
  notifications,
  outboundMail,
  outboundSms,
  smsOptOuts,
  users,
} from '../../src/db/schema';
import { demoIds, oliviaBooking } from '../appointments/fixtures';
import { engines, startTestApp, type TestApp } from '../support/app';

/** 10:00 in Toronto, the demo business's zone. */
const NOW = '2027-05-26T14:00:00Z';
const HOUR = 3_600_000;
const OLIVIA = '+14165550110';
const BUSINESS = 'Maison Lumière Salon';

type Ids = Awaited<ReturnType<typeof demoIds>>;

describe.each(engines)('customer replies, opt-outs and unsubscribe links on $name', (engine) => {
  let t: TestApp;
  let owner: { token: string; admin: { id: number; business_id: number | null } };
  let businessId: number;
  let ids: Ids;

  beforeAll(async () => {
    t = await startTestApp(engine, { now: NOW, bookingHorizonDays: 400 });
    owner = await t.signIn('owner@rendezvous.test');
    businessId = owner.admin.business_id!;
    ids = await demoIds(t, businessId);
  });
  afterAll(() => t.close());

  const setting = (code: string, is_active: 0 | 1) =>
    t.call({
      method: 'POST',
      url: '/api/business-settings',
      token: owner.token,
      payload: { business_id: businessId, setting_code: code, is_active },
    });
  const book = async (date: string, over: Record<string, unknown> = {}) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/appointment',
      token: owner.token,
      payload: oliviaBooking(ids, { date, ...over }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; starts_at: string };
  };
  const deliveries = (appointmentId: number) =>
    t.database.db
      .select()
      .from(messageDeliveries)
      .where(eq(messageDeliveries.appointment_id, appointmentId))
      .orderBy(asc(messageDeliveries.id));
  const reply = async (body: string, from = OLIVIA) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/dev/sms/reply', payload: { from, body } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { outcome: string; answer: string | null };
  };
  let smsSeen = 0;
  /** The texts sent to a number since the last call. */
  const newSms = async (to = OLIVIA) => {
    const rows = await t.database.db
      .select()
      .from(outboundSms)
      .where(and(eq(outboundSms.to, to), gt(outboundSms.id, smsSeen)))
      .orderBy(asc(outboundSms.id));
    smsSeen = Math.max(smsSeen, rows.at(-1)?.id ?? 0);
    return rows.map((r) => r.body);
  };
  const optedOut = async () =>
    (await t.database.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, OLIVIA))).map((r) => r.business_id);
  const bells = async (fragment: string) =>
    (await t.database.db.select().from(notifications).where(eq(notifications.business_id, businessId))).filter((n) =>
      n.body.includes(fragment),
    );

  describe('by SMS', () => {
    beforeAll(async () => {
      await setting('sms_notifications', 1);
      // A first text, so the number is one this business writes to.
      await book('2027-09-07');
      await t.runJobs();
      await newSms();
    });
    afterAll(async () => {
      await setting('sms_notifications', 0);
      await t.database.db.update(businesses).set({ sms_two_way: false }).where(eq(businesses.id, businessId));
    });

    it('opts the number out on STOP, ARRÊT or arret, and back in on START, answering in the keyword’s language', async () => {
      expect(await reply(' stop! ')).toEqual({
        outcome: 'opted-out',
        answer: `${BUSINESS}: you will get no more text messages from us. Reply START to get them again.`,
      });
      expect(await optedOut()).toEqual([businessId]);
      expect(await newSms()).toEqual([`${BUSINESS}: you will get no more text messages from us. Reply START to get them again.`]);

      expect(await reply('START')).toMatchObject({ outcome: 'opted-in' });
      expect(await optedOut()).toEqual([]);
      expect(await newSms()).toEqual([`${BUSINESS}: you will get our text messages again. Reply STOP to stop them.`]);

      expect(await reply('Arrêt.')).toEqual({
        outcome: 'opted-out',
        answer: `${BUSINESS} : vous ne recevrez plus de textos de notre part. Répondez START pour les recevoir de nouveau.`,
      });
      expect(await reply('arret')).toMatchObject({ outcome: 'opted-out', answer: expect.stringContaining('vous ne recevrez plus') });
      expect(await optedOut()).toEqual([businessId]);
      expect(await reply('start')).toMatchObject({ outcome: 'opted-in' });
      expect(await optedOut()).toEqual([]);

      // STOP and START are no French words: the answer is in the language the business last
      // wrote to the number in.
      await t.database.db.update(users).set({ language: 'fr-CA' }).where(eq(users.id, ids.olivia.id));
      try {
        await book('2027-09-09');
        await t.runJobs();
      } finally {
        await t.database.db.update(users).set({ language: null }).where(eq(users.id, ids.olivia.id));
      }
      expect(await reply('STOP')).toMatchObject({ outcome: 'opted-out', answer: expect.stringContaining('vous ne recevrez plus') });
      expect(await reply('START')).toEqual({
        outcome: 'opted-in',
        answer: `${BUSINESS} : vous recevrez de nouveau nos textos. Répondez ARRET pour ne plus les recevoir.`,
      });
      await newSms();

      // A sentence is no keyword, and a number this business never texted opts out of nothing.
      expect(await reply('stop texting me please')).toEqual({ outcome: 'ignored', answer: null });
      expect(await reply('STOP', '+14165550177')).toEqual({ outcome: 'ignored', answer: null });
      expect(await t.database.db.select().from(smsOptOuts)).toEqual([]);
      expect(await newSms('+14165550177')).toEqual([]);

      // Each word is on Olivia's consent record, in the language of its answer, latest last.
      const record = await t.database.db
        .select({ purpose: consents.purpose, granted: consents.granted, source: consents.source, wording: consents.wording })
        .from(consents)
        .where(and(eq(consents.customer_type, 'user'), eq(consents.customerable_id, ids.olivia.id), eq(consents.source, 'sms_reply')))
        .orderBy(consents.id);
      const sms = (granted: boolean, wording: string) => ({ purpose: 'sms_reminders', granted, source: 'sms_reply', wording });
      expect(record).toEqual([
        sms(false, CONSENT_WORDING.sms_stop['en-CA']),
        sms(true, CONSENT_WORDING.sms_start['en-CA']),
        sms(false, CONSENT_WORDING.sms_stop['fr-CA']),
        sms(false, CONSENT_WORDING.sms_stop['fr-CA']),
        sms(true, CONSENT_WORDING.sms_start['en-CA']),
        sms(false, CONSENT_WORDING.sms_stop['fr-CA']),
        sms(true, CONSENT_WORDING.sms_start['fr-CA']),
      ]);
    });

    it("does not text an opted-out number: the message fails for good and rings the owner's bell", async () => {
      await reply('STOP');
      await newSms();
      try {
        const { id } = await book('2027-09-14');
        await t.runJobs();
        const sms = (await deliveries(id)).find((d) => d.channel === 'sms' && d.step === 'confirmation');
        expect(sms).toMatchObject({ status: 'failed', detail: 'refused: the customer opted out by SMS', address: OLIVIA });
        expect(await newSms()).toEqual([]);
        // The e-mail still goes.
        expect((await deliveries(id)).find((d) => d.channel === 'email' && d.step === 'confirmation')).toMatchObject({
          status: 'sent',
        });
        const [bell, ...more] = await bells('could not be sent by SMS');
        expect(more).toEqual([]);
        expect(bell).toMatchObject({
          admin_id: owner.admin.id,
          type: 'sms',
          body: 'A confirmation to Olivia Chen could not be sent by SMS: the customer opted out by SMS',
          body_key: 'bellMessageOptedOut',
          body_values: { step: 'confirmation', name: 'Olivia Chen', channel: 'sms' },
        });
        // No retry.
        await t.runJobs();
        expect((await deliveries(id)).find((d) => d.id === sms!.id)).toMatchObject({ status: 'failed', attempts: 1 });
      } finally {
        await reply('START');
        await newSms();
      }
    });

    describe('two-way', () => {
      beforeAll(async () => {
        await t.database.db.update(businesses).set({ sms_two_way: true }).where(eq(businesses.id, businessId));
      });

      /** Books, then sends the reminder due `lead` hours before the start. */
      const remind = async (date: string, lead = 24, over: Record<string, unknown> = {}) => {
        // What earlier bookings have due by then goes first: a reply answers the latest reminder.
        const dueBy = (startsAt: number) => new Date(startsAt - lead * HOUR);
        await t.runJobs({ dueBy: dueBy(Date.parse(`${date}T14:00:00Z`)) });
        const booked = await book(date, over);
        await t.runJobs();
        await t.runJobs({ dueBy: dueBy(Date.parse(booked.starts_at)) });
        return booked;
      };

      it('asks for a reply in the reminder, and 1 marks the appointment confirmed and tells the business', async () => {
        const { id } = await remind('2027-09-21');
        expect((await newSms()).at(-1)).toBe(
          `${BUSINESS}: reminder of your appointment Tue, Sep 21, 10:00 a.m. EDT with Camille. Reply 1 to confirm, 2 to cancel.`,
        );
        expect(await reply('1')).toEqual({
          outcome: 'confirmed',
          answer: `${BUSINESS}: thank you, your appointment of Tue, Sep 21, 10:00 a.m. EDT is confirmed.`,
        });
        const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
        expect(row).toMatchObject({ status: 'active' });
        expect(row!.customer_confirmed_at).toBeInstanceOf(Date);
        expect(await bells('Olivia Chen confirmed by SMS their appointment of 2027-09-21 10:00–11:15')).not.toEqual([]);
        expect(await newSms()).toEqual([`${BUSINESS}: thank you, your appointment of Tue, Sep 21, 10:00 a.m. EDT is confirmed.`]);
      });

      it('2 cancels outside the notice: the time is free again, the business told, the customer answered once', async () => {
        const { id } = await remind('2027-09-28');
        await newSms();
        expect(await reply(' 2 ')).toEqual({
          outcome: 'cancelled',
          answer: `${BUSINESS}: your appointment of Tue, Sep 28, 10:00 a.m. EDT is cancelled.`,
        });
        const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
        expect(row!.status).toBe('cancelled');
        const cancellation = (await deliveries(id)).filter((d) => d.step === 'cancellation');
        expect(cancellation.map((d) => [d.channel, d.status])).toEqual([
          ['email', 'scheduled'],
          ['sms', 'skipped'],
        ]);
        expect(await bells('Olivia Chen cancelled by SMS their appointment of 2027-09-28 10:00–11:15')).not.toEqual([]);
        await t.runJobs();
        expect(await newSms()).toEqual([`${BUSINESS}: your appointment of Tue, Sep 28, 10:00 a.m. EDT is cancelled.`]);
        const [mail] = await t.database.db
          .select()
          .from(outboundMail)
          .where(eq(outboundMail.subject, `Your appointment with ${BUSINESS} is cancelled`));
        expect(mail).toBeDefined();
        // The same time can be booked again.
        await book('2027-09-28');
        // A second 2 answers the same reminder, whose appointment is gone: the one before it,
        // which was also reminded of, stays as it is.
        expect(await reply('2')).toEqual({ outcome: 'ignored', answer: null });
        const [earlier] = await t.database.db
          .select()
          .from(appointments)
          .where(and(eq(appointments.business_id, businessId), eq(appointments.date, '2027-09-21')));
        expect(earlier!.status).toBe('active');
      });

      it('2 inside the cancellation notice changes nothing and asks the customer to call', async () => {
        // Tomorrow at 9:00, under 24 hours away: its 2-hour reminder, at 07:00, is sent (this
        // business keeps no quiet hours, which would hold it until 08:00).
        await t.database.db
          .update(businesses)
          .set({ quiet_hours_start: null, quiet_hours_end: null })
          .where(eq(businesses.id, businessId));
        const { id } = await remind('2027-05-27', 2, { start_time: '09:00', end_time: '10:15' });
        await t.database.db
          .update(businesses)
          .set({ quiet_hours_start: 21 * 60, quiet_hours_end: 8 * 60 })
          .where(eq(businesses.id, businessId));
        await newSms();
        expect(await reply('2')).toEqual({
          outcome: 'too-late',
          answer: `${BUSINESS}: it is too late to cancel your appointment of Thu, May 27, 9:00 a.m. EDT by text. Please call us at +1 416-555-0134.`,
        });
        const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
        expect(row!.status).toBe('active');
        expect(await bells('asked by SMS to cancel their appointment of 2027-05-27 09:00–10:15')).not.toEqual([]);
      });

      it('a reply from a number with no pending reminder, or to a business that asks for none, changes nothing', async () => {
        const before = await t.database.db.select().from(appointments).where(eq(appointments.business_id, businessId));
        expect(await reply('1', '+14165550177')).toEqual({ outcome: 'ignored', answer: null });
        expect(await reply('2', '+14165550177')).toEqual({ outcome: 'ignored', answer: null });
        await t.database.db.update(businesses).set({ sms_two_way: false }).where(eq(businesses.id, businessId));
        try {
          expect(await reply('2')).toEqual({ outcome: 'ignored', answer: null });
        } finally {
          await t.database.db.update(businesses).set({ sms_two_way: true }).where(eq(businesses.id, businessId));
        }
        const after = await t.database.db.select().from(appointments).where(eq(appointments.business_id, businessId));
        expect(after).toEqual(before);
        expect(await newSms('+14165550177')).toEqual([]);
      });

      it('the outbox page simulates a reply with its form, from the page only', async () => {
        const { id } = await remind('2027-10-05');
        const page = await t.app.inject({ method: 'GET', url: '/api/dev/sms' });
        expect(page.body).toContain('<form method="post" action="/api/dev/sms">');
        const form = await t.app.inject({
          method: 'POST',
          url: '/api/dev/sms',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:80' },
          payload: new URLSearchParams({ from: OLIVIA, body: '1' }).toString(),
        });
        expect(form.statusCode).toBe(303);
        expect(form.headers.location).toBe('/api/dev/sms');
        const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
        expect(row!.customer_confirmed_at).toBeInstanceOf(Date);
        const foreign = await t.app.inject({
          method: 'POST',
          url: '/api/dev/sms',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
          payload: new URLSearchParams({ from: OLIVIA, body: 'STOP' }).toString(),
        });
        expect(foreign.statusCode).toBe(403);
        expect(await optedOut()).toEqual([]);
      });
    });
  });

  describe('the unsubscribe link of e-mails', () => {
    const mailAbout = async (appointmentId: number) =>
      (
        await t.database.db.select().from(outboundMail).where(eq(outboundMail.to, ids.olivia.email)).orderBy(asc(outboundMail.id))
      ).filter((m) =>
        m.attachments?.[0]?.content.includes(`UID:appointment-${appointmentId}@`),
      );
    const optOut = async () =>
      (await t.database.db.select().from(users).where(eq(users.id, ids.olivia.id)))[0]!.email_reminders_opt_out_at;

    it('stops e-mail reminders once confirmed on its page, while bookings and changes are still sent', async () => {
      const { id, starts_at } = await book('2027-10-12');
      await t.runJobs();
      const [confirmation] = await mailAbout(id);
      const link = /To stop receiving reminders by e-mail[^:]*: (\S+)/.exec(confirmation!.text)?.[1];
      expect(link).toMatch(/^http:\/\/localhost:3000\/api\/unsubscribe\/reminders\?token=u\.\d+\.[\w-]{43}$/);
      const url = link!.replace(/^https?:\/\/[^/]+/, '');

      // Opening the link only asks (a mail scanner following it unsubscribes no one).
      const shown = await t.app.inject({ method: 'GET', url });
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['content-type']).toContain('text/html');
      expect(shown.body).toContain('Stop receiving appointment reminders from Maison Lumière Salon by e-mail?');
      expect(await optOut()).toBeNull();

      const done = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(done.statusCode).toBe(200);
      expect(done.body).toContain('will send you no more appointment reminders by e-mail');
      expect(await optOut()).toBeInstanceOf(Date);
      // The withdrawal is on the customer's consent record, with the words of the link.
      const withdrawn = await t.database.db
        .select({ purpose: consents.purpose, granted: consents.granted, source: consents.source, wording: consents.wording })
        .from(consents)
        .where(and(eq(consents.customer_type, 'user'), eq(consents.customerable_id, ids.olivia.id), eq(consents.source, 'unsubscribe_link')));
      expect(withdrawn).toEqual([
        { purpose: 'email_reminders', granted: false, source: 'unsubscribe_link', wording: CONSENT_WORDING.unsubscribe['en-CA'] },
      ]);

      try {
        await t.runJobs({ dueBy: new Date(Date.parse(starts_at) - 2 * HOUR) });
        const reminders = (await deliveries(id)).filter((d) => d.step.startsWith('reminder:'));
        expect(reminders.map((d) => [d.status, d.detail])).toEqual([
          ['skipped', 'skipped: the customer unsubscribed from e-mail reminders'],
          ['skipped', 'skipped: the customer unsubscribed from e-mail reminders'],
        ]);
        const res = await t.call({ method: 'PUT', url: `/api/appointment/${id}`, token: owner.token, payload: { date: '2027-10-19' } });
        expect(res.statusCode).toBe(200);
        await t.runJobs();
        expect((await mailAbout(id)).map((m) => m.subject)).toEqual([
          `Your appointment with ${BUSINESS} is booked`,
          `Your appointment with ${BUSINESS} has changed`,
        ]);
      } finally {
        await t.database.db.update(users).set({ email_reminders_opt_out_at: null }).where(eq(users.id, ids.olivia.id));
      }
    });

    it('answers in French to a francophone customer', async () => {
      await t.database.db.update(users).set({ language: 'fr-CA' }).where(eq(users.id, ids.olivia.id));
      try {
        const { id } = await book('2027-10-26');
        await t.runJobs();
        const [mail] = await mailAbout(id);
        const link = /Pour ne plus recevoir de rappels par courriel[^:]*: (\S+)/.exec(mail!.text)?.[1];
        const shown = await t.app.inject({ method: 'GET', url: link!.replace(/^https?:\/\/[^/]+/, '') });
        expect(shown.body).toContain('<html lang="fr-CA">');
        expect(shown.body).toContain('Arrêter les rappels par courriel');
      } finally {
        await t.database.db.update(users).set({ language: null }).where(eq(users.id, ids.olivia.id));
      }
    });

    it('refuses a token that was altered or made elsewhere, changing nothing', async () => {
      const { id } = await book('2027-11-02');
      await t.runJobs();
      const [mail] = await mailAbout(id);
      // The unsubscribe link's token (a confirmation also carries the manage link's).
      const token = /unsubscribe\/reminders\?token=(\S+)/.exec(mail!.text)![1]!;
      const [, kind, customer, mac] = /^([ug])\.(\d+)\.(.+)$/.exec(token)!;
      const tampered = [
        `${kind}.${Number(customer) + 1}.${mac}`,
        `g.${customer}.${mac}`,
        `${kind}.${customer}.${mac!.slice(0, -1)}${mac!.endsWith('A') ? 'B' : 'A'}`,
        `${kind}.${customer}.${'A'.repeat(43)}`,
        'not-a-token',
      ];
      for (const forged of tampered) {
        for (const method of ['GET', 'POST'] as const) {
          const res = await t.app.inject({ method, url: `/api/unsubscribe/reminders?token=${encodeURIComponent(forged)}` });
          expect(res.statusCode, `${method} ${forged}`).toBe(400);
          expect(res.body).toContain('This link is not valid');
        }
      }
      expect(await optOut()).toBeNull();
      // A malformed body is refused like anywhere else in the API.
      const broken = await t.app.inject({
        method: 'POST',
        url: `/api/unsubscribe/reminders?token=${token}`,
        headers: { 'content-type': 'application/json' },
        payload: '{"broken',
      });
      expect(broken.statusCode).toBe(400);
      expect(await optOut()).toBeNull();
      const clients = await t.database.db.select().from(users).where(gt(users.id, 0));
      expect(clients.filter((u) => u.email_reminders_opt_out_at !== null)).toEqual([]);
    });
  });

  it('has no Twilio webhook without Twilio', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/twilio/sms',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ From: OLIVIA, Body: '1' }).toString(),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/Twilio is not configured/);
  });
});
