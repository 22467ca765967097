import { AuthMessages } from './auth-messages';
import { InvitationMessages } from './invitation-messages';

/** The red snackbars of the back office (back-office spec §8). */
export const Snackbars = {
  mandatoryFieldMissing: AuthMessages.mandatoryFieldSnackbar,
  mandatoryFieldsMissing:
    'One or more mandatory fields are missing. Please look through the form and fix the field(s) highlighted in red',
  appointmentUnchanged: 'No changes to this appointment has been found. Update not performed!',
  appointmentCustomerMissing: 'Please search for a customer in order to submit this appointment',
  guestCustomerIssue:
    'There seems to be an issue with the guest customer you created. Please try again or contact support!',
  consultantMissing: 'Unable to process request. Consultant missing. Please try again!',
  guestFormIncomplete: 'Unable to create guest. Missing form information',
  guestCreateError:
    'Sorry an error occurred while creating guest customer. Please try again or contact support!',
  stripeCustomerError:
    'Sorry an error occurred while creating the stripe customer. Please try again or contact support!',
  processingError: 'Sorry an error occurred while processing your request. Please try again!',
  invalidCredentials: AuthMessages.invalidCredentials,
  noInvitesAdded: InvitationMessages.noneAdded,
  inviteNotAllowed: InvitationMessages.notAllowed,
} as const;

/** Shown instead of the appointment dialog while setup steps are pending. */
export function setupBlockMessage(remaining: number): string {
  return `You have ${remaining} setup actions remaining. Please complete all pending business setup actions shown above. You cannot add new appointments until setup is complete.`;
}

/** Toasts of the onboarding steps that cannot be done yet. */
export const OnboardingToasts = {
  noConsultantRole:
    'You do not have a consultant role. Please go to My Profile and add the role of consultant to your profile. You must do this before you can add your consultant hours.',
  noBusinessServices:
    'You have not added any services for your business. You must add services for your business before you can add your consultant services.',
} as const;
