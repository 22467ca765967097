import {
  AppError,
  AuthMessages,
  CustomerEmailStatusSchema,
  CustomerEmailVerifiedSchema,
  CustomerMessages,
  ErrorBodySchema,
  ErrorCode,
  VerifyCustomerEmailInputSchema,
} from '@rendezvous/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { appointments, businesses, guests, verificationCodes } from '../../db/schema';
import { clock } from '../../lib/clock';
import { ok } from '../../lib/http';
import type { CustomerSessionUser } from '../../services/tokens';
import { checkCode, issueCode } from '../../services/verification-codes';
import { requireCustomer } from './session';
import { accountMail, requestLanguage } from '../../notifications/account-mails';
import type { Language } from '../../notifications/render';

/** The code a customer types to prove their address. */
const codePurpose = (userId: number) => `customer_email:${userId}` as const;
/**
 * The lasting record that an address was proven: a spent row of its own purpose beside the
 * codes (a spent code row alone cannot tell a right code from a dead one).
 */
const verifiedPurpose = (userId: number) => `customer_email_verified:${userId}`;

const sameEmail = (column: typeof guests.email | typeof verificationCodes.email, email: string) =>
  eq(sql`lower(${column})`, email.toLowerCase());

/** Whether the customer proved their current address with a code. */
export async function isEmailVerified(db: Db | Tx, user: { id: number; email: string }) {
  const [row] = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, verifiedPurpose(user.id)),
        sameEmail(verificationCodes.email, user.email),
        isNotNull(verificationCodes.used_at),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Moves the appointments booked as a guest of the customer's business with the customer's
 * (verified) address onto their account. Only ever called once the address is proven: an
 * unverified address links nothing. Returns how many moved.
 */
export async function linkGuestAppointments(
  db: Db | Tx,
  user: { id: number; business_id: number; email: string },
): Promise<number> {
  const guestIds = db
    .select({ id: guests.id })
    .from(guests)
    .where(and(eq(guests.business_id, user.business_id), sameEmail(guests.email, user.email)));
  const moved = await db
    .update(appointments)
    .set({ customer_type: 'user', customerable_id: user.id, updated_at: clock.now() })
    .where(
      and(
        eq(appointments.business_id, user.business_id),
        eq(appointments.customer_type, 'guest'),
        inArray(appointments.customerable_id, guestIds),
      ),
    )
    .returning({ id: appointments.id });
  return moved.length;
}

/**
 * E-mails the customer a code for their address, in the language of the site page that asked;
 * the answer is the same whether sent or not.
 */
export async function sendEmailCode(app: FastifyInstance, user: CustomerSessionUser, language: Language) {
  const [business] = await app.db
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, user.business_id));
  const code = await issueCode(app.db, user.email, codePurpose(user.id));
  await app.mail.send({
    business_id: user.business_id,
    to: user.email,
    ...accountMail('customerEmailCode', language, {
      firstname: user.firstname,
      code,
      business: business?.name ?? null,
    }),
  });
}

/**
 * The signed-in customer's address: its status, a code to prove it, and proving it, which
 * brings their earlier guest bookings at the business into "My appointments".
 */
export async function customerEmailRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/user/email',
    {
      config: { customer: true },
      schema: {
        operationId: 'getMyEmailStatus',
        tags: ['customers'],
        summary: "Whether the signed-in customer's e-mail is verified",
        response: {
          200: z.object({ data: CustomerEmailStatusSchema, message: z.string().optional() }),
          401: ErrorBodySchema.describe('No customer session.'),
          403: ErrorBodySchema.describe('An admin token.'),
        },
      },
    },
    async (request) => {
      const me = requireCustomer(request);
      return ok({ email: me.email, email_verified: await isEmailVerified(app.db, me) });
    },
  );

  app.post(
    '/user/email/send-code',
    {
      config: { customer: true, rateLimited: true },
      schema: {
        operationId: 'sendMyEmailCode',
        tags: ['customers'],
        summary:
          'E-mail the signed-in customer a 6-digit code (15 minutes, single use) to verify their ' +
          'address; an earlier unused code stops working',
        response: {
          200: z.object({ data: z.null(), message: z.string() }),
          401: ErrorBodySchema.describe('No customer session.'),
          403: ErrorBodySchema.describe('An admin token.'),
          429: ErrorBodySchema.describe('Too many codes asked for: try again later.'),
        },
      },
    },
    async (request, reply) => {
      const me = requireCustomer(request);
      await app.rateLimits.takeCodeStep(reply, me.email);
      if (await isEmailVerified(app.db, me)) return ok(null, CustomerMessages.emailAlreadyVerified);
      await sendEmailCode(app, me, requestLanguage(request));
      return ok(null, CustomerMessages.emailCodeSent);
    },
  );

  app.post(
    '/user/email/verify',
    {
      config: { customer: true, rateLimited: true },
      schema: {
        operationId: 'verifyMyEmail',
        tags: ['customers'],
        summary:
          "Verify the signed-in customer's e-mail with the code sent to it: the appointments " +
          'booked as a guest of the business with that address join the account (and any later ' +
          'ones when "My appointments" is listed). A wrong or expired code links nothing (422).',
        body: VerifyCustomerEmailInputSchema,
        response: {
          200: z.object({ data: CustomerEmailVerifiedSchema, message: z.string() }),
          401: ErrorBodySchema.describe('No customer session.'),
          403: ErrorBodySchema.describe('An admin token.'),
          422: ErrorBodySchema.describe('The code is wrong, used or expired: nothing was linked.'),
          429: ErrorBodySchema.describe('Too many wrong codes: try again later.'),
        },
      },
    },
    async (request, reply) => {
      const me = requireCustomer(request);
      await app.rateLimits.takeCodeStep(reply, me.email);
      const guess = await app.rateLimits.codeGuess(reply, me.email);
      const right = await checkCode(
        app.db,
        me.email,
        codePurpose(me.id),
        request.body.verification_code,
        { consume: true },
      );
      if (!right) {
        throw new AppError(ErrorCode.Validation, AuthMessages.invalidVerificationCode, {
          verification_code: [AuthMessages.invalidVerificationCode],
        });
      }
      await guess.right();
      const linked = await app.db.transaction(async (tx) => {
        if (!(await isEmailVerified(tx, me))) {
          const now = clock.now();
          await tx.insert(verificationCodes).values({
            email: me.email.toLowerCase(),
            purpose: verifiedPurpose(me.id),
            code_hash: '-',
            expires_at: now,
            used_at: now,
          });
        }
        return linkGuestAppointments(tx, me);
      });
      return ok(
        { email: me.email, email_verified: true, linked_appointments: linked },
        CustomerMessages.emailVerified,
      );
    },
  );
}
