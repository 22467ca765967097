import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_HINT_LENGTH, API_KEY_PREFIX, type ApiKeyScope } from '@rendezvous/domain';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { admins, apiKeys, authTokens, businesses, consultants, users } from '../db/schema';
import { preparedPerDb } from '../lib/prepared';
import {
  adminColumns,
  businessOfAdmin,
  consultantOfAdmin,
  screenColumns,
  withRoles,
  type AdminScreen,
  type AuthAdmin,
} from './admins';
import type { RoleGrants } from './role-grants';
import { clock } from '../lib/clock';

export interface TokenLifetimes {
  idleMinutes: number;
  absoluteHours: number;
  refreshDays: number;
}

/**
 * Idle expiry (and an API key's `last_used_at`) is pushed forward at most once a minute per
 * token, not on every request.
 */
const TOUCH_INTERVAL_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(prefix: string): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`;
}

export interface IssuedTokens {
  token: string;
  refresh_token: string;
  expires_at: string;
}

/**
 * A new access/refresh pair. Only their hashes are stored. Every pair of one sign-in, the
 * first and each one refreshed from it, shares a session id, so logout (or a replayed refresh
 * token) revokes them all together.
 */
export async function issueTokens(
  db: Db,
  holder: { type: 'admin' | 'user'; id: number },
  lifetimes: TokenLifetimes,
  session = randomBytes(16).toString('hex'),
): Promise<IssuedTokens> {
  const token = newToken('rdv_at');
  const refresh = newToken('rdv_rt');
  const now = clock.ms();
  const expiresAt = new Date(now + lifetimes.absoluteHours * 3_600_000);
  await db.insert(authTokens).values([
    {
      tokenable_type: holder.type,
      tokenable_id: holder.id,
      token_hash: hashToken(token),
      kind: 'access',
      session_id: session,
      expires_at: expiresAt,
      idle_expires_at: new Date(now + lifetimes.idleMinutes * 60_000),
    },
    {
      tokenable_type: holder.type,
      tokenable_id: holder.id,
      token_hash: hashToken(refresh),
      kind: 'refresh',
      session_id: session,
      expires_at: new Date(now + lifetimes.refreshDays * 86_400_000),
    },
  ]);
  return { token, refresh_token: refresh, expires_at: expiresAt.toISOString() };
}

export interface ResolvedToken {
  tokenId: number;
  sessionId: string;
  adminId: number;
}

const sessionColumns = {
  token_id: authTokens.id,
  session_id: authTokens.session_id,
  last_used_at: authTokens.last_used_at,
  expires_at: authTokens.expires_at,
  idle_expires_at: authTokens.idle_expires_at,
  admin: adminColumns,
};
const tokenHolder = and(eq(authTokens.tokenable_type, 'admin'), eq(admins.id, authTokens.tokenable_id));
// Expiry is checked in code rather than here, so the result depends on the data alone and
// can be reused until the next write (see db/pglite-reads).
const unrevokedAccessToken = and(
  eq(authTokens.token_hash, sql.placeholder('hash')),
  eq(authTokens.kind, 'access'),
  isNull(authTokens.revoked_at),
);

const sessionQuery = preparedPerDb('session_by_token', (db, name) =>
  db
    .select(sessionColumns)
    .from(authTokens)
    .innerJoin(admins, tokenHolder)
    .where(unrevokedAccessToken)
    .limit(1)
    .prepare(name),
);

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionQuery>['execute']>>[number];

/** The session and the admin's screen data in one round trip, for get-admin-by-token. */
const sessionWithScreenQuery = preparedPerDb('session_with_screen_by_token', (db, name) =>
  db
    .select({ ...sessionColumns, ...screenColumns })
    .from(authTokens)
    .innerJoin(admins, tokenHolder)
    .leftJoin(businesses, businessOfAdmin)
    .leftJoin(consultants, consultantOfAdmin)
    .where(unrevokedAccessToken)
    .limit(1)
    .prepare(name),
);

export interface Session extends ResolvedToken {
  admin: AuthAdmin;
  /** The admin's screen data, when asked for (`withScreen`). */
  screen: AdminScreen | null;
}

/**
 * The signed-in admin behind a live access token (not unknown, expired, idle too long or
 * revoked), with roles and permissions, and with their screen data when `withScreen` is set:
 * one query on every authenticated request.
 */
export async function resolveSession(
  db: Db,
  grants: RoleGrants,
  token: string,
  idleMinutes: number,
  { withScreen = false }: { withScreen?: boolean } = {},
): Promise<Session | null> {
  if (!token.startsWith('rdv_at_')) return null;
  const now = clock.now();
  const hash = hashToken(token);
  let row: SessionRow | undefined;
  let screen: AdminScreen | null = null;
  if (withScreen) {
    const [found] = await sessionWithScreenQuery(db).execute({ hash });
    row = found;
    if (found) screen = { business: found.business, consultant: found.consultant, facts: found.facts };
  } else {
    [row] = await sessionQuery(db).execute({ hash });
  }
  if (!row || row.expires_at <= now) return null;
  if (row.idle_expires_at && row.idle_expires_at <= now) return null;

  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(authTokens)
      .set({ last_used_at: now, idle_expires_at: new Date(now.getTime() + idleMinutes * 60_000) })
      .where(eq(authTokens.id, row.token_id));
  }
  return {
    tokenId: row.token_id,
    sessionId: row.session_id,
    adminId: row.admin.id,
    admin: await withRoles(grants, row.admin),
    screen,
  };
}

/**
 * Exchanges a live refresh token for a new pair in the same session; the old pair is revoked
 * (rotation). A refresh token used a second time has leaked, whoever holds it now: the whole
 * session it belongs to is revoked, so neither the thief nor the owner keeps it.
 */
export async function rotateRefreshToken(
  db: Db,
  refreshToken: string,
  lifetimes: TokenLifetimes,
  onSessionEnded?: (sessionIds: string[]) => void,
): Promise<{ adminId: number; tokens: IssuedTokens } | null> {
  const rotated = await rotateRefreshTokenOf(db, refreshToken, lifetimes, 'admin', onSessionEnded);
  return rotated && { adminId: rotated.holderId, tokens: rotated.tokens };
}

/** The same rotation for a customer's (holder type user) refresh token. */
export async function rotateCustomerRefreshToken(
  db: Db,
  refreshToken: string,
  lifetimes: TokenLifetimes,
): Promise<{ userId: number; tokens: IssuedTokens } | null> {
  const rotated = await rotateRefreshTokenOf(db, refreshToken, lifetimes, 'user');
  return rotated && { userId: rotated.holderId, tokens: rotated.tokens };
}

async function rotateRefreshTokenOf(
  db: Db,
  refreshToken: string,
  lifetimes: TokenLifetimes,
  holderType: 'admin' | 'user',
  onSessionEnded?: (sessionIds: string[]) => void,
): Promise<{ holderId: number; tokens: IssuedTokens } | null> {
  const now = clock.now();
  const [row] = await db
    .select({
      id: authTokens.id,
      session_id: authTokens.session_id,
      tokenable_type: authTokens.tokenable_type,
      tokenable_id: authTokens.tokenable_id,
      expires_at: authTokens.expires_at,
      revoked_at: authTokens.revoked_at,
    })
    .from(authTokens)
    .where(and(eq(authTokens.token_hash, hashToken(refreshToken)), eq(authTokens.kind, 'refresh')))
    .limit(1);
  if (!row || row.tokenable_type !== holderType) return null;
  if (row.revoked_at) {
    const ended = await revokeSession(db, row.session_id);
    if (ended.length > 0) onSessionEnded?.(ended);
    return null;
  }
  if (row.expires_at <= now) return null;
  // Only one of two concurrent uses of the same token wins; the other is a replay.
  const claimed = await db
    .update(authTokens)
    .set({ revoked_at: now })
    .where(and(eq(authTokens.id, row.id), isNull(authTokens.revoked_at)))
    .returning({ id: authTokens.id });
  await revokeSession(db, row.session_id);
  if (claimed.length === 0) return null;
  const tokens = await issueTokens(
    db,
    { type: holderType, id: row.tokenable_id },
    lifetimes,
    row.session_id,
  );
  return { holderId: row.tokenable_id, tokens };
}

/** Revokes what is left of a session; returns it when it was still live, for its sockets. */
export async function revokeSession(db: Db, sessionId: string): Promise<string[]> {
  const revoked = await db
    .update(authTokens)
    .set({ revoked_at: clock.now() })
    .where(and(eq(authTokens.session_id, sessionId), isNull(authTokens.revoked_at)))
    .returning({ session_id: authTokens.session_id });
  return distinctSessions(revoked);
}

const distinctSessions = (rows: { session_id: string }[]) => [...new Set(rows.map((row) => row.session_id))];

/**
 * Of `sessionIds`, those of an admin still live: holding a token neither revoked nor expired
 * (an idle access token does not end its session while the refresh token lives).
 */
export async function liveAdminSessions(db: Db, sessionIds: readonly string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ session_id: authTokens.session_id })
    .from(authTokens)
    .where(
      and(
        inArray(authTokens.session_id, [...sessionIds]),
        eq(authTokens.tokenable_type, 'admin'),
        isNull(authTokens.revoked_at),
        gt(authTokens.expires_at, clock.now()),
      ),
    );
  return new Set(rows.map((row) => row.session_id));
}

/**
 * Signs an account out everywhere (after a password reset, or when its e-mail, password,
 * roles or active status change), except the session `keepSession` when the account made the
 * change itself. Returns the sessions it ended, for their sockets.
 */
export async function revokeAllTokens(
  db: Db,
  holder: { type: 'admin' | 'user'; id: number },
  keepSession?: string | null,
): Promise<string[]> {
  const revoked = await db
    .update(authTokens)
    .set({ revoked_at: clock.now() })
    .where(
      and(
        eq(authTokens.tokenable_type, holder.type),
        eq(authTokens.tokenable_id, holder.id),
        isNull(authTokens.revoked_at),
        keepSession ? ne(authTokens.session_id, keepSession) : undefined,
      ),
    )
    .returning({ session_id: authTokens.session_id });
  return distinctSessions(revoked);
}

/** A customer (a client of one business) signed in on that business's site. */
export interface CustomerSessionUser {
  id: number;
  business_id: number;
  firstname: string;
  lastname: string;
  full_name: string | null;
  email: string;
  phone: string | null;
  status: 'active' | 'inactive' | 'suspended';
  image_url: string | null;
  created_at: Date;
}

const customerSessionQuery = preparedPerDb('customer_session_by_token', (db, name) =>
  db
    .select({
      token_id: authTokens.id,
      session_id: authTokens.session_id,
      last_used_at: authTokens.last_used_at,
      expires_at: authTokens.expires_at,
      idle_expires_at: authTokens.idle_expires_at,
      user: {
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
      },
    })
    .from(authTokens)
    .innerJoin(
      users,
      and(eq(authTokens.tokenable_type, 'user'), eq(users.id, authTokens.tokenable_id)),
    )
    .where(unrevokedAccessToken)
    .limit(1)
    .prepare(name),
);

/**
 * The customer behind a live access token of type user (same expiry rules as an admin's), or
 * null: an admin's token is never a customer's.
 */
export async function resolveCustomerSession(
  db: Db,
  token: string,
  idleMinutes: number,
): Promise<{ tokenId: number; sessionId: string; user: CustomerSessionUser } | null> {
  if (!token.startsWith('rdv_at_')) return null;
  const now = clock.now();
  const [row] = await customerSessionQuery(db).execute({ hash: hashToken(token) });
  if (!row || row.expires_at <= now) return null;
  if (row.idle_expires_at && row.idle_expires_at <= now) return null;
  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(authTokens)
      .set({ last_used_at: now, idle_expires_at: new Date(now.getTime() + idleMinutes * 60_000) })
      .where(eq(authTokens.id, row.token_id));
  }
  return { tokenId: row.token_id, sessionId: row.session_id, user: row.user };
}

/** A new key: `rdv_key_` and 256 random bits in base64url (43 characters). */
export function newApiKey(): { key: string; hash: string; hint: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashToken(key), hint: key.slice(-API_KEY_HINT_LENGTH) };
}

export function isApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

export interface ResolvedApiKey {
  id: number;
  name: string;
  hint: string;
  scope: ApiKeyScope;
  businessId: number;
  /** The admin who made the key, with their roles as they are now. */
  admin: AuthAdmin;
}

/**
 * The key behind a bearer value and the admin it acts as, read on every request (no cache, so
 * a revocation or a change of the admin's roles applies to the next request), or null when no
 * such key exists or its admin is no longer active. One query.
 */
export async function resolveApiKey(db: Db, grants: RoleGrants, token: string): Promise<ResolvedApiKey | null> {
  const [row] = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      hint: apiKeys.hint,
      scope: apiKeys.scope,
      business_id: apiKeys.business_id,
      last_used_at: apiKeys.last_used_at,
      admin: adminColumns,
    })
    .from(apiKeys)
    .innerJoin(admins, and(eq(admins.id, apiKeys.created_by), eq(admins.business_id, apiKeys.business_id)))
    .where(eq(apiKeys.token_hash, hashToken(token)))
    .limit(1);
  if (!row || row.admin.is_active !== 1) return null;
  const now = clock.now();
  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(apiKeys).set({ last_used_at: now }).where(eq(apiKeys.id, row.id));
  }
  return {
    id: row.id,
    name: row.name,
    hint: row.hint,
    scope: row.scope,
    businessId: row.business_id,
    admin: await withRoles(grants, row.admin),
  };
}
