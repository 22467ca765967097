import {
  ActivitySchema,
  AppError,
  ConsultantActivityListQuerySchema,
  ConsultantEmailInvitesInputSchema,
  ConsultantInviteResultSchema,
  ErrorCode,
  HttpMessages,
  InvitationMessages,
  ROLE_NAMES,
  consultantInviteProblem,
  envelope,
  paginated,
  type ConsultantInviteResult,
} from '@rendezvous/domain';
import { canInvite, invitableRoles } from '@rendezvous/permissions';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../notifications/account-mails';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SQLSTATE, databaseErrorOf } from '../../db/errors';
import { activities, admins, appointments, consultants, invitations, roles } from '../../db/schema';
import { clock } from '../../lib/clock';
import { ok, pageWindow, toPage } from '../../lib/http';
import { requireAdmin, requireBusinessId } from '../../plugins/auth';
import { inFirstDay, mailInvitation } from '../../services/invitations';
import { present as presentActivities } from '../activities';
import { newInvitationCode } from '../invitations/codes';

const Messages = {
  invited: 'Invitation sent',
  alreadyInvited: 'Already has a pending invitation',
  alreadyAdmin: 'Already has an account',
  summary: (n: number, of: number) => `${n} of ${of} invitations sent`,
} as const;

/**
 * The consultants' side of All Admins: what happened by or for the business's consultants,
 * and inviting consultants by e-mail address.
 */
export default async function consultantTeamRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/consultant-activities',
    {
      config: { permission: ['activities', 'read'] },
      schema: {
        operationId: 'listConsultantActivities',
        tags: ['activities'],
        summary: "The activities by or about the business's consultants, newest first, paged",
        description:
          'An activity concerns a consultant when the consultant (or their admin account) did it, received it or ' +
          "is listed for it, or when it is about one of the consultant's appointments (booked, moved, cancelled). " +
          "consultantId narrows to one consultant of the business (another business's is a 404).",
        querystring: ConsultantActivityListQuerySchema,
        response: { 200: envelope(paginated(ActivitySchema)) },
      },
    },
    async (request) => {
      const businessId = requireBusinessId(request);
      const { consultantId, activityType } = request.query;
      if (consultantId !== undefined) {
        const [found] = await app.db
          .select({ id: consultants.id })
          .from(consultants)
          .where(and(eq(consultants.id, consultantId), eq(consultants.business_id, businessId)));
        if (!found) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
      }
      const ofConsultants = and(
        eq(consultants.business_id, businessId),
        ...(consultantId === undefined ? [] : [eq(consultants.id, consultantId)]),
      );
      const consultantIds = app.db.select({ id: consultants.id }).from(consultants).where(ofConsultants);
      const adminIds = app.db.select({ id: consultants.admin_id }).from(consultants).where(ofConsultants);
      const appointmentIds = app.db
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.business_id, businessId), inArray(appointments.consultant_id, consultantIds)));
      const party = (type: AnyPgColumn, id: AnyPgColumn) =>
        or(
          and(eq(type, 'admin'), inArray(id, adminIds)),
          and(eq(type, 'consultant'), inArray(id, consultantIds)),
        );
      const filters: (SQL | undefined)[] = [
        eq(activities.business_id, businessId),
        or(
          party(activities.initiator_type, activities.initiator_id),
          party(activities.receiver_type, activities.receiver_id),
          inArray(activities.admin_id, adminIds),
          inArray(activities.appointment_id, appointmentIds),
        ),
      ];
      if (activityType) filters.push(eq(activities.activity_type, activityType));
      const where = and(...filters);
      const window = pageWindow(request.query);
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(activities)
          .where(where)
          .orderBy(desc(activities.created_at), desc(activities.id))
          .limit(window.limit)
          .offset(window.offset),
        app.db.select({ n: count() }).from(activities).where(where),
      ]);
      return ok(toPage(await presentActivities(app.db, rows), total?.n ?? 0, window));
    },
  );

  app.post(
    '/send-consultant-email-invites',
    {
      config: { permission: ['invitations', 'create'], rateLimited: true },
      schema: {
        operationId: 'sendConsultantEmailInvites',
        tags: ['invitations'],
        summary: 'Invite people to join the business as consultants, by e-mail address; answers each address',
        description:
          "Needs the admin's can_invite flag and the consultant role among those they may invite. Each address is " +
          "checked on its own ('Email is required', 'Email must be valid'); an address with an account or a pending " +
          'invitation is skipped and said so. The others get an invitation with the consultant role, mailed like ' +
          "POST invitations and counted against the same daily budget (429 with Retry-After past it).",
        body: ConsultantEmailInvitesInputSchema,
        response: { 200: z.object({ data: z.array(ConsultantInviteResultSchema), message: z.string() }) },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const businessId = requireBusinessId(request);
      if (!canInvite(admin)) throw new AppError(ErrorCode.Forbidden, InvitationMessages.notAllowed);
      const allRoles = await app.db
        .select({ id: roles.id, type: roles.type, name: roles.name })
        .from(roles)
        .orderBy(asc(roles.id));
      const consultantRole = invitableRoles(admin, allRoles).find((r) => r.name === ROLE_NAMES.consultant);
      if (!consultantRole) throw new AppError(ErrorCode.Forbidden, InvitationMessages.roleNotInvitable);

      const results: ConsultantInviteResult[] = [];
      const seen = new Set<string>();
      const candidates: string[] = [];
      for (const raw of request.body.emails) {
        const email = raw.trim();
        const problem = consultantInviteProblem(email);
        if (problem) results.push({ email, status: 'invalid', message: problem, invitation_id: null });
        else if (seen.has(email.toLowerCase()))
          results.push({ email, status: 'already_invited', message: Messages.alreadyInvited, invitation_id: null });
        else {
          seen.add(email.toLowerCase());
          candidates.push(email);
          results.push({ email, status: 'invited', message: Messages.invited, invitation_id: null });
        }
      }
      const lower = candidates.map((e) => e.toLowerCase());
      const [taken, pending] =
        lower.length === 0
          ? [[], []]
          : await Promise.all([
              app.db.select({ email: sql<string>`lower(${admins.email})` }).from(admins).where(inArray(sql`lower(${admins.email})`, lower)),
              app.db
                .select({ email: sql<string>`lower(${invitations.email})` })
                .from(invitations)
                .where(
                  and(
                    eq(invitations.business_id, businessId),
                    eq(invitations.status, 'invited'),
                    inArray(sql`lower(${invitations.email})`, lower),
                  ),
                ),
            ]);
      const takenSet = new Set(taken.map((t) => t.email));
      const pendingSet = new Set(pending.map((p) => p.email));
      const toInvite = results.filter((r) => {
        if (r.status !== 'invited') return false;
        const key = r.email.toLowerCase();
        if (takenSet.has(key)) Object.assign(r, { status: 'already_admin', message: Messages.alreadyAdmin });
        else if (pendingSet.has(key)) Object.assign(r, { status: 'already_invited', message: Messages.alreadyInvited });
        return r.status === 'invited';
      });

      if (toInvite.length > 0) {
        await app.rateLimits.takeInvitations(reply, businessId, toInvite.length, await inFirstDay(app.db, businessId));
      }
      const inviter = `${admin.firstname} ${admin.lastname}`.trim();
      for (const result of toInvite) {
        const now = clock.now();
        const { code, code_hash, expires_at } = newInvitationCode(now.getTime());
        try {
          const [row] = await app.db
            .insert(invitations)
            .values({
              kind: 'admin',
              business_id: businessId,
              email: result.email,
              role_id: consultantRole.id,
              sender_id: admin.id,
              code_hash,
              expires_at,
              last_email_sent: now,
            })
            .returning({ id: invitations.id });
          result.invitation_id = row!.id;
        } catch (error) {
          // Invited meanwhile by another request: the partial unique index keeps one.
          if (databaseErrorOf(error)?.code !== SQLSTATE.uniqueViolation) throw error;
          Object.assign(result, { status: 'already_invited', message: Messages.alreadyInvited });
          continue;
        }
        await mailInvitation(
          { db: app.db, mail: app.mail, publicUrl: app.config.PUBLIC_URL },
          { email: result.email, business_id: businessId },
          code,
          inviter,
          requestLanguage(request),
        );
      }
      const sent = results.filter((r) => r.status === 'invited').length;
      return ok(results, Messages.summary(sent, results.length));
    },
  );
}
