import { ErrorBodySchema } from '@rendezvous/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { isGuardedRoutePath } from './headers';

const ERROR_DESCRIPTIONS = {
  400: 'A required header is missing or malformed (X-Origin-Key, X-Request-Type).',
  401: 'No valid access token: sign in again.',
  403: 'The X-Origin-Key is unknown, X-Business-Id is not yours, or your roles do not allow this.',
  404: 'No such record in your business.',
  409: 'The change conflicts with existing data (a duplicate, a record still in use, a time already taken).',
  413: 'The body is larger than this route accepts.',
  415: 'The body is not in a type this route reads (JSON, or multipart for uploads).',
  422: 'Invalid input: `errors` holds the messages by field.',
  429: 'Too many attempts (or requests with this API key): wait for the seconds in Retry-After.',
  500: 'Something went wrong on our side; the body never holds details.',
} as const;
type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

const errorAnswer = (status: ErrorStatus) => ErrorBodySchema.describe(ERROR_DESCRIPTIONS[status]);

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The failures any /api route can answer, from what the route declares and how the shared
 * plugins treat it (the API tests check every answer they see against this; see
 * test/support/app.ts):
 * - 401: a signed-in route, or one a customer may call signed in (an expired session);
 * - 404: a record named anywhere in the request (path, query, body) or the caller's own
 *   business may be missing or another business's;
 * - 409: any write can meet a unique, foreign-key or overlap constraint (the errors plugin);
 * - 413 and 415: Fastify's own answers about a request body (too large, of a type it does not
 *   read), on every write (a DELETE may carry a body too), before the route runs;
 * - 422: invalid input, and on every guarded route a malformed X-Business-Id;
 * - 429: a route with its own rate limit, or one an API key may call (a budget per key).
 */
function errorStatuses(route: RouteOptions): ErrorStatus[] {
  const schema = route.schema ?? {};
  const config = route.config ?? {};
  const statuses: ErrorStatus[] = [400, 403, 500];
  if (!config.public || config.customer) statuses.push(401);
  if (schema.params || schema.querystring || schema.body || !config.public) statuses.push(404);
  const methods = [route.method].flat().map(String);
  if (methods.some((method) => WRITES.has(method))) statuses.push(409);
  if (methods.some((method) => WRITES.has(method))) statuses.push(413, 415);
  if (schema.params || schema.querystring || schema.body || isGuardedRoutePath(route.url)) statuses.push(422);
  if (config.rateLimited || acceptsApiKeys(route)) statuses.push(429);
  return statuses;
}

/**
 * Whether an API key may call the route (the auth plugin's rule): a signed-in route the
 * permission engine guards, not closed to keys. Each key has a budget of requests a minute.
 */
export function acceptsApiKeys(route: Pick<RouteOptions, 'config'>): boolean {
  const config = route.config ?? {};
  return !config.public && config.permission !== undefined && config.apiKeys !== false;
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
