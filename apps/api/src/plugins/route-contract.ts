import { ErrorBodySchema } from '@rendezvous/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

const ERROR_DESCRIPTIONS = {
  400: 'A required header is missing or malformed (X-Origin-Key, X-Request-Type).',
  401: 'No valid access token: sign in again.',
  403: 'The X-Origin-Key is unknown, X-Business-Id is not yours, or your roles do not allow this.',
  404: 'No such record in your business.',
  409: 'The change conflicts with existing data.',
  422: 'Invalid input: `errors` holds the messages by field.',
  429: 'Too many attempts: wait for the seconds in Retry-After.',
  500: 'Something went wrong on our side; the body never holds details.',
} as const;
type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

const errorAnswer = (status: ErrorStatus) => ErrorBodySchema.describe(ERROR_DESCRIPTIONS[status]);

/** The failures any /api route can answer, from what the route declares. */
function errorStatuses(route: RouteOptions): ErrorStatus[] {
  const schema = route.schema ?? {};
  const statuses: ErrorStatus[] = [400, 403, 500];
  if (!route.config?.public) statuses.push(401);
  if (schema.params) statuses.push(404);
  if (schema.params || schema.querystring || schema.body) statuses.push(422);
  if (route.config?.rateLimited) statuses.push(429);
  return statuses;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers 429 with Retry-After past its rate limit (documented as such). */
    rateLimited?: boolean;
  }
}

/**
 * The API's contract with the teams that generate clients from /api/openapi.json: every /api
 * route names its operation (operationId) and says what it does (summary), or the server
 * refuses to start; and every route documents the error answers it can give, derived here
 * from what it declares so a route added later cannot forget them.
 */
export const routeContractPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.method === 'HEAD' || route.schema?.hide) return;
    const schema = (route.schema ??= {});
    const { operationId, summary } = schema as { operationId?: string; summary?: string };
    if (!operationId || !summary) {
      throw new Error(`${String(route.method)} ${route.url} needs schema.operationId and schema.summary`);
    }
    const response = ((schema.response as Record<string, unknown> | undefined) ?? {}) as Record<string, unknown>;
    for (const status of errorStatuses(route)) response[status] ??= errorAnswer(status);
    schema.response = response;
  });
});
