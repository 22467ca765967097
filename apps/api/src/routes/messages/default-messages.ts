import {
  AppError,
  DefaultMessageCategorySchema,
  DefaultMessageInputSchema,
  DefaultMessageListQuerySchema,
  DefaultMessageMessages,
  DefaultMessageSchema,
  ErrorCode,
  HttpMessages,
  IdParamSchema,
} from '@rendezvous/domain';
import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defaultMessageCategories, defaultMessages } from '../../db/schema';
import { ok } from '../../lib/http';
import { toWire } from '../../lib/wire';

const columns = {
  id: defaultMessages.id,
  business_id: defaultMessages.business_id,
  default_message_category_id: defaultMessages.default_message_category_id,
  name: defaultMessages.name,
  body: defaultMessages.body,
  created_at: defaultMessages.created_at,
};

/**
 * Reply templates. A business sees the platform's (business_id null, read-only) and its own,
 * which it creates, edits and deletes; another business's is a 404.
 */
export default async function defaultMessageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const ownBusiness = (businessId: number | null): number => {
    if (!businessId) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
    return businessId;
  };

  const checkCategory = async (id: number | null | undefined) => {
    if (id === null || id === undefined) return;
    const [row] = await app.db
      .select({ id: defaultMessageCategories.id })
      .from(defaultMessageCategories)
      .where(eq(defaultMessageCategories.id, id));
    if (!row) {
      throw new AppError(ErrorCode.Validation, 'Choose one of the listed categories', {
        default_message_category_id: ['Choose one of the listed categories'],
      });
    }
  };

  app.get(
    '/default-message-categories',
    {
      config: { permission: ['default-messages', 'read'] },
      schema: {
        operationId: 'listDefaultMessageCategories',
        tags: ['communications'],
        summary: 'The categories reply templates are filed under',
        response: { 200: z.object({ data: z.array(DefaultMessageCategorySchema) }) },
      },
    },
    async () => {
      const rows = await app.db
        .select({ id: defaultMessageCategories.id, name: defaultMessageCategories.name })
        .from(defaultMessageCategories)
        .orderBy(asc(defaultMessageCategories.name));
      return ok(rows);
    },
  );

  app.get(
    '/default-messages',
    {
      config: { permission: ['default-messages', 'read'] },
      schema: {
        operationId: 'listDefaultMessages',
        tags: ['communications'],
        summary: "The platform's reply templates and the business's own, by name",
        querystring: DefaultMessageListQuerySchema,
        response: { 200: z.object({ data: z.array(DefaultMessageSchema) }) },
      },
    },
    async (request) => {
      const scope: SQL = request.businessId
        ? or(
            isNull(defaultMessages.business_id),
            eq(defaultMessages.business_id, request.businessId),
          )!
        : isNull(defaultMessages.business_id);
      const filters = [scope];
      if (request.query.categoryId) {
        filters.push(eq(defaultMessages.default_message_category_id, request.query.categoryId));
      }
      const rows = await app.db
        .select(columns)
        .from(defaultMessages)
        .where(and(...filters))
        .orderBy(asc(defaultMessages.name), asc(defaultMessages.id));
      return ok(toWire(rows));
    },
  );

  app.post(
    '/default-message',
    {
      config: { permission: ['default-messages', 'create'] },
      schema: {
        operationId: 'createDefaultMessage',
        tags: ['communications'],
        summary: 'Add a reply template to the business',
        body: DefaultMessageInputSchema,
        response: { 201: z.object({ data: DefaultMessageSchema, message: z.string() }) },
      },
    },
    async (request, reply) => {
      const businessId = ownBusiness(request.businessId);
      await checkCategory(request.body.default_message_category_id);
      const [row] = await app.db
        .insert(defaultMessages)
        .values({ ...request.body, business_id: businessId })
        .returning(columns);
      reply.code(201);
      return ok(toWire(row!), DefaultMessageMessages.created);
    },
  );

  app.post(
    '/default-message/:id',
    {
      config: { permission: ['default-messages', 'update'] },
      schema: {
        operationId: 'updateDefaultMessage',
        tags: ['communications'],
        summary: "Change one of the business's reply templates (the platform's are read-only)",
        params: IdParamSchema,
        body: DefaultMessageInputSchema.partial(),
        response: { 200: z.object({ data: DefaultMessageSchema, message: z.string() }) },
      },
    },
    async (request) => {
      const businessId = ownBusiness(request.businessId);
      await checkCategory(request.body.default_message_category_id);
      const mine = and(
        eq(defaultMessages.id, request.params.id),
        eq(defaultMessages.business_id, businessId),
      );
      const [row] =
        Object.keys(request.body).length > 0
          ? await app.db.update(defaultMessages).set(request.body).where(mine).returning(columns)
          : await app.db.select(columns).from(defaultMessages).where(mine);
      if (!row) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
      return ok(toWire(row), DefaultMessageMessages.updated);
    },
  );

  app.delete(
    '/default-message/:id',
    {
      config: { permission: ['default-messages', 'delete'] },
      schema: {
        operationId: 'deleteDefaultMessage',
        tags: ['communications'],
        summary: "Delete one of the business's reply templates",
        params: IdParamSchema,
        response: {
          200: z.object({ data: z.object({ id: z.number().int() }), message: z.string() }),
        },
      },
    },
    async (request) => {
      const businessId = ownBusiness(request.businessId);
      const [row] = await app.db
        .delete(defaultMessages)
        .where(
          and(
            eq(defaultMessages.id, request.params.id),
            eq(defaultMessages.business_id, businessId),
          ),
        )
        .returning({ id: defaultMessages.id });
      if (!row) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
      return ok(row, DefaultMessageMessages.deleted);
    },
  );
}
