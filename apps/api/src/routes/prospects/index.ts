import { randomBytes } from 'node:crypto';
import {
  AppError,
  ErrorBodySchema,
  ErrorCode,
  HttpMessages,
  IdParamSchema,
  ProspectListQuerySchema,
  ProspectMessages,
  ProspectSchema,
  UpdateProspectInputSchema,
  activityNote,
  envelope,
  paginated,
} from '@rendezvous/domain';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { businesses, prospects, users } from '../../db/schema';
import { clock } from '../../lib/clock';
import { ok, pageWindow, toPage } from '../../lib/http';
import { hashPassword } from '../../lib/password';
import { requireAdmin, requireBusinessId } from '../../plugins/auth';
import { recordActivity } from '../../services/activities';
import { setPasswordLink } from '../customers/clients';
import { likePattern } from '../customers/shared';
import { emitClientCreated } from '../../services/webhooks';
import { accountMail } from '../../notifications/account-mails';

type ProspectRow = typeof prospects.$inferSelect;

const ProspectAnswer = z.object({ data: ProspectSchema, message: z.string() });

/** The rows as the API shows them, with their client accounts when asked (appendUser). */
async function present(db: Db, rows: ProspectRow[], appendUser: boolean) {
  const ids = [...new Set(rows.map((r) => r.user_id).filter((id): id is number => id !== null))];
  const accounts =
    appendUser && ids.length > 0
      ? await db
          .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email, status: users.status })
          .from(users)
          .where(inArray(users.id, ids))
      : [];
  const byId = new Map(accounts.map((a) => [a.id, a]));
  return rows.map(({ approved_by: _approver, ...row }) => {
    const account = row.user_id === null ? undefined : byId.get(row.user_id);
    return {
      ...row,
      approved_at: row.approved_at?.toISOString() ?? null,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      ...(appendUser
        ? {
            user: account
              ? {
                  id: account.id,
                  full_name: `${account.firstname} ${account.lastname}`.trim(),
                  email: account.email,
                  status: account.status,
                }
              : null,
          }
        : {}),
    };
  });
}

/** One prospect of the business, locked for the change when in a transaction; else 404. */
async function loadProspect(db: Db | Tx, businessId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(prospects)
    .where(and(eq(prospects.id, id), eq(prospects.business_id, businessId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
  return row;
}

/** A contact gave one name: the first word is the first name, the rest the last name. */
function splitName(name: string): { firstname: string; lastname: string } {
  const [first = name, ...rest] = name.trim().split(/\s+/);
  return { firstname: first, lastname: rest.join(' ') };
}

/**
 * Prospects: people who contacted the business (contact form) or created an account on its
 * site (signup) without being its clients yet. Approving one makes them an active client.
 */
export default async function prospectRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/prospects',
    {
      config: { permission: ['prospects', 'read'] },
      schema: {
        operationId: 'listProspects',
        tags: ['customers'],
        summary: "A page of the business's prospects, newest first",
        description:
          'status filters (new, approved, declined); search covers name, e-mail and phone; appendUser adds the client account.',
        querystring: ProspectListQuerySchema,
        response: { 200: envelope(paginated(ProspectSchema)) },
      },
    },
    async (request) => {
      const businessId = requireBusinessId(request);
      const { status, search, appendUser } = request.query;
      const window = pageWindow(request.query);
      const filters: SQL[] = [eq(prospects.business_id, businessId)];
      if (status) filters.push(eq(prospects.status, status));
      if (search?.trim()) {
        const pattern = likePattern(search);
        filters.push(
          sql`(lower(${prospects.name}) like ${pattern} or lower(${prospects.email}) like ${pattern} or lower(coalesce(${prospects.phone}, '')) like ${pattern})`,
        );
      }
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(prospects)
          .where(where)
          .orderBy(desc(prospects.created_at), desc(prospects.id))
          .limit(window.limit)
          .offset(window.offset),
        app.db.select({ n: count() }).from(prospects).where(where),
      ]);
      return ok(toPage(await present(app.db, rows, appendUser ?? false), total?.n ?? 0, window));
    },
  );

  app.post(
    '/prospect/:id',
    {
      config: { permission: ['prospects', 'update'] },
      schema: {
        operationId: 'updateProspect',
        tags: ['customers'],
        summary: 'Decline or reopen a prospect, and/or change its note',
        description: 'status is new or declined (approving is POST prospect/{id}/approve); an approved prospect keeps its status (409).',
        params: IdParamSchema,
        body: UpdateProspectInputSchema,
        response: {
          200: ProspectAnswer,
          409: ErrorBodySchema.describe('The prospect is already approved: its status cannot change.'),
        },
      },
    },
    async (request) => {
      const businessId = requireBusinessId(request);
      const current = await loadProspect(app.db, businessId, request.params.id);
      const { status, note } = request.body;
      const changes: Partial<Pick<ProspectRow, 'status' | 'note'>> = {};
      if (status !== undefined && status !== current.status) {
        if (current.status === 'approved') throw new AppError(ErrorCode.Conflict, ProspectMessages.alreadyApproved);
        changes.status = status;
      }
      if (note !== undefined && (note || null) !== current.note) changes.note = note || null;
      if (Object.keys(changes).length === 0) throw new AppError(ErrorCode.Validation, ProspectMessages.nothingChanged);
      const [row] = await app.db
        .update(prospects)
        .set({ ...changes, updated_at: clock.now() })
        // Approval may have happened meanwhile: then only the note changes.
        .where(
          and(
            eq(prospects.id, current.id),
            eq(prospects.business_id, businessId),
            ...(changes.status ? [sql`${prospects.status} <> 'approved'`] : []),
          ),
        )
        .returning();
      if (!row) throw new AppError(ErrorCode.Conflict, ProspectMessages.alreadyApproved);
      const [presented] = await present(app.db, [row], true);
      return ok(presented!, ProspectMessages.updated);
    },
  );

  app.post(
    '/prospect/:id/approve',
    {
      config: { permission: ['prospects', 'update'] },
      schema: {
        operationId: 'approveProspect',
        tags: ['customers'],
        summary: 'Approve a prospect: they become an active client of the business',
        description:
          'A signup prospect\'s account is activated; a contact gets a client account (or the existing client of ' +
          'that e-mail is activated) and an e-mail to choose their password. Recorded in the activities. ' +
          'Approving twice is a 409.',
        params: IdParamSchema,
        response: {
          200: ProspectAnswer,
          409: ErrorBodySchema.describe('The prospect is already approved.'),
        },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const businessId = requireBusinessId(request);
      const now = clock.now();
      // Hashing is slow: done before the row lock, used only when a client account is created.
      const password = await hashPassword(randomBytes(32).toString('base64url'));
      const { row, createdClient } = await app.db.transaction(async (tx) => {
        const prospect = await loadProspect(tx, businessId, request.params.id, true);
        if (prospect.status === 'approved') throw new AppError(ErrorCode.Conflict, ProspectMessages.alreadyApproved);
        let userId = prospect.user_id;
        let createdClient = false;
        if (userId === null) {
          const [existing] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.business_id, businessId), sql`lower(${users.email}) = ${prospect.email.toLowerCase()}`));
          if (existing) {
            userId = existing.id;
          } else {
            const [created] = await tx
              .insert(users)
              .values({ business_id: businessId, ...splitName(prospect.name), email: prospect.email, phone: prospect.phone, password })
              .returning({ id: users.id });
            userId = created!.id;
            createdClient = true;
            await emitClientCreated(tx, app.jobs, businessId, userId);
          }
        }
        await tx
          .update(users)
          .set({ status: 'active', updated_at: now })
          .where(and(eq(users.id, userId), eq(users.business_id, businessId)));
        const [row] = await tx
          .update(prospects)
          .set({ status: 'approved', user_id: userId, approved_by: admin.id, approved_at: now, updated_at: now })
          .where(eq(prospects.id, prospect.id))
          .returning();
        await recordActivity(tx, {
          businessId,
          adminId: admin.id,
          initiator: { type: 'admin', id: admin.id },
          receiver: { type: 'user', id: userId },
          type: 'event',
          note: activityNote(
            prospect.source === 'contact' ? 'prospectApprovedFromContact' : 'prospectApprovedFromSignUp',
            { name: prospect.name },
          ),
        });
        return { row: row!, createdClient };
      });
      if (createdClient) {
        const [business] = await app.db
          .select({
            id: businesses.id,
            name: businesses.name,
            subdomain: businesses.subdomain,
            default_language: businesses.default_language,
          })
          .from(businesses)
          .where(eq(businesses.id, businessId));
        if (business) {
          await app.mail.send({
            business_id: business.id,
            to: row.email,
            ...accountMail('clientAccount', business.default_language, {
              firstname: splitName(row.name).firstname,
              business: business.name,
              link: setPasswordLink(app.config.PUBLIC_URL, business, row.email),
            }),
          });
        }
      }
      const [presented] = await present(app.db, [row], true);
      return ok(presented!, ProspectMessages.approved);
    },
  );
}
