import {
  BusinessCategorySchema,
  CoercedIdSchema,
  CountryQuerySchema,
  CountrySchema,
  IdSchema,
  RolePermissionSchema,
  RoleSchema,
  SettingSchema,
  SubscriptionPeriodSchema,
  TagSchema,
  ThemeSchema,
  TimezoneSchema,
  booleanFlag,
  envelope,
} from '@rendezvous/domain';
import { z } from 'zod';

/*
 * Input and output of the reference-data routes: the domain's entity schemas, in the API's
 * `{ data }` envelope, plus what only these routes add.
 */

export const CountriesQuerySchema = CountryQuerySchema;
export const CountriesResponseSchema = envelope(z.array(CountrySchema));

export const RolesQuerySchema = z.object({ appendPermissions: booleanFlag });
export const ReferenceRoleSchema = RoleSchema.extend({
  /** Present with appendPermissions=true. */
  permissions: z.array(RolePermissionSchema).optional(),
});
export const RolesResponseSchema = envelope(z.array(ReferenceRoleSchema));

export const TimezonesResponseSchema = envelope(z.array(TimezoneSchema));
export const CategoriesResponseSchema = envelope(z.array(BusinessCategorySchema));
export const SettingsResponseSchema = envelope(z.array(SettingSchema));
export const TagsResponseSchema = envelope(z.array(TagSchema));
export const SubscriptionPeriodsResponseSchema = envelope(z.array(SubscriptionPeriodSchema));

export const ThemesQuerySchema = z.object({
  business_id: CoercedIdSchema.optional(),
});
/** The domain's theme, widened to the real-estate theme (id 3) and what the slider shows. */
export const ReferenceThemeSchema = ThemeSchema.extend({
  id: IdSchema,
  description: z.string().nullable(),
  /** With business_id: how many theme images that business has (activation needs the minimum). */
  images_count: z.number().int().min(0).optional(),
});
export const ThemesResponseSchema = envelope(z.array(ReferenceThemeSchema));
