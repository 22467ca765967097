import { once } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { outboundMail } from '../../src/db/schema';
import { prepareDatabase } from '../../src/db/seed';
import { createMailGateway } from '../../src/gateways/mail';
import { scratchDatabase } from '../support/database';

/** Just enough of an SMTP server to accept messages; collects what it was sent. */
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
    await mail.send({ to: 'ann@example.com', subject: 'Your verification code', text: 'Code: 123456' });
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
    await mail.send({ to: 'bea@example.com', subject: 'Booked', text: 'See you soon', attachments: [attachment] });
    const row = async () => (await database.db.select().from(outboundMail).where(eq(outboundMail.to, 'bea@example.com')))[0];
    for (let waited = 0; !(await row())?.sent_at && waited < 5000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    expect((await row())!.attachments).toEqual([attachment]);
    const sent = received.find((m) => m.includes('Subject: Booked'))!;
    expect(sent).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i);
    expect(sent).toContain('filename=appointment.ics');
    // The part is base64: the calendar text arrives byte for byte, CRLFs included.
    expect(sent).toContain(Buffer.from(ics).toString('base64'));
  });
});
