import { AppError, AuthMessages, ErrorCode } from '@rendezvous/domain';
import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { admins, businesses, consultants } from '../db/schema';
import { toWire } from '../lib/wire';
import type { AuthRole, RoleGrants } from './role-grants';
import { preparedPerDb } from '../lib/prepared';
import { businessFacts, pendingSetupSteps, setupFactColumns, type SetupFactRow } from './setup-steps';

export type { AuthRole };

type AdminRow = Omit<typeof admins.$inferSelect, 'password'>;

/** What every authenticated request knows about its admin: the profile and the roles. */
export type AuthAdmin = AdminRow & { roles: AuthRole[] };

/** The admin's columns without the password hash, and the ids of the roles they hold. */
export const adminColumns = (() => {
  const { password: _password, ...columns } = getTableColumns(admins);
  return {
    ...columns,
    // Spelled out: inside a subquery a bare "id" would resolve to admin_roles' own columns.
    role_ids: sql<number[]>`coalesce((select json_agg(ar.role_id order by ar.role_id)
      from admin_roles ar where ar.admin_id = "admins"."id"), '[]'::json)`,
  };
})();

export async function withRoles(
  grants: RoleGrants,
  { role_ids, ...admin }: AdminRow & { role_ids: number[] },
): Promise<AuthAdmin> {
  return { ...admin, roles: await grants.rolesByIds(role_ids) };
}

/** The admin with their roles and active permissions: one query, plus the role cache. */
export async function loadAuthAdmin(db: Db, grants: RoleGrants, adminId: number): Promise<AuthAdmin | null> {
  const [row] = await db.select(adminColumns).from(admins).where(eq(admins.id, adminId)).limit(1);
  return row ? withRoles(grants, row) : null;
}

export type AdminAppend = 'roles' | 'business' | 'consultant';

/** Everything the admin's screen needs beyond the session, in one prepared query. */
const screenQuery = preparedPerDb('admin_screen', (db, name) =>
  db
    .select({ business: getTableColumns(businesses), consultant: getTableColumns(consultants), ...setupFactColumns })
    .from(businesses)
    .leftJoin(
      consultants,
      and(eq(consultants.business_id, businesses.id), eq(consultants.admin_id, sql.placeholder('adminId'))),
    )
    .where(eq(businesses.id, sql.placeholder('businessId')))
    .limit(1)
    .prepare(name),
);

/**
 * The admin as the console sees it (get-admin-by-token, login): profile, roles with
 * permissions, can_invite and pending setup steps always; business and consultant on request.
 */
export async function presentAdmin(db: Db, auth: AuthAdmin, append: Set<AdminAppend>) {
  const { roles, ...profile } = auth;
  const [screen] = auth.business_id
    ? await screenQuery(db).execute({ adminId: auth.id, businessId: auth.business_id })
    : [];
  const { business, consultant, ...facts } = screen ?? { business: null, consultant: null };
  return {
    ...toWire({
      ...profile,
      full_name: profile.full_name ?? `${profile.firstname} ${profile.lastname}`,
      morph_class: 'admin' as const,
      business: append.has('business') && business ? { ...business, morph_class: 'business' as const } : null,
      consultant: append.has('consultant') ? consultant : null,
    }),
    // Plain data shared from the role cache (no dates): copying ~150 permissions per request
    // through toWire would be waste.
    roles,
    pending_setup_steps: business
      ? pendingSetupSteps(roles, { ...facts, ...businessFacts(business) } as SetupFactRow)
      : [],
  };
}

/** Loads an admin and presents them as the console sees them; null when there is none. */
export async function loadPresentedAdmin(
  db: Db,
  grants: RoleGrants,
  adminId: number,
  append: Set<AdminAppend>,
) {
  const auth = await loadAuthAdmin(db, grants, adminId);
  return auth && presentAdmin(db, auth, append);
}

/**
 * Refuses an e-mail or username another admin already uses (case-insensitively, as sign-in
 * matches them) with a 422 on that field. `exceptId` is the admin being edited.
 */
export async function assertAdminFieldFree(
  db: Db,
  field: 'email' | 'username',
  value: string,
  exceptId?: number,
): Promise<void> {
  const column = field === 'email' ? admins.email : admins.username;
  const [other] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(
      and(
        eq(sql`lower(${column})`, value.toLowerCase()),
        exceptId === undefined ? undefined : ne(admins.id, exceptId),
      ),
    )
    .limit(1);
  if (other) {
    const message = field === 'email' ? AuthMessages.emailTaken : AuthMessages.usernameTaken;
    throw new AppError(ErrorCode.Validation, message, { [field]: [message] });
  }
}
