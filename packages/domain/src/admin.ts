import { z } from './zod';
import { AuthMessages } from './auth-messages';
import { BUSINESS_LANGUAGES, BusinessSchema } from './business';
import {
  CoercedIdSchema,
  FlagSchema,
  IdSchema,
  TimestampSchema,
  requiredEmail,
  requiredString,
  singleLineText,
} from './common';
import { ConsultantSchema } from './consultant';
import { ADMIN_STATUS_FILTERS, PASSWORD_RULES, SETUP_NAMES, TEXT_MAX } from './constants';
import { PageQuerySchema, booleanFlag, searchParam } from './http';
import { IntegrationSchema } from './integration';
import { MerchantCustomerSchema } from './payment-method';
import { optionalPhone } from './phone';
import { RoleWithPermissionsSchema } from './role';
import type { PendingSetupStep } from './setup-steps';

export const AdminMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailValid: 'Email must be valid',
  awaySwitch: 'Show status as Away',
  active: 'Active',
  inactive: 'Inactive',
} as const;

/**
 * A back-office user as get-admin-by-token and login return them. The console reads roles
 * with their permissions (side menu, guards), consultant (profile tabs), business (scope),
 * pending_setup_steps (onboarding banner) and can_invite, so the API always sends all of them;
 * relations marked optional are the ones only some endpoints append.
 */
/** A person's language for the console and their messages: Canada's English or French. */
export const ProfileLanguageSchema = z.enum(BUSINESS_LANGUAGES, {
  error: 'Choose English or French',
});
export type ProfileLanguage = z.infer<typeof ProfileLanguageSchema>;

/** A pending step as it sits on the admin; `action` names the step. */
export const PendingSetupStepSchema = z.object({
  title: z.string(),
  text: z.string(),
  text2: z.string().nullable(),
  text3: z.string().nullable(),
  entity: z.enum(['business', 'consultant']),
  action: z.enum(SETUP_NAMES),
}) satisfies z.ZodType<PendingSetupStep>;

export const AdminSchema = z.object({
  id: IdSchema,
  firstname: z.string(),
  lastname: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  full_name: z.string(),
  business_id: IdSchema.nullable(),
  image_url: z.string().nullable(),
  is_active: FlagSchema,
  is_away: FlagSchema,
  can_invite: z.boolean(),
  /** The console's language they chose; null (or absent from older servers) follows the browser. */
  language: ProfileLanguageSchema.nullable().optional(),
  morph_class: z.literal('admin'),
  created_at: TimestampSchema,
  roles: z.array(RoleWithPermissionsSchema),
  consultant: ConsultantSchema.nullable(),
  business: BusinessSchema.nullable().optional(),
  pending_setup_steps: z.array(PendingSetupStepSchema),
  integrations: z.array(IntegrationSchema).optional(),
  merchant_customers: z.array(MerchantCustomerSchema).optional(),
});
export type Admin = z.infer<typeof AdminSchema>;


/** The profile tab of a consultant profile. */
export const AdminProfileFormSchema = z.object({
  firstname: requiredString(AdminMessages.firstNameRequired, {
    label: 'First name',
    max: TEXT_MAX.name,
  }),
  lastname: requiredString(AdminMessages.lastNameRequired, {
    label: 'Last name',
    max: TEXT_MAX.name,
  }),
  // Sign-in reads an input with "@" as an e-mail, so a username holding one could never sign in.
  username: singleLineText({ label: 'Username', max: TEXT_MAX.username })
    .refine((name) => !name.includes('@'), { error: AuthMessages.usernameNoAt })
    .nullable()
    .optional(),
  email: requiredEmail(AdminMessages.emailRequired, AdminMessages.emailValid),
  phone: optionalPhone().nullable().optional(),
  language: ProfileLanguageSchema.nullable().optional(),
});
export type AdminProfileForm = z.input<typeof AdminProfileFormSchema>;

/**
 * Body of PATCH admin/{id}: the profile screen saves one field at a time, and the setup flow
 * uses it to attach the new business (business_id).
 */
export const UpdateAdminInputSchema = AdminProfileFormSchema.extend({
  is_active: FlagSchema,
  is_away: FlagSchema,
  business_id: IdSchema,
}).partial();
export type UpdateAdminInput = z.input<typeof UpdateAdminInputSchema>;

export const AdminListQuerySchema = PageQuerySchema.extend({
  search: searchParam,
  /** A role id. */
  role: CoercedIdSchema.optional(),
  roleName: singleLineText({ label: 'Role name', max: TEXT_MAX.key }).optional(),
  status: z.enum(ADMIN_STATUS_FILTERS).optional(),
  filterByBusiness: booleanFlag,
  appendConsultant: booleanFlag,
  appendRoles: booleanFlag,
});
export type AdminListQuery = z.input<typeof AdminListQuerySchema>;


/** Who may act on another admin's account. */
export const AdminAccessMessages = {
  ownerOutOfReach: "Only the business's owner can change their own account.",
  ownerKeepsAdminRole: "The business's owner keeps the admin role.",
  notOthersPassword: "You cannot set someone else's password. Send them a reset link instead.",
  resetLinkSent: 'We e-mailed them a link to choose a new password.',
} as const;

export const EmailChangeMessages = {
  currentPasswordRequired: 'Your current password is required',
  currentPasswordWrong: 'Your current password is not correct',
  useEmailChange: 'To change an e-mail, confirm the new address with the code sent to it',
  codeSent: 'We sent a code to the new address. Enter it to confirm the change.',
  changed: 'Email changed',
} as const;

/**
 * Step one of an e-mail change (POST admin/{id}/email-change): the acting admin's current
 * password, and the new address, which gets a code.
 */
export const EmailChangeInputSchema = z.object({
  email: requiredEmail(AdminMessages.emailRequired, AdminMessages.emailValid),
  current_password: z
    .string({ error: EmailChangeMessages.currentPasswordRequired })
    .min(1, { error: EmailChangeMessages.currentPasswordRequired })
    .max(PASSWORD_RULES.max, { error: EmailChangeMessages.currentPasswordWrong }),
});
export type EmailChangeInput = z.input<typeof EmailChangeInputSchema>;

/** Step two (POST admin/{id}/email-change/confirm): the new address and its code. */
export const EmailChangeConfirmInputSchema = z.object({
  email: requiredEmail(AdminMessages.emailRequired, AdminMessages.emailValid),
  verification_code: requiredString(AuthMessages.verificationCodeRequired, {
    label: 'Verification code',
    max: TEXT_MAX.verificationCode,
  }),
});
export type EmailChangeConfirmInput = z.input<typeof EmailChangeConfirmInputSchema>;
