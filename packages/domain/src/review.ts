import { z } from './zod';
import { CoercedIdSchema, IdSchema, TimestampSchema, requiredString } from './common';
import { REVIEW_MAX_RATING, TEXT_MAX } from './constants';
import { PageQuerySchema, booleanFlag, debugParam, searchParam } from './http';

export const ReviewMessages = {
  contentRequired: 'Review content is required',
  ratingRequired: 'Rating is required',
  failed: 'Rating and review content is required!',
  empty: 'No reviews yet. Be the first to write a review for the business.',
  added: 'Thank you! Your review has been added.',
  signInToReview: 'Sign in as a customer to write a review.',
  appointmentNeeded: 'Only customers who have had an appointment here can review this business.',
  notAccepted: 'This business does not accept reviews.',
  allReviewed: 'You have already reviewed each of your appointments here. You can edit your review instead.',
  updated: 'Your review has been updated.',
  afterVisit: 'You can review after your appointment.',
  alreadyReviewed: 'You have already reviewed this visit.',
} as const;

/**
 * Why a signed-in customer may or may not write a review now, told before they write:
 * `ok` (a visit of theirs awaits a review), `not_accepted` (the business takes none),
 * `after_visit` (no visit has taken place yet), `no_appointment` (never booked),
 * `already_reviewed` (each visit has its review).
 */
export const REVIEW_ELIGIBILITY_REASONS = [
  'ok',
  'not_accepted',
  'after_visit',
  'no_appointment',
  'already_reviewed',
] as const;
export const ReviewEligibilitySchema = z.object({
  can_review: z.boolean(),
  reason: z.enum(REVIEW_ELIGIBILITY_REASONS),
  /** The reason in words (English; the site translates it), null when the customer may review. */
  message: z.string().nullable(),
});
export type ReviewEligibility = z.infer<typeof ReviewEligibilitySchema>;

export const REVIEW_STATUSES = ['published', 'flagged'] as const;

export const FlaggedReviewSchema = z.object({
  id: IdSchema,
  review_id: IdSchema,
  reason: z.string().nullable(),
  created_at: TimestampSchema,
});
export type FlaggedReview = z.infer<typeof FlaggedReviewSchema>;

export const ReviewSchema = z.object({
  id: IdSchema,
  business_id: IdSchema,
  rating: z.number().int().min(1).max(REVIEW_MAX_RATING),
  text: z.string(),
  status: z.enum(REVIEW_STATUSES),
  user: z
    .object({ id: IdSchema, full_name: z.string(), image_url: z.string().nullable() })
    .optional(),
  /** How many reviews the author has written, shown next to their name. */
  user_review_count: z.number().int().optional(),
  created_at: TimestampSchema,
  flagged_reviews: z.array(FlaggedReviewSchema).optional(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** The add-review form. An untouched star picker holds 0 or null, which counts as no rating. */
export const ReviewFormSchema = z.object({
  rating: z.coerce
    .number({ error: ReviewMessages.ratingRequired })
    .int({ error: ReviewMessages.ratingRequired })
    .min(1, { error: ReviewMessages.ratingRequired })
    .max(REVIEW_MAX_RATING, { error: ReviewMessages.ratingRequired }),
  text: requiredString(ReviewMessages.contentRequired, {
    label: 'Review',
    max: TEXT_MAX.long,
    multiline: true,
  }),
});
export type ReviewForm = z.input<typeof ReviewFormSchema>;

/** Body of POST reviews. */
export const CreateReviewInputSchema = ReviewFormSchema.extend({ business_id: IdSchema });
export type CreateReviewInput = z.infer<typeof CreateReviewInputSchema>;

/** Body of PATCH reviews/{id}: the author changes the rating, the text or both. */
export const UpdateReviewInputSchema = ReviewFormSchema.partial().refine(
  (input) => input.rating !== undefined || input.text !== undefined,
  { error: ReviewMessages.failed },
);
export type UpdateReviewInput = z.infer<typeof UpdateReviewInputSchema>;

/** The star values a review may give, as the keys of `per_rating`. */
export const RATING_VALUES = ['1', '2', '3', '4', '5'] as const;

export const ReviewStatsSchema = z.object({
  count: z.number().int(),
  /** Mean rating to 1 decimal; 0 without reviews. */
  average: z.number(),
  /**
   * How many reviews gave each number of stars. An object of five named keys rather than a
   * record over an enum: the JSON Schema of a record lists the keys as required without
   * defining them, which OpenAPI linters (Redocly) flag and generated clients type loosely.
   */
  per_rating: z.object({
    '1': z.number().int(),
    '2': z.number().int(),
    '3': z.number().int(),
    '4': z.number().int(),
    '5': z.number().int(),
  }),
});
export type ReviewStats = z.infer<typeof ReviewStatsSchema>;

/** The mean rating to 1 decimal (the public page shows 5 stars with halves and this number). */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const mean = ratings.reduce((sum, r) => sum + r, 0) / ratings.length;
  return Math.round(mean * 10) / 10;
}

/** The star picture of an average: rounded to the nearest half star. */
export function ratingToHalfStars(average: number): number {
  return Math.round(average * 2) / 2;
}

export const ReviewListQuerySchema = PageQuerySchema.extend({
  business_id: CoercedIdSchema.optional(),
  filterByBusiness: booleanFlag,
  appendUser: booleanFlag,
  appendFlaggedReviews: booleanFlag,
  status: z.enum(REVIEW_STATUSES).optional(),
  search: searchParam,
});
export type ReviewListQuery = z.input<typeof ReviewListQuerySchema>;

/** Query of GET reviews/stats. */
export const ReviewStatsQuerySchema = z.object({
  business_id: CoercedIdSchema,
  debug: debugParam,
});
export type ReviewStatsQuery = z.input<typeof ReviewStatsQuerySchema>;

/** Review stats from how many reviews gave each rating (e.g. a GROUP BY rating). */
export function reviewStatsFromCounts(
  counts: readonly { rating: number; count: number }[],
): ReviewStats {
  const per_rating = Object.fromEntries(RATING_VALUES.map((v) => [v, 0])) as ReviewStats['per_rating'];
  let count = 0;
  let sum = 0;
  for (const row of counts) {
    const key = String(row.rating) as (typeof RATING_VALUES)[number];
    if (!(key in per_rating)) continue;
    per_rating[key] += row.count;
    count += row.count;
    sum += row.rating * row.count;
  }
  return { count, average: count === 0 ? 0 : Math.round((sum / count) * 10) / 10, per_rating };
}
