import { z } from './zod';
import { CoercedIdSchema, FlagSchema, IdSchema, singleLineText } from './common';
import { BusinessDaySchema } from './consultant';
import { WEEK_DAYS } from './constants';
import { APPOINTMENT_LENGTH_DECIDERS } from './service';
import { ReviewStatsSchema } from './review';
import { BusinessThemeEntitySchema, ThemeImageSchema } from './theme';
import { debugParam } from './http';

/**
 * The public website of a business: everything its theme shows, in one payload, for
 * GET site/{subdomain} (customers) and GET business/{id}/site (the admin's preview).
 */

export const SiteMessages = {
  notFound: 'This site does not exist.',
  notPublished: 'This site is not published yet.',
} as const;

/** GET site-config: where business sites live, {subdomain}.{site_domain} (the API's SITE_DOMAIN). */
export const SiteConfigSchema = z.object({ site_domain: z.string() });
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

/** Path of GET site/{subdomain}: a DNS label; matched whatever its case. */
export const SiteParamsSchema = z.object({
  subdomain: singleLineText({ label: 'Subdomain', max: 63 }),
});

/** Query of GET business/{id}/site: the theme to preview (the business's own by default). */
export const SitePreviewQuerySchema = z.object({
  theme_id: CoercedIdSchema.optional(),
  debug: debugParam,
});
export type SitePreviewQuery = z.input<typeof SitePreviewQuerySchema>;

/** A business address as the public sees it: the street is withheld when hide_address is 1. */
export const PublicAddressSchema = z.object({
  id: IdSchema,
  address_line_1: z.string().nullable(),
  address_line_2: z.string().nullable(),
  city: z.string(),
  postal_code: z.string().nullable(),
  country_id: IdSchema,
  state_id: IdSchema,
  hide_address: FlagSchema,
  gmaps_full_address: z.string().nullable(),
  gmaps_latitude: z.number().nullable(),
  gmaps_longitude: z.number().nullable(),
  gmaps_place_id: z.string().nullable(),
});
export type PublicAddress = z.infer<typeof PublicAddressSchema>;

const lengthFields = {
  appointment_length_decider: z.enum(APPOINTMENT_LENGTH_DECIDERS),
  appointment_length: z.number().int(),
  minimum_appointment_length: z.number().int(),
  maximum_appointment_length: z.number().int(),
};

/** A service on the site. `price` (integer cents) is null when the business hides it. */
export const PublicServiceSchema = z.object({
  id: IdSchema,
  name: z.string(),
  description: z.string(),
  /** In Canadian French; null: French visitors read the English (see localized). */
  name_fr: z.string().nullable().optional(),
  description_fr: z.string().nullable().optional(),
  image_url: z.string().nullable(),
  service_category_id: IdSchema,
  service_category_name: z.string(),
  service_category_name_fr: z.string().nullable().optional(),
  show_price: z.boolean(),
  price: z.number().int().nullable(),
  is_subscription: z.boolean(),
  ...lengthFields,
});
export type PublicService = z.infer<typeof PublicServiceSchema>;

/** A service as one consultant offers it, with the business values already applied. */
export const PublicConsultantServiceSchema = z.object({
  id: IdSchema,
  service_id: IdSchema,
  name: z.string(),
  description: z.string(),
  name_fr: z.string().nullable().optional(),
  description_fr: z.string().nullable().optional(),
  image_url: z.string().nullable(),
  /** Integer cents; null when the business hides the service's price. */
  price: z.number().int().nullable(),
  ...lengthFields,
});
export type PublicConsultantService = z.infer<typeof PublicConsultantServiceSchema>;

/**
 * An active consultant the public can book: who they are, what they offer and the week days
 * they work (no e-mail, no phone). A consultant who offers no service or has no working day
 * yet is not on the site at all.
 */
export const PublicConsultantSchema = z.object({
  id: IdSchema,
  admin_id: IdSchema,
  firstname: z.string(),
  lastname: z.string(),
  full_name: z.string(),
  image_url: z.string().nullable(),
  is_away: FlagSchema,
  services: z.array(PublicConsultantServiceSchema),
  /** The week days the consultant works (their own hours; the business must be open too). */
  work_days: z.array(z.enum(WEEK_DAYS)).max(WEEK_DAYS.length),
});
export type PublicConsultant = z.infer<typeof PublicConsultantSchema>;

export const PublicBusinessSchema = z.object({
  id: IdSchema,
  name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  short_description: z.string().nullable(),
  long_description: z.string().nullable(),
  short_description_fr: z.string().nullable().optional(),
  long_description_fr: z.string().nullable().optional(),
  logo_url: z.string().nullable(),
  subdomain: z.string().nullable(),
  /** The theme the site is drawn with (in a preview, the one asked for). */
  theme_id: IdSchema.nullable(),
  time_zone: z.string(),
  is_live: FlagSchema,
  /** How many appointments a signed-in customer may book as one repeating series (0: none). */
  online_series_max: z.number().int(),
  /** The business's language: fr-CA makes the site French first (see chooseSiteLanguage). */
  default_language: z.enum(['en-CA', 'fr-CA']),
  addresses: z.array(PublicAddressSchema),
  days: z.array(BusinessDaySchema),
  /** The business's switches that change the site: online_booking, show_prices, accept_reviews... */
  settings: z.array(z.object({ setting_code: z.string(), is_active: FlagSchema })),
});
export type PublicBusiness = z.infer<typeof PublicBusinessSchema>;

export const PublicSiteSchema = z.object({
  business: PublicBusinessSchema,
  theme_images: z.array(ThemeImageSchema),
  /** The services some listed consultant offers: one nobody offers cannot be booked, so is not shown. */
  services: z.array(PublicServiceSchema),
  consultants: z.array(PublicConsultantSchema),
  /** The real-estate theme's blocks (header image, properties, action cards...), with items. */
  theme_entities: z.array(BusinessThemeEntitySchema),
  review_stats: ReviewStatsSchema,
});
export type PublicSite = z.infer<typeof PublicSiteSchema>;

/**
 * Whether the business texts its customers (sms_notifications, off until turned on): the site
 * then lets a customer choose e-mail and/or SMS when booking.
 */
export function siteSendsSms(site: Pick<PublicSite, 'business'>): boolean {
  return site.business.settings.some(
    (s) => s.setting_code === 'sms_notifications' && s.is_active === 1,
  );
}

/** Whether a business setting is on; a setting the business never saved counts as on. */
export function siteSettingOn(site: Pick<PublicSite, 'business'>, code: string): boolean {
  const setting = site.business.settings.find((s) => s.setting_code === code);
  return setting ? setting.is_active === 1 : true;
}
