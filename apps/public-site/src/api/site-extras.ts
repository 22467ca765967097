import type { ApiClient } from '@rendezvous/api-client';
import type { ContactFormInput, CreateReviewInput, Paginated, Review } from '@rendezvous/domain';
import { queryOptions } from '@tanstack/react-query';

/*
 * Calls of the public page that the shared client does not offer yet: the contact form and
 * the reviews. Their paths are the API's (POST contact; GET and POST reviews).
 */

export const siteExtraKeys = {
  reviews: (businessId: number, page: number) => ['site', 'reviews', businessId, page] as const,
  allReviews: (businessId: number) => ['site', 'reviews', businessId] as const,
};

export function sendContactForm(
  client: ApiClient,
  input: ContactFormInput,
): Promise<{ id: number }> {
  return client.post('contact', { json: input });
}

export function listSiteReviews(
  client: ApiClient,
  businessId: number,
  page: number,
  options: { signal?: AbortSignal } = {},
): Promise<Paginated<Review>> {
  return client.get('reviews', {
    query: { business_id: businessId, appendUser: true, paginate: 10, page },
    signal: options.signal,
  });
}

export function addReview(client: ApiClient, input: CreateReviewInput): Promise<Review> {
  return client.post('reviews', { json: input });
}

export const siteReviewsQuery = (client: ApiClient, businessId: number, page: number) =>
  queryOptions({
    queryKey: siteExtraKeys.reviews(businessId, page),
    queryFn: ({ signal }) => listSiteReviews(client, businessId, page, { signal }),
  });
