import { queryOptions } from '@tanstack/react-query';
import type {
  CreateReviewInput,
  Paginated,
  Review,
  ReviewListQuerySchema,
  ReviewStats,
  UpdateReviewInput,
} from '@rendezvous/domain';
import type { z } from 'zod';
import type { ApiClient } from './http';

export type ReviewListParams = Partial<z.output<typeof ReviewListQuerySchema>>;

export const reviewKeys = {
  all: ['reviews'] as const,
  lists: () => [...reviewKeys.all, 'list'] as const,
  list: (query: ReviewListParams) => [...reviewKeys.lists(), query] as const,
  stats: (businessId: number) => [...reviewKeys.all, 'stats', businessId] as const,
};

/**
 * GET reviews, newest first. An admin with reviews/read sees every status of their business
 * (filterByBusiness); the public site passes business_id and gets the published ones.
 */
export function listReviews(
  client: ApiClient,
  query: ReviewListParams,
  options: { signal?: AbortSignal } = {},
): Promise<Paginated<Review>> {
  return client.get('reviews', { query, signal: options.signal });
}

/** GET reviews/stats: count, average to 1 decimal, count per rating (published reviews). */
export function getReviewStats(
  client: ApiClient,
  businessId: number,
  options: { signal?: AbortSignal } = {},
): Promise<ReviewStats> {
  return client.get('reviews/stats', {
    query: { business_id: businessId },
    signal: options.signal,
  });
}

/**
 * POST reviews: a signed-in customer (a client with customer tokens) who has had an
 * appointment at the business adds a published review; the answer goes at the top of the list.
 */
export function createReview(client: ApiClient, input: CreateReviewInput): Promise<Review> {
  return client.post('reviews', { json: input });
}

/** PATCH reviews/{id}: the signed-in customer changes their own review's rating or text. */
export function updateReview(
  client: ApiClient,
  id: number,
  input: UpdateReviewInput,
): Promise<Review> {
  return client.patch(`reviews/${id}`, { json: input });
}

export const reviewQueries = {
  list: (client: ApiClient, query: ReviewListParams) =>
    queryOptions({
      queryKey: reviewKeys.list(query),
      queryFn: ({ signal }) => listReviews(client, query, { signal }),
    }),
  stats: (client: ApiClient, businessId: number) =>
    queryOptions({
      queryKey: reviewKeys.stats(businessId),
      queryFn: ({ signal }) => getReviewStats(client, businessId, { signal }),
    }),
};
