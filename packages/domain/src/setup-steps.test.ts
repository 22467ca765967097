import { describe, expect, it } from 'vitest';
import { SETUP_STEP_NAMES } from './constants';
import {
  SETUP_STEPS,
  SetupBannerText,
  SetupStepText,
  computePendingSetupSteps,
  toPendingSetupStep,
  withColleaguesWithoutHours,
  type SetupFacts,
} from './setup-steps';
import { PendingSetupStepSchema } from './admin';

const done: SetupFacts = {
  managesBusiness: true,
  isConsultant: true,
  hasLogo: true,
  hasServices: true,
  hasConsultant: true,
  hasOpeningHours: true,
  hasShortDescription: true,
  hasLongDescription: true,
  someConsultantWithoutHours: false,
  ownConsultantServices: true,
  ownConsultantHours: true,
  hasConnectedApp: true,
  hasOnboardedCardMerchant: true,
};

describe('SETUP_STEPS', () => {
  it('defines every step with a title, at most three text lines and at least one button', () => {
    for (const name of SETUP_STEP_NAMES) {
      const step = SETUP_STEPS[name];
      expect(step.title).not.toBe('');
      expect(step.text).not.toBe('');
      expect(step.buttons.length).toBeGreaterThan(0);
      expect(PendingSetupStepSchema.parse(toPendingSetupStep(name)).action).toBe(name);
    }
  });

  it('offers a consultant role or an invitation for the add-consultant step', () => {
    expect(SETUP_STEPS.add_business_consultant.buttons).toEqual([
      { label: 'Add Consultant Role', target: { path: '/my-profile', tab: 'profile' } },
      { label: 'Invite a Consultant', target: { path: '/all-admins' } },
    ]);
  });

  it('offers own or another consultant profile for the consultant hours step', () => {
    expect(SETUP_STEPS.add_consultant_opening_hours.buttons.map((b) => b.label)).toEqual([
      'Update My Consultant Profile',
      'Update Profile For Other Consultant',
    ]);
  });

  it('leads to the matching tab of My Business or My Profile', () => {
    expect(SETUP_STEPS.add_business_logo.buttons[0]?.target).toEqual({
      path: '/business/profile',
      tab: 'profile',
    });
    expect(SETUP_STEPS.add_business_services.buttons[0]?.target).toEqual({
      path: '/business/profile',
      tab: 'services',
    });
    expect(SETUP_STEPS.add_business_opening_hours.buttons[0]?.target).toEqual({
      path: '/business/profile',
      tab: 'opening-hours',
    });
    expect(SETUP_STEPS.add_consultant_services.buttons[0]?.target).toEqual({
      path: '/my-profile',
      tab: 'services',
    });
    expect(SETUP_STEPS.add_business_logo.buttons[0]?.label).toBe('Fix Now');
  });
});

describe('computePendingSetupSteps', () => {
  it('is empty once everything is done', () => {
    expect(computePendingSetupSteps(done)).toEqual([]);
  });

  it('lists every step in banner order for a new business admin who also consults', () => {
    const fresh: SetupFacts = {
      managesBusiness: true,
      isConsultant: true,
      hasLogo: false,
      hasServices: false,
      hasConsultant: false,
      hasOpeningHours: false,
      hasShortDescription: false,
      hasLongDescription: false,
      someConsultantWithoutHours: false,
      ownConsultantServices: false,
      ownConsultantHours: false,
      hasConnectedApp: false,
      hasOnboardedCardMerchant: false,
    };
    expect(computePendingSetupSteps(fresh)).toEqual([...SETUP_STEP_NAMES]);
  });

  it('gives business steps only to admins who manage the business', () => {
    const consultantOnly = { ...done, managesBusiness: false };
    expect(
      computePendingSetupSteps({
        ...consultantOnly,
        hasLogo: false,
        hasOnboardedCardMerchant: false,
      }),
    ).toEqual([]);
    expect(computePendingSetupSteps({ ...done, hasOnboardedCardMerchant: false })).toEqual([
      'add_stripe_merchant',
    ]);
  });

  it('gives consultant services only to consultants', () => {
    expect(computePendingSetupSteps({ ...done, ownConsultantServices: false })).toEqual([
      'add_consultant_services',
    ]);
    expect(
      computePendingSetupSteps({ ...done, isConsultant: false, ownConsultantServices: false }),
    ).toEqual([]);
  });

  it('asks for consultant hours from a consultant without them or an owner with such a consultant', () => {
    expect(computePendingSetupSteps({ ...done, ownConsultantHours: false })).toEqual([
      'add_consultant_opening_hours',
    ]);
    expect(
      computePendingSetupSteps({
        ...done,
        isConsultant: false,
        ownConsultantHours: false,
        someConsultantWithoutHours: true,
      }),
    ).toEqual(['add_consultant_opening_hours']);
    expect(
      computePendingSetupSteps({
        ...done,
        managesBusiness: false,
        someConsultantWithoutHours: true,
      }),
    ).toEqual([]);
  });

  it('asks owners and consultants to connect an app, and nobody else', () => {
    expect(computePendingSetupSteps({ ...done, hasConnectedApp: false })).toEqual([
      'add_connected_apps',
    ]);
    expect(
      computePendingSetupSteps({
        ...done,
        managesBusiness: false,
        isConsultant: false,
        hasConnectedApp: false,
        hasLogo: false,
      }),
    ).toEqual([]);
  });
});

describe('SetupBannerText', () => {
  it('uses the spec wording', () => {
    expect(SetupBannerText.collapsed('Ada', 3)).toBe(
      'Hey Ada, you have 3 actions left to complete your setup',
    );
    expect(SetupBannerText.expanded(3)).toBe('Almost there, 3 more steps to go...');
    expect(SetupBannerText.viewActions).toBe('View Actions');
  });

  it('counts one action and one step in the singular', () => {
    expect(SetupBannerText.collapsed('Ada', 1)).toBe(
      'Hey Ada, you have 1 action left to complete your setup',
    );
    expect(SetupBannerText.expanded(1)).toBe('Almost there, 1 more step to go...');
    expect(SetupBannerText.collapsed('Ada', 2)).toBe(
      'Hey Ada, you have 2 actions left to complete your setup',
    );
    expect(SetupBannerText.expanded(2)).toBe('Almost there, 2 more steps to go...');
  });

  it('names the colleagues whose hours are missing on the hours step, and only there', () => {
    const step = withColleaguesWithoutHours(toPendingSetupStep('add_consultant_opening_hours'), [
      'Ana Roy',
      'Ben Cote',
      'Cy Diaz',
    ]);
    expect(step.text3).toBe(
      'Still without hours: Ana Roy, Ben Cote and Cy Diaz. They do not appear on your website until they have hours and services.',
    );
    expect(SetupStepText.colleaguesWithoutHours(['Ana Roy'])).toMatch(
      /^Still without hours: Ana Roy\./,
    );
    expect(
      withColleaguesWithoutHours(toPendingSetupStep('add_consultant_opening_hours'), []).text3,
    ).toBeNull();
    expect(
      withColleaguesWithoutHours(toPendingSetupStep('add_business_logo'), ['Ana Roy']).text3,
    ).toBeNull();
    expect(PendingSetupStepSchema.parse(step)).toEqual(step);
  });
});
