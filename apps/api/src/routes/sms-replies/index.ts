import { AppError, ErrorBodySchema, ErrorCode } from '@rendezvous/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { handleInboundSms } from '../../notifications/sms-replies';

/** The fields Twilio posts for an incoming message that we read; it posts more, all signed. */
const TwilioInboundSchema = z
  .object({
    From: z.string().min(1).max(40),
    To: z.string().max(40).optional(),
    // A text is at most 1,600 characters once Twilio joins its segments.
    Body: z.string().max(1600),
    MessageSid: z.string().max(64).optional(),
  })
  .catchall(z.string().max(2000));

/** An x-www-form-urlencoded body as a plain object (first value of each name). */
function formFields(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) if (!(name in fields)) fields[name] = value;
  return fields;
}

const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

export const SmsReplyMessages = {
  notConfigured: 'SMS replies are not set up here: Twilio is not configured (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM)',
  badSignature: 'The X-Twilio-Signature does not match this request',
} as const;

/**
 * Customers' replies to our text messages, as Twilio posts them (the number's "A message
 * comes in" webhook): STOP/START, and 1/2 to a reminder. Twilio signs each request with the
 * account's auth token over the URL it called and the posted fields; anything else is refused.
 */
export default async function smsReplyRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, formFields(String(body))),
    );
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const authToken = app.config.TWILIO_AUTH_TOKEN;
    const configured = app.sms.kind === 'twilio' && authToken !== undefined;
    // Before the body is read or checked: without Twilio there is nothing here to call.
    app.addHook('onRequest', async () => {
      if (!configured) throw new AppError(ErrorCode.NotFound, SmsReplyMessages.notConfigured);
    });

    app.post(
      '/webhooks/twilio/sms',
      {
        config: { public: true },
        schema: {
          operationId: 'twilioIncomingSms',
          tags: ['notifications'],
          summary:
            "Twilio's webhook for a text message to the business number, checked by its X-Twilio-Signature: " +
            'STOP/ARRÊT opts the number out of the texts of the business that last texted it, START back in; ' +
            "1 confirms and 2 cancels (outside the business's cancellation notice) the appointment of the latest " +
            'reminder texted to the number, when the business asks for replies. The answer goes by SMS; the ' +
            'webhook answers an empty TwiML <Response/>',
          consumes: ['application/x-www-form-urlencoded'],
          body: TwilioInboundSchema,
          response: {
            200: z.string().describe('TwiML: an empty <Response/> (the answer to the customer is sent by the SMS gateway)'),
            403: ErrorBodySchema.describe('The X-Twilio-Signature is missing or does not match: nothing was read.'),
            404: ErrorBodySchema.describe('Twilio is not configured on this server: there is no webhook to call.'),
          },
        },
      },
      async (request, reply) => {
        const header = request.headers['x-twilio-signature'];
        const signature = Array.isArray(header) ? header[0] : header;
        // The URL Twilio called, as configured there: this server's public address.
        const url = `${app.config.PUBLIC_URL}${request.url}`;
        // Loaded on the first reply, keeping Twilio's library off the start-up path.
        const { default: twilio } = await import('twilio');
        if (!signature || !twilio.validateRequest(authToken!, signature, url, request.body)) {
          throw new AppError(ErrorCode.Forbidden, SmsReplyMessages.badSignature);
        }
        const result = await handleInboundSms(
          { db: app.db, jobs: app.jobs, sms: app.sms, log: request.log, announcer: app },
          { from: request.body.From, body: request.body.Body },
        );
        request.log.info({ outcome: result.outcome, sid: request.body.MessageSid }, 'SMS reply handled');
        return reply.type('text/xml; charset=utf-8').send(EMPTY_TWIML);
      },
    );
  });
}
