import {
  AppError,
  AuthMessages,
  CustomerMessages,
  ErrorCode,
  type Customer,
  type SignInInput,
} from '@rendezvous/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { users } from '../../db/schema';
import { burnPasswordCheck, verifyPassword } from '../../lib/password';
import { issueTokens, type CustomerSessionUser, type IssuedTokens } from '../../services/tokens';

/** The signed-in customer, or 401 (no customer session) / 403 (an admin's token). */
export function requireCustomer(request: FastifyRequest): CustomerSessionUser {
  if (request.user) return request.user;
  if (request.admin) throw new AppError(ErrorCode.Forbidden, CustomerMessages.notCustomer);
  throw new AppError(ErrorCode.Unauthenticated, 'Your session has expired. Please sign in again.');
}

export const customerColumns = {
  id: users.id,
  business_id: users.business_id,
  firstname: users.firstname,
  lastname: users.lastname,
  full_name: users.full_name,
  email: users.email,
  phone: users.phone,
  status: users.status,
  image_url: users.image_url,
  created_at: users.created_at,
};

/** A client row as the customer sees it (ClientSchema): never the password. */
export function presentCustomer(row: CustomerSessionUser): Customer {
  return {
    ...row,
    full_name: row.full_name ?? `${row.firstname} ${row.lastname}`.trim(),
    morph_class: 'user',
    created_at: row.created_at.toISOString(),
  };
}

export function tokenLifetimes(app: FastifyInstance) {
  return {
    idleMinutes: app.config.TOKEN_IDLE_MINUTES,
    absoluteHours: app.config.TOKEN_ABSOLUTE_HOURS,
    refreshDays: app.config.REFRESH_TOKEN_DAYS,
  };
}

/**
 * POST login?type=user: a client of the business named by X-Business-Id (the site's) signs in
 * with e-mail and password. The same failure counting as admins', one count per account
 * (`user:<id>`, apart from admin ids), the same tokens with holder type user.
 */
export async function customerSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  credentials: SignInInput,
): Promise<IssuedTokens & { user: Customer }> {
  const businessId = request.requestedBusinessId;
  if (!businessId) throw new AppError(ErrorCode.Validation, CustomerMessages.businessRequired);
  const login = credentials.email.toLowerCase();
  const [row] = await app.db
    .select({ ...customerColumns, password: users.password })
    .from(users)
    .where(and(eq(users.business_id, businessId), eq(sql`lower(${users.email})`, login)))
    .limit(1);
  const attempt = await app.rateLimits.signIn(
    reply,
    row ? `user:${row.id}` : `user-name:${businessId}:${login}`,
  );
  if (!row?.password) {
    await burnPasswordCheck(credentials.password);
    await attempt.failed();
    throw new AppError(ErrorCode.Unauthenticated, AuthMessages.invalidCredentials);
  }
  if (!(await verifyPassword(row.password, credentials.password))) {
    await attempt.failed();
    throw new AppError(ErrorCode.Unauthenticated, AuthMessages.invalidCredentials);
  }
  await attempt.succeeded();
  if (row.status !== 'active')
    throw new AppError(ErrorCode.Forbidden, CustomerMessages.accountInactive);
  const { password: _password, ...user } = row;
  const tokens = await issueTokens(app.db, { type: 'user', id: row.id }, tokenLifetimes(app));
  return { ...tokens, user: presentCustomer(user) };
}
