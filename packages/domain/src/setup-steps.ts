import { SETUP_STEP_NAMES, type SetupName, type SetupStepName } from './constants';
import type { BusinessTab, ProfileTab } from './tabs';

/** Where a step's button leads. */
export type SetupTarget =
  | { path: '/business/profile'; tab: BusinessTab }
  | { path: '/my-profile'; tab: ProfileTab }
  | { path: '/all-admins' };

export type SetupStepButton = { label: string; target: SetupTarget };

export type SetupStepDefinition = {
  /** Whose record the step completes: the business or the admin's consultant profile. */
  entity: 'business' | 'consultant';
  title: string;
  text: string;
  text2: string | null;
  text3: string | null;
  buttons: readonly SetupStepButton[];
};

const FIX_NOW = 'Fix Now';
const business = (tab: BusinessTab): SetupTarget => ({ path: '/business/profile', tab });
const profile = (tab: ProfileTab): SetupTarget => ({ path: '/my-profile', tab });

/** The onboarding banner's steps. Most have one Fix Now button; two offer a choice. */
export const SETUP_STEPS: Record<SetupName, SetupStepDefinition> = {
  add_business_logo: {
    entity: 'business',
    title: 'Add your business logo',
    text: 'Your logo appears on your booking website and on the messages your clients receive.',
    text2: null,
    text3: null,
    buttons: [{ label: FIX_NOW, target: business('profile') }],
  },
  add_business_services: {
    entity: 'business',
    title: 'Add your business services',
    text: 'Services are what your clients book.',
    text2: 'Add a category first, then the services in it with their price and length.',
    text3: null,
    buttons: [{ label: FIX_NOW, target: business('services') }],
  },
  add_business_consultant: {
    entity: 'business',
    title: 'Add a consultant',
    text: 'Consultants are the people who take appointments.',
    text2: 'Take the consultant role yourself, or invite someone from your team.',
    text3: null,
    buttons: [
      { label: 'Add Consultant Role', target: profile('profile') },
      { label: 'Invite a Consultant', target: { path: '/all-admins' } },
    ],
  },
  add_business_opening_hours: {
    entity: 'business',
    title: 'Set your opening hours',
    text: 'Clients can only book while your business is open.',
    text2: 'Choose the open days, the hours and any break.',
    text3: null,
    buttons: [{ label: FIX_NOW, target: business('opening-hours') }],
  },
  add_short_business_description: {
    entity: 'business',
    title: 'Add a short description',
    text: 'One or two sentences that tell visitors what your business does.',
    text2: null,
    text3: null,
    buttons: [{ label: FIX_NOW, target: business('profile') }],
  },
  add_long_business_description: {
    entity: 'business',
    title: 'Add a long description',
    text: 'Tell visitors more about your business on your website.',
    text2: null,
    text3: null,
    buttons: [{ label: FIX_NOW, target: business('profile') }],
  },
  add_consultant_services: {
    entity: 'consultant',
    title: 'Choose your consultant services',
    text: 'Pick the business services you offer.',
    text2: 'You can use the business price and length or set your own.',
    text3: null,
    buttons: [{ label: FIX_NOW, target: profile('services') }],
  },
  add_consultant_opening_hours: {
    entity: 'consultant',
    title: 'Set your consultant hours',
    text: 'Clients can book you during your working hours.',
    text2: 'Your hours stay within the business opening hours.',
    text3: null,
    buttons: [
      { label: 'Update My Consultant Profile', target: profile('opening-hours') },
      { label: 'Update Profile For Other Consultant', target: { path: '/all-admins' } },
    ],
  },
  add_connected_apps: {
    entity: 'consultant',
    title: 'Connect your apps',
    text: 'Connect Google Calendar, Google Meet or Zoom.',
    text2: 'Appointments then appear in your calendar with a meeting link.',
    text3: null,
    buttons: [{ label: FIX_NOW, target: profile('integrations') }],
  },
  add_stripe_merchant: {
    entity: 'business',
    title: 'Accept card payments',
    text: 'Connect your business to the card payment provider.',
    text2: 'Clients can then pay when they book.',
    text3: null,
    buttons: [{ label: FIX_NOW, target: business('integrations') }],
  },
  view_integrations: {
    entity: 'consultant',
    title: 'Review your integrations',
    text: 'See which calendar, video and payment apps are connected for you.',
    text2: null,
    text3: null,
    buttons: [{ label: 'View Integrations', target: profile('integrations') }],
  },
};

/** A pending step as it sits on the admin (get-admin-by-token). `action` names the step. */
export type PendingSetupStep = {
  title: string;
  text: string;
  text2: string | null;
  text3: string | null;
  entity: 'business' | 'consultant';
  action: SetupName;
};

/** 'Ann', 'Ann and Bo', 'Ann, Bo and Cy'. */
function nameList(names: readonly string[]): string {
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Texts a step gains from the business's state. */
export const SetupStepText = {
  colleaguesWithoutHours: (names: readonly string[]) =>
    `Still without hours: ${nameList(names)}. They do not appear on your website until they have hours and services.`,
} as const;

export function toPendingSetupStep(name: SetupName): PendingSetupStep {
  const { entity, title, text, text2, text3 } = SETUP_STEPS[name];
  return { entity, title, text, text2, text3, action: name };
}

/**
 * The hours step naming the colleagues (consultants of the business) who have no hours yet,
 * so the owner knows whose profile to open; any other step, or no names, is left as it is.
 */
export function withColleaguesWithoutHours(
  step: PendingSetupStep,
  names: readonly string[],
): PendingSetupStep {
  if (step.action !== 'add_consultant_opening_hours' || names.length === 0) return step;
  return { ...step, text3: SetupStepText.colleaguesWithoutHours(names) };
}

/** What the server knows about an admin and their business when it lists pending steps. */
export type SetupFacts = {
  /** The admin holds the admin or platform admin role: business steps are theirs to fix. */
  managesBusiness: boolean;
  /** The admin holds the consultant role. */
  isConsultant: boolean;
  hasLogo: boolean;
  hasServices: boolean;
  hasConsultant: boolean;
  hasOpeningHours: boolean;
  hasShortDescription: boolean;
  hasLongDescription: boolean;
  /** Some consultant of the business has no working days yet. */
  someConsultantWithoutHours: boolean;
  ownConsultantServices: boolean;
  ownConsultantHours: boolean;
  /** A calendar or video app is connected for the admin or the business. */
  hasConnectedApp: boolean;
  hasOnboardedCardMerchant: boolean;
};

/**
 * The steps still open, in banner order. Business steps go to the admins who can fix them;
 * consultant services to consultants; consultant hours to a consultant without hours and to a
 * business admin while any consultant lacks them (hence that step's "Update Profile For Other
 * Consultant" button). An admin who neither manages the business nor consults has none.
 */
export function computePendingSetupSteps(facts: SetupFacts): SetupStepName[] {
  const owner = facts.managesBusiness;
  const consultant = facts.isConsultant;
  const open: Record<SetupStepName, boolean> = {
    add_business_logo: owner && !facts.hasLogo,
    add_business_services: owner && !facts.hasServices,
    add_business_consultant: owner && !facts.hasConsultant,
    add_business_opening_hours: owner && !facts.hasOpeningHours,
    add_short_business_description: owner && !facts.hasShortDescription,
    add_long_business_description: owner && !facts.hasLongDescription,
    add_consultant_services: consultant && !facts.ownConsultantServices,
    add_consultant_opening_hours:
      (consultant && !facts.ownConsultantHours) || (owner && facts.someConsultantWithoutHours),
    add_connected_apps: (owner || consultant) && !facts.hasConnectedApp,
    add_stripe_merchant: owner && !facts.hasOnboardedCardMerchant,
  };
  return SETUP_STEP_NAMES.filter((name) => open[name]);
}

/** Texts of the onboarding banner. */
export const SetupBannerText = {
  collapsed: (name: string, count: number) =>
    `Hey ${name}, you have ${count} ${count === 1 ? 'action' : 'actions'} left to complete your setup`,
  expanded: (count: number) =>
    `Almost there, ${count} more ${count === 1 ? 'step' : 'steps'} to go...`,
  viewActions: 'View Actions',
  fixNow: FIX_NOW,
  /** The way back to the setup wizard an owner left mid-way. */
  resumeGuidedSetup: 'Resume guided setup',
} as const;

/** Where the setup wizard's guided walk lives (the setup-wizard app, on the console's origin). */
export const GUIDED_SETUP_PATH = '/setup-your-business/steps';
