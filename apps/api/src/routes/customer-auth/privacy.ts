import {
  AppError,
  CONSENT_CHANGES_PER_DAY,
  CONSENT_WORDING,
  ConsentStatusSchema,
  EraseAccountInputSchema,
  ErasureSchema,
  ErrorBodySchema,
  ErrorCode,
  PrivacyActivityNotes,
  PrivacyExportSchema,
  PrivacyMessages,
  UpdateConsentsInputSchema,
} from '@rendezvous/domain';
import { and, count, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { consents, users } from '../../db/schema';
import { clock } from '../../lib/clock';
import { envelope, ok } from '../../lib/http';
import { verifyPassword } from '../../lib/password';
import { consentsOf, erasePerson, exportPerson, latestConsents, recordConsents, recordExport } from '../../services/privacy';
import { requireCustomer } from './session';
import { bookingLanguage } from './site';

/**
 * A signed-in customer's own privacy requests from "My account" on the site: download what the
 * business holds about them, and erase their account (with their password). Both are written
 * to the business's Activities.
 */
export async function customerPrivacyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/user/me/export',
    {
      config: { customer: true, rateLimited: true },
      schema: {
        operationId: 'exportCustomerData',
        tags: ['customers'],
        summary:
          'The signed-in customer downloads everything the business holds about them (profile, appointments, messages, reviews, messages sent, consents)',
        response: {
          200: envelope(PrivacyExportSchema).extend({ message: z.string() }),
          401: ErrorBodySchema.describe('No customer is signed in.'),
          403: ErrorBodySchema.describe('The token is an admin\'s.'),
        },
      },
    },
    async (request, reply) => {
      const me = requireCustomer(request);
      await app.rateLimits.takeExport(reply, me.business_id, `user:${me.id}`);
      const data = await exportPerson(app.db, me.business_id, 'user', me.id);
      await recordExport(app.db, me.business_id, 'user', me.id, { kind: 'self' }, PrivacyActivityNotes.exportedBySelf);
      return ok(data, PrivacyMessages.exported);
    },
  );

  const ConsentsSchema = z.array(ConsentStatusSchema);

  app.get(
    '/user/me/consents',
    {
      config: { customer: true },
      schema: {
        operationId: 'getCustomerConsents',
        tags: ['customers'],
        summary:
          "The signed-in customer's current choices (the latest record per purpose: e-mail and SMS reminders, marketing); a purpose never chosen is absent, which for marketing means no consent",
        response: {
          200: envelope(ConsentsSchema),
          401: ErrorBodySchema.describe('No customer is signed in.'),
          403: ErrorBodySchema.describe('The token is an admin\'s.'),
        },
      },
    },
    async (request) => {
      const me = requireCustomer(request);
      return ok(await latestConsents(app.db, me.business_id, 'user', me.id));
    },
  );

  app.put(
    '/user/me/consents',
    {
      config: { customer: true },
      schema: {
        operationId: 'updateCustomerConsents',
        tags: ['customers'],
        summary:
          'The signed-in customer gives or withdraws their consent to news and offers by e-mail, from "My account": recorded with the time, the source and the words they saw, in the site\'s language',
        body: UpdateConsentsInputSchema,
        response: {
          200: envelope(ConsentsSchema).extend({ message: z.string() }),
          401: ErrorBodySchema.describe('No customer is signed in.'),
          403: ErrorBodySchema.describe('The token is an admin\'s.'),
          422: ErrorBodySchema.describe('The choice is missing or not true or false.'),
          429: ErrorBodySchema.describe(`More than ${CONSENT_CHANGES_PER_DAY} changes in 24 hours.`),
        },
      },
    },
    async (request, reply) => {
      const me = requireCustomer(request);
      const language = bookingLanguage(request);
      const current = await app.db.transaction(async (tx) => {
        const before = (await latestConsents(tx, me.business_id, 'user', me.id)).find((c) => c.purpose === 'marketing');
        // Only a change is a new record: saving the same choice again adds nothing.
        if ((before?.granted ?? false) !== request.body.marketing) {
          if ((await consentChangesToday(tx, me.business_id, me.id)) >= CONSENT_CHANGES_PER_DAY) {
            reply.header('retry-after', String(24 * 3600));
            throw new AppError(ErrorCode.TooManyRequests, PrivacyMessages.consentsTooOften);
          }
          await recordConsents(tx, { businessId: me.business_id, type: 'user', id: me.id }, 'site_account', [
            { purpose: 'marketing', granted: request.body.marketing, wording: CONSENT_WORDING.marketing[language] },
          ]);
        }
        return latestConsents(tx, me.business_id, 'user', me.id);
      });
      return ok(current, PrivacyMessages.consentsSaved);
    },
  );

  app.post(
    '/user/me/erase',
    {
      config: { customer: true, rateLimited: true },
      schema: {
        operationId: 'eraseCustomerAccount',
        tags: ['customers'],
        summary:
          "The signed-in customer erases their account, confirming with their password: their personal data is anonymized, their sessions end; the business keeps the appointments' amounts for its books",
        body: EraseAccountInputSchema,
        response: {
          200: envelope(ErasureSchema).extend({ message: z.string() }),
          401: ErrorBodySchema.describe('No customer is signed in.'),
          403: ErrorBodySchema.describe('The token is an admin\'s.'),
          409: ErrorBodySchema.describe('The customer has an upcoming appointment: they cancel it first.'),
          422: ErrorBodySchema.describe('The password is missing or not correct.'),
          429: ErrorBodySchema.describe('Too many wrong passwords: the same budget as signing in.'),
        },
      },
    },
    async (request, reply) => {
      const me = requireCustomer(request);
      const [row] = await app.db.select({ password: users.password }).from(users).where(eq(users.id, me.id));
      // Wrong passwords here spend the account's sign-in budget: no second door to guess it by.
      const attempt = await app.rateLimits.signIn(reply, `user:${me.id}`);
      if (!row?.password || !(await verifyPassword(row.password, request.body.password))) {
        await attempt.failed();
        throw new AppError(ErrorCode.Validation, PrivacyMessages.passwordWrong, { password: [PrivacyMessages.passwordWrong] });
      }
      await attempt.succeeded();
      const erasure = await app.db.transaction((tx) =>
        erasePerson(tx, me.business_id, 'user', me.id, { kind: 'self' }, PrivacyActivityNotes.erasedBySelf),
      );
      return ok(erasure, PrivacyMessages.accountErased);
    },
  );
}

/** The customer's own changes of choice from "My account" in the last 24 hours. */
async function consentChangesToday(tx: Tx, businessId: number, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(consents)
    .where(
      and(
        consentsOf(businessId, 'user', userId),
        eq(consents.source, 'site_account'),
        gt(consents.created_at, new Date(clock.now().getTime() - 24 * 3600_000)),
      ),
    );
  return row?.n ?? 0;
}
