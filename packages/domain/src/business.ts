import { z } from './zod';
import { AddressSchema } from './address';
import {
  CoercedIdSchema,
  FlagSchema,
  IdSchema,
  TimestampSchema,
  multiLineText,
  optionalEmail,
  requiredId,
  requiredString,
  singleLineText,
  webLink,
} from './common';
import { ConsultantSchema, BusinessDaySchema } from './consultant';
import {
  MAX_APPOINTMENTS_PER_CONSULTANT_DAY,
  WAITLIST_HOLD_MINUTES,
  ONLINE_SERIES_MAX,
  MAX_MINIMUM_NOTICE_MINUTES,
  SLOT_STEPS,
} from './booking-rules';
import { BUSINESS_STATUSES, MAX_AMOUNT_CENTS, MAX_LIST_ITEMS, TEXT_MAX } from './constants';
import { PageQuerySchema, booleanFlag, debugParam, searchParam } from './http';
import { IntegrationEntitySchema, IntegrationSchema } from './integration';
import { MerchantSchema } from './payment-method';
import { optionalPhone } from './phone';
import { TagSchema } from './reference';
import { ReviewSchema } from './review';
import { RoleSchema } from './role';
import { ServiceSchema } from './service';
import { BusinessMessages } from './business-messages';
import {
  SUBDOMAIN_MAX_LENGTH,
  SUBDOMAIN_PATTERN,
  isAllowedSubdomain,
  normalizeSubdomain,
} from './subdomain';
import { GUEST_RETENTION_MONTHS, PrivacyMessages } from './privacy';
import { ServiceCategorySchema } from './service-category';
import { BusinessThemeEntitySchema } from './theme';

/** The languages a business speaks to its customers in. */
export const BUSINESS_LANGUAGES = ['en-CA', 'fr-CA'] as const;
export { BusinessMessages } from './business-messages';

export const BusinessSettingSchema = z.object({
  id: IdSchema,
  business_id: IdSchema,
  setting_code: z.string(),
  is_active: FlagSchema,
});
export type BusinessSetting = z.infer<typeof BusinessSettingSchema>;

export const BusinessTagSchema = z.object({
  tag_id: IdSchema,
  tag: TagSchema.optional(),
});
export type BusinessTag = z.infer<typeof BusinessTagSchema>;

export const BusinessRoleSchema = z.object({
  ...RoleSchema.shape,
  admins_count: z.number(),
});
export type BusinessRole = z.infer<typeof BusinessRoleSchema>;

export const BusinessSchema = z.object({
  id: IdSchema,
  name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  registry_id: z.string().nullable(),
  short_description: z.string().nullable(),
  long_description: z.string().nullable(),
  short_description_fr: z.string().nullable().optional(),
  long_description_fr: z.string().nullable().optional(),
  status: z.enum(BUSINESS_STATUSES),
  province: z.string().nullable(),
  primary_contact: z.string().nullable(),
  postal_code: z.string().nullable(),
  logo_url: z.string().nullable(),
  subdomain: z.string().nullable(),
  theme_id: IdSchema.nullable(),
  category_service_id: IdSchema.nullable(),
  /** IANA time zone the business's appointment times are in. */
  time_zone: z.string(),
  /** Tax on appointments' service totals, parts per million (149,750 = 14.975 %). */
  tax_rate_ppm: z.number().int(),
  /** Booking fee added to each appointment, integer cents. */
  booking_fee: z.number().int(),
  /** How many days ahead the business takes bookings; later dates have no times. */
  booking_horizon_days: z.number().int(),
  /** Hours before the start after which a customer may no longer cancel or move online. */
  cancellation_notice_hours: z.number().int().optional(),
  /**
   * Booking rules (issue 25; always in the API's answers, optional for the business summaries
   * built elsewhere): minutes ahead of its start a booking must be made (the owner may
   * override it), minutes between the start times offered, and the most appointments one
   * consultant takes on one day (null: no limit).
   */
  minimum_notice_minutes: z.number().int().optional(),
  slot_step_minutes: z.number().int().optional(),
  max_appointments_per_consultant_day: z.number().int().nullable().optional(),
  /** Minutes a time freed for the waitlist is held for the customer it is offered to. */
  waitlist_hold_minutes: z.number().int().optional(),
  /** How many appointments a signed-in customer may book as one series on the site (0: none). */
  online_series_max: z.number().int().optional(),
  /** Months a guest without an appointment is kept before being anonymized (privacy). */
  guest_retention_months: z.number().int().optional(),
  /** Its customers' language when theirs is not known; fr-CA makes its website French first. */
  default_language: z.enum(BUSINESS_LANGUAGES).optional(),
  /** The website manager's Go Live switch. */
  is_live: FlagSchema,
  /** End of the free Teams trial. */
  trial_ends_at: TimestampSchema.nullable(),
  /** The admin who founded it: no peer admin may change their account. */
  owner_admin_id: IdSchema.nullable().optional(),
  full_address: z.string().nullable(),
  gmaps_full_address: z.string().nullable(),
  morph_class: z.literal('business'),
  created_at: TimestampSchema,
  // Relations, present when appended.
  services: z.array(ServiceSchema).optional(),
  service_categories: z.array(ServiceCategorySchema).optional(),
  consultants: z.array(ConsultantSchema).optional(),
  days: z.array(BusinessDaySchema).optional(),
  addresses: z.array(AddressSchema).optional(),
  settings: z.array(BusinessSettingSchema).optional(),
  tags: z.array(BusinessTagSchema).optional(),
  merchants: z.array(MerchantSchema).optional(),
  integrations: z.array(IntegrationSchema).optional(),
  /** The calendars the business-wide integrations use. */
  entities: z.array(IntegrationEntitySchema).optional(),
  theme_entities: z.array(BusinessThemeEntitySchema).optional(),
  reviews: z.array(ReviewSchema).optional(),
  /** The roles the business's admins hold, each with how many hold it (appendRoles). */
  roles: z.array(BusinessRoleSchema).optional(),
});
export type Business = z.infer<typeof BusinessSchema>;

/** The setup form ("Tell us about your business"); the category list depends on the type. */
const businessName = requiredString(BusinessMessages.nameRequired, {
  label: 'Business name',
  max: TEXT_MAX.name,
});

export const SetupBusinessFormSchema = z.object({
  name: businessName,
  /** The chosen business category (the form's "type of business"). */
  category_id: requiredId(BusinessMessages.typeRequired),
  /** One of that category's services (the form's "business category"). */
  category_service_id: requiredId(BusinessMessages.categoryRequired),
});
export type SetupBusinessForm = z.input<typeof SetupBusinessFormSchema>;
export type SetupBusinessFormValues = z.output<typeof SetupBusinessFormSchema>;

/** Body of POST business: the category service identifies the type too. */
export const CreateBusinessInputSchema = SetupBusinessFormSchema.pick({
  name: true,
  category_service_id: true,
});
export type CreateBusinessInput = z.infer<typeof CreateBusinessInputSchema>;

/** A DNS label: letters, digits and inner hyphens, at most 63 characters; not reserved. */
export const SubdomainSchema = z
  .string({ error: BusinessMessages.subdomainRequired })
  // The label's own limit, checked on the raw text too so no input is long before it is cut down.
  .max(SUBDOMAIN_MAX_LENGTH, { error: BusinessMessages.subdomainInvalid })
  .transform(normalizeSubdomain)
  .pipe(
    z
      .string()
      .min(1, { error: BusinessMessages.subdomainRequired, abort: true })
      .max(SUBDOMAIN_MAX_LENGTH, { error: BusinessMessages.subdomainInvalid })
      .regex(SUBDOMAIN_PATTERN, {
        error: BusinessMessages.subdomainInvalid,
        abort: true,
      })
      .refine(isAllowedSubdomain, { error: BusinessMessages.subdomainReserved }),
  );

export const SubdomainFormSchema = z.object({ subdomain: SubdomainSchema });
export type SubdomainForm = z.input<typeof SubdomainFormSchema>;

/** Body of POST business/check-existing-subdomain. */
export const CheckSubdomainInputSchema = SubdomainFormSchema;

/** The profile tab of a business. */
export const BusinessProfileFormSchema = z.object({
  name: businessName,
  email: optionalEmail(BusinessMessages.emailValid).nullable(),
  phone_number: optionalPhone('Phone number').nullable(),
  registry_id: singleLineText({ label: 'Registry ID', max: TEXT_MAX.short }).nullable(),
  short_description: multiLineText({ label: 'Short description', max: TEXT_MAX.short }).nullable(),
  long_description: multiLineText({ label: 'Long description', max: TEXT_MAX.long }).nullable(),
  // In Canadian French, beside the English: what French visitors of the site read.
  short_description_fr: multiLineText({ label: 'French short description', max: TEXT_MAX.short })
    .nullable()
    .optional(),
  long_description_fr: multiLineText({ label: 'French long description', max: TEXT_MAX.long })
    .nullable()
    .optional(),
});
export type BusinessProfileForm = z.input<typeof BusinessProfileFormSchema>;

const bookingHorizonDays = z
  .number({ error: BusinessMessages.bookingHorizonInvalid })
  .int({ error: BusinessMessages.bookingHorizonInvalid })
  .min(1, { error: BusinessMessages.bookingHorizonInvalid })
  .max(3650, { error: BusinessMessages.bookingHorizonInvalid });

/** The booking rules a business sets for itself (issue 25), with their bounds. */
const bookingRuleFields = {
  minimum_notice_minutes: z
    .number({ error: BusinessMessages.minimumNoticeInvalid })
    .int({ error: BusinessMessages.minimumNoticeInvalid })
    .min(0, { error: BusinessMessages.minimumNoticeInvalid })
    .max(MAX_MINIMUM_NOTICE_MINUTES, { error: BusinessMessages.minimumNoticeInvalid }),
  slot_step_minutes: z.literal(SLOT_STEPS, { error: BusinessMessages.slotStepInvalid }),
  max_appointments_per_consultant_day: z
    .number({ error: BusinessMessages.dayLimitInvalid })
    .int({ error: BusinessMessages.dayLimitInvalid })
    .min(1, { error: BusinessMessages.dayLimitInvalid })
    .max(MAX_APPOINTMENTS_PER_CONSULTANT_DAY, { error: BusinessMessages.dayLimitInvalid })
    .nullable(),
  waitlist_hold_minutes: z
    .number({ error: BusinessMessages.waitlistHoldInvalid })
    .int({ error: BusinessMessages.waitlistHoldInvalid })
    .min(WAITLIST_HOLD_MINUTES.min, { error: BusinessMessages.waitlistHoldInvalid })
    .max(WAITLIST_HOLD_MINUTES.max, { error: BusinessMessages.waitlistHoldInvalid }),
  online_series_max: z
    .number({ error: BusinessMessages.onlineSeriesInvalid })
    .int({ error: BusinessMessages.onlineSeriesInvalid })
    .min(0, { error: BusinessMessages.onlineSeriesInvalid })
    .max(ONLINE_SERIES_MAX.max, { error: BusinessMessages.onlineSeriesInvalid })
    // 1 is no series: off (0) or from two appointments.
    .refine((n) => n === 0 || n >= ONLINE_SERIES_MAX.min, {
      error: BusinessMessages.onlineSeriesInvalid,
    }),
};

/**
 * Body of PATCH business/{id}: usually a single field (theme_id, subdomain, status, ...). Empty
 * optional text is stored as null.
 */
export const UpdateBusinessInputSchema = BusinessProfileFormSchema.extend({
  status: z.enum(BUSINESS_STATUSES),
  subdomain: SubdomainSchema,
  theme_id: IdSchema,
  logo_url: webLink({ label: 'Logo', max: TEXT_MAX.url }).nullable(),
  province: singleLineText({ label: 'Province', max: TEXT_MAX.name }).nullable(),
  primary_contact: singleLineText({ label: 'Primary contact', max: TEXT_MAX.name }).nullable(),
  postal_code: singleLineText({ label: 'Postal code', max: TEXT_MAX.postalCode }).nullable(),
  time_zone: singleLineText({ label: 'Time zone', max: TEXT_MAX.key }).min(1),
  is_live: FlagSchema,
  category_service_id: IdSchema,
  /** Messages to customers whose language is not known, and the site's: fr-CA is French first. */
  default_language: z.enum(BUSINESS_LANGUAGES, { error: BusinessMessages.languageInvalid }),
  tax_rate_ppm: z
    .number()
    .int({ error: BusinessMessages.taxRateInvalid })
    .min(0, { error: BusinessMessages.taxRateInvalid })
    .max(1_000_000, { error: BusinessMessages.taxRateInvalid }),
  booking_fee: z
    .number()
    .int({ error: BusinessMessages.bookingFeeInvalid })
    .min(0, { error: BusinessMessages.bookingFeeInvalid })
    .max(MAX_AMOUNT_CENTS, { error: BusinessMessages.bookingFeeInvalid }),
  booking_horizon_days: bookingHorizonDays,
  cancellation_notice_hours: z
    .number()
    .int({ error: BusinessMessages.cancellationNoticeInvalid })
    .min(0, { error: BusinessMessages.cancellationNoticeInvalid })
    .max(720, { error: BusinessMessages.cancellationNoticeInvalid }),
  ...bookingRuleFields,
  /** Privacy (issue 26): months a guest without an appointment is kept. */
  guest_retention_months: z
    .number({ error: PrivacyMessages.retentionInvalid })
    .int({ error: PrivacyMessages.retentionInvalid })
    .min(GUEST_RETENTION_MONTHS.min, { error: PrivacyMessages.retentionInvalid })
    .max(GUEST_RETENTION_MONTHS.max, { error: PrivacyMessages.retentionInvalid }),
}).partial();
export type UpdateBusinessInput = z.input<typeof UpdateBusinessInputSchema>;

/**
 * The Booking rules card (PATCH business/{id} with all four): the minimum notice, the horizon,
 * the slot step and the per-day limit of appointments per consultant (null: none).
 */
export const BookingRulesInputSchema = z.object({
  booking_horizon_days: bookingHorizonDays,
  ...bookingRuleFields,
});
export type BookingRulesInput = z.infer<typeof BookingRulesInputSchema>;

/** Body of POST business-tags/{id}: the complete new set of tag ids. */
export const BusinessTagsInputSchema = z.object({ tags: z.array(IdSchema).max(MAX_LIST_ITEMS) });
export type BusinessTagsInput = z.infer<typeof BusinessTagsInputSchema>;

/** Body of POST business-settings. */
export const CreateBusinessSettingInputSchema = z.object({
  business_id: IdSchema,
  setting_code: singleLineText({ label: 'Setting', max: TEXT_MAX.key }).min(1),
  is_active: FlagSchema,
});
export type CreateBusinessSettingInput = z.infer<typeof CreateBusinessSettingInputSchema>;

/** Query of GET business-settings: a platform admin may name the business. */
export const BusinessSettingsQuerySchema = z.object({
  business_id: CoercedIdSchema.optional(),
  debug: debugParam,
});
export type BusinessSettingsQuery = z.input<typeof BusinessSettingsQuerySchema>;

/** Body of PATCH business-settings/{id}. */
export const UpdateBusinessSettingInputSchema = z.object({ is_active: FlagSchema });
export type UpdateBusinessSettingInput = z.infer<typeof UpdateBusinessSettingInputSchema>;

/** Answer of POST business-invitations: who was invited. */
export const BusinessInvitationsResultSchema = z.object({
  invited: z.array(z.object({ id: IdSchema, email: z.string() })),
});
export type BusinessInvitationsResult = z.infer<typeof BusinessInvitationsResultSchema>;

/**
 * What the browser needs to draw maps (GET map-config): the tile URL template, or null when
 * none is configured (maps then show a blank background and say tiles are unavailable).
 */
export const MapConfigSchema = z.object({
  tile_url: z.string().nullable(),
  attribution: z.string(),
  /** 'offline' places a pin at the city, not the street. */
  geocoder: z.enum(['offline', 'nominatim']),
});
export type MapConfig = z.infer<typeof MapConfigSchema>;

export const BusinessListQuerySchema = PageQuerySchema.extend({
  status: z.enum(BUSINESS_STATUSES).optional(),
  search: searchParam,
  appendServices: booleanFlag,
  appendDays: booleanFlag,
  appendAddresses: booleanFlag,
});
export type BusinessListQuery = z.input<typeof BusinessListQuerySchema>;
