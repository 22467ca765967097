import { once } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { messageDeliveries, notifications, outboundMail, users } from '../../src/db/schema';
import { prepareDatabase } from '../../src/db/seed';
import { MailRefused, createMailGateway } from '../../src/gateways/mail';
import { demoIds, oliviaBooking } from '../appointments/fixtures';
import { engines, startTestApp } from '../support/app';
import { scratchDatabase } from '../support/database';

/**
 * Just enough of an SMTP server to accept messages; collects what it was sent. A recipient
 * whose address starts with "bounce" is refused for good (550), as a mailbox that does not exist.
 */
function fakeSmtpServer(received: string[]): Server {
  return createServer((socket) => {
    let inData = false;
    let message = '';
    let pending = '';
    socket.write('220 fake.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      pending += chunk.toString();
      let end: number;
      while ((end = pending.indexOf('\r\n')) >= 0) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(message);
            message = '';
            socket.write('250 OK queued\r\n');
          } else message += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake.test\r\n');
        else if (/^RCPT TO:\s*<bounce/i.test(line)) socket.write('550 5.1.1 No such mailbox\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
}

describe('mail over SMTP', () => {
  const received: string[] = [];
  let server: Server;
  let database: Database;
  beforeAll(async () => {
    server = fakeSmtpServer(received).listen(0, '127.0.0.1');
    await once(server, 'listening');
    database = await scratchDatabase({ name: 'pglite' });
    await prepareDatabase(database, { seedDemo: false });
  });
  afterAll(async () => {
    server?.close();
    await database?.close();
  });

  it('records the message, delivers it in the background and notes when it was sent', async () => {
    const { port } = server.address() as AddressInfo;
    const mail = createMailGateway(database.db, { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Rendezvous <no-reply@rendezvous.test>' });
    expect(mail.kind).toBe('smtp');
    await mail.send({ business_id: null, to: 'ann@example.com', subject: 'Your verification code', text: 'Code: 123456' });
    const sentAt = async () =>
      (await database.db.select().from(outboundMail).where(eq(outboundMail.to, 'ann@example.com')))[0]?.sent_at;
    for (let waited = 0; !(await sentAt()) && waited < 5000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    expect(await sentAt()).toBeInstanceOf(Date);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Your verification code');
    expect(received[0]).toContain('Code: 123456');
  });

  it('sends a text attachment (an .ics) as a MIME part and keeps it with the record', async () => {
    const { port } = server.address() as AddressInfo;
    const mail = createMailGateway(database.db, { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Rendezvous <no-reply@rendezvous.test>' });
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    const attachment = { filename: 'appointment.ics', content_type: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics };
    await mail.send({ business_id: null, to: 'bea@example.com', subject: 'Booked', text: 'See you soon', attachments: [attachment] });
    const row = async () => (await database.db.select().from(outboundMail).where(eq(outboundMail.to, 'bea@example.com')))[0];
    for (let waited = 0; !(await row())?.sent_at && waited < 5000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    expect((await row())!.attachments).toEqual([attachment]);
    const sent = received.find((m) => m.includes('Subject: Booked'))!;
    expect(sent).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i);
    expect(sent).toContain('filename=appointment.ics');
    // The part is base64: the calendar text arrives byte for byte, CRLFs included.
    expect(sent).toContain(Buffer.from(ics).toString('base64'));
  });
  it('delivers before answering when asked to wait, and says a refusal is for good', async () => {
    const { port } = server.address() as AddressInfo;
    const mail = createMailGateway(database.db, { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Rendezvous <no-reply@rendezvous.test>' });
    await mail.send({ business_id: null, to: 'cy@example.com', subject: 'Reminder', text: 'Tomorrow' }, { wait: true });
    const [sent] = await database.db.select().from(outboundMail).where(eq(outboundMail.to, 'cy@example.com'));
    expect(sent!.sent_at).toBeInstanceOf(Date);

    const refused = mail.send({ business_id: null, to: 'bounce@example.com', subject: 'Reminder', text: 'Tomorrow' }, { wait: true });
    await expect(refused).rejects.toBeInstanceOf(MailRefused);
    await expect(refused).rejects.toThrow(/No such mailbox/);
    const [bounced] = await database.db.select().from(outboundMail).where(eq(outboundMail.to, 'bounce@example.com'));
    expect(bounced!.sent_at).toBeNull();
    expect(bounced!.error).toMatch(/550/);
  });
});

describe('appointment e-mails over SMTP', () => {
  it("fails a message the mail server refuses for good at once, without retries, and rings the owner's bell", async () => {
    const server = fakeSmtpServer([]).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const t = await startTestApp(engines[0], {
      now: '2027-05-26T14:00:00Z',
      bookingHorizonDays: 400,
      env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
    });
    try {
      const owner = await t.signIn('owner@rendezvous.test');
      const ids = await demoIds(t, owner.admin.business_id!);
      await t.database.db.update(users).set({ email: 'bounce.olivia@example.com' }).where(eq(users.id, ids.olivia.id));
      const booked = await t.call({ method: 'POST', url: '/api/appointment', token: owner.token, payload: oliviaBooking(ids) });
      expect(booked.statusCode, booked.body).toBe(201);

      expect(await t.runJobs()).toBe(1);
      const [confirmation] = await t.database.db
        .select()
        .from(messageDeliveries)
        .where(and(eq(messageDeliveries.appointment_id, booked.json().data.id), eq(messageDeliveries.step, 'confirmation')));
      expect(confirmation).toMatchObject({ status: 'failed', attempts: 1, address: 'bounce.olivia@example.com' });
      expect(confirmation!.detail).toMatch(/^refused: the mail server refused it: .*No such mailbox/);
      // Nothing is left to retry.
      expect(await t.runJobs()).toBe(0);
      const bells = await t.database.db
        .select({ body: notifications.body })
        .from(notifications)
        .where(and(eq(notifications.admin_id, owner.admin.id), like(notifications.body, '%could not be sent by e-mail%')));
      expect(bells).toEqual([{ body: expect.stringContaining('to Olivia Chen could not be sent by e-mail: the mail server refused it') }]);
    } finally {
      await t.close();
      server.close();
    }
  });
});
