import {
  AppError,
  ApiKeyMessages,
  ErrorCode,
  HttpMessages,
  apiKeyLabel,
  type PermissionAction,
  type PermissionEntity,
  activityNote,
} from '@rendezvous/domain';
import { hasPermission, isPlatformAdmin } from '@rendezvous/permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AdminScreen, AuthAdmin } from '../services/admins';
import { recordActivity } from '../services/activities';
import { RoleGrants } from '../services/role-grants';
import {
  isApiKey,
  resolveApiKey,
  resolveCustomerSession,
  resolveSession,
  type CustomerSessionUser,
  type ResolvedApiKey,
} from '../services/tokens';
import { isGuardedApiRoute } from './headers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Roles with their permissions, cached briefly (see RoleGrants). */
    roleGrants: RoleGrants;
  }
  interface FastifyContextConfig {
    /** Reachable without a token. Every other route requires a signed-in admin. */
    public?: boolean;
    /** The entity/action the admin's roles must grant (the permission engine decides). */
    permission?: readonly [PermissionEntity, PermissionAction];
    /**
     * The route shows the signed-in admin as the console sees them: the session is read
     * together with the admin's business, consultant and setup facts, in one query, into
     * `request.adminScreen`.
     */
    adminScreen?: boolean;
    /**
     * A signed-in customer (a token of type user) may call the route too; they are in
     * `request.user` and the request acts in their business. Admin tokens work as before.
     */
    customer?: boolean;
    /**
     * false: an API key may not call the route even where its admin's roles would allow it
     * (managing keys). Keys are refused on every route without a `permission` anyway: signing
     * in and out, one's own profile, password and sessions are a person's.
     */
    apiKeys?: boolean;
  }
  interface FastifyRequest {
    /** The API key the request came with (its admin is in `admin`), else null. */
    apiKey: (Pick<ResolvedApiKey, 'id' | 'name' | 'hint' | 'scope' | 'businessId'> & { adminId: number }) | null;
    /** The signed-in admin; set on every non-public route. */
    admin: AuthAdmin | null;
    /** On routes with `config.adminScreen`: the signed-in admin's screen data. */
    adminScreen: AdminScreen | null;
    tokenId: number | null;
    sessionId: string | null;
    /**
     * The business the request acts in: X-Business-Id when the admin may use it (their own,
     * or any for a platform admin), else the admin's own business.
     */
    businessId: number | null;
    /** The signed-in customer, on routes with `config.customer`. */
    user: CustomerSessionUser | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Requires the request's business scope, for routes that only make sense inside one. */
export function requireBusinessId(request: FastifyRequest): number {
  if (!request.businessId) {
    throw new AppError(ErrorCode.Forbidden, 'Set up your business before doing this.');
  }
  return request.businessId;
}

export function requireAdmin(request: FastifyRequest): AuthAdmin {
  if (!request.admin) throw new AppError(ErrorCode.Unauthenticated, HttpMessages.unauthenticated);
  return request.admin;
}

/**
 * Authentication and authorisation for every route, deny by default: a route is public only
 * when it says so. The same permission engine the console uses to hide menu entries decides
 * here, so hiding a button is never the only protection.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('roleGrants', new RoleGrants(app.db));
  app.decorateRequest('admin', null);
  app.decorateRequest('adminScreen', null);
  app.decorateRequest('tokenId', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('businessId', null);
  app.decorateRequest('user', null);
  app.decorateRequest('apiKey', null);

  /**
   * A request with an API key: it acts as the key's admin in the key's business, on routes the
   * permission engine guards, reading only if the key is a read key, within the key's budget.
   */
  async function apiKeySession(request: FastifyRequest, reply: FastifyReply, token: string): Promise<void> {
    const config = request.routeOptions.config ?? {};
    const key = await resolveApiKey(app.db, app.roleGrants, token);
    if (!key) throw new AppError(ErrorCode.Unauthenticated, ApiKeyMessages.notFound);
    const { id, name, hint, scope, businessId } = key;
    request.apiKey = { id, name, hint, scope, businessId, adminId: key.admin.id };
    if (!config.permission || config.apiKeys === false) {
      throw new AppError(ErrorCode.Forbidden, ApiKeyMessages.notForKeys);
    }
    const requested = request.requestedBusinessId;
    if (requested && requested !== key.businessId) throw new AppError(ErrorCode.Forbidden, ApiKeyMessages.otherBusiness);
    if (key.scope === 'read' && request.method !== 'GET' && request.method !== 'HEAD') {
      throw new AppError(ErrorCode.Forbidden, ApiKeyMessages.readOnly);
    }
    await app.rateLimits.takeApiKey(reply, key.id);
    request.admin = key.admin;
    request.businessId = key.businessId;
    const [entity, action] = config.permission;
    if (!hasPermission(key.admin, entity, action)) throw new AppError(ErrorCode.Forbidden, HttpMessages.forbidden);
  }

  // Every request made with a key, refused ones included, is on its business's record with what
  // it asked and got; not those past the key's budget, which are refused before any work.
  // Written after the answer, without holding up the hooks after this one (a callback hook:
  // requests without a key pass straight through).
  app.addHook('onResponse', (request, reply, done) => {
    const key = request.apiKey;
    if (key && reply.statusCode !== 429) {
      const path = request.url.split('?')[0]!.slice(0, 200);
      recordActivity(app.db, {
        businessId: key.businessId,
        adminId: key.adminId,
        initiator: { type: 'admin', id: key.adminId },
        type: 'event',
        note: activityNote('apiKeyUsed', {
          name: key.name,
          key: apiKeyLabel(key.hint),
          method: request.method,
          path,
          status: reply.statusCode,
        }),
      }).catch((error: unknown) => request.log.error({ err: error }, 'the API key use was not recorded'));
    }
    done();
  });

  /** On routes open to customers: a live customer session becomes `request.user`. */
  async function customerSession(request: FastifyRequest, token: string): Promise<boolean> {
    const found = await resolveCustomerSession(app.db, token, app.config.TOKEN_IDLE_MINUTES);
    if (!found) return false;
    if (found.user.status !== 'active') {
      throw new AppError(ErrorCode.Unauthenticated, 'Your session has expired. Please sign in again.');
    }
    const requested = request.requestedBusinessId;
    if (requested && requested !== found.user.business_id) {
      throw new AppError(ErrorCode.Forbidden, HttpMessages.businessMismatch);
    }
    request.user = found.user;
    request.tokenId = found.tokenId;
    request.sessionId = found.sessionId;
    request.businessId = found.user.business_id;
    return true;
  }

  app.addHook('onRequest', async (request, reply) => {
    // Unmatched routes fall through to the 404 handler.
    if (!isGuardedApiRoute(request)) return;
    const config = request.routeOptions.config ?? {};
    const token = bearerToken(request);
    if (!token) {
      if (config.public) return;
      throw new AppError(ErrorCode.Unauthenticated, HttpMessages.unauthenticated);
    }
    // A public route answers a key's holder as it answers anyone.
    if (isApiKey(token)) return config.public ? undefined : apiKeySession(request, reply, token);

    const resolved = await resolveSession(app.db, app.roleGrants, token, app.config.TOKEN_IDLE_MINUTES, {
      withScreen: config.adminScreen,
    });
    const admin = resolved?.admin;
    if (!resolved || !admin || admin.is_active !== 1) {
      if (!resolved && config.customer && (await customerSession(request, token))) return;
      if (config.public) return;
      throw new AppError(ErrorCode.Unauthenticated, 'Your session has expired. Please sign in again.');
    }
    request.admin = admin;
    request.adminScreen = resolved.screen;
    request.tokenId = resolved.tokenId;
    request.sessionId = resolved.sessionId;

    const requested = request.requestedBusinessId;
    if (requested && requested !== admin.business_id && !isPlatformAdmin(admin)) {
      throw new AppError(ErrorCode.Forbidden, HttpMessages.businessMismatch);
    }
    request.businessId = requested ?? admin.business_id;

    if (config.permission) {
      const [entity, action] = config.permission;
      if (!hasPermission(admin, entity, action)) {
        throw new AppError(ErrorCode.Forbidden, HttpMessages.forbidden);
      }
    }
  });
});
