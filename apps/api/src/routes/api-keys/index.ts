import {
  API_KEYS_PER_BUSINESS,
  AppError,
  ApiKeyMessages,
  ApiKeySchema,
  CreateApiKeyInputSchema,
  CreatedApiKeySchema,
  ErrorBodySchema,
  ErrorCode,
  IdParamSchema,
  apiKeyLabel,
  type ApiKey,
  activityNote,
} from '@rendezvous/domain';
import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { admins, apiKeys } from '../../db/schema';
import { envelope, ok } from '../../lib/http';
import { requireAdmin, requireBusinessId } from '../../plugins/auth';
import { recordActivity } from '../../services/activities';
import { newApiKey } from '../../services/tokens';

type KeyRow = typeof apiKeys.$inferSelect & { firstname: string; lastname: string };

const keyColumns = getTableColumns(apiKeys);
const fullName = (person: { firstname: string; lastname: string }) => `${person.firstname} ${person.lastname}`.trim();

const listed = (row: KeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  hint: row.hint,
  created_at: row.created_at.toISOString(),
  created_by: { id: row.created_by, full_name: fullName(row) },
  last_used_at: row.last_used_at?.toISOString() ?? null,
});

/**
 * API keys (issue 27), managed by those who may change the business (the owner): list, make
 * (shown once) and revoke. Keys themselves cannot manage keys (`apiKeys: false`), so a leaked
 * key cannot mint more.
 */
export default async function apiKeyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { permission: ['business', 'update'], apiKeys: false } as const;

  app.get(
    '/api-keys',
    {
      config,
      schema: {
        operationId: 'listApiKeys',
        tags: ['api-keys'],
        summary: "The business's API keys, oldest first (the keys themselves are shown only when made)",
        response: { 200: envelope(z.array(ApiKeySchema)) },
      },
    },
    async (request) => {
      const businessId = requireBusinessId(request);
      const rows = await app.db
        .select({ ...keyColumns, firstname: admins.firstname, lastname: admins.lastname })
        .from(apiKeys)
        .innerJoin(admins, eq(admins.id, apiKeys.created_by))
        .where(eq(apiKeys.business_id, businessId))
        .orderBy(asc(apiKeys.id));
      return ok(rows.map(listed));
    },
  );

  app.post(
    '/api-keys',
    {
      config,
      schema: {
        operationId: 'createApiKey',
        tags: ['api-keys'],
        summary: `Make an API key acting as the caller, with their roles at each request: scope read allows GET and HEAD only, read_write whatever the caller may do. At most ${API_KEYS_PER_BUSINESS} per business. The answer holds the key, shown this once.`,
        body: CreateApiKeyInputSchema,
        response: {
          201: envelope(CreatedApiKeySchema).extend({ message: z.string() }),
          403: ErrorBodySchema.describe("The caller may not change the business, or it is not their own (a platform admin visiting)."),
          409: ErrorBodySchema.describe(`The business already holds ${API_KEYS_PER_BUSINESS} keys.`),
        },
      },
    },
    async (request, reply) => {
      const me = requireAdmin(request);
      const businessId = requireBusinessId(request);
      // A key acts as its maker in the maker's business: a platform admin visiting another
      // business cannot leave a key behind there.
      if (me.business_id !== businessId) throw new AppError(ErrorCode.Forbidden, ApiKeyMessages.otherBusiness);
      const { key, hash, hint } = newApiKey();
      const row = await app.db.transaction(async (tx) => {
        // One key made at a time per business, so two at once cannot both pass the cap.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('business_api_keys'), ${businessId}::integer)`);
        const [held] = await tx.select({ n: count() }).from(apiKeys).where(eq(apiKeys.business_id, businessId));
        if ((held?.n ?? 0) >= API_KEYS_PER_BUSINESS) {
          throw new AppError(ErrorCode.Conflict, ApiKeyMessages.limitReached(API_KEYS_PER_BUSINESS));
        }
        const [created] = await tx
          .insert(apiKeys)
          .values({ business_id: businessId, created_by: me.id, name: request.body.name, scope: request.body.scope, token_hash: hash, hint })
          .returning();
        await recordActivity(tx, {
          businessId,
          adminId: me.id,
          initiator: { type: 'admin', id: me.id },
          type: 'event',
          note: activityNote(created!.scope === 'read' ? 'apiKeyMadeReadOnly' : 'apiKeyMadeReadWrite', {
            name: created!.name,
            key: apiKeyLabel(hint),
          }),
        });
        return created!;
      });
      reply.code(201);
      return ok({ ...listed({ ...row, firstname: me.firstname, lastname: me.lastname }), key }, ApiKeyMessages.created);
    },
  );

  app.delete(
    '/api-keys/:id',
    {
      config,
      schema: {
        operationId: 'deleteApiKey',
        tags: ['api-keys'],
        summary: 'Revoke an API key: requests made with it are refused from the next one on',
        params: IdParamSchema,
        response: {
          200: envelope(z.object({ id: z.number() })).extend({ message: z.string() }),
          404: ErrorBodySchema.describe('The business has no such key.'),
        },
      },
    },
    async (request) => {
      const me = requireAdmin(request);
      const businessId = requireBusinessId(request);
      const gone = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .delete(apiKeys)
          .where(and(eq(apiKeys.id, request.params.id), eq(apiKeys.business_id, businessId)))
          .returning({ id: apiKeys.id, name: apiKeys.name, hint: apiKeys.hint });
        if (!row) throw new AppError(ErrorCode.NotFound, ApiKeyMessages.notFound);
        await recordActivity(tx, {
          businessId,
          adminId: me.id,
          initiator: { type: 'admin', id: me.id },
          type: 'event',
          note: activityNote('apiKeyRevoked', { name: row.name, key: apiKeyLabel(row.hint) }),
        });
        return row;
      });
      return ok({ id: gone.id }, ApiKeyMessages.revoked);
    },
  );
}
