import { z } from 'zod';
import { CoercedIdSchema, IdSchema, TimestampSchema, requiredString } from './common';
import { REVIEW_MAX_RATING, TEXT_MAX } from './constants';
import { PageQuerySchema, booleanFlag, searchParam } from './http';

export const ReviewMessages = {
  contentRequired: 'Review content is required',
  ratingRequired: 'Rating is required',
  failed: 'Rating and review content is required!',
  empty: 'No reviews yet. Be the first to write a review for the business.',
} as const;

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

export const ReviewStatsSchema = z.object({
  count: z.number().int(),
  /** Mean rating to 1 decimal; 0 without reviews. */
  average: z.number(),
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
