import {
  AppError,
  BusinessMessages,
  CreateInvitationsInputSchema,
  ErrorCode,
  HttpMessages,
  IdParamSchema,
  InvitationListQuerySchema,
  InvitationMessages,
  InvitationSchema,
  envelope,
  paginated,
} from '@rendezvous/domain';
import { canInvite, invitableRoles } from '@rendezvous/permissions';
import { aliasedTable, and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../notifications/account-mails';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { SQLSTATE, databaseErrorOf } from '../../db/errors';
import { admins, invitations, roles } from '../../db/schema';
import { ok, pageWindow, toPage } from '../../lib/http';
import { requireAdmin } from '../../plugins/auth';
import { inFirstDay, mailInvitation as sendInvitationMail } from '../../services/invitations';
import { newInvitationCode } from './codes';
import { clock } from '../../lib/clock';

const pendingExists = (email: string) => `${email} already has a pending invitation`;
const InvitationsAnswer = envelope(z.array(InvitationSchema));
const MessageOnly = z.object({ data: z.null(), message: z.string() });

const sender = aliasedTable(admins, 'sender');
const invitee = aliasedTable(admins, 'invitee');

const person = (row: { id: number | null; firstname: string | null; lastname: string | null }) =>
  row.id === null
    ? null
    : {
        id: row.id,
        firstname: row.firstname,
        lastname: row.lastname,
        full_name: `${row.firstname ?? ''} ${row.lastname ?? ''}`.trim(),
        morph_class: 'admin' as const,
      };

/** The business the request acts in; inviting admins needs one. */
function businessOf(request: FastifyRequest): number {
  if (request.businessId === null) throw new AppError(ErrorCode.Forbidden, HttpMessages.forbidden);
  return request.businessId;
}

/** Invitations of one business as the table shows them: with sender and registered admin. */
async function listInvitations(db: Db, where: SQL, window?: { limit: number; offset: number }) {
  const query = db
    .select({
      id: invitations.id,
      email: invitations.email,
      roleId: invitations.role_id,
      status: invitations.status,
      admin_id: invitations.admin_id,
      sender_id: invitations.sender_id,
      firstname: invitations.firstname,
      lastname: invitations.lastname,
      last_email_sent: invitations.last_email_sent,
      created_at: invitations.created_at,
      senderFirst: sender.firstname,
      senderLast: sender.lastname,
      adminFirst: invitee.firstname,
      adminLast: invitee.lastname,
    })
    .from(invitations)
    .leftJoin(sender, eq(sender.id, invitations.sender_id))
    .leftJoin(invitee, eq(invitee.id, invitations.admin_id))
    .where(where)
    .orderBy(desc(invitations.created_at), desc(invitations.id));
  const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
  return rows.map(({ senderFirst, senderLast, adminFirst, adminLast, ...row }) => ({
    ...row,
    // The sender column is null only once the sender's account is deleted; 0 stands for nobody.
    sender_id: row.sender_id ?? 0,
    sender: person({ id: row.sender_id, firstname: senderFirst, lastname: senderLast }) ?? undefined,
    admin: person({ id: row.admin_id, firstname: adminFirst, lastname: adminLast }),
    last_email_sent: row.last_email_sent?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  }));
}

export default async function invitationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const mailInvitation = (
    invite: { email: string; business_id: number },
    code: string,
    inviterName: string,
    request: FastifyRequest,
  ) =>
    sendInvitationMail(
      { db: app.db, mail: app.mail, publicUrl: app.config.PUBLIC_URL },
      invite,
      code,
      inviterName,
      requestLanguage(request),
    );

  /** Counts the invitation e-mails about to be sent against the business's budget, or 429. */
  const takeInvitationBudget = async (reply: FastifyReply, businessId: number, addresses: number) =>
    app.rateLimits.takeInvitations(reply, businessId, addresses, await inFirstDay(app.db, businessId));

  /** One invitation of the request's business; another business's id is a 404. */
  const findInvitation = async (request: FastifyRequest, id: number) => {
    const [row] = await app.db
      .select()
      .from(invitations)
      .where(
        and(
          eq(invitations.id, id),
          eq(invitations.business_id, businessOf(request)),
          eq(invitations.kind, 'admin'),
        ),
      );
    if (!row) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
    return row;
  };

  const refuseRegistered = (row: { status: string }) => {
    if (row.status === 'registered')
      throw new AppError(ErrorCode.Conflict, 'This invitation has already been used to register');
  };

  app.get(
    '/invitations',
    {
      config: { permission: ['invitations', 'read'] },
      schema: {
        operationId: 'listInvitations',
        tags: ['invitations'],
        summary: "A page of the business's admin invitations, newest first",
        description: 'status filters (invited, registered); filterByBusiness is accepted for the spec (the list is always scoped to the business).',
        querystring: InvitationListQuerySchema,
        response: { 200: envelope(paginated(InvitationSchema)) },
      },
    },
    async (request) => {
      const businessId = businessOf(request);
      const conditions: SQL[] = [eq(invitations.business_id, businessId), eq(invitations.kind, 'admin')];
      if (request.query.status) conditions.push(eq(invitations.status, request.query.status));
      const where = and(...conditions)!;
      const window = pageWindow(request.query);
      const [rows, [total]] = await Promise.all([
        listInvitations(app.db, where, window),
        app.db.select({ n: count() }).from(invitations).where(where),
      ]);
      return ok(toPage(rows, total?.n ?? 0, window));
    },
  );

  app.post(
    '/invitations',
    {
      config: { permission: ['invitations', 'create'], rateLimited: true },
      schema: {
        operationId: 'createInvitations',
        tags: ['invitations'],
        summary: 'Invite people to register as admins of the business, each with a role',
        description:
          "Needs the admin's can_invite flag. Each address is mailed a /register link with a single-use code; an address may have one pending invitation per business. A business mails at most INVITE_DAILY_LIMIT addresses a day (resends included), INVITE_FIRST_DAY_LIMIT in its first 24 hours; past that, 429 with Retry-After.",
        body: CreateInvitationsInputSchema,
        response: { 201: InvitationsAnswer },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const businessId = businessOf(request);
      if (!canInvite(admin)) throw new AppError(ErrorCode.Forbidden, InvitationMessages.notAllowed);
      const entries = request.body.invitations;

      const allRoles = await app.db.select({ id: roles.id, type: roles.type }).from(roles).orderBy(asc(roles.id));
      const allowed = new Set(invitableRoles(admin, allRoles).map((r) => r.id));
      if (entries.some((e) => !allowed.has(e.roleId))) {
        throw new AppError(ErrorCode.Validation, InvitationMessages.roleNotInvitable, {
          roleId: [InvitationMessages.roleNotInvitable],
        });
      }

      const lower = entries.map((e) => e.email.toLowerCase());
      const twice = entries.find((e, i) => lower.indexOf(e.email.toLowerCase()) !== i);
      if (twice) {
        throw new AppError(ErrorCode.Validation, pendingExists(twice.email), { email: [pendingExists(twice.email)] });
      }
      const existing = await app.db
        .select({ email: admins.email })
        .from(admins)
        .where(inArray(sql`lower(${admins.email})`, lower));
      if (existing.length > 0) {
        const messages = existing.map((e) => BusinessMessages.inviteExistingAdmin(e.email));
        throw new AppError(ErrorCode.Validation, messages[0]!, { email: messages });
      }
      const pending = await app.db
        .select({ email: invitations.email })
        .from(invitations)
        .where(
          and(
            eq(invitations.business_id, businessId),
            eq(invitations.status, 'invited'),
            inArray(sql`lower(${invitations.email})`, lower),
          ),
        );
      if (pending.length > 0) {
        const messages = pending.map((p) => pendingExists(p.email));
        throw new AppError(ErrorCode.Validation, messages[0]!, { email: messages });
      }

      await takeInvitationBudget(reply, businessId, entries.length);
      const now = clock.now();
      const codes = entries.map(() => newInvitationCode(now.getTime()));
      let ids: number[];
      try {
        const rows = await app.db
          .insert(invitations)
          .values(
            entries.map((entry, i) => ({
              kind: 'admin' as const,
              business_id: businessId,
              email: entry.email,
              role_id: entry.roleId,
              sender_id: admin.id,
              code_hash: codes[i]!.code_hash,
              expires_at: codes[i]!.expires_at,
              last_email_sent: now,
            })),
          )
          .returning({ id: invitations.id });
        ids = rows.map((r) => r.id);
      } catch (error) {
        // Two requests inviting the same address at once: the partial unique index refuses one.
        if (databaseErrorOf(error)?.code === SQLSTATE.uniqueViolation) {
          const message = pendingExists(entries[0]!.email);
          throw new AppError(ErrorCode.Validation, message, { email: [message] });
        }
        throw error;
      }
      const inviter = `${admin.firstname} ${admin.lastname}`.trim();
      await Promise.all(
        entries.map((entry, i) => mailInvitation({ email: entry.email, business_id: businessId }, codes[i]!.code, inviter, request)),
      );
      // In the order they were entered.
      const created = (await listInvitations(app.db, inArray(invitations.id, ids))).sort(
        (a, b) => ids.indexOf(a.id) - ids.indexOf(b.id),
      );
      return reply.status(201).send(ok(created, BusinessMessages.invitesSent));
    },
  );

  app.post(
    '/invitation/:id/resend',
    {
      config: { permission: ['invitations', 'create'], rateLimited: true },
      schema: {
        operationId: 'resendInvitation',
        tags: ['invitations'],
        summary: 'Mail a pending invitation again with a new code',
        description: 'The previous code stops working; Last Email Sent is updated. Refused once registered.',
        params: IdParamSchema,
        response: { 200: envelope(InvitationSchema) },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      if (!canInvite(admin)) throw new AppError(ErrorCode.Forbidden, InvitationMessages.notAllowed);
      const row = await findInvitation(request, request.params.id);
      refuseRegistered(row);
      await takeInvitationBudget(reply, row.business_id!, 1);
      const now = clock.now();
      const { code, code_hash, expires_at } = newInvitationCode(now.getTime());
      const [updated] = await app.db
        .update(invitations)
        .set({ code_hash, expires_at, last_email_sent: now, updated_at: now })
        .where(and(eq(invitations.id, row.id), eq(invitations.status, 'invited')))
        .returning({ id: invitations.id });
      if (!updated) refuseRegistered({ status: 'registered' });
      await mailInvitation(
        { email: row.email, business_id: row.business_id! },
        code,
        `${admin.firstname} ${admin.lastname}`.trim(),
        request,
      );
      const [presented] = await listInvitations(app.db, eq(invitations.id, row.id));
      return ok(presented!, 'Invitation sent again!');
    },
  );

  app.delete(
    '/invitation/:id',
    {
      config: { permission: ['invitations', 'delete'] },
      schema: {
        operationId: 'deleteInvitation',
        tags: ['invitations'],
        summary: 'Withdraw a pending invitation',
        description: 'Its code stops working. Refused once registered.',
        params: IdParamSchema,
        response: { 200: MessageOnly },
      },
    },
    async (request) => {
      const row = await findInvitation(request, request.params.id);
      refuseRegistered(row);
      const deleted = await app.db
        .delete(invitations)
        .where(and(eq(invitations.id, row.id), eq(invitations.status, 'invited')))
        .returning({ id: invitations.id });
      if (deleted.length === 0) refuseRegistered({ status: 'registered' });
      return { data: null, message: 'Invitation deleted!' };
    },
  );
}
