import { AppError, AuthMessages, ErrorCode } from '@rendezvous/domain';
import { and, eq, getTableColumns, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { admins, businesses, consultants, integrations, merchants } from '../db/schema';
import { toWire } from '../lib/wire';
import { grantsVersionSql, type AuthRole, type RoleGrants } from './role-grants';
import { preparedPerDb } from '../lib/prepared';
import { consultantRelations } from './consultants';
import { businessFacts, pendingSetupSteps, setupFactColumns, type QueriedSetupFacts } from './setup-steps';

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
    // Read with the roles so the grants kept in memory are checked against the database on
    // every request (see RoleGrants).
    grants_version: grantsVersionSql,
  };
})();

export async function withRoles(
  grants: RoleGrants,
  { role_ids, grants_version, ...admin }: AdminRow & { role_ids: number[]; grants_version: number | null },
): Promise<AuthAdmin> {
  return { ...admin, roles: await grants.rolesByIds(role_ids, grants_version) };
}

export type AdminAppend = 'roles' | 'business' | 'consultant' | 'integrations';

/**
 * Everything the admin's screen needs beyond the profile: their business, their own
 * consultant in it, and the facts behind the onboarding steps. Columns of a select over
 * `admins` left-joined with `businessOfAdmin` and `consultantOfAdmin` (Drizzle turns an
 * absent join into null).
 */
export const screenColumns = {
  business: getTableColumns(businesses),
  consultant: getTableColumns(consultants),
  facts: setupFactColumns,
};
export const businessOfAdmin = eq(businesses.id, admins.business_id);
export const consultantOfAdmin = and(eq(consultants.business_id, admins.business_id), eq(consultants.admin_id, admins.id));

export interface AdminScreen {
  business: typeof businesses.$inferSelect | null;
  consultant: typeof consultants.$inferSelect | null;
  facts: QueriedSetupFacts;
}

/** The admin, their roles' ids and their screen data: one prepared query. */
const adminWithScreenQuery = preparedPerDb('admin_with_screen', (db, name) =>
  db
    .select({ admin: adminColumns, ...screenColumns })
    .from(admins)
    .leftJoin(businesses, businessOfAdmin)
    .leftJoin(consultants, consultantOfAdmin)
    .where(eq(admins.id, sql.placeholder('adminId')))
    .limit(1)
    .prepare(name),
);

/**
 * The admin as the console sees it (get-admin-by-token, login): profile, roles with
 * permissions, can_invite and pending setup steps always; business and consultant on request.
 */
export function presentAdmin(auth: AuthAdmin, screen: AdminScreen, append: Set<AdminAppend>) {
  const { roles, ...profile } = auth;
  const { business, consultant, facts } = screen;
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
    pending_setup_steps: business ? pendingSetupSteps(roles, { ...facts, ...businessFacts(business) }) : [],
  };
}

/** Loads an admin and presents them as the console sees them; null when there is none. */
export async function loadPresentedAdmin(
  db: Db,
  grants: RoleGrants,
  adminId: number,
  append: Set<AdminAppend>,
) {
  const [row] = await adminWithScreenQuery(db).execute({ adminId });
  if (!row) return null;
  const { admin, business, consultant, facts } = row;
  return withAppended(db, presentAdmin(await withRoles(grants, admin), { business, consultant, facts }, append), append);
}

/**
 * The relations presentAdmin cannot read from its one row: the consultant's services and days
 * (the profile's Services and Opening Hours tabs) when the consultant is appended, and with
 * `integrations` the admin's and their business's connections and the business's merchants
 * (the Integrations panel). Tokens of an integration never leave the server.
 */
export async function withAppended<
  A extends { id: number; business_id: number | null; consultant: { id: number } | null; business?: object | null },
>(db: Db, admin: A, append: Set<AdminAppend>) {
  const wantsIntegrations = append.has('integrations');
  const [relations, connected, merchantRows] = await Promise.all([
    admin.consultant ? consultantRelations(db, [admin.consultant.id]) : null,
    wantsIntegrations
      ? db
          .select({
            id: integrations.id,
            platform: integrations.platform,
            name: integrations.name,
            integrable_type: integrations.integrable_type,
            integrable_id: integrations.integrable_id,
            access_level: integrations.access_level,
          })
          .from(integrations)
          .where(
            or(
              and(eq(integrations.integrable_type, 'admin'), eq(integrations.integrable_id, admin.id)),
              admin.business_id === null
                ? undefined
                : and(eq(integrations.integrable_type, 'business'), eq(integrations.integrable_id, admin.business_id)),
            ),
          )
      : null,
    wantsIntegrations && admin.business && admin.business_id !== null
      ? db
          .select({ id: merchants.id, business_id: merchants.business_id, name: merchants.name, onboarding_completed: merchants.onboarding_completed })
          .from(merchants)
          .where(eq(merchants.business_id, admin.business_id))
      : null,
  ]);
  return {
    ...admin,
    consultant: admin.consultant ? { ...admin.consultant, ...relations!.get(admin.consultant.id)! } : admin.consultant,
    ...(connected ? { integrations: connected } : {}),
    ...(merchantRows && admin.business ? { business: { ...admin.business, merchants: merchantRows } } : {}),
  };
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
