import { z } from 'zod';
import { isCommonPassword } from './common-passwords';
import { PASSWORD_RULES } from './constants';

/** Exact messages of the sign-in, sign-up, register, change-password and forgot-password forms. */
export const AuthMessages = {
  emailRequired: 'Email is required',
  emailValid: 'A valid email is required',
  emailMustBeValid: 'Email must be valid',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_RULES.min} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_RULES.max} characters`,
  passwordCommon: 'This password is too common. Please choose another one',
  passwordConfirmationRequired: 'Password confirmation is required',
  passwordConfirmationMatch: 'Password confirmation must match password value',
  passwordsMustMatch: 'Passwords must match',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  usernameRequired: 'Username is required',
  invitationCodeRequired: 'Invitation code is required',
  verificationCodeRequired: 'Verification code is required',
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

const requiredString = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message });

const email = requiredString(AuthMessages.emailRequired).pipe(
  z.email({ error: AuthMessages.emailValid }),
);

/** A new password: length limits and not one of the most common passwords. */
export const NewPasswordSchema = z
  .string({ error: AuthMessages.passwordRequired })
  .min(1, { error: AuthMessages.passwordRequired })
  .min(PASSWORD_RULES.min, { error: AuthMessages.passwordTooShort })
  .max(PASSWORD_RULES.max, { error: AuthMessages.passwordTooLong })
  .refine((p) => !isCommonPassword(p), { error: AuthMessages.passwordCommon });

/** Sign in accepts a username or an email in the `email` field. */
export const SignInInputSchema = z.object({
  email: requiredString(AuthMessages.emailRequired),
  password: z.string({ error: AuthMessages.passwordRequired }).min(1, { error: AuthMessages.passwordRequired }),
});
export type SignInInput = z.infer<typeof SignInInputSchema>;

export const SignUpInputSchema = z.object({
  firstname: requiredString(AuthMessages.firstNameRequired),
  lastname: requiredString(AuthMessages.lastNameRequired),
  email,
  password: NewPasswordSchema,
});
export type SignUpInput = z.infer<typeof SignUpInputSchema>;

export const RegisterInputSchema = z
  .object({
    firstname: requiredString(AuthMessages.firstNameRequired),
    lastname: requiredString(AuthMessages.lastNameRequired),
    username: requiredString(AuthMessages.usernameRequired),
    email,
    code: requiredString(AuthMessages.invitationCodeRequired),
    password: NewPasswordSchema,
    password_confirmation: z
      .string({ error: AuthMessages.passwordConfirmationRequired })
      .min(1, { error: AuthMessages.passwordConfirmationRequired }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    error: AuthMessages.passwordConfirmationMatch,
  });
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

export const ChangePasswordInputSchema = z
  .object({
    password: NewPasswordSchema,
    password_confirmation: z
      .string({ error: AuthMessages.passwordConfirmationRequired })
      .min(1, { error: AuthMessages.passwordConfirmationRequired }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    error: AuthMessages.passwordConfirmationMatch,
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

export const SendVerificationCodeInputSchema = z.object({ email });
export const ConfirmVerificationCodeInputSchema = z.object({
  email,
  verification_code: requiredString(AuthMessages.verificationCodeRequired),
});
/** The last forgot-password step carries the confirmed code so the reset is single-use. */
export const UpdatePasswordInputSchema = z.object({
  email,
  verification_code: requiredString(AuthMessages.verificationCodeRequired),
  password: NewPasswordSchema,
});
export type UpdatePasswordInput = z.infer<typeof UpdatePasswordInputSchema>;

/** The form of the third forgot-password step (password plus confirmation). */
export const ResetPasswordFormSchema = ChangePasswordInputSchema;
