import {
  AppError,
  AuthMessages,
  BookingSiteParamsSchema,
  ConfirmVerificationCodeInputSchema,
  ErrorCode,
  SendVerificationCodeInputSchema,
  UpdatePasswordInputSchema,
} from '@rendezvous/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema';
import { ok } from '../../lib/http';
import { assertNotBreached, hashPassword } from '../../lib/password';
import { revokeAllTokens } from '../../services/tokens';
import {
  checkCode,
  issueResetCode,
  RESET_CHECK,
  RESET_USE,
} from '../../services/verification-codes';
import { loadLiveSite } from './site';
import { clock } from '../../lib/clock';
import { accountMail, requestLanguage } from '../../notifications/account-mails';

/** Answers never come faster than this, whether or not the customer has an account. */
const UNIFORM_RESPONSE_MS = 300;

const MessageOnly = z.object({ data: z.null(), message: z.string() });

const invalidCode = () =>
  new AppError(ErrorCode.Validation, AuthMessages.invalidVerificationCode, {
    verification_code: [AuthMessages.invalidVerificationCode],
  });

/**
 * Forgot password for customers, on the business's site: the same three steps, messages,
 * codes (6 digits, 15 minutes, single use) and budgets as the admins', with codes kept apart
 * per business (a client's e-mail is unique only within one business). A client created in
 * the console gets a random password and chooses their own here.
 */
export async function customerPasswordResetRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const purpose = (businessId: number) => `customer_password_reset:${businessId}` as const;

  api.post(
    '/site/:subdomain/auth/send-verification-code',
    {
      config: { public: true, rateLimited: true },
      schema: {
        operationId: 'sendCustomerVerificationCode',
        tags: ['customers'],
        summary:
          'Customer forgot password, step 1: e-mail a code (same answer whether or not there is an account)',
        params: BookingSiteParamsSchema,
        body: SendVerificationCodeInputSchema,
        response: { 200: MessageOnly },
      },
    },
    async (request, reply) => {
      const started = Date.now();
      const { email } = request.body;
      await app.rateLimits.takeCodeStep(reply, email);
      const site = await loadLiveSite(app.db, request.params.subdomain);
      const [user] = await app.db
        .select({ firstname: users.firstname, email: users.email, language: users.language })
        .from(users)
        .where(
          and(eq(users.business_id, site.id), eq(sql`lower(${users.email})`, email.toLowerCase())),
        )
        .limit(1);
      const code = user ? await issueResetCode(app.db, user.email, purpose(site.id)) : null;
      if (user && code) {
        await app.mail.send({
          business_id: site.id,
          to: user.email,
          // In the language they booked in, else the site page's that asked.
          ...accountMail('customerResetCode', user.language ?? requestLanguage(request), {
            firstname: user.firstname,
            code,
            business: site.name,
          }),
        });
      }
      const left = UNIFORM_RESPONSE_MS - (Date.now() - started);
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
      return ok(null, AuthMessages.verificationCodeSent);
    },
  );

  api.post(
    '/site/:subdomain/auth/confirm-verification-code',
    {
      config: { public: true, rateLimited: true },
      schema: {
        operationId: 'confirmCustomerVerificationCode',
        tags: ['customers'],
        summary: 'Customer forgot password, step 2: check the code (it stays valid for step 3)',
        params: BookingSiteParamsSchema,
        body: ConfirmVerificationCodeInputSchema,
        response: { 200: MessageOnly },
      },
    },
    async (request, reply) => {
      const { email, verification_code } = request.body;
      await app.rateLimits.takeCodeStep(reply, email);
      const site = await loadLiveSite(app.db, request.params.subdomain);
      const guess = await app.rateLimits.codeGuess(reply, email);
      if (!(await checkCode(app.db, email, purpose(site.id), verification_code, RESET_CHECK))) {
        throw invalidCode();
      }
      await guess.right();
      return ok(null, AuthMessages.verificationCodeConfirmed);
    },
  );

  api.post(
    '/site/:subdomain/auth/update-password',
    {
      config: { public: true, rateLimited: true },
      schema: {
        operationId: 'resetCustomerPassword',
        tags: ['customers'],
        summary:
          'Customer forgot password, step 3: set the new password (uses the code up, signs out elsewhere)',
        params: BookingSiteParamsSchema,
        body: UpdatePasswordInputSchema,
        response: { 200: MessageOnly },
      },
    },
    async (request, reply) => {
      const { email, verification_code, password } = request.body;
      await app.rateLimits.takeCodeStep(reply, email);
      const site = await loadLiveSite(app.db, request.params.subdomain);
      await assertNotBreached(password);
      const guess = await app.rateLimits.codeGuess(reply, email);
      if (!(await checkCode(app.db, email, purpose(site.id), verification_code, RESET_USE))) {
        throw invalidCode();
      }
      await guess.right();
      const [user] = await app.db
        .update(users)
        .set({ password: await hashPassword(password), updated_at: clock.now() })
        .where(
          and(eq(users.business_id, site.id), eq(sql`lower(${users.email})`, email.toLowerCase())),
        )
        .returning({ id: users.id });
      if (user) await revokeAllTokens(app.db, { type: 'user', id: user.id });
      return ok(null, AuthMessages.passwordUpdated);
    },
  );
}
