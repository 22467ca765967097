import { describe, expect, it } from 'vitest';
import { OnboardingToasts, Snackbars, setupBlockMessage } from './snackbars';

describe('Snackbars', () => {
  it('keep the exact texts of the spec', () => {
    expect(Object.values(Snackbars)).toEqual([
      'Mandatory field is missing. Please enter it on the highlighted field',
      'One or more mandatory fields are missing. Please look through the form and fix the field(s) highlighted in red',
      'No changes to this appointment has been found. Update not performed!',
      'Please search for a customer in order to submit this appointment',
      'There seems to be an issue with the guest customer you created. Please try again or contact support!',
      'Unable to process request. Consultant missing. Please try again!',
      'Unable to create guest. Missing form information',
      'Sorry an error occurred while creating guest customer. Please try again or contact support!',
      'Sorry an error occurred while creating the stripe customer. Please try again or contact support!',
      'Sorry an error occurred while processing your request. Please try again!',
      'A valid username and password is required',
      'No invites added yet!',
      'You do not have permission to invite an admin',
    ]);
  });

  it('count the remaining setup actions in the setup block', () => {
    expect(setupBlockMessage(4)).toBe(
      'You have 4 setup actions remaining. Please complete all pending business setup actions shown above. You cannot add new appointments until setup is complete.',
    );
  });

  it('keep the two onboarding toasts', () => {
    expect(OnboardingToasts.noConsultantRole).toBe(
      'You do not have a consultant role. Please go to My Profile and add the role of consultant to your profile. You must do this before you can add your consultant hours.',
    );
    expect(OnboardingToasts.noBusinessServices).toBe(
      'You have not added any services for your business. You must add services for your business before you can add your consultant services.',
    );
  });
});
