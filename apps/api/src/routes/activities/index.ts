import {
  ActivityListQuerySchema,
  ActivityMessages,
  ActivitySchema,
  AppError,
  CreateActivityNoteInputSchema,
  ErrorBodySchema,
  ErrorCode,
  HttpMessages,
  paginated,
  parseActivityNote,
  wallToInstant,
  type MorphClass,
} from '@rendezvous/domain';
import { isPlatformAdmin } from '@rendezvous/permissions';
import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { activities, admins, businesses, consultants, guests, users } from '../../db/schema';
import { ok, pageWindow, toPage } from '../../lib/http';
import { requireAdmin } from '../../plugins/auth';
import { recordActivity } from '../../services/activities';

type ActivityRow = typeof activities.$inferSelect;
type Actor = { id: number; morph_class: MorphClass; full_name: string };

const fullName = (p: { firstname: string; lastname: string }) => `${p.firstname} ${p.lastname}`.trim();

/** Names by id of one kind of actor, in one query. */
const NAME_LOADERS: Record<MorphClass, (db: Db, ids: number[]) => Promise<{ id: number; name: string }[]>> = {
  admin: async (db, ids) =>
    (await db.select({ id: admins.id, firstname: admins.firstname, lastname: admins.lastname }).from(admins).where(inArray(admins.id, ids))).map(
      (p) => ({ id: p.id, name: fullName(p) }),
    ),
  user: async (db, ids) =>
    (await db.select({ id: users.id, firstname: users.firstname, lastname: users.lastname }).from(users).where(inArray(users.id, ids))).map(
      (p) => ({ id: p.id, name: fullName(p) }),
    ),
  guest: async (db, ids) =>
    (await db.select({ id: guests.id, firstname: guests.firstname, lastname: guests.lastname }).from(guests).where(inArray(guests.id, ids))).map(
      (p) => ({ id: p.id, name: fullName(p) }),
    ),
  business: (db, ids) => db.select({ id: businesses.id, name: businesses.name }).from(businesses).where(inArray(businesses.id, ids)),
  consultant: async (db, ids) =>
    (
      await db
        .select({ id: consultants.id, firstname: admins.firstname, lastname: admins.lastname })
        .from(consultants)
        .innerJoin(admins, eq(admins.id, consultants.admin_id))
        .where(inArray(consultants.id, ids))
    ).map((p) => ({ id: p.id, name: fullName(p) })),
};

/** Shown for someone deleted since: the activity stays on record without them. */
const GONE: Record<MorphClass, string> = {
  admin: ActivityMessages.deletedAdmin,
  user: ActivityMessages.deletedClient,
  guest: ActivityMessages.deletedGuest,
  business: ActivityMessages.deletedBusiness,
  consultant: ActivityMessages.deletedConsultant,
};

/**
 * Initiators, receivers and listing admins are polymorphic: one query per kind present on
 * the page, run side by side.
 */
export async function present(db: Db, rows: ActivityRow[]) {
  const wanted = new Map<MorphClass, Set<number>>();
  const want = (type: MorphClass | null, id: number | null) => {
    if (!type || id === null) return;
    if (!wanted.has(type)) wanted.set(type, new Set());
    wanted.get(type)!.add(id);
  };
  for (const row of rows) {
    want(row.initiator_type, row.initiator_id);
    want(row.receiver_type, row.receiver_id);
    want('admin', row.admin_id);
  }
  const names = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([type, ids]) => {
      for (const { id, name } of await NAME_LOADERS[type](db, [...ids])) names.set(`${type}:${id}`, name);
    }),
  );
  const actor = (type: MorphClass, id: number): Actor => ({
    id,
    morph_class: type,
    full_name: names.get(`${type}:${id}`) ?? GONE[type],
  });
  return rows.map((row) => {
    // A key this version does not know (a newer server's) is left out: the reader then shows
    // the English note, which every row keeps.
    const keyed = parseActivityNote(row.note_key, row.note_values);
    return {
      id: row.id,
      business_id: row.business_id,
      activity_type: row.activity_type,
      note: row.note,
      note_key: keyed?.key ?? null,
      note_values: keyed?.values ?? null,
      initiator: actor(row.initiator_type, row.initiator_id),
      receiver: row.receiver_type && row.receiver_id !== null ? actor(row.receiver_type, row.receiver_id) : null,
      admin: row.admin_id === null ? null : { full_name: names.get(`admin:${row.admin_id}`) ?? GONE.admin },
      start_date: row.start_date?.toISOString() ?? null,
      end_date: row.end_date?.toISOString() ?? null,
      created_at: row.created_at.toISOString(),
    };
  });
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The time zone whose calendar the date filters read: the business's, else UTC. */
async function calendarOf(db: Db, businessId: number | null): Promise<string> {
  if (businessId === null) return 'UTC';
  const [row] = await db.select({ tz: businesses.time_zone }).from(businesses).where(eq(businesses.id, businessId));
  return row?.tz ?? 'UTC';
}

/**
 * Which activities the request may see: its business's; every business's for a platform
 * admin acting in none (no X-Business-Id); none for an admin without a business yet.
 */
function scopeOf(request: FastifyRequest): SQL | null | 'none' {
  const me = requireAdmin(request);
  if (request.businessId !== null) return eq(activities.business_id, request.businessId);
  return isPlatformAdmin(me) ? null : 'none';
}

const RECEIVER_TABLES = { admin: admins, user: users, guest: guests } as const;

export default async function activityRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/activities',
    {
      config: { permission: ['activities', 'read'] },
      schema: {
        operationId: 'listActivities',
        tags: ['activities'],
        summary: "The business's activities (sign-ins, notes, appointment events), newest first, paged",
        description:
          'A platform admin without X-Business-Id sees every business\'s. adminId filters by the listing admin ' +
          '(the Admin column); initiatorType and initiatorId by who did it. startDate and endDate are inclusive ' +
          "days on the business's calendar (UTC without a business).",
        querystring: ActivityListQuerySchema,
        response: { 200: z.object({ data: paginated(ActivitySchema) }) },
      },
    },
    async (request) => {
      const { initiatorId, initiatorType, adminId, activityType, startDate, endDate } = request.query;
      const window = pageWindow(request.query);
      const scope = scopeOf(request);
      if (scope === 'none') return ok(toPage([], 0, window));
      const filters: (SQL | null)[] = [scope];
      if (initiatorType) filters.push(eq(activities.initiator_type, initiatorType));
      if (initiatorId !== undefined) filters.push(eq(activities.initiator_id, initiatorId));
      if (adminId !== undefined) filters.push(eq(activities.admin_id, adminId));
      if (activityType) filters.push(eq(activities.activity_type, activityType));
      if (startDate || endDate) {
        const tz = await calendarOf(app.db, request.businessId);
        if (startDate) filters.push(gte(activities.created_at, new Date(wallToInstant(startDate, '00:00', tz))));
        if (endDate) filters.push(lt(activities.created_at, new Date(wallToInstant(nextDay(endDate), '00:00', tz))));
      }
      const where = and(...filters.filter((f): f is SQL => f !== null));
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
      return ok(toPage(await present(app.db, rows), total?.n ?? 0, window));
    },
  );

  app.post(
    '/activity',
    {
      config: { permission: ['activities', 'create'] },
      schema: {
        operationId: 'createActivityNote',
        tags: ['activities'],
        summary: 'Add a note to the activities, optionally about a colleague, client or guest of the business',
        description:
          'The receiver must belong to the business (404 otherwise). A platform admin acting in no business ' +
          "may name anyone; the note then belongs to the receiver's business.",
        body: CreateActivityNoteInputSchema,
        response: {
          201: z.object({ data: ActivitySchema, message: z.string() }),
          404: ErrorBodySchema.describe('The receiver is not in your business.'),
        },
      },
    },
    async (request, reply) => {
      const me = requireAdmin(request);
      const { note, receiver } = request.body;
      let businessId = request.businessId;
      if (businessId === null && !isPlatformAdmin(me)) {
        throw new AppError(ErrorCode.Forbidden, 'Set up your business before doing this.');
      }
      if (receiver) {
        const table = RECEIVER_TABLES[receiver.type];
        const [found] = await app.db
          .select({ business_id: table.business_id })
          .from(table)
          .where(and(eq(table.id, receiver.id), ...(businessId === null ? [] : [eq(table.business_id, businessId)])));
        if (!found) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
        businessId ??= found.business_id;
      }
      const id = await recordActivity(app.db, {
        businessId,
        adminId: me.id,
        initiator: { type: 'admin', id: me.id },
        receiver: receiver ?? null,
        type: 'note',
        note: { written: note },
      });
      const [row] = await app.db.select().from(activities).where(eq(activities.id, id));
      const [presented] = await present(app.db, [row!]);
      return reply.status(201).send(ok(presented!, ActivityMessages.noteAdded));
    },
  );
}
