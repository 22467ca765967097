import {
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

/** Read by people and probes, not by the apps: no origin key needed. */
const OPEN_PREFIXES = ['/api/health', '/api/docs', '/api/openapi.json', '/api/dev/'];
export function isOpenPath(url: string): boolean {
  return OPEN_PREFIXES.some((p) => url === p || url.startsWith(p));
}

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
      if (!request.url.startsWith('/api/') || isOpenPath(request.url)) return;

      const origin = header(request, HEADERS.originKey);
      if (!origin) throw new AppError(ErrorCode.BadRequest, 'The X-Origin-Key header is required.');
      if (!knownKeys.has(origin)) throw new AppError(ErrorCode.Forbidden, HttpMessages.unknownOrigin);
      request.originKey = origin;

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
        const id = Number(business);
        if (!Number.isInteger(id) || id <= 0) {
          throw new AppError(ErrorCode.BadRequest, 'X-Business-Id must be a positive integer.');
        }
        request.requestedBusinessId = id;
      }
    });
  },
);
