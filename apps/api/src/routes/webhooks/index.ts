import {
  AppError,
  CreateWebhookEndpointInputSchema,
  CreatedWebhookEndpointSchema,
  ErrorBodySchema,
  ErrorCode,
  IdParamSchema,
  UpdateWebhookEndpointInputSchema,
  WEBHOOK_DELIVERIES_LISTED,
  WEBHOOK_ENDPOINTS_PER_BUSINESS,
  WebhookDeliverySchema,
  WebhookEndpointSchema,
  WebhookMessages,
} from '@rendezvous/domain';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { integrationCipher } from '../../gateways/oauth/token-cipher';
import { createWebhookTransport, PrivateAddressError } from '../../gateways/webhook-transport';
import { clock } from '../../lib/clock';
import { envelope, ok } from '../../lib/http';
import { requireBusinessId } from '../../plugins/auth';
import { newWebhookSecret, presentDelivery, presentEndpoint, queueAttempt } from '../../services/webhooks';

/**
 * Outgoing webhooks (issue 27), managed by those who may change the business (the owner):
 * endpoints, their deliveries, and sending one again. Keys cannot manage them: an endpoint
 * receives the business's data, and its secret is shown when it is made.
 */
export default async function webhookRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { permission: ['business', 'update'], apiKeys: false } as const;
  const cipher = integrationCipher(app.config);
  const transport = createWebhookTransport(app.config);

  /** Refuses, on the url field, an address that leads into a private network (outside development). */
  const checkUrl = async (url: string | undefined) => {
    if (url === undefined) return;
    try {
      await transport.checkAddress(url);
    } catch (error) {
      if (error instanceof PrivateAddressError) {
        throw new AppError(ErrorCode.Validation, WebhookMessages.urlPrivate, { url: [WebhookMessages.urlPrivate] });
      }
      throw error;
    }
  };

  const endpointOf = async (businessId: number, id: number) => {
    const [row] = await app.db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.business_id, businessId)));
    if (!row) throw new AppError(ErrorCode.NotFound, WebhookMessages.notFound);
    return row;
  };

  app.get(
    '/webhook-endpoints',
    {
      config,
      schema: {
        operationId: 'listWebhookEndpoints',
        tags: ['webhooks'],
        summary: "The business's webhook endpoints, oldest first (their secrets are shown only when made)",
        response: { 200: envelope(z.array(WebhookEndpointSchema)) },
      },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.business_id, requireBusinessId(request)))
        .orderBy(asc(webhookEndpoints.id));
      return ok(rows.map(presentEndpoint));
    },
  );

  app.post(
    '/webhook-endpoints',
    {
      config,
      schema: {
        operationId: 'createWebhookEndpoint',
        tags: ['webhooks'],
        summary: `Register an https endpoint for some of the events (appointment created, changed, cancelled, completed; client created; review posted). Each delivery is a POST of JSON signed the Standard Webhooks way (webhook-id, webhook-timestamp, webhook-signature: HMAC-SHA256 over id, timestamp and body with the secret), tried again with backoff for a day. At most ${WEBHOOK_ENDPOINTS_PER_BUSINESS} per business. The answer holds the signing secret, shown this once.`,
        body: CreateWebhookEndpointInputSchema,
        response: {
          201: envelope(CreatedWebhookEndpointSchema).extend({ message: z.string() }),
          409: ErrorBodySchema.describe(`The business already has ${WEBHOOK_ENDPOINTS_PER_BUSINESS} endpoints.`),
          422: ErrorBodySchema.describe('Invalid input, or an address leading into a private network (outside development).'),
        },
      },
    },
    async (request, reply) => {
      const businessId = requireBusinessId(request);
      const { url, description, events } = request.body;
      await checkUrl(url);
      const secret = newWebhookSecret();
      const row = await app.db.transaction(async (tx) => {
        // One endpoint added at a time per business, so two at once cannot both pass the cap.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('business_webhook_endpoints'), ${businessId}::integer)`);
        const [held] = await tx.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.business_id, businessId));
        if ((held?.n ?? 0) >= WEBHOOK_ENDPOINTS_PER_BUSINESS) {
          throw new AppError(ErrorCode.Conflict, WebhookMessages.limitReached(WEBHOOK_ENDPOINTS_PER_BUSINESS));
        }
        const [created] = await tx
          .insert(webhookEndpoints)
          .values({ business_id: businessId, url, description: description ?? '', events, secret_encrypted: cipher.encrypt(secret) })
          .returning();
        return created!;
      });
      reply.code(201);
      return ok({ ...presentEndpoint(row), secret }, WebhookMessages.created);
    },
  );

  app.patch(
    '/webhook-endpoints/:id',
    {
      config,
      schema: {
        operationId: 'updateWebhookEndpoint',
        tags: ['webhooks'],
        summary:
          'Change an endpoint (address, description, events) or turn it off and on again; turning it on clears its failure, and what it missed is not sent again on its own (re-send deliveries one by one).',
        params: IdParamSchema,
        body: UpdateWebhookEndpointInputSchema,
        response: {
          200: envelope(WebhookEndpointSchema).extend({ message: z.string() }),
          404: ErrorBodySchema.describe('The business has no such endpoint.'),
        },
      },
    },
    async (request) => {
      const businessId = requireBusinessId(request);
      const endpoint = await endpointOf(businessId, request.params.id);
      const { url, description, events, enabled } = request.body;
      await checkUrl(url);
      const [row] = await app.db
        .update(webhookEndpoints)
        .set({
          ...(url !== undefined && { url }),
          ...(description !== undefined && { description }),
          ...(events !== undefined && { events }),
          ...(enabled !== undefined && { enabled }),
          ...(enabled === true && !endpoint.enabled && { failing_since: null, disabled_reason: null }),
          updated_at: clock.now(),
        })
        .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.business_id, businessId)))
        .returning();
      return ok(presentEndpoint(row!), WebhookMessages.updated);
    },
  );

  app.delete(
    '/webhook-endpoints/:id',
    {
      config,
      schema: {
        operationId: 'deleteWebhookEndpoint',
        tags: ['webhooks'],
        summary: 'Remove an endpoint and its deliveries: nothing more is sent to it',
        params: IdParamSchema,
        response: {
          200: envelope(z.object({ id: z.number() })).extend({ message: z.string() }),
          404: ErrorBodySchema.describe('The business has no such endpoint.'),
        },
      },
    },
    async (request) => {
      const [gone] = await app.db
        .delete(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, request.params.id), eq(webhookEndpoints.business_id, requireBusinessId(request))))
        .returning({ id: webhookEndpoints.id });
      if (!gone) throw new AppError(ErrorCode.NotFound, WebhookMessages.notFound);
      return ok(gone, WebhookMessages.deleted);
    },
  );

  app.get(
    '/webhook-endpoints/:id/deliveries',
    {
      config,
      schema: {
        operationId: 'listWebhookDeliveries',
        tags: ['webhooks'],
        summary: `An endpoint's latest ${WEBHOOK_DELIVERIES_LISTED} deliveries, newest first, each with the body sent and the last attempt's answer`,
        params: IdParamSchema,
        response: {
          200: envelope(z.array(WebhookDeliverySchema)),
          404: ErrorBodySchema.describe('The business has no such endpoint.'),
        },
      },
    },
    async (request) => {
      const businessId = requireBusinessId(request);
      const endpoint = await endpointOf(businessId, request.params.id);
      const rows = await app.db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.endpoint_id, endpoint.id), eq(webhookDeliveries.business_id, businessId)))
        .orderBy(desc(webhookDeliveries.id))
        .limit(WEBHOOK_DELIVERIES_LISTED);
      return ok(rows.map(presentDelivery));
    },
  );

  app.post(
    '/webhook-deliveries/:id/resend',
    {
      config,
      schema: {
        operationId: 'resendWebhookDelivery',
        tags: ['webhooks'],
        summary:
          'Send a delivery again now: the same event with the same id (the receiver deduplicates by it), tried again with backoff for a day from now',
        params: IdParamSchema,
        response: {
          202: envelope(WebhookDeliverySchema).extend({ message: z.string() }),
          404: ErrorBodySchema.describe('The business has no such delivery.'),
          409: ErrorBodySchema.describe('The endpoint is turned off: turn it on first.'),
        },
      },
    },
    async (request, reply) => {
      const businessId = requireBusinessId(request);
      const now = clock.now();
      const row = await app.db.transaction(async (tx) => {
        const [found] = await tx
          .select({ delivery: webhookDeliveries, enabled: webhookEndpoints.enabled })
          .from(webhookDeliveries)
          .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpoint_id))
          .where(and(eq(webhookDeliveries.id, request.params.id), eq(webhookDeliveries.business_id, businessId)));
        if (!found) throw new AppError(ErrorCode.NotFound, WebhookMessages.deliveryNotFound);
        if (!found.enabled) throw new AppError(ErrorCode.Conflict, 'This endpoint is turned off. Turn it on before sending to it.');
        // A new day of attempts starts now (its job is told apart from any planned retry).
        const [updated] = await tx
          .update(webhookDeliveries)
          .set({ status: 'pending', created_at: now, next_attempt_at: now })
          .where(eq(webhookDeliveries.id, found.delivery.id))
          .returning();
        await queueAttempt(tx, app.jobs, updated!.id, `resend-${now.getTime()}`, now);
        return updated!;
      });
      app.jobs.nudge();
      reply.code(202);
      return ok(presentDelivery(row), WebhookMessages.resent);
    },
  );
}
