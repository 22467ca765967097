import {
  AppError,
  ErrorCode,
  HttpMessages,
  IdParamSchema,
  NotificationListQuerySchema,
  NotificationSchema,
  UpdateNotificationInputSchema,
  paginated,
  parseActivityNote,
} from '@rendezvous/domain';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { messages, notifications } from '../../db/schema';
import { ok, pageWindow, toPage } from '../../lib/http';
import { toWire } from '../../lib/wire';
import { requireAdmin } from '../../plugins/auth';
import { peopleOf, personKey } from '../../services/people';

/**
 * An admin's notifications are theirs wherever they were raised; inside a business scope only
 * that business's. An admin with no business (a platform admin, a new owner before setup)
 * has an empty bell rather than an error.
 */
const inScope = (businessId: number | null): SQL[] => (businessId ? [eq(notifications.business_id, businessId)] : []);

type NotificationRow = typeof notifications.$inferSelect;

/**
 * A row's text key as this version knows it: a key it does not know (a newer server's) or
 * values that do not fit it are left out, and the reader shows the English body every row keeps.
 */
export function keyedBody<T extends NotificationRow>(row: T) {
  const keyed = parseActivityNote(row.body_key, row.body_values);
  return { ...row, body_key: keyed?.key ?? null, body_values: keyed?.values ?? null };
}
/** Senders are polymorphic (admin, client or guest): one query per kind present on the page. */
async function withSenders(db: Db, rows: NotificationRow[]) {
  const people = await peopleOf(db, rows.map((r) => ({ type: r.senderable_type, id: r.senderable_id })));
  return rows.map((row) => {
    const p = people.get(personKey(row.senderable_type, row.senderable_id));
    return {
      ...row,
      senderable: p ? { id: p.id, firstname: p.firstname, lastname: p.lastname, full_name: p.full_name, morph_class: p.morph_class } : null,
    };
  });
}

/** The messages the notifications announce (a contact form's), in one query, inside the business. */
async function withMessages<T extends NotificationRow>(db: Db, rows: T[]) {
  const ids = [...new Set(rows.map((r) => r.message_id).filter((id): id is number => id !== null))];
  const found =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(messages)
          .where(and(inArray(messages.id, ids), inArray(messages.business_id, [...new Set(rows.map((r) => r.business_id))])));
  const byId = new Map(found.map((m) => [m.id, m]));
  return rows.map((row) => {
    const message = row.message_id === null ? undefined : byId.get(row.message_id);
    // The notification only ever shows a message of its own business.
    return { ...row, message: message && message.business_id === row.business_id ? message : null };
  });
}

export default async function notificationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/notifications',
    {
      config: { permission: ['notifications', 'read'] },
      schema: {
        operationId: 'listNotifications',
        tags: ['communications'],
        summary: "The signed-in admin's notifications, newest first (by when they were raised) by default",
        querystring: NotificationListQuerySchema,
        response: { 200: z.object({ data: paginated(NotificationSchema) }) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { statusRead, type, sort, appendSender, appendMessage } = request.query;
      const window = pageWindow(request.query);
      const filters: SQL[] = [eq(notifications.admin_id, admin.id), ...inScope(request.businessId)];
      if (statusRead !== undefined) filters.push(eq(notifications.status_read, statusRead));
      if (type) filters.push(eq(notifications.type, type));
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(notifications)
          .where(where)
          // By the instant each was raised (ids follow insertion, not time); the id breaks ties.
          .orderBy(
            ...(sort === 'asc'
              ? [asc(notifications.created_at), asc(notifications.id)]
              : [desc(notifications.created_at), desc(notifications.id)]),
          )
          .limit(window.limit)
          .offset(window.offset),
        app.db.select({ n: count() }).from(notifications).where(where),
      ]);
      const [withSender, withMessage] = await Promise.all([
        appendSender ? withSenders(app.db, rows) : rows,
        appendMessage ? withMessages(app.db, rows) : null,
      ]);
      const data = withSender.map((row, i) =>
        keyedBody(withMessage ? { ...row, message: withMessage[i]!.message } : row),
      );
      return ok(toPage(toWire(data), total?.n ?? 0, window));
    },
  );

  app.patch(
    '/notification/:id',
    {
      config: { permission: ['notifications', 'update'] },
      schema: {
        operationId: 'updateNotification',
        tags: ['communications'],
        summary: 'Mark a notification read (status_read 1) or unread (0)',
        params: IdParamSchema,
        body: UpdateNotificationInputSchema,
        response: { 200: z.object({ data: NotificationSchema }) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const [row] = await app.db
        .update(notifications)
        .set({ status_read: request.body.status_read })
        .where(
          and(
            eq(notifications.id, request.params.id),
            eq(notifications.admin_id, admin.id),
            ...inScope(request.businessId),
          ),
        )
        .returning();
      if (!row) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
      return ok(toWire(keyedBody(row)));
    },
  );
}
