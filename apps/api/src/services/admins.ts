import { AppError, AuthMessages, ErrorCode, WEEK_DAYS, type Integration, type Merchant } from '@rendezvous/domain';
import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { admins, businesses, consultants, type consultantServices, type days } from '../db/schema';
import { toWire } from '../lib/wire';
import { grantsVersionSql, type AuthRole, type RoleGrants } from './role-grants';
import { preparedPerDb } from '../lib/prepared';
import { presentConsultantService, presentDay } from './consultants';
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

type ServiceJoinRow = {
  row: typeof consultantServices.$inferSelect;
  service: Parameters<typeof presentConsultantService>[1];
};

const ph = (name: string) => sql.placeholder(name);

/**
 * What presentAdmin cannot read from its one row, in one more prepared query (so the
 * console's most frequent call stays two round trips, reused on PGlite like the first): the
 * consultant's services and days, the admin's and business's integrations (never their
 * tokens), the business's merchants. Each part is read only when its flag is on.
 */
const adminRelationsQuery = preparedPerDb('admin_relations', (db, name) =>
  db
    .select({
      services: sql<ServiceJoinRow[] | null>`case when ${ph('withConsultant')}::boolean then (
        select coalesce(json_agg(json_build_object('row', to_json(cs), 'service', json_build_object(
          'price', s.price, 'description', s.description,
          'appointment_length_decider', s.appointment_length_decider,
          'appointment_length', s.appointment_length,
          'minimum_appointment_length', s.minimum_appointment_length,
          'maximum_appointment_length', s.maximum_appointment_length)) order by cs.id), '[]'::json)
        from consultant_services cs join services s on s.id = cs.service_id
        where cs.consultant_id = ${ph('consultantId')}::int) end`,
      days: sql<(typeof days.$inferSelect)[] | null>`case when ${ph('withConsultant')}::boolean then (
        select coalesce(json_agg(to_json(d) order by d.id), '[]'::json)
        from days d where d.consultant_id = ${ph('consultantId')}::int) end`,
      integrations: sql<Integration[] | null>`case when ${ph('withIntegrations')}::boolean then (
        select coalesce(json_agg(json_build_object('id', i.id, 'platform', i.platform, 'name', i.name,
          'integrable_type', i.integrable_type, 'integrable_id', i.integrable_id,
          'access_level', i.access_level,
          'entities', coalesce((select json_agg(json_build_object('id', e.id, 'integration_id', e.integration_id,
            'entity_type', e.entity_type, 'entity_id', e.entity_id, 'name', e.name) order by e.id)
            from integration_entities e where e.integration_id = i.id), '[]'::json)) order by i.id), '[]'::json)
        from integrations i
        where (i.integrable_type = 'admin' and i.integrable_id = ${ph('adminId')}::int)
          or (i.integrable_type = 'business' and i.integrable_id = ${ph('businessId')}::int)) end`,
      merchants: sql<Merchant[] | null>`case when ${ph('withMerchants')}::boolean then (
        select coalesce(json_agg(json_build_object('id', m.id, 'business_id', m.business_id, 'name', m.name,
          'onboarding_completed', m.onboarding_completed) order by m.id), '[]'::json)
        from merchants m where m.business_id = ${ph('businessId')}::int) end`,
    })
    .from(admins)
    .where(eq(admins.id, ph('adminId')))
    .prepare(name),
);

/**
 * The appended relations an admin's presentation needs beyond presentAdmin: the consultant
 * with services and days (the profile's Services and Opening Hours tabs) when the consultant
 * is appended; with `integrations` the Integrations panel's connections and merchants.
 */
export async function withAppended<
  A extends { id: number; business_id: number | null; consultant: { id: number } | null; business?: object | null },
>(db: Db, admin: A, append: Set<AdminAppend>) {
  const withConsultant = admin.consultant !== null;
  const withIntegrations = append.has('integrations');
  const withMerchants = withIntegrations && !!admin.business && admin.business_id !== null;
  if (!withConsultant && !withIntegrations) return admin;
  const [row] = await adminRelationsQuery(db).execute({
    adminId: admin.id,
    businessId: admin.business_id,
    consultantId: admin.consultant?.id ?? null,
    withConsultant,
    withIntegrations,
    withMerchants,
  });
  const weekDay = (day: string) => WEEK_DAYS.indexOf(day as (typeof WEEK_DAYS)[number]);
  return {
    ...admin,
    consultant: admin.consultant && {
      ...admin.consultant,
      services: (row?.services ?? []).map(({ row: cs, service }) => presentConsultantService(cs, service)),
      days: [...(row?.days ?? [])].sort((a, b) => weekDay(a.day) - weekDay(b.day)).map(presentDay),
    },
    ...(withIntegrations ? { integrations: row?.integrations ?? [] } : {}),
    ...(withMerchants ? { business: { ...admin.business, merchants: row?.merchants ?? [] } } : {}),
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
