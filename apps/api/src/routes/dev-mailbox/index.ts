import { EMAIL_FIELD, singleLineText } from '@rendezvous/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboundMail, outboundSms } from '../../db/schema';
import { handleInboundSms, type InboundSms } from '../../notifications/sms-replies';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const MailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  attachments: z
    .array(z.object({ filename: z.string(), content_type: z.string(), content: z.string() }))
    .nullable(),
  created_at: z.date(),
});

const SmsSchema = z.object({
  id: z.number(),
  to: z.string(),
  body: z.string(),
  transport: z.string(),
  created_at: z.date(),
});

const attachmentNames = (files: { filename: string }[] | null) =>
  (files ?? []).map((file) => `<p>Attachment: ${escape(file.filename)}</p>`).join('');

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const SimulatedReplySchema = z.object({
  from: singleLineText({ label: 'From', max: 20 }),
  body: z.string().max(1600),
});

/**
 * The development mailbox: mail the offline gateway recorded instead of sending. Registered
 * only on a development setup (`devMailboxEnabled`), and answered only to the machine itself:
 * the mail holds verification codes, so an instance reachable from outside must not show it.
 */
export default async function devMailboxRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request, reply) => {
    // The socket's own peer, never request.ip: with a trusted proxy that comes from
    // X-Forwarded-For, which any client can write.
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) return reply.status(404).send({ message: 'Not found' });
  });

  // The outbox page's reply form posts a plain form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** As Twilio's webhook would, without the signature: the same handling, the same answers. */
  const simulateReply = (log: FastifyBaseLogger, message: InboundSms) =>
    handleInboundSms({ db: app.db, jobs: app.jobs, sms: app.sms, log, announcer: app }, message);

  app.get(
    '/dev/mail',
    {
      config: { public: true },
      schema: {
        operationId: 'listDevMail',
        tags: ['development'],
        summary: 'Mail recorded by the offline mail gateway, newest first',
        querystring: z.object({ to: singleLineText(EMAIL_FIELD).optional() }),
        response: { 200: z.object({ data: z.array(MailSchema) }) },
      },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(outboundMail)
        .where(request.query.to ? eq(outboundMail.to, request.query.to) : undefined)
        .orderBy(desc(outboundMail.id))
        .limit(50);
      return { data: rows };
    },
  );

  app.get(
    '/dev/mailbox',
    { config: { public: true }, schema: { hide: true } },
    async (_request, reply) => {
      const rows = await app.db.select().from(outboundMail).orderBy(desc(outboundMail.id)).limit(50);
      const items = rows
        .map(
          (m) => `<article><header><strong>${escape(m.subject)}</strong><span>to ${escape(m.to)} · ${m.created_at.toISOString()}</span></header><pre>${escape(m.text)}</pre>${attachmentNames(m.attachments)}</article>`,
        )
        .join('');
      return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1f2933}
article{border:1px solid #dde3ea;border-radius:8px;padding:1rem;margin:1rem 0}header{display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap}
header span{color:#616e7c;font-size:.9rem}pre{white-space:pre-wrap;font-family:inherit}</style></head>
<body><h1>Development mailbox</h1><p>Mail the offline gateway recorded instead of sending (newest first). Configure SMTP_URL to deliver for real.</p>
${items || '<p>No mail yet.</p>'}</body></html>`);
    },
  );

  app.get(
    '/dev/sms/messages',
    {
      config: { public: true },
      schema: {
        operationId: 'listDevSms',
        tags: ['development'],
        summary: 'Text messages recorded by the offline SMS gateway, newest first',
        querystring: z.object({ to: singleLineText({ label: 'Phone', max: 20 }).optional() }),
        response: { 200: z.object({ data: z.array(SmsSchema) }) },
      },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(outboundSms)
        .where(request.query.to ? eq(outboundSms.to, request.query.to) : undefined)
        .orderBy(desc(outboundSms.id))
        .limit(50);
      return { data: rows };
    },
  );

  app.post(
    '/dev/sms/reply',
    {
      config: { public: true },
      schema: {
        operationId: 'simulateDevSmsReply',
        tags: ['development'],
        summary:
          "A customer's text to the business number, as Twilio's webhook (POST webhooks/twilio/sms) would pass it " +
          'on, without the signature: STOP/ARRÊT, START, 1 or 2. Answers what it did and the text answered',
        body: SimulatedReplySchema,
        response: {
          200: z.object({
            data: z.object({
              outcome: z.enum(['opted-out', 'opted-in', 'confirmed', 'cancelled', 'too-late', 'ignored']),
              answer: z.string().nullable(),
            }),
          }),
        },
      },
    },
    async (request) => ({ data: await simulateReply(request.log, request.body) }),
  );

  // The page's form: the same, then back to the page. Only from the page itself: another site's
  // form could otherwise cancel appointments of a developer's database from their browser.
  app.post('/dev/sms', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    const origin = request.headers.origin;
    // Hosts compared as URLs read them: `localhost:80` and `http://localhost` are one.
    if (origin !== undefined && URL.parse(origin)?.host !== URL.parse(`http://${request.headers.host}`)?.host) {
      return reply.status(403).send({ message: 'Only the outbox page may post here' });
    }
    const parsed = SimulatedReplySchema.safeParse(request.body);
    if (!parsed.success) return reply.status(422).send({ message: 'A reply needs a phone number (from) and a text (body)' });
    await simulateReply(request.log, parsed.data);
    return reply.redirect('/api/dev/sms', 303);
  });

  app.get('/dev/sms', { config: { public: true }, schema: { hide: true } }, async (_request, reply) => {
    const rows = await app.db.select().from(outboundSms).orderBy(desc(outboundSms.id)).limit(50);
    const items = rows
      .map(
        (m) =>
          `<article><header><strong>to ${escape(m.to)}</strong><span>${m.transport} · ${m.created_at.toISOString()}</span></header><p>${escape(m.body)}</p><p class="n">${m.body.length} characters</p></article>`,
      )
      .join('');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development SMS outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1f2933}
article{border:1px solid #dde3ea;border-radius:8px;padding:1rem;margin:1rem 0}header{display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap}
header span,.n{color:#616e7c;font-size:.9rem}fieldset{display:flex;gap:.75rem;flex-wrap:wrap;align-items:end;border:1px solid #dde3ea;border-radius:8px}
label{display:flex;flex-direction:column;font-size:.9rem}</style></head>
<body><h1>Development SMS outbox</h1><p>Text messages the offline SMS gateway recorded instead of sending (newest first). Set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM to send for real.</p>
<form method="post" action="/api/dev/sms"><fieldset><legend>Simulate a customer's reply</legend>
<label>From <input name="from" required maxlength="20" placeholder="+14165550110"></label>
<label>Text <input name="body" required maxlength="160" placeholder="1, 2, STOP, ARRÊT or START"></label>
<button type="submit">Send as the customer</button></fieldset></form>
${items || '<p>No text message yet.</p>'}</body></html>`);
  });
}
