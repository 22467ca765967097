import {
  API_KEY_PREFIX,
  AppError,
  ErrorCode,
  HEADERS,
  HttpMessages,
  ORIGIN_KEYS,
  REQUEST_TYPES,
  type RequestType,
} from '@rendezvous/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** Which app is calling (X-Origin-Key). */
    originKey: string | null;
    /** X-Request-Type: admin, user or guest. */
    requestType: RequestType;
    /** The business named by X-Business-Id, before the auth plugin checks it. */
    requestedBusinessId: number | null;
  }
}

/**
 * Read by people and probes, not by the apps: no origin key needed. The sandbox OAuth pages
 * are opened by the browser itself (the consent page, meeting links).
 */
const OPEN_PREFIXES = ['/api/health', '/api/docs', '/api/openapi.json', '/api/dev/', '/api/oauth/sandbox/',
  // The card provider's and the SMS provider's webhooks carry their signature instead (checked
  // by the route); an e-mail's unsubscribe link carries a signed token and is opened by a browser.
  '/api/stripe/webhook', '/api/webhooks/twilio/sms', '/api/unsubscribe/',
  // Calendar apps fetch a feed by its secret address alone (checked by the route).
  '/api/calendar-feed/'];

/**
 * Whether the origin-key and sign-in rules apply to a request. Decided from the route the
 * router matched, never from the raw URL: the router decodes the path, so `/%61pi/...` reaches
 * an /api route while its raw URL does not start with /api/.
 */
export function isGuardedApiRoute(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route !== undefined && isGuardedRoutePath(route);
}

/** Whether a route's path (as declared) is under the origin-key and sign-in rules. */
export function isGuardedRoutePath(route: string): boolean {
  if (!route.startsWith('/api/')) return false;
  return !OPEN_PREFIXES.some((p) => route === p || route.startsWith(p));
}

/** An `Authorization: Bearer` holding an API key (checked by the auth plugin). */
const API_KEY_BEARER = new RegExp(`^bearer ${API_KEY_PREFIX}`, 'i');

/** The largest id an int4 column holds: X-Business-Id above it names no business. */
const MAX_ID = 2_147_483_647;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The request headers of DESIGN §3. Every /api call names its app with a known
 * X-Origin-Key; X-Request-Type and X-Business-Id are parsed here and checked by the auth
 * plugin against the signed-in account.
 */
export const headersPlugin = fp(
  async (app: FastifyInstance, opts: { extraOriginKeys: string[] }) => {
    const knownKeys = new Set<string>([...Object.values(ORIGIN_KEYS), ...opts.extraOriginKeys]);

    app.decorateRequest('originKey', null);
    app.decorateRequest('requestType', 'guest');
    app.decorateRequest('requestedBusinessId', null);

    app.addHook('onRequest', async (request) => {
      if (!isGuardedApiRoute(request)) return;

      const origin = header(request, HEADERS.originKey);
      if (origin !== undefined) {
        if (!knownKeys.has(origin)) throw new AppError(ErrorCode.Forbidden, HttpMessages.unknownOrigin);
        request.originKey = origin;
      } else if (!API_KEY_BEARER.test(header(request, 'authorization') ?? '')) {
        // An integration's own key names its caller; the apps name themselves.
        throw new AppError(ErrorCode.BadRequest, 'The X-Origin-Key header is required.');
      }

      const type = header(request, HEADERS.requestType);
      if (type !== undefined) {
        if (!(REQUEST_TYPES as readonly string[]).includes(type)) {
          throw new AppError(
            ErrorCode.BadRequest,
            `X-Request-Type must be one of ${REQUEST_TYPES.join(', ')}.`,
          );
        }
        request.requestType = type as RequestType;
      }

      const business = header(request, HEADERS.businessId);
      if (business !== undefined && business !== '' && business !== 'null') {
        const id = /^\d{1,10}$/.test(business) ? Number(business) : NaN;
        if (!(id >= 1 && id <= MAX_ID)) {
          throw new AppError(ErrorCode.Validation, 'X-Business-Id must be a whole number from 1 to 2147483647.');
        }
        request.requestedBusinessId = id;
      }
    });
  },
);
