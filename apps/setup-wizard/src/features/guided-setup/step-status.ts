import { ROLE_NAMES, type Admin, type Business, type SetupStepName } from '@rendezvous/domain';

export type GuidedStepKey =
  'logo' | 'descriptions' | 'address' | 'services' | 'hours' | 'consultant' | 'website';

/** The banner steps each guided step completes; the address and website have none (not banner steps). */
const BANNER_STEPS: Record<GuidedStepKey, readonly SetupStepName[]> = {
  logo: ['add_business_logo'],
  descriptions: ['add_short_business_description', 'add_long_business_description'],
  address: [],
  services: ['add_business_services'],
  hours: ['add_business_opening_hours'],
  consultant: ['add_consultant_services', 'add_consultant_opening_hours'],
  website: [],
};

/** Whether a guided step has nothing left to do, from the admin's pending steps and the business. */
export function isStepDone(key: GuidedStepKey, admin: Admin, business: Business): boolean {
  if (key === 'address') return (business.addresses?.length ?? 0) > 0;
  if (key === 'website') return Boolean(business.subdomain);
  if (key === 'consultant' && !admin.roles.some((role) => role.name === ROLE_NAMES.consultant)) {
    return false;
  }
  const pending = new Set(admin.pending_setup_steps.map((step) => step.action));
  return BANNER_STEPS[key].every((name) => !pending.has(name));
}

/** Where a walk resumes: the first step not done yet; past the last one when all are. */
export function firstUnfinishedStep(
  keys: readonly GuidedStepKey[],
  admin: Admin,
  business: Business,
): number {
  const index = keys.findIndex((key) => !isStepDone(key, admin, business));
  return index < 0 ? keys.length : index;
}
