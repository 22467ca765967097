import { ROLE_NAMES, SETUP_STEPS, type SetupStepName } from '@rendezvous/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AuthAdmin } from './admins';

export interface PendingSetupStep {
  name: SetupStepName;
  title: string;
  text: string;
  text2: string | null;
  text3: string | null;
  entity: string;
  action: string;
}

interface SetupFacts {
  has_logo: boolean;
  has_services: boolean;
  has_consultant: boolean;
  has_business_days: boolean;
  has_short_description: boolean;
  has_long_description: boolean;
  consultant_without_days: boolean;
  own_consultant_services: boolean | null;
  own_consultant_days: boolean | null;
  has_integration: boolean;
  has_stripe_merchant: boolean;
}

/**
 * Which onboarding steps the admin still has. Business owners (role admin) see the business's
 * steps; a consultant sees the steps of their own consultant profile. One round trip.
 */
export async function pendingSetupSteps(db: Db, admin: AuthAdmin): Promise<PendingSetupStep[]> {
  if (!admin.business_id) return [];
  const isOwner = admin.roles.some(
    (r) => r.name === ROLE_NAMES.admin || r.name === ROLE_NAMES.platformAdmin,
  );
  const isConsultant = admin.roles.some((r) => r.name === ROLE_NAMES.consultant);
  if (!isOwner && !isConsultant) return [];

  const b = admin.business_id;
  const result = await db.execute<Record<keyof SetupFacts, boolean | null>>(sql`
    select
      (bz.logo_url is not null) as has_logo,
      exists(select 1 from services s where s.business_id = ${b}) as has_services,
      exists(select 1 from consultants c where c.business_id = ${b}) as has_consultant,
      exists(select 1 from days d where d.business_id = ${b}) as has_business_days,
      (coalesce(bz.short_description, '') <> '') as has_short_description,
      (coalesce(bz.long_description, '') <> '') as has_long_description,
      exists(select 1 from consultants c where c.business_id = ${b}
             and not exists(select 1 from days d where d.consultant_id = c.id)) as consultant_without_days,
      (select exists(select 1 from consultant_services cs where cs.consultant_id = me.id)
         from consultants me where me.admin_id = ${admin.id}) as own_consultant_services,
      (select exists(select 1 from days d where d.consultant_id = me.id)
         from consultants me where me.admin_id = ${admin.id}) as own_consultant_days,
      exists(select 1 from integrations i where i.platform <> 'stripe' and (
        (i.integrable_type = 'business' and i.integrable_id = ${b}) or
        (i.integrable_type = 'admin' and i.integrable_id = ${admin.id}))) as has_integration,
      exists(select 1 from merchants m where m.business_id = ${b} and m.name = 'stripe'
             and m.onboarding_completed = 1) as has_stripe_merchant
    from businesses bz where bz.id = ${b}`);
  const facts = (Array.isArray(result) ? result[0] : result.rows[0]) as SetupFacts | undefined;
  if (!facts) return [];

  const pending: SetupStepName[] = [];
  if (isOwner) {
    if (!facts.has_logo) pending.push('add_business_logo');
    if (!facts.has_services) pending.push('add_business_services');
    if (!facts.has_consultant) pending.push('add_business_consultant');
    if (!facts.has_business_days) pending.push('add_business_opening_hours');
    if (!facts.has_short_description) pending.push('add_short_business_description');
    if (!facts.has_long_description) pending.push('add_long_business_description');
  }
  if (isConsultant && facts.own_consultant_services === false) pending.push('add_consultant_services');
  if (
    (isConsultant && facts.own_consultant_days === false) ||
    (isOwner && facts.consultant_without_days)
  ) {
    pending.push('add_consultant_opening_hours');
  }
  if (!facts.has_integration) pending.push('add_connected_apps');
  if (isOwner && !facts.has_stripe_merchant) pending.push('add_stripe_merchant');

  return pending.map((name) => {
    const def = SETUP_STEPS[name];
    // `action` is the setup name the console switches on to pick the step's buttons.
    return { name, title: def.title, text: def.text, text2: def.text2, text3: def.text3, entity: def.entity, action: name };
  });
}
