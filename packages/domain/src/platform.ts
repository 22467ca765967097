import { z } from './zod';

/**
 * GET platform/stats: the platform admin's dashboard figures, across every business.
 * `appointments_this_month` counts appointments whose (business-local) date falls in the
 * current calendar month in UTC: businesses span time zones, the platform has none of its own.
 */
export const PlatformStatsSchema = z.object({
  businesses: z.number().int().nonnegative(),
  admins: z.number().int().nonnegative(),
  appointments_this_month: z.number().int().nonnegative(),
  /** The month counted, YYYY-MM. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
});
export type PlatformStats = z.infer<typeof PlatformStatsSchema>;
