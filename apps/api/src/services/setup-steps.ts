import {
  computePendingSetupSteps,
  ROLE_NAMES,
  toPendingSetupStep,
  withColleaguesWithoutHours,
  type PendingSetupStep,
  type SetupFacts,
} from '@rendezvous/domain';
import { sql } from 'drizzle-orm';
import { admins } from '../db/schema';
import type { AuthRole } from './role-grants';

/**
 * The facts behind the onboarding steps, as columns of a select over `admins` (the admin's id
 * and business id come from that row). Subqueries name their tables with aliases, so no bare
 * column can bind to the wrong table.
 */
const businessId = admins.business_id;
const adminId = admins.id;

export const setupFactColumns = {
  hasServices: sql<boolean>`exists(select 1 from services s where s.business_id = ${businessId})`,
  hasConsultant: sql<boolean>`exists(select 1 from consultants c where c.business_id = ${businessId})`,
  hasOpeningHours: sql<boolean>`exists(select 1 from days d where d.business_id = ${businessId})`,
  someConsultantWithoutHours: sql<boolean>`exists(select 1 from consultants c where c.business_id = ${businessId}
    and not exists(select 1 from days d where d.consultant_id = c.id))`,
  /** Full names of the other consultants of the business with no hours, by name. */
  colleaguesWithoutHours: sql<string[]>`coalesce((select json_agg(coalesce(a.full_name, a.firstname || ' ' || a.lastname)
    order by a.firstname, a.lastname, c.id) from consultants c join admins a on a.id = c.admin_id
    where c.business_id = ${businessId} and c.admin_id <> ${adminId}
    and not exists(select 1 from days d where d.consultant_id = c.id)), '[]'::json)`,
  ownConsultantServices: sql<boolean>`exists(select 1 from consultants me join consultant_services cs
    on cs.consultant_id = me.id where me.admin_id = ${adminId})`,
  ownConsultantHours: sql<boolean>`exists(select 1 from consultants me join days d
    on d.consultant_id = me.id where me.admin_id = ${adminId})`,
  hasConnectedApp: sql<boolean>`exists(select 1 from integrations i where i.platform <> 'stripe' and (
    (i.integrable_type = 'business' and i.integrable_id = ${businessId}) or
    (i.integrable_type = 'admin' and i.integrable_id = ${adminId})))`,
  hasOnboardedCardMerchant: sql<boolean>`exists(select 1 from merchants m where m.business_id = ${businessId}
    and m.name = 'stripe' and m.onboarding_completed)`,
} as const;

/** What the business row itself tells (logo, descriptions); the rest comes from the columns. */
export function businessFacts(business: {
  logo_url: string | null;
  short_description: string | null;
  long_description: string | null;
}) {
  return {
    hasLogo: !!business.logo_url,
    hasShortDescription: !!business.short_description?.trim(),
    hasLongDescription: !!business.long_description?.trim(),
  };
}

export type SetupFactRow = Omit<SetupFacts, 'managesBusiness' | 'isConsultant'> & {
  colleaguesWithoutHours: string[];
};

/** The facts `setupFactColumns` reads, as a row carries them. */
export type QueriedSetupFacts = {
  [K in keyof typeof setupFactColumns]: K extends 'colleaguesWithoutHours' ? string[] : boolean;
};

/**
 * The onboarding steps the admin still has open: the domain's rules
 * (computePendingSetupSteps) over the facts, for the admin's roles.
 */
export function pendingSetupSteps(roles: AuthRole[], facts: SetupFactRow): PendingSetupStep[] {
  const managesBusiness = roles.some(
    (r) => r.name === ROLE_NAMES.admin || r.name === ROLE_NAMES.platformAdmin,
  );
  const isConsultant = roles.some((r) => r.name === ROLE_NAMES.consultant);
  // Only those who manage the business are sent to fix a colleague's hours.
  const colleagues = managesBusiness ? facts.colleaguesWithoutHours : [];
  return computePendingSetupSteps({ ...facts, managesBusiness, isConsultant }).map((name) =>
    withColleaguesWithoutHours(toPendingSetupStep(name), colleagues),
  );
}
