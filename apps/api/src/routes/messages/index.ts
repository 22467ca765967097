import { randomUUID } from 'node:crypto';
import {
  AppError,
  ContactFormInputSchema,
  CreateMessageInputSchema,
  DefaultMessageMessages,
  ErrorCode,
  HttpMessages,
  IdParamSchema,
  MessageListQuerySchema,
  MessageSchema,
  UpdateMessageInputSchema,
  paginated,
  toE164,
} from '@rendezvous/domain';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { adminRoles, admins, businesses, guests, messages, permissions, roles, users } from '../../db/schema';
import { ok, pageWindow, toPage } from '../../lib/http';
import { toWire } from '../../lib/wire';
import { isOptedOut } from '../../notifications/appointment-messages';
import { requireAdmin } from '../../plugins/auth';
import { createNotifications } from '../../services/notify';
import { belongsToBusiness, peopleOf, personKey } from '../../services/people';
import { recordContactProspect } from '../../services/prospects';
import defaultMessageRoutes from './default-messages';
import { accountMail } from '../../notifications/account-mails';

type MessageRow = typeof messages.$inferSelect;

const NOTIFICATION_PREVIEW = 100;

/** Senders and receivers of a page (threads included), one query per kind of person. */
async function present(db: Db, rows: MessageRow[], threads: Map<string, MessageRow[]> | null) {
  const all = [...rows, ...(threads ? [...threads.values()].flat() : [])];
  const people = await peopleOf(
    db,
    all.flatMap((m) => [
      { type: m.senderable_type, id: m.senderable_id },
      { type: m.receiverable_type, id: m.receiverable_id },
    ]),
  );
  const summary = (type: string | null, id: number | null) => {
    const p = people.get(personKey(type, id));
    return p
      ? {
          id: p.id,
          firstname: p.firstname,
          lastname: p.lastname,
          full_name: p.full_name,
          image_url: p.image_url,
          morph_class: p.morph_class,
        }
      : null;
  };
  const one = (m: MessageRow) => ({
    ...m,
    senderable: summary(m.senderable_type, m.senderable_id),
    receiverable: summary(m.receiverable_type, m.receiverable_id),
  });
  return rows.map((m) =>
    threads ? { ...one(m), threads: (threads.get(m.thread) ?? []).map(one) } : one(m),
  );
}

/** The active admins of a business who may read its messages: who a contact message notifies. */
async function messageReaders(db: Db, businessId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: admins.id })
    .from(admins)
    .innerJoin(adminRoles, eq(adminRoles.admin_id, admins.id))
    .innerJoin(roles, eq(roles.id, adminRoles.role_id))
    .innerJoin(permissions, eq(permissions.role_id, roles.id))
    .where(
      and(
        eq(admins.business_id, businessId),
        eq(admins.is_active, 1),
        eq(permissions.entity, 'messages'),
        eq(permissions.action, 'read'),
        eq(permissions.is_active, 1),
      ),
    );
  return rows.map((r) => r.id);
}

const preview = (text: string) =>
  text.length > NOTIFICATION_PREVIEW ? `${text.slice(0, NOTIFICATION_PREVIEW - 1)}…` : text;

/** The language a client or guest receiver booked in, if the message is to one. */
async function receiverLanguage(db: Db, sent: MessageRow): Promise<'en-CA' | 'fr-CA' | null> {
  if (sent.receiverable_type !== 'user' && sent.receiverable_type !== 'guest') return null;
  if (sent.receiverable_id === null) return null;
  const table = sent.receiverable_type === 'user' ? users : guests;
  const [row] = await db
    .select({ language: table.language })
    .from(table)
    .where(and(eq(table.id, sent.receiverable_id), eq(table.business_id, sent.business_id)));
  return row?.language ?? null;
}

export default async function messageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** A message of the request's business, or 404. */
  const loadMessage = async (businessId: number | null, id: number): Promise<MessageRow> => {
    const [row] = businessId
      ? await app.db
          .select()
          .from(messages)
          .where(and(eq(messages.id, id), eq(messages.business_id, businessId)))
      : [];
    if (!row) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
    return row;
  };

  app.get(
    '/messages',
    {
      config: { permission: ['messages', 'read'] },
      schema: {
        operationId: 'listMessages',
        tags: ['communications'],
        summary:
          "The business's messages (inbox: received, outbox: sent, starred), newest first by default",
        querystring: MessageListQuerySchema,
        response: { 200: z.object({ data: paginated(MessageSchema) }) },
      },
    },
    async (request) => {
      const { statusRead, isStarred, type, action, sortByKey, sortByDirection, sortByThread } =
        request.query;
      const window = pageWindow(request.query);
      const businessId = request.businessId;
      if (!businessId) return ok(toPage([], 0, window));
      const filters: SQL[] = [eq(messages.business_id, businessId)];
      if (statusRead !== undefined) filters.push(eq(messages.status_read, statusRead));
      if (isStarred !== undefined) filters.push(eq(messages.is_starred, isStarred));
      if (type) filters.push(eq(messages.type, type));
      if (action) filters.push(eq(messages.action, action));
      const where = and(...filters);
      const key = sortByKey === 'created_at' ? messages.created_at : messages.id;
      const order =
        sortByDirection === 'asc' ? [asc(key), asc(messages.id)] : [desc(key), desc(messages.id)];
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(messages)
          .where(where)
          .orderBy(...order)
          .limit(window.limit)
          .offset(window.offset),
        app.db.select({ n: count() }).from(messages).where(where),
      ]);
      let threads: Map<string, MessageRow[]> | null = null;
      if (sortByThread && rows.length > 0) {
        const keys = [...new Set(rows.map((r) => r.thread))];
        const members = await app.db
          .select()
          .from(messages)
          .where(and(eq(messages.business_id, businessId), inArray(messages.thread, keys)))
          .orderBy(asc(messages.id));
        threads = new Map();
        for (const m of members) {
          const list = threads.get(m.thread) ?? [];
          list.push(m);
          threads.set(m.thread, list);
        }
      }
      return ok(toPage(toWire(await present(app.db, rows, threads)), total?.n ?? 0, window));
    },
  );

  app.patch(
    '/message/:id',
    {
      config: { permission: ['messages', 'update'] },
      schema: {
        operationId: 'updateMessage',
        tags: ['communications'],
        summary: 'Mark a message read or unread (not one you sent), or star and unstar it',
        params: IdParamSchema,
        body: UpdateMessageInputSchema,
        response: { 200: z.object({ data: MessageSchema }) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const row = await loadMessage(request.businessId, request.params.id);
      const { status_read, is_starred } = request.body;
      if (
        status_read !== undefined &&
        row.senderable_type === 'admin' &&
        row.senderable_id === admin.id
      ) {
        throw new AppError(ErrorCode.Validation, DefaultMessageMessages.ownSentReadToggle, {
          status_read: [DefaultMessageMessages.ownSentReadToggle],
        });
      }
      const changes = {
        ...(status_read !== undefined && { status_read }),
        ...(is_starred !== undefined && { is_starred }),
      };
      const [updated] =
        Object.keys(changes).length > 0
          ? await app.db.update(messages).set(changes).where(eq(messages.id, row.id)).returning()
          : [row];
      const [shown] = await present(app.db, [updated!], null);
      return ok(toWire(shown!));
    },
  );

  app.post(
    '/message',
    {
      config: { permission: ['messages', 'create'] },
      schema: {
        operationId: 'sendMessage',
        tags: ['communications'],
        summary:
          'Reply to a message of the business; the reply is e-mailed to a contact-form visitor or client',
        body: CreateMessageInputSchema,
        response: { 201: z.object({ data: MessageSchema, message: z.string() }) },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const body = request.body;
      if (body.business_id !== request.businessId)
        throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
      const original = body.reply_message_id
        ? await loadMessage(request.businessId, body.reply_message_id)
        : null;
      // The answered message's sender is of this business already; a receiver named in the
      // body must be too.
      const named = { type: body.receiverable_type, id: body.receiverable_id };
      if (!original && !(await belongsToBusiness(app.db, body.business_id, named))) {
        throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
      }
      // A reply goes back to whoever wrote the message answered; the sender is always the
      // signed-in admin, whatever the body claims.
      const receiver = original
        ? { type: original.senderable_type, id: original.senderable_id }
        : named;
      const [created] = await app.db.transaction(async (tx) => {
        if (original && original.status_read === 0) {
          await tx.update(messages).set({ status_read: 1 }).where(eq(messages.id, original.id));
        }
        return tx
          .insert(messages)
          .values({
            business_id: body.business_id,
            thread: original?.thread ?? body.thread,
            reply_message_id: original?.id ?? null,
            senderable_type: 'admin',
            senderable_id: admin.id,
            receiverable_type: receiver.type,
            receiverable_id: receiver.id,
            contact_name: original?.contact_name ?? null,
            contact_email: original?.contact_email ?? null,
            contact_phone: original?.contact_phone ?? null,
            body: body.body,
            type: original?.type ?? body.type,
            status_read: 1,
            action: 'sent',
          })
          .returning();
      });
      await mailReply(app.db, created!, original);
      const [shown] = await present(app.db, [created!], null);
      reply.code(201);
      return ok(toWire(shown!), DefaultMessageMessages.sent);
    },
  );

  /**
   * Sends a reply to the visitor of a contact message, or to the client or guest answered: an
   * SMS-type message by text to their phone (naming the business), else by e-mail.
   */
  async function mailReply(db: Db, sent: MessageRow, original: MessageRow | null) {
    const [business] = await db
      .select({ name: businesses.name, default_language: businesses.default_language })
      .from(businesses)
      .where(eq(businesses.id, sent.business_id));
    const name = business?.name ?? 'Rendezvous';
    if (sent.type === 'sms') {
      const phone = toE164(sent.contact_phone ?? (await receiverPhone(db, sent)));
      // A number that texted STOP to this business gets the reply by e-mail instead.
      const optedOut = phone !== null && (await isOptedOut(db, sent.business_id, phone));
      if (phone && !optedOut) {
        await app.sms.send({ business_id: sent.business_id, to: phone, body: `${name}: ${sent.body}` });
        return;
      }
      app.log.info(
        { message: sent.id },
        optedOut
          ? 'SMS reply sent by e-mail: the receiver opted out of this business’s texts'
          : 'SMS reply sent by e-mail: the receiver has no valid phone number',
      );
    }
    let to = sent.contact_email;
    if (!to && sent.receiverable_type && sent.receiverable_type !== 'admin') {
      const people = await peopleOf(db, [
        { type: sent.receiverable_type, id: sent.receiverable_id },
      ]);
      to = people.get(personKey(sent.receiverable_type, sent.receiverable_id))?.email ?? null;
    }
    if (!to) return;
    // A client's or guest's language when they booked; else (a contact form) the business's.
    const language = (await receiverLanguage(db, sent)) ?? business?.default_language ?? 'en-CA';
    await app.mail.send({
      business_id: sent.business_id,
      to,
      ...accountMail('contactReply', language, {
        business: name,
        reply: sent.body,
        original: original ? { at: original.created_at, body: original.body } : null,
      }),
    });
  }

  /** The phone of the client or guest a message is sent to. */
  async function receiverPhone(db: Db, sent: MessageRow): Promise<string | null> {
    if (sent.receiverable_type !== 'user' && sent.receiverable_type !== 'guest') return null;
    const table = sent.receiverable_type === 'user' ? users : guests;
    const [person] = await db
      .select({ phone: table.phone })
      .from(table)
      .where(and(eq(table.id, sent.receiverable_id!), eq(table.business_id, sent.business_id)));
    return person?.phone ?? null;
  }

  app.post(
    '/contact',
    {
      config: { public: true, rateLimited: true },
      schema: {
        operationId: 'sendContactMessage',
        tags: ['communications'],
        summary: "A visitor writes to a business from its public page's contact form",
        description:
          'The admins who read messages are notified. A sender whose e-mail is not a client of the business ' +
          'becomes (or stays) one of its prospects.',
        body: ContactFormInputSchema,
        response: {
          201: z.object({ data: z.object({ id: z.number().int() }), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      await app.rateLimits.take(reply, 'contact');
      const { business_id, name, email, phone, body } = request.body;
      const [business] = await app.db
        .select({ id: businesses.id })
        .from(businesses)
        .where(and(eq(businesses.id, business_id), eq(businesses.status, 'active')));
      if (!business) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
      const readers = await messageReaders(app.db, business.id);
      const { id, announce } = await app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(messages)
          .values({
            business_id: business.id,
            thread: randomUUID(),
            contact_name: name,
            contact_email: email,
            contact_phone: phone,
            body,
            type: 'contact',
            action: 'received',
          })
          .returning({ id: messages.id });
        await recordContactProspect(tx, { businessId: business.id, name, email, phone });
        const announce = await createNotifications(app, tx, {
          businessId: business.id,
          adminIds: readers,
          type: 'contact',
          body: { written: `${name}: ${preview(body)}` },
          messageId: created!.id,
        });
        return { id: created!.id, announce };
      });
      announce();
      reply.code(201);
      return ok({ id }, DefaultMessageMessages.contactReceived);
    },
  );

  await app.register(defaultMessageRoutes);
}
