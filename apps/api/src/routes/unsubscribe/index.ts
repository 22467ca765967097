import { CONSENT_WORDING, ErrorBodySchema } from '@rendezvous/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { businesses, guests, users } from '../../db/schema';
import { clock } from '../../lib/clock';
import type { LinkCustomer } from '../../notifications/links';
import type { Language } from '../../notifications/render';
import { recordConsents } from '../../services/privacy';

const TokenQuerySchema = z.object({
  token: z.string().max(100).describe("The signed token of the e-mail's link"),
});

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const PAGES = {
  'en-CA': {
    title: 'E-mail reminders',
    ask: (b: string) =>
      `Stop receiving appointment reminders from ${b} by e-mail? You will still get the confirmation of each booking and notice of any change or cancellation.`,
    button: 'Stop e-mail reminders',
    done: (b: string) =>
      `Done: ${b} will send you no more appointment reminders by e-mail. Confirmations, changes and cancellations still reach you.`,
  },
  'fr-CA': {
    title: 'Rappels par courriel',
    ask: (b: string) =>
      `Ne plus recevoir par courriel les rappels de rendez-vous de ${b} ? Vous recevrez toujours la confirmation de chaque réservation et l’avis de tout changement ou annulation.`,
    button: 'Arrêter les rappels par courriel',
    done: (b: string) =>
      `C’est fait : ${b} ne vous enverra plus de rappels de rendez-vous par courriel. Les confirmations, changements et annulations vous parviennent toujours.`,
  },
} as const;

const INVALID =
  '<h1>Invalid link</h1><p>This link is not valid: copy the whole link from the e-mail.</p>' +
  '<h1 lang="fr-CA">Lien non valide</h1><p lang="fr-CA">Ce lien n’est pas valide : copiez le lien entier depuis le courriel.</p>';

function page(reply: FastifyReply, status: number, language: Language, title: string, body: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:560px;margin:3rem auto;padding:0 1rem;color:#1f2933"><main>${body}</main></body></html>`);
}

/**
 * The link every appointment e-mail carries to stop e-mail reminders (confirmations, changes
 * and cancellations still go). Opening it shows a page with one button, which posts to the
 * same address: a mail scanner that follows links unsubscribes no one. The token, signed by
 * the server, names the customer; its business is the customer's own.
 */
export default async function unsubscribeRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(async (scope) => {
    // The page's form posts an empty form (the token is in the address); mail clients' one-click
    // unsubscribe (RFC 8058) posts "List-Unsubscribe=One-Click". Neither field is read.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
    const app = scope.withTypeProvider<ZodTypeProvider>();

    /** The customer a token names, with their language and business name; null when it is not ours. */
    const recipient = async (token: string) => {
      const customer: LinkCustomer | null = app.messageLinks.verifyUnsubscribeToken(token);
      if (!customer) return null;
      const table = customer.type === 'user' ? users : guests;
      const [row] = await app.db
        .select({
          id: table.id,
          business_id: table.business_id,
          language: table.language,
          default_language: businesses.default_language,
          business_name: businesses.name,
        })
        .from(table)
        .innerJoin(businesses, eq(businesses.id, table.business_id))
        .where(eq(table.id, customer.id));
      if (!row) return null;
      return { ...row, table, type: customer.type, language: (row.language ?? row.default_language) as Language };
    };

    const responses = {
      200: z.string().describe('An HTML page in the customer’s language'),
      // The page is HTML; a malformed request (a broken JSON body, say) gets the usual JSON error.
      400: z
        .union([z.string(), ErrorBodySchema])
        .describe('An HTML page (English and French): the token was not signed by this server, or was altered.'),
      422: ErrorBodySchema.describe('No token, or one longer than any this server makes.'),
    };

    app.get(
      '/unsubscribe/reminders',
      {
        config: { public: true },
        schema: {
          operationId: 'showUnsubscribeReminders',
          tags: ['notifications'],
          summary:
            "The page an appointment e-mail's unsubscribe link opens: asks the customer, in their language, to " +
            'confirm they want no more e-mail reminders (nothing changes until they do)',
          produces: ['text/html'],
          querystring: TokenQuerySchema,
          response: responses,
        },
      },
      async (request, reply) => {
        const who = await recipient(request.query.token);
        if (!who) return page(reply, 400, 'en-CA', 'Invalid link · Lien non valide', INVALID);
        const t = PAGES[who.language];
        const action = `?token=${encodeURIComponent(request.query.token)}`;
        return page(
          reply,
          200,
          who.language,
          t.title,
          `<h1>${escape(t.title)}</h1><p>${escape(t.ask(who.business_name))}</p>` +
            `<form method="post" action="${escape(action)}"><button type="submit">${escape(t.button)}</button></form>`,
        );
      },
    );

    app.post(
      '/unsubscribe/reminders',
      {
        config: { public: true },
        schema: {
          operationId: 'unsubscribeReminders',
          tags: ['notifications'],
          summary:
            'Stops e-mail reminders for the customer the signed token names (a client or a guest of one business): ' +
            'their reminders by e-mail are skipped from then on, while confirmations, changes and cancellations ' +
            'still go. Answers a page in their language; doing it again changes nothing',
          produces: ['text/html'],
          querystring: TokenQuerySchema,
          response: responses,
        },
      },
      async (request, reply) => {
        const who = await recipient(request.query.token);
        if (!who) return page(reply, 400, 'en-CA', 'Invalid link · Lien non valide', INVALID);
        await app.db.transaction(async (tx) => {
          const changed = await tx
            .update(who.table)
            .set({ email_reminders_opt_out_at: clock.now() })
            .where(
              and(
                eq(who.table.id, who.id),
                eq(who.table.business_id, who.business_id),
                isNull(who.table.email_reminders_opt_out_at),
              ),
            )
            .returning({ id: who.table.id });
          // The withdrawal is a consent record too (issue 26), once.
          if (changed.length > 0) {
            await recordConsents(tx, { businessId: who.business_id, type: who.type, id: who.id }, 'unsubscribe_link', [
              { purpose: 'email_reminders', granted: false, wording: CONSENT_WORDING.unsubscribe[who.language] },
            ]);
          }
        });
        const t = PAGES[who.language];
        return page(reply, 200, who.language, t.title, `<h1>${escape(t.title)}</h1><p>${escape(t.done(who.business_name))}</p>`);
      },
    );
  });
}
