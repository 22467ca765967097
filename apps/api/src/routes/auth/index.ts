import { createHash } from 'node:crypto';
import {
  AppError,
  AuthMessages,
  ConfirmVerificationCodeInputSchema,
  CustomerSessionSchema,
  ErrorBodySchema,
  ErrorCode,
  HttpMessages,
  RegisterInputSchema,
  ROLE_IDS,
  SendVerificationCodeInputSchema,
  SignInInputSchema,
  SignUpInputSchema,
  UpdatePasswordInputSchema,
  RefreshTokenInputSchema,
  booleanFlag,
  debugParam,
  activityNote,
} from '@rendezvous/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRoles, admins, consultants, invitations } from '../../db/schema';
import { ok } from '../../lib/http';
import { assertNotBreached, burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/password';
import { requireAdmin } from '../../plugins/auth';
import { customerSignIn } from '../customer-auth/session';
import { recordActivity } from '../../services/activities';
import {
  assertAdminFieldFree,
  loadPresentedAdmin,
  presentAdmin,
  withAppended,
  type AdminAppend,
} from '../../services/admins';
import { issueTokens, revokeAllTokens, revokeSession, rotateRefreshToken } from '../../services/tokens';
import {
  checkCode,
  issueResetCode,
  RESET_CHECK,
  RESET_USE,
} from '../../services/verification-codes';
import { AdminResponseSchema } from './schemas';
import { accountMail, requestLanguage } from '../../notifications/account-mails';
import { clock } from '../../lib/clock';

/** Forgot-password answers never come faster than this, whether or not the account exists. */
const UNIFORM_RESPONSE_MS = 300;

const AppendQuerySchema = z.object({
  appendRoles: booleanFlag,
  appendBusiness: booleanFlag,
  appendConsultant: booleanFlag,
  appendIntegrations: booleanFlag,
  debug: debugParam,
});

const TypeQuerySchema = AppendQuerySchema.extend({ type: z.literal('admin').default('admin') });
/** login?type=user signs in a customer of the business named by X-Business-Id (routes/customer-auth). */
const SignInQuerySchema = AppendQuerySchema.extend({ type: z.enum(['admin', 'user']).default('admin') });

const TokensSchema = z.object({
  token: z.string(),
  refresh_token: z.string(),
  expires_at: z.string(),
  admin: AdminResponseSchema,
});

const MessageOnly = z.object({ data: z.null(), message: z.string() });

function appendsOf(query: z.infer<typeof AppendQuerySchema>): Set<AdminAppend> {
  const set = new Set<AdminAppend>(['roles']);
  if (query.appendBusiness) set.add('business');
  if (query.appendConsultant) set.add('consultant');
  if (query.appendIntegrations) set.add('integrations');
  return set;
}

async function uniformDelay(started: number): Promise<void> {
  const left = UNIFORM_RESPONSE_MS - (Date.now() - started);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

export default async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const lifetimes = {
    idleMinutes: app.config.TOKEN_IDLE_MINUTES,
    absoluteHours: app.config.TOKEN_ABSOLUTE_HOURS,
    refreshDays: app.config.REFRESH_TOKEN_DAYS,
  };

  async function signedIn(adminId: number, query: z.infer<typeof AppendQuerySchema>) {
    const admin = await loadPresentedAdmin(app.db, app.roleGrants, adminId, appendsOf(query));
    if (!admin) throw new AppError(ErrorCode.Internal, HttpMessages.internal);
    const tokens = await issueTokens(app.db, { type: 'admin', id: adminId }, lifetimes);
    return { ...tokens, admin };
  }

  app.post(
    '/login',
    {
      config: { public: true, rateLimited: true },
      schema: {
        operationId: 'signIn',
        tags: ['auth'],
        summary:
          'Sign in with a username or e-mail and a password; type=user signs in a customer of the business in X-Business-Id (its site)',
        querystring: SignInQuerySchema,
        body: SignInInputSchema,
        response: { 200: z.object({ data: z.union([TokensSchema, CustomerSessionSchema]) }), 401: ErrorBodySchema.describe('Wrong username, e-mail or password.') },
      },
    },
    async (request, reply) => {
      if (request.query.type === 'user') return ok(await customerSignIn(app, request, reply, request.body));
      const { email: login, password } = request.body;
      const [row] = await app.db
        .select({ id: admins.id, password: admins.password, is_active: admins.is_active, business_id: admins.business_id })
        .from(admins)
        // Usernames cannot hold "@", so the input names one field, never either of two accounts.
        .where(eq(sql`lower(${login.includes('@') ? admins.email : admins.username})`, login.toLowerCase()))
        .limit(1);
      // One count per account whichever of its names was typed; an unknown name counts as itself.
      const attempt = await app.rateLimits.signIn(reply, row ? `id:${row.id}` : `name:${login.toLowerCase()}`);
      if (!row) {
        await burnPasswordCheck(password);
        await attempt.failed();
        throw new AppError(ErrorCode.Unauthenticated, AuthMessages.invalidCredentials);
      }
      if (!(await verifyPassword(row.password, password))) {
        await attempt.failed();
        throw new AppError(ErrorCode.Unauthenticated, AuthMessages.invalidCredentials);
      }
      await attempt.succeeded();
      if (row.is_active !== 1) {
        throw new AppError(ErrorCode.Forbidden, 'This account is inactive. Please contact your supervisor.');
      }
      await recordActivity(app.db, {
        businessId: row.business_id,
        adminId: row.id,
        initiator: { type: 'admin', id: row.id },
        type: 'login',
        note: activityNote('signedIn', {}),
      });
      return ok(await signedIn(row.id, request.query));
    },
  );

  app.post(
    '/logout',
    {
      config: { customer: true },
      schema: {
        operationId: 'signOut',
        tags: ['auth'],
        summary: 'Sign out: revokes the access token and its refresh token (type=user: a customer)',
        querystring: z.object({ type: z.enum(['admin', 'user']).default('admin'), debug: debugParam }),
        response: { 200: MessageOnly },
      },
    },
    async (request) => {
      app.realtime.endSessions(await revokeSession(app.db, request.sessionId!));
      return ok(null, AuthMessages.signedOut);
    },
  );

  app.post(
    '/auth/refresh',
    {
      config: { public: true, rateLimited: true },
      schema: {
        operationId: 'refreshTokens',
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new token pair (the old pair is revoked)',
        querystring: AppendQuerySchema,
        body: RefreshTokenInputSchema,
        response: { 200: z.object({ data: TokensSchema }), 401: ErrorBodySchema.describe('The refresh token is unknown, used or expired: sign in again.') },
      },
    },
    async (request, reply) => {
      await app.rateLimits.take(reply, 'refresh');
      const rotated = await rotateRefreshToken(app.db, request.body.refresh_token, lifetimes, (ended) =>
        app.realtime.endSessions(ended),
      );
      if (!rotated) throw new AppError(ErrorCode.Unauthenticated, 'Your session has expired. Please sign in again.');
      const admin = await loadPresentedAdmin(app.db, app.roleGrants, rotated.adminId, appendsOf(request.query));
      if (!admin || admin.is_active !== 1) {
        throw new AppError(ErrorCode.Unauthenticated, 'Your session has expired. Please sign in again.');
      }
      return ok({ ...rotated.tokens, admin });
    },
  );

  app.get(
    '/get-admin-by-token',
    {
      config: { adminScreen: true },
      schema: {
        operationId: 'getAdminByToken',
        tags: ['auth'],
        summary: 'The signed-in admin, with roles, permissions and pending setup steps',
        querystring: AppendQuerySchema,
        response: { 200: z.object({ data: AdminResponseSchema }) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      if (!request.adminScreen) throw new Error('get-admin-by-token needs config.adminScreen');
      const append = appendsOf(request.query);
      return ok(await withAppended(app.db, presentAdmin(admin, request.adminScreen, append), append));
    },
  );

  app.post(
    '/admin',
    {
      config: { public: true, rateLimited: true },
      schema: {
        operationId: 'signUp',
        tags: ['auth'],
        summary: 'Sign up: creates a business owner account and signs it in',
        querystring: AppendQuerySchema,
        body: SignUpInputSchema,
        response: { 201: z.object({ data: TokensSchema, message: z.string().optional() }) },
      },
    },
    async (request, reply) => {
      const { firstname, lastname, email, password } = request.body;
      await app.rateLimits.take(reply, 'signUp');
      await assertNotBreached(password);
      await assertAdminFieldFree(app.db, 'email', email);
      const hashed = await hashPassword(password);
      const adminId = await app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(admins)
          .values({ firstname, lastname, email, password: hashed, can_invite: true })
          .returning({ id: admins.id });
        await tx.insert(adminRoles).values({ admin_id: created!.id, role_id: ROLE_IDS.admin });
        return created!.id;
      });
      return reply.status(201).send(ok(await signedIn(adminId, request.query), 'Welcome to Rendezvous!'));
    },
  );

  app.post(
    '/register',
    {
      config: { public: true, rateLimited: true },
      schema: {
        operationId: 'registerInvitedAdmin',
        tags: ['auth'],
        summary: 'Register an invited admin with the e-mailed invitation code',
        querystring: TypeQuerySchema,
        body: RegisterInputSchema,
        response: {
          201: z.object({
            data: z.object({ access_token: z.string(), refresh_token: z.string(), expires_at: z.string(), admin: AdminResponseSchema }),
            message: z.string().optional(),
          }),
        },
      },
    },
    async (request, reply) => {
      const { firstname, lastname, username, email, code, password } = request.body;
      await app.rateLimits.take(reply, 'signUp');
      const codeHash = createHash('sha256').update(code.trim()).digest('hex');
      const [invitation] = await app.db
        .select()
        .from(invitations)
        .where(
          and(
            eq(invitations.code_hash, codeHash),
            eq(sql`lower(${invitations.email})`, email.toLowerCase()),
            eq(invitations.status, 'invited'),
            gt(invitations.expires_at, clock.now()),
          ),
        )
        .limit(1);
      if (!invitation) {
        throw new AppError(ErrorCode.Validation, AuthMessages.invalidInvitation, {
          code: [AuthMessages.invalidInvitation],
        });
      }
      await assertNotBreached(password);
      await assertAdminFieldFree(app.db, 'email', email);
      await assertAdminFieldFree(app.db, 'username', username);
      const hashed = await hashPassword(password);
      const adminId = await app.db.transaction(async (tx) => {
        // Claiming the invitation first makes a second registration with the same code fail.
        const claimed = await tx
          .update(invitations)
          .set({ status: 'registered' })
          .where(and(eq(invitations.id, invitation.id), eq(invitations.status, 'invited')))
          .returning({ id: invitations.id });
        if (claimed.length === 0) {
          throw new AppError(ErrorCode.Validation, AuthMessages.invalidInvitation, {
            code: [AuthMessages.invalidInvitation],
          });
        }
        const [created] = await tx
          .insert(admins)
          .values({ firstname, lastname, username, email, password: hashed, business_id: invitation.business_id })
          .returning({ id: admins.id });
        const id = created!.id;
        await tx.insert(adminRoles).values({ admin_id: id, role_id: invitation.role_id });
        if (invitation.role_id === ROLE_IDS.consultant && invitation.business_id) {
          await tx.insert(consultants).values({ admin_id: id, business_id: invitation.business_id });
        }
        await tx.update(invitations).set({ admin_id: id }).where(eq(invitations.id, invitation.id));
        return id;
      });
      const { token, ...rest } = await signedIn(adminId, request.query);
      return reply.status(201).send(ok({ access_token: token, ...rest }, 'Your account is ready. Please sign in.'));
    },
  );

  app.post(
    '/auth/send-verification-code',
    {
      config: { public: true, rateLimited: true },
      schema: {
        operationId: 'sendVerificationCode',
        tags: ['auth'],
        summary: 'Forgot password, step 1: e-mail a verification code',
        description: 'Answers the same, in the same time, whether or not the e-mail has an account.',
        body: SendVerificationCodeInputSchema,
        response: { 200: MessageOnly },
      },
    },
    async (request, reply) => {
      const started = Date.now();
      const { email } = request.body;
      await app.rateLimits.takeCodeStep(reply, email);
      const [admin] = await app.db
        .select({ id: admins.id, firstname: admins.firstname, email: admins.email, language: admins.language })
        .from(admins)
        .where(eq(sql`lower(${admins.email})`, email.toLowerCase()))
        .limit(1);
      const code = admin ? await issueResetCode(app.db, admin.email, 'password_reset') : null;
      if (admin && code) {
        const language = admin.language ?? requestLanguage(request);
        await app.mail.send({
          business_id: null,
          to: admin.email,
          ...accountMail('adminResetCode', language, { firstname: admin.firstname, code }),
        });
      }
      await uniformDelay(started);
      return ok(null, AuthMessages.verificationCodeSent);
    },
  );

  app.post(
    '/auth/confirm-verification-code',
    {
      config: { public: true, rateLimited: true },
      schema: {
        operationId: 'confirmVerificationCode',
        tags: ['auth'],
        summary: 'Forgot password, step 2: check the code (it stays valid for step 3)',
        body: ConfirmVerificationCodeInputSchema,
        response: { 200: MessageOnly },
      },
    },
    async (request, reply) => {
      const { email, verification_code } = request.body;
      await app.rateLimits.takeCodeStep(reply, email);
      const guess = await app.rateLimits.codeGuess(reply, email);
      if (!(await checkCode(app.db, email, 'password_reset', verification_code, RESET_CHECK))) {
        throw invalidCode();
      }
      await guess.right();
      return ok(null, AuthMessages.verificationCodeConfirmed);
    },
  );

  app.post(
    '/auth/update-password',
    {
      config: { public: true, rateLimited: true },
      schema: {
        operationId: 'resetPassword',
        tags: ['auth'],
        summary: 'Forgot password, step 3: set the new password (uses the code up)',
        body: UpdatePasswordInputSchema,
        response: { 200: MessageOnly },
      },
    },
    async (request, reply) => {
      const { email, verification_code, password } = request.body;
      await app.rateLimits.takeCodeStep(reply, email);
      // Before the code is used up, so a refused password leaves the code for a better one.
      await assertNotBreached(password);
      const guess = await app.rateLimits.codeGuess(reply, email);
      if (!(await checkCode(app.db, email, 'password_reset', verification_code, RESET_USE))) {
        throw invalidCode();
      }
      await guess.right();
      const hashed = await hashPassword(password);
      const [admin] = await app.db
        .update(admins)
        .set({ password: hashed })
        .where(eq(sql`lower(${admins.email})`, email.toLowerCase()))
        .returning({ id: admins.id });
      if (admin) app.realtime.endSessions(await revokeAllTokens(app.db, { type: 'admin', id: admin.id }));
      return ok(null, AuthMessages.passwordUpdated);
    },
  );
}

function invalidCode() {
  return new AppError(ErrorCode.Validation, AuthMessages.invalidVerificationCode, {
    verification_code: [AuthMessages.invalidVerificationCode],
  });
}
