import { PASSWORD_RULES } from './constants';

// Apart from the forms' schemas, so a page that only shows a message need not load zod.

/** Exact messages of the sign-in, sign-up, register, change-password and forgot-password forms. */
export const AuthMessages = {
  emailRequired: 'Email is required',
  emailValid: 'A valid email is required',
  emailMustBeValid: 'Email must be valid',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_RULES.min} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_RULES.max} characters`,
  passwordCommon: 'This password is too common. Please choose another one',
  passwordOnlySpaces: 'Password cannot be only spaces',
  passwordRepeated: 'Password cannot be one character repeated',
  passwordConfirmationRequired: 'Password confirmation is required',
  passwordConfirmationMatch: 'Password confirmation must match password value',
  passwordsMustMatch: 'Passwords must match',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  usernameRequired: 'Username is required',
  usernameNoAt: 'Username cannot contain @',
  invitationCodeRequired: 'Invitation code is required',
  verificationCodeRequired: 'Verification code is required',
  refreshTokenRequired: 'Refresh token is required',
  invalidCredentials: 'A valid username and password is required',
  invalidInvitation: 'This invitation code is invalid or has expired',
  invalidVerificationCode: 'The verification code is invalid or has expired',
  verificationCodeSent: 'If an account exists for this email, a verification code has been sent.',
  verificationCodeConfirmed: 'Verification code confirmed.',
  passwordUpdated: 'Your password has been updated. Please sign in.',
  signedOut: 'You have been signed out.',
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is already taken',
  // Snackbars
  forgotEmailSnackbar: 'Email is required. Please enter your email in the highlighted field',
  forgotCodeSnackbar: 'Please enter the verification code which was sent to your email',
  forgotPasswordSnackbar:
    'A valid password is required and confirmation password must match the new password',
  registerSnackbar:
    'A mandatory field is missing. Please look through the form and fix the field highlighted in red',
  mandatoryFieldSnackbar: 'Mandatory field is missing. Please enter it on the highlighted field',
} as const;
