import {
  AdminAccessMessages,
  AdminPasswordInputSchema,
  AppError,
  AuthMessages,
  EmailChangeConfirmInputSchema,
  EmailChangeInputSchema,
  EmailChangeMessages,
  ErrorCode,
  HttpMessages,
  IdParamSchema,
  ROLE_NAMES,
  RoleMessages,
  UpdateAdminInputSchema,
  UpdateAdminRolesInputSchema,
  booleanFlag,
  debugParam,
} from '@rendezvous/domain';
import { hasPermission, invitableRoles, isPlatformAdmin } from '@rendezvous/permissions';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRoles, admins, consultants, roles } from '../../db/schema';
import { ok } from '../../lib/http';
import { assertNotBreached, hashPassword, verifyPassword } from '../../lib/password';
import { requireAdmin } from '../../plugins/auth';
import { loadManagedAdmin, loadVisibleAdmin, revokeOtherSessions } from '../../services/admin-access';
import { assertAdminFieldFree, loadPresentedAdmin, type AdminAppend } from '../../services/admins';
import { checkCode, issueCode } from '../../services/verification-codes';
import { accountMail, requestLanguage } from '../../notifications/account-mails';
import { AdminResponseSchema } from '../auth/schemas';
import adminListRoutes from './list';

const AdminQuerySchema = z.object({
  appendConsultant: booleanFlag,
  appendRoles: booleanFlag,
  appendIntegrations: booleanFlag,
  debug: debugParam,
});
const AdminAnswer = z.object({ data: AdminResponseSchema, message: z.string().optional() });
const MessageOnly = z.object({ data: z.null(), message: z.string() });

/** Codes for an e-mail change are bound to the admin whose address changes. */
const emailChangePurpose = (adminId: number) => `email_change:${adminId}` as const;

export default async function adminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** An admin's mail language: the one they chose, else that of the screen that asked. */
  const adminLanguage = async (adminId: number, request: FastifyRequest) => {
    const [row] = await app.db.select({ language: admins.language }).from(admins).where(eq(admins.id, adminId));
    return row?.language ?? requestLanguage(request);
  };
  await fastify.register(adminListRoutes);

  /**
   * The admin as the profile screens read them. Roles always come (the schema and every screen
   * need them; appendRoles is accepted for the spec's calls); the consultant, with its services
   * and days, only with appendConsultant; connections with appendIntegrations.
   */
  const present = async (
    id: number,
    query: { appendConsultant?: boolean; appendIntegrations?: boolean } = { appendConsultant: true },
  ) => {
    const append = new Set<AdminAppend>(['roles', 'business']);
    if (query.appendConsultant) append.add('consultant');
    if (query.appendIntegrations) append.add('integrations');
    const admin = await loadPresentedAdmin(app.db, app.roleGrants, id, append);
    if (!admin) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
    return admin;
  };

  app.get(
    '/admin/:id',
    {
      schema: {
        operationId: 'getAdmin',
        tags: ['admins'],
        summary: 'One admin of your business (or yourself), with roles and, on request, the consultant',
        description: 'The admin detail dialog reads a colleague through this; out of sight is a 404.',
        params: IdParamSchema,
        querystring: AdminQuerySchema,
        response: { 200: AdminAnswer },
      },
    },
    async (request) => {
      const me = requireAdmin(request);
      const target = await loadVisibleAdmin(app.db, request, request.params.id);
      if (target.id !== me.id && !hasPermission(me, 'admins', 'read')) {
        throw new AppError(ErrorCode.Forbidden, HttpMessages.forbidden);
      }
      return ok(await present(target.id, request.query));
    },
  );

  /** The acting admin proves it is them before a change that could take an account over. */
  async function assertOwnPassword(request: FastifyRequest, password: string | undefined, field: string) {
    if (!password) {
      throw new AppError(ErrorCode.Validation, EmailChangeMessages.currentPasswordRequired, {
        [field]: [EmailChangeMessages.currentPasswordRequired],
      });
    }
    const me = requireAdmin(request);
    const [row] = await app.db.select({ password: admins.password }).from(admins).where(eq(admins.id, me.id));
    if (!row || !(await verifyPassword(row.password, password))) {
      throw new AppError(ErrorCode.Validation, EmailChangeMessages.currentPasswordWrong, {
        [field]: [EmailChangeMessages.currentPasswordWrong],
      });
    }
  }

  app.patch(
    '/admin/:id',
    {
      schema: {
        operationId: 'updateAdmin',
        tags: ['admins'],
        summary: 'Update fields of an admin (own profile, or a colleague with admins update and no higher role)',
        description:
          'E-mail changes go through admin/{id}/email-change, one\'s own password through admin/{id}/password. ' +
          "The business's founding owner is out of every other admin's reach but a platform admin's (403). " +
          'Deactivating an admin signs them out everywhere.',
        params: IdParamSchema,
        querystring: AdminQuerySchema,
        body: UpdateAdminInputSchema,
        response: { 200: AdminAnswer },
      },
    },
    async (request) => {
      const me = requireAdmin(request);
      const target = await loadManagedAdmin(app.db, request, request.params.id);
      const { business_id, email, ...fields } = request.body;
      if (email !== undefined) {
        const [current] = await app.db.select({ email: admins.email }).from(admins).where(eq(admins.id, target.id));
        if (current?.email.toLowerCase() !== email.toLowerCase()) {
          throw new AppError(ErrorCode.Validation, EmailChangeMessages.useEmailChange, {
            email: [EmailChangeMessages.useEmailChange],
          });
        }
      }
      if (business_id !== undefined && business_id !== target.business_id) {
        // Joining a business happens at creation (POST business) or by invitation; this only
        // lets the setup flow confirm the business its admin created.
        throw new AppError(ErrorCode.Forbidden, 'An admin cannot be moved to another business.');
      }
      if (fields.is_active === 0 && target.id === me.id) {
        throw new AppError(ErrorCode.Forbidden, 'You cannot deactivate your own account.');
      }
      if (fields.username) await assertAdminFieldFree(app.db, 'username', fields.username, target.id);
      if (Object.keys(fields).length > 0) {
        await app.db.update(admins).set(fields).where(eq(admins.id, target.id));
      }
      if (fields.is_active !== undefined) await revokeOtherSessions(app.db, request, target.id);
      return ok(await present(target.id, request.query), 'Profile updated');
    },
  );

  app.patch(
    '/admin/:id/password',
    {
      config: { rateLimited: true },
      schema: {
        operationId: 'updateAdminPassword',
        tags: ['admins'],
        summary: 'Change your own password (takes the current one)',
        description:
          "Signs you out of every other session. Nobody sets someone else's password (403): " +
          'send them a reset link with admin/{id}/send-password-reset.',
        params: IdParamSchema,
        body: AdminPasswordInputSchema,
        response: { 200: MessageOnly },
      },
    },
    async (request, reply) => {
      const me = requireAdmin(request);
      const target = await loadVisibleAdmin(app.db, request, request.params.id);
      // Whoever sets a password can sign in as its holder: only the holder chooses theirs.
      if (target.id !== me.id) throw new AppError(ErrorCode.Forbidden, AdminAccessMessages.notOthersPassword);
      const { current_password, password } = request.body;
      // A guess at the current password, like a code step: limited per source.
      await app.rateLimits.take(reply, 'code');
      await assertOwnPassword(request, current_password, 'current_password');
      await assertNotBreached(password);
      await app.db.update(admins).set({ password: await hashPassword(password) }).where(eq(admins.id, target.id));
      await revokeOtherSessions(app.db, request, target.id);
      return ok(null, 'Password updated');
    },
  );

  app.post(
    '/admin/:id/send-password-reset',
    {
      config: { rateLimited: true },
      schema: {
        operationId: 'sendAdminPasswordReset',
        tags: ['admins'],
        summary: 'E-mail an admin a link to choose a new password (a colleague you may manage, or yourself)',
        description:
          'The link opens the console\'s forgot-password page with a single-use code; their password ' +
          'and sessions stay as they are until they use it.',
        params: IdParamSchema,
        response: { 200: MessageOnly },
      },
    },
    async (request, reply) => {
      const target = await loadManagedAdmin(app.db, request, request.params.id);
      const [holder] = await app.db
        .select({ email: admins.email, firstname: admins.firstname, language: admins.language })
        .from(admins)
        .where(eq(admins.id, target.id));
      if (!holder) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
      // Each link is a new code mailed to them: limited like the forgot-password steps.
      await app.rateLimits.takeCodeStep(reply, holder.email);
      const code = await issueCode(app.db, holder.email, 'password_reset');
      const link = new URL('/forgot-password', app.config.PUBLIC_URL);
      link.searchParams.set('email', holder.email);
      link.searchParams.set('code', code);
      // In their language if they chose one, else in the language of the admin who asked.
      await app.mail.send({
        business_id: null,
        to: holder.email,
        ...accountMail('adminResetLink', holder.language ?? requestLanguage(request), {
          firstname: holder.firstname,
          link: link.toString(),
          code,
        }),
      });
      return ok(null, AdminAccessMessages.resetLinkSent);
    },
  );

  app.post(
    '/admin/:id/email-change',
    {
      config: { rateLimited: true },
      schema: {
        operationId: 'requestAdminEmailChange',
        tags: ['admins'],
        summary: "Start changing an admin's e-mail: checks your password and e-mails a code to the new address",
        params: IdParamSchema,
        body: EmailChangeInputSchema,
        response: { 200: MessageOnly },
      },
    },
    async (request, reply) => {
      const target = await loadManagedAdmin(app.db, request, request.params.id);
      const { email, current_password } = request.body;
      // A password guess and an availability answer: both limited like the other code steps.
      await app.rateLimits.takeCodeStep(reply, email);
      await assertOwnPassword(request, current_password, 'current_password');
      await assertAdminFieldFree(app.db, 'email', email, target.id);
      const code = await issueCode(app.db, email, emailChangePurpose(target.id));
      await app.mail.send({
        business_id: null,
        to: email,
        ...accountMail('adminEmailCode', await adminLanguage(target.id, request), { code }),
      });
      return ok(null, EmailChangeMessages.codeSent);
    },
  );

  app.post(
    '/admin/:id/email-change/confirm',
    {
      config: { rateLimited: true },
      schema: {
        operationId: 'confirmAdminEmailChange',
        tags: ['admins'],
        summary: "Finish changing an admin's e-mail with the code sent to the new address",
        description: 'The old address is told, and the admin is signed out of every other session.',
        params: IdParamSchema,
        body: EmailChangeConfirmInputSchema,
        response: { 200: AdminAnswer },
      },
    },
    async (request, reply) => {
      const target = await loadManagedAdmin(app.db, request, request.params.id);
      const { email, verification_code } = request.body;
      await app.rateLimits.takeCodeStep(reply, email);
      if (!(await checkCode(app.db, email, emailChangePurpose(target.id), verification_code, { consume: true }))) {
        throw new AppError(ErrorCode.Validation, AuthMessages.invalidVerificationCode, {
          verification_code: [AuthMessages.invalidVerificationCode],
        });
      }
      await assertAdminFieldFree(app.db, 'email', email, target.id);
      const [old] = await app.db
        .select({ email: admins.email, firstname: admins.firstname, language: admins.language })
        .from(admins)
        .where(eq(admins.id, target.id));
      await app.db.update(admins).set({ email }).where(eq(admins.id, target.id));
      await revokeOtherSessions(app.db, request, target.id);
      if (old) {
        await app.mail.send({
          business_id: null,
          to: old.email,
          ...accountMail('adminEmailChanged', old.language ?? requestLanguage(request), {
            firstname: old.firstname,
            email,
          }),
        });
      }
      return ok(await present(target.id), EmailChangeMessages.changed);
    },
  );

  app.post(
    '/admin/:id/update-roles',
    {
      schema: {
        operationId: 'updateAdminRoles',
        tags: ['admins'],
        summary: 'Set the roles an admin holds (never above your own highest role)',
        description:
          "Signs the admin out of every other session. The business's founding owner keeps the admin role, " +
          'and no peer admin changes their roles (403).',
        params: IdParamSchema,
        body: UpdateAdminRolesInputSchema,
        response: { 200: AdminAnswer },
      },
    },
    async (request) => {
      const me = requireAdmin(request);
      const target = await loadManagedAdmin(app.db, request, request.params.id);
      const wanted = [...new Set(request.body.roles)];
      const rows = await app.db.select({ id: roles.id, name: roles.name, type: roles.type }).from(roles).where(inArray(roles.id, wanted));
      const assignable = new Set(invitableRoles(me, rows).map((r) => r.id));
      const refused = (message: string) => new AppError(ErrorCode.Validation, message, { roles: [message] });
      if (rows.length !== wanted.length) throw refused(HttpMessages.notFound);
      if (rows.some((r) => r.type === 'user')) throw refused(RoleMessages.customerRole);
      // Role ids rise with privilege, so this also keeps anyone from raising their own roles.
      if (wanted.some((id) => !assignable.has(id))) throw refused(RoleMessages.notAssignable);
      const makesPlatformAdmin = rows.some((r) => r.name === ROLE_NAMES.platformAdmin);
      if (makesPlatformAdmin && target.business_id !== null) throw refused(RoleMessages.platformAdminHasNoBusiness);
      if (!makesPlatformAdmin && target.business_id === null && isPlatformAdmin(target)) {
        throw refused(RoleMessages.platformAdminHasNoBusiness);
      }
      if (target.is_owner && !rows.some((r) => r.name === ROLE_NAMES.admin)) {
        throw refused(AdminAccessMessages.ownerKeepsAdminRole);
      }

      await app.db.transaction(async (tx) => {
        await tx.delete(adminRoles).where(eq(adminRoles.admin_id, target.id));
        await tx.insert(adminRoles).values(wanted.map((role_id) => ({ admin_id: target.id, role_id })));
        if (target.business_id !== null && rows.some((r) => r.name === ROLE_NAMES.consultant)) {
          await tx
            .insert(consultants)
            .values({ admin_id: target.id, business_id: target.business_id })
            .onConflictDoNothing();
        }
      });
      await revokeOtherSessions(app.db, request, target.id);
      return ok(await present(target.id), RoleMessages.updated);
    },
  );
}
