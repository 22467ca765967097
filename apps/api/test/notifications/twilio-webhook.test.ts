import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, eq } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, businesses, messageDeliveries, notifications, users } from '../../src/db/schema';
import { demoIds, oliviaBooking } from '../appointments/fixtures';
import { engines, startTestApp, type TestApp } from '../support/app';

/** 10:00 in Toronto, the demo business's zone. */
const NOW = '2027-05-26T14:00:00Z';
const HOUR = 3_600_000;
const SID = `AC${'0a'.repeat(16)}`;
const TOKEN = 'stand-in-auth-token-0001';
const OLIVIA = '+14165550110';
/** Numbers the stand-in refuses for good (21211), and answers 503 for. */
const REFUSED = '+14165550142';
const DOWN = '+14165550199';
const BUSINESS = 'Maison Lumière Salon';

/** Twilio's Messages API as far as sending goes. */
function twilioStandIn(sent: { to: string; body: string }[]): Server {
  return createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      const to = form.get('To') ?? '';
      response.setHeader('content-type', 'application/json');
      if (to === REFUSED) {
        response.statusCode = 400;
        response.end(JSON.stringify({ code: 21211, message: `The 'To' number ${to} is not a valid phone number.`, status: 400 }));
        return;
      }
      if (to === DOWN) {
        response.statusCode = 503;
        response.end(JSON.stringify({ code: 20503, message: 'Service unavailable', status: 503 }));
        return;
      }
      sent.push({ to, body: form.get('Body') ?? '' });
      response.statusCode = 201;
      response.end(JSON.stringify({ sid: `SM${'1b'.repeat(16)}`, status: 'queued', to, body: form.get('Body') }));
    });
  });
}

describe.each(engines)("Twilio's webhook and permanent failures on $name", (engine) => {
  const sent: { to: string; body: string }[] = [];
  let server: Server;
  let t: TestApp;
  let owner: { token: string; admin: { id: number; business_id: number | null } };
  let businessId: number;
  let ids: Awaited<ReturnType<typeof demoIds>>;

  beforeAll(async () => {
    server = twilioStandIn(sent).listen(0, '127.0.0.1');
    await once(server, 'listening');
    t = await startTestApp(engine, {
      now: NOW,
      bookingHorizonDays: 400,
      env: {
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: TOKEN,
        TWILIO_FROM: '+15145550100',
        TWILIO_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      },
    });
    owner = await t.signIn('owner@rendezvous.test');
    businessId = owner.admin.business_id!;
    ids = await demoIds(t, businessId);
    const on = await t.call({
      method: 'POST',
      url: '/api/business-settings',
      token: owner.token,
      payload: { business_id: businessId, setting_code: 'sms_notifications', is_active: 1 },
    });
    expect(on.statusCode).toBeLessThan(300);
    await t.database.db.update(businesses).set({ sms_two_way: true }).where(eq(businesses.id, businessId));
  });
  afterAll(async () => {
    await t?.close();
    server?.close();
  });

  const book = async (date: string) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/appointment',
      token: owner.token,
      payload: oliviaBooking(ids, { date }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; starts_at: string };
  };
  /** Books and sends its 24-hour reminder (after whatever else is due by then). */
  const remind = async (date: string) => {
    await t.runJobs({ dueBy: new Date(Date.parse(`${date}T14:00:00Z`) - 24 * HOUR) });
    const booked = await book(date);
    await t.runJobs();
    await t.runJobs({ dueBy: new Date(Date.parse(booked.starts_at) - 24 * HOUR) });
    return booked;
  };
  const webhookUrl = () => `${t.app.config.PUBLIC_URL}/api/webhooks/twilio/sms`;
  const incoming = (body: string, signature?: string) => {
    const params = { MessageSid: `SM${'2c'.repeat(16)}`, AccountSid: SID, From: OLIVIA, To: '+15145550100', Body: body, NumMedia: '0' };
    return t.app.inject({
      method: 'POST',
      url: '/api/webhooks/twilio/sms',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': signature ?? twilio.getExpectedTwilioSignature(TOKEN, webhookUrl(), params),
      },
      payload: new URLSearchParams(params).toString(),
    });
  };
  const statusOf = async (id: number) =>
    (await t.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

  it('refuses a request without a valid X-Twilio-Signature, changing nothing', async () => {
    const { id } = await remind('2027-09-07');
    const forged = await incoming('2', twilio.getExpectedTwilioSignature('another-auth-token-0001', webhookUrl(), { From: OLIVIA, Body: '2' }));
    expect(forged.statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/twilio/sms',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ From: OLIVIA, Body: '2' }).toString(),
    });
    expect(missing.statusCode).toBe(403);
    expect(await statusOf(id)).toMatchObject({ status: 'active', customer_confirmed_at: null });
  });

  it('confirms on 1 and cancels on 2, answering through Twilio', async () => {
    const first = await remind('2027-09-14');
    expect(sent.at(-1)).toEqual({
      to: OLIVIA,
      body: `${BUSINESS}: reminder of your appointment Tue, Sep 14, 10:00 a.m. EDT with Camille. Reply 1 to confirm, 2 to cancel.`,
    });
    const confirmed = await incoming('1');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['content-type']).toContain('text/xml');
    expect(confirmed.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    expect((await statusOf(first.id)).customer_confirmed_at).toBeInstanceOf(Date);
    expect(sent.at(-1)).toEqual({ to: OLIVIA, body: `${BUSINESS}: thank you, your appointment of Tue, Sep 14, 10:00 a.m. EDT is confirmed.` });

    const second = await remind('2027-09-21');
    expect((await incoming('2')).statusCode).toBe(200);
    expect((await statusOf(second.id)).status).toBe('cancelled');
    expect((await statusOf(first.id)).status).toBe('active');
    expect(sent.at(-1)).toEqual({ to: OLIVIA, body: `${BUSINESS}: your appointment of Tue, Sep 21, 10:00 a.m. EDT is cancelled.` });
  });

  it('a message refused for good, or failing past its last retry, fails and rings the owner’s bell', async () => {
    const bells = async () =>
      (
        await t.database.db
          .select()
          .from(notifications)
          .where(eq(notifications.business_id, businessId))
          .orderBy(asc(notifications.id))
      )
        .filter((n) => n.body.includes('could not be sent by SMS'))
        .map((n) => [n.admin_id, n.body]);
    const smsConfirmation = async (id: number) =>
      (
        await t.database.db
          .select()
          .from(messageDeliveries)
          .where(and(eq(messageDeliveries.appointment_id, id), eq(messageDeliveries.channel, 'sms')))
          .orderBy(asc(messageDeliveries.id))
      )[0]!;
    try {
      await t.database.db.update(users).set({ phone: REFUSED }).where(eq(users.id, ids.olivia.id));
      const refused = await book('2027-10-05');
      await t.runJobs();
      expect(await smsConfirmation(refused.id)).toMatchObject({ status: 'failed', attempts: 1 });
      expect((await smsConfirmation(refused.id)).detail).toMatch(/^refused: Twilio 21211: /);
      expect(await bells()).toEqual([
        [owner.admin.id, expect.stringMatching(/^A confirmation to Olivia Chen could not be sent by SMS: Twilio 21211: /)],
      ]);

      await t.database.db.update(users).set({ phone: DOWN }).where(eq(users.id, ids.olivia.id));
      const down = await book('2027-10-12');
      // The first try and each retry (their backoff brought forward): no bell until the last.
      await t.runJobs();
      expect(await smsConfirmation(down.id)).toMatchObject({ status: 'scheduled', attempts: 1 });
      expect(await bells()).toHaveLength(1);
      for (let i = 0; i < 10 && (await smsConfirmation(down.id)).status === 'scheduled'; i++) {
        await t.runJobs({ dueBy: new Date(Date.parse(NOW) + 30 * 24 * HOUR) });
      }
      const last = await smsConfirmation(down.id);
      expect(last.status).toBe('failed');
      expect(last.detail).toMatch(/Twilio 20503/);
      expect((await bells())[1]).toEqual([
        owner.admin.id,
        expect.stringMatching(new RegExp(`^A confirmation to Olivia Chen could not be sent by SMS: Twilio 20503: .* \\(after ${last.attempts} attempts\\)$`)),
      ]);
    } finally {
      await t.database.db.update(users).set({ phone: ids.olivia.phone }).where(eq(users.id, ids.olivia.id));
    }
  });
});
