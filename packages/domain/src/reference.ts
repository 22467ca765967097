import { z } from './zod';
import { FlagSchema, IdSchema } from './common';
import { booleanFlag } from './http';

/** Reference data: lists every business shares, served by GET countries, timezones, ... */

export const StateSchema = z.object({
  id: IdSchema,
  country_id: IdSchema,
  name: z.string(),
  code: z.string().nullable().optional(),
});
export type State = z.infer<typeof StateSchema>;

export const CountrySchema = z.object({
  id: IdSchema,
  name: z.string(),
  code: z.string(),
  is_active: FlagSchema,
  /** Present with appendStates=true. */
  states: z.array(StateSchema).optional(),
});
export type Country = z.infer<typeof CountrySchema>;

export const TimezoneSchema = z.object({
  id: IdSchema,
  /** IANA name, e.g. America/Toronto. */
  name: z.string(),
  /** What a picker shows, e.g. "(UTC-05:00) Eastern Time". */
  label: z.string(),
});
export type Timezone = z.infer<typeof TimezoneSchema>;

/** A setting a business can switch on (business settings refer to it by `code`). */
export const SettingSchema = z.object({
  code: z.string(),
  description: z.string(),
  info: z.string().nullable(),
  icon: z.string().nullable(),
});
export type Setting = z.infer<typeof SettingSchema>;

export const TagSchema = z.object({
  id: IdSchema,
  name: z.string(),
});
export type Tag = z.infer<typeof TagSchema>;

export const SubscriptionPeriodSchema = z.object({
  id: IdSchema,
  period: z.string(),
  description: z.string().nullable(),
});
export type SubscriptionPeriod = z.infer<typeof SubscriptionPeriodSchema>;

/** One choice under a business category; a business records it as `category_service_id`. */
export const CategoryServiceSchema = z.object({
  id: IdSchema,
  name: z.string(),
});
export type CategoryService = z.infer<typeof CategoryServiceSchema>;

/**
 * A business category as GET categories returns it. The setup form calls the category the
 * "type of business" and its services the "business category", so the business finally stores
 * the id of one of these services.
 */
export const BusinessCategorySchema = z.object({
  id: IdSchema,
  name: z.string(),
  services: z.array(CategoryServiceSchema),
});
export type BusinessCategory = z.infer<typeof BusinessCategorySchema>;

export const CountryQuerySchema = z.object({
  active: booleanFlag,
  appendStates: booleanFlag,
});
/** What a caller may send; the API parses the strings of a query into booleans. */
export type CountryQuery = z.input<typeof CountryQuerySchema>;
