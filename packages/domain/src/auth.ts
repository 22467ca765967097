// zod/mini rather than zod: these schemas are on the sign-in page, the first download of the
// console, and mini's functional API lets the bundler keep only what they use.
import * as z from 'zod/mini';
import type { TextField } from './common';
import { isCommonPassword } from './common-passwords';
import { PASSWORD_RULES, TEXT_MAX } from './constants';
import {
  TextMessages,
  hasControlCharacters,
  hasTabOrLineBreak,
  isOneCharacterRepeated,
} from './text';
import { AuthMessages } from './auth-messages';

/** common.ts's single-line text rules, for zod/mini: no control characters, tabs, line breaks... */
const singleLine = (label: string) => [
  z.refine<string>((text) => !hasControlCharacters(text), {
    error: TextMessages.controlCharacters(label),
  }),
  z.refine<string>((text) => !hasTabOrLineBreak(text), {
    error: TextMessages.tabOrLineBreak(label),
  }),
];
/** ...and its length cap. */
const textRules = ({ label, max }: TextField) => [
  z.maxLength(max, { error: TextMessages.tooLong(label, max) }),
  ...singleLine(label),
];

const requiredString = (message: string, field: TextField) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, { error: message }), ...textRules(field));

const EMAIL: TextField = { label: 'Email', max: TEXT_MAX.email };
const NAME = (label: string): TextField => ({ label, max: TEXT_MAX.name });

const email = z.pipe(
  requiredString(AuthMessages.emailRequired, EMAIL),
  z.email({ error: AuthMessages.emailValid }),
);

const passwordConfirmation = z
  .string({ error: AuthMessages.passwordConfirmationRequired })
  .check(
    z.minLength(1, { error: AuthMessages.passwordConfirmationRequired }),
    ...textRules({ label: 'Password confirmation', max: PASSWORD_RULES.max }),
  );

const username = requiredString(AuthMessages.usernameRequired, {
  label: 'Username',
  max: TEXT_MAX.username,
}).check(
  // Sign-in reads an input with "@" as an e-mail, so such a username could never sign in.
  z.refine<string>((name) => !name.includes('@'), { error: AuthMessages.usernameNoAt }),
);

const confirmationMatches = z.refine<{ password: string; password_confirmation: string }>(
  (v) => v.password === v.password_confirmation,
  { path: ['password_confirmation'], error: AuthMessages.passwordConfirmationMatch },
);

/**
 * A new password: length limits, typeable (no control characters), not blank or one character
 * repeated, and not one of the most common passwords.
 */
export const NewPasswordSchema = z.string({ error: AuthMessages.passwordRequired }).check(
  z.minLength(1, { error: AuthMessages.passwordRequired }),
  z.minLength(PASSWORD_RULES.min, { error: AuthMessages.passwordTooShort }),
  z.maxLength(PASSWORD_RULES.max, { error: AuthMessages.passwordTooLong }),
  ...singleLine('Password'),
  z.refine<string>((p) => p.trim() !== '', { error: AuthMessages.passwordOnlySpaces }),
  // Blank ones already have their message.
  z.refine<string>((p) => p.trim() === '' || !isOneCharacterRepeated(p), {
    error: AuthMessages.passwordRepeated,
  }),
  z.refine<string>((p) => !isCommonPassword(p), { error: AuthMessages.passwordCommon }),
);

/** An address's shape, as z.email checks it, for an entry that may also be a username. */
const emailShape = z.email();

/**
 * Sign in accepts a username or an email in the `email` field. Usernames cannot hold "@", so
 * an entry with one is an e-mail, and must be a valid one (back-office.md §5).
 */
export const SignInInputSchema = z.object({
  email: requiredString(AuthMessages.emailRequired, EMAIL).check(
    z.refine<string>(
      (entry) => !entry.includes('@') || emailShape.safeParse(entry.trim()).success,
      {
        error: AuthMessages.emailValid,
      },
    ),
  ),
  // No password can be set that breaks these rules, so none that does can be right.
  password: z
    .string({ error: AuthMessages.passwordRequired })
    .check(
      z.minLength(1, { error: AuthMessages.passwordRequired }),
      z.maxLength(PASSWORD_RULES.max, { error: AuthMessages.passwordTooLong }),
      ...singleLine('Password'),
    ),
});
export type SignInInput = z.infer<typeof SignInInputSchema>;

export const SignUpInputSchema = z.object({
  firstname: requiredString(AuthMessages.firstNameRequired, NAME('First name')),
  lastname: requiredString(AuthMessages.lastNameRequired, NAME('Last name')),
  email,
  password: NewPasswordSchema,
});
export type SignUpInput = z.infer<typeof SignUpInputSchema>;

const registerFields = {
  firstname: requiredString(AuthMessages.firstNameRequired, NAME('First name')),
  lastname: requiredString(AuthMessages.lastNameRequired, NAME('Last name')),
  username,
  email,
  code: requiredString(AuthMessages.invitationCodeRequired, {
    label: 'Invitation code',
    max: TEXT_MAX.invitationCode,
  }),
  password: NewPasswordSchema,
};

/** The register form: the confirmation is typed, and must match. */
export const RegisterFormSchema = z
  .object({ ...registerFields, password_confirmation: passwordConfirmation })
  .check(confirmationMatches);
export type RegisterFormValues = z.infer<typeof RegisterFormSchema>;

/**
 * Body of POST register. The spec's console sends no confirmation (back-office.md §7: firstname,
 * lastname, username, email, code, password): its form checks it. One that is sent must match.
 */
export const RegisterInputSchema = z
  .object({ ...registerFields, password_confirmation: z.optional(passwordConfirmation) })
  .check(
    z.refine<{ password: string; password_confirmation?: string }>(
      (v) => v.password_confirmation === undefined || v.password === v.password_confirmation,
      { path: ['password_confirmation'], error: AuthMessages.passwordConfirmationMatch },
    ),
  );
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

export const ChangePasswordInputSchema = z
  .object({ password: NewPasswordSchema, password_confirmation: passwordConfirmation })
  .check(confirmationMatches);
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

/**
 * Body of PATCH admin/{id}/password. Changing one's own password also takes the current one,
 * so a token left on a shared computer cannot lock its owner out; an admin setting a
 * colleague's password leaves it out.
 */
export const AdminPasswordInputSchema = z
  .object({
    current_password: z.optional(z.string().check(z.maxLength(PASSWORD_RULES.max))),
    password: NewPasswordSchema,
    password_confirmation: passwordConfirmation,
  })
  .check(confirmationMatches);
export type AdminPasswordInput = z.infer<typeof AdminPasswordInputSchema>;

export const SendVerificationCodeInputSchema = z.object({ email });
const verificationCode = requiredString(AuthMessages.verificationCodeRequired, {
  label: 'Verification code',
  max: TEXT_MAX.verificationCode,
});

/** The second forgot-password step's form: the code alone (the e-mail is from step one). */
export const VerificationCodeFormSchema = z.object({ verification_code: verificationCode });
export const ConfirmVerificationCodeInputSchema = z.object({
  email,
  verification_code: verificationCode,
});
/** The last forgot-password step carries the confirmed code so the reset is single-use. */
export const UpdatePasswordInputSchema = z.object({
  email,
  verification_code: verificationCode,
  password: NewPasswordSchema,
});
export type UpdatePasswordInput = z.infer<typeof UpdatePasswordInputSchema>;

/** The form of the third forgot-password step (password plus confirmation). */
export const ResetPasswordFormSchema = ChangePasswordInputSchema;

/** Body of POST auth/refresh. */
export const RefreshTokenInputSchema = z.object({
  refresh_token: requiredString(AuthMessages.refreshTokenRequired, {
    label: 'Refresh token',
    max: TEXT_MAX.token,
  }),
});
export type RefreshTokenInput = z.infer<typeof RefreshTokenInputSchema>;
