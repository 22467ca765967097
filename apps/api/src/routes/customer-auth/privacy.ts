import {
  AppError,
  EraseAccountInputSchema,
  ErasureSchema,
  ErrorBodySchema,
  ErrorCode,
  PrivacyActivityNotes,
  PrivacyExportSchema,
  PrivacyMessages,
} from '@rendezvous/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema';
import { envelope, ok } from '../../lib/http';
import { verifyPassword } from '../../lib/password';
import { erasePerson, exportPerson, recordExport } from '../../services/privacy';
import { requireCustomer } from './session';

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
    async (request) => {
      const me = requireCustomer(request);
      const data = await exportPerson(app.db, me.business_id, 'user', me.id);
      await recordExport(app.db, me.business_id, 'user', me.id, { kind: 'self' }, PrivacyActivityNotes.exportedBySelf);
      return ok(data, PrivacyMessages.exported);
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
