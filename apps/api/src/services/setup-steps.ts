import {
  computePendingSetupSteps,
  ROLE_NAMES,
  toPendingSetupStep,
  type PendingSetupStep,
  type SetupFacts,
} from '@rendezvous/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AuthAdmin } from './admins';

type FactRow = Omit<SetupFacts, 'managesBusiness' | 'isConsultant'>;

/**
 * The onboarding steps the admin still has open. The rules are the domain's
 * (computePendingSetupSteps); this only gathers the facts, in one round trip.
 */
export async function pendingSetupSteps(db: Db, admin: AuthAdmin): Promise<PendingSetupStep[]> {
  if (!admin.business_id) return [];
  const managesBusiness = admin.roles.some(
    (r) => r.name === ROLE_NAMES.admin || r.name === ROLE_NAMES.platformAdmin,
  );
  const isConsultant = admin.roles.some((r) => r.name === ROLE_NAMES.consultant);
  if (!managesBusiness && !isConsultant) return [];

  const b = admin.business_id;
  const result = await db.execute<Record<keyof FactRow, boolean | null>>(sql`
    select
      (bz.logo_url is not null) as "hasLogo",
      exists(select 1 from services s where s.business_id = ${b}) as "hasServices",
      exists(select 1 from consultants c where c.business_id = ${b}) as "hasConsultant",
      exists(select 1 from days d where d.business_id = ${b}) as "hasOpeningHours",
      (coalesce(bz.short_description, '') <> '') as "hasShortDescription",
      (coalesce(bz.long_description, '') <> '') as "hasLongDescription",
      exists(select 1 from consultants c where c.business_id = ${b}
             and not exists(select 1 from days d where d.consultant_id = c.id)) as "someConsultantWithoutHours",
      coalesce((select exists(select 1 from consultant_services cs where cs.consultant_id = me.id)
         from consultants me where me.admin_id = ${admin.id}), false) as "ownConsultantServices",
      coalesce((select exists(select 1 from days d where d.consultant_id = me.id)
         from consultants me where me.admin_id = ${admin.id}), false) as "ownConsultantHours",
      exists(select 1 from integrations i where i.platform <> 'stripe' and (
        (i.integrable_type = 'business' and i.integrable_id = ${b}) or
        (i.integrable_type = 'admin' and i.integrable_id = ${admin.id}))) as "hasConnectedApp",
      exists(select 1 from merchants m where m.business_id = ${b} and m.name = 'stripe'
             and m.onboarding_completed) as "hasOnboardedCardMerchant"
    from businesses bz where bz.id = ${b}`);
  const row = (Array.isArray(result) ? result[0] : result.rows[0]) as FactRow | undefined;
  if (!row) return [];
  return computePendingSetupSteps({ ...row, managesBusiness, isConsultant }).map(toPendingSetupStep);
}
