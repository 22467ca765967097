import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { outboundSms } from '../../src/db/schema';
import { prepareDatabase } from '../../src/db/seed';
import { SmsRefused, createSmsGateway } from '../../src/gateways/sms';
import { scratchDatabase } from '../support/database';

const SID = `AC${'0a'.repeat(16)}`;
const TOKEN = 'stand-in-auth-token-0001';

interface Received {
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

/** Twilio's Messages API as far as sending goes: 201 with a SID, or 400 with Twilio's error for a number it refuses. */
function twilioStandIn(received: Received[]): Server {
  return createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      received.push({ path: request.url ?? '', authorization: request.headers.authorization, form });
      response.setHeader('content-type', 'application/json');
      if (form.get('To') === '+15555550000') {
        response.statusCode = 400;
        response.end(JSON.stringify({ code: 21211, message: "The 'To' number +15555550000 is not a valid phone number.", status: 400 }));
        return;
      }
      if (form.get('To') === '+14165550199') {
        response.statusCode = 503;
        response.end(JSON.stringify({ code: 20503, message: 'Service unavailable', status: 503 }));
        return;
      }
      response.statusCode = 201;
      response.end(JSON.stringify({ sid: `SM${'1b'.repeat(16)}`, status: 'queued', to: form.get('To'), body: form.get('Body') }));
    });
  });
}

describe('SMS through Twilio', () => {
  const received: Received[] = [];
  let server: Server;
  let database: Database;
  beforeAll(async () => {
    server = twilioStandIn(received).listen(0, '127.0.0.1');
    await once(server, 'listening');
    database = await scratchDatabase({ name: 'pglite' });
    await prepareDatabase(database, { seedDemo: false });
  });
  afterAll(async () => {
    server?.close();
    await database?.close();
  });

  const gateway = () =>
    createSmsGateway(
      database.db,
      loadConfig(
        {},
        {
          NODE_ENV: 'test',
          TWILIO_ACCOUNT_SID: SID,
          TWILIO_AUTH_TOKEN: TOKEN,
          TWILIO_FROM: '+15145550100',
          TWILIO_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        },
      ),
    );

  it("sends with the account's credentials and number, and records the message", async () => {
    const sms = await gateway();
    expect(sms.kind).toBe('twilio');
    const sent = await sms.send({ business_id: null, to: '+14165550142', body: 'Maison Lumière: reminder of your appointment.' });
    expect(sent).toEqual({ providerId: `SM${'1b'.repeat(16)}`, detail: 'accepted by Twilio (queued)' });
    const [request] = received;
    expect(request!.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request!.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(Object.fromEntries(request!.form)).toEqual({
      To: '+14165550142',
      From: '+15145550100',
      Body: 'Maison Lumière: reminder of your appointment.',
    });
    const [row] = await database.db.select().from(outboundSms).where(eq(outboundSms.to, '+14165550142'));
    expect(row).toMatchObject({ transport: 'twilio', error: null });
    expect(row!.sent_at).toBeInstanceOf(Date);
  });

  it('tells a number Twilio refuses for good from a failure worth retrying', async () => {
    const sms = await gateway();
    await expect(sms.send({ business_id: null, to: '+15555550000', body: 'x' })).rejects.toBeInstanceOf(SmsRefused);
    const outage = sms.send({ business_id: null, to: '+14165550199', body: 'x' });
    await expect(outage).rejects.toThrow(/Twilio 20503/);
    await expect(outage).rejects.not.toBeInstanceOf(SmsRefused);
    const [refused] = await database.db.select().from(outboundSms).where(eq(outboundSms.to, '+15555550000'));
    expect(refused!.error).toMatch(/^Twilio 21211: /);
  });

  it('keeps to the development outbox without all three settings', async () => {
    const sms = await createSmsGateway(database.db, loadConfig({}, { NODE_ENV: 'test', TWILIO_ACCOUNT_SID: SID }));
    expect(sms.kind).toBe('outbox');
    await sms.send({ business_id: null, to: '+14165550143', body: 'offline' });
    const [row] = await database.db.select().from(outboundSms).where(eq(outboundSms.to, '+14165550143'));
    expect(row).toMatchObject({ transport: 'outbox', body: 'offline' });
  });
});
