import { queryOptions } from '@tanstack/react-query';
import type {
  CreateWaitlistEntryInput,
  PublicWaitlistInput,
  PublicWaitlistOffer,
  WaitlistEntry,
} from '@rendezvous/domain';
import type { ApiClient } from './http';

/*
 * The waitlist (issue 25): the owner's list in the console, a visitor joining on the site, and
 * the offer page its e-mails link to (the signed token stands for the customer: no session).
 */

/** open: entries waiting or holding an offer; all: booked and removed ones too. */
export type WaitlistShow = 'open' | 'all';

export const waitlistKeys = {
  all: ['waitlist'] as const,
  business: (businessId: number) => [...waitlistKeys.all, businessId] as const,
  list: (businessId: number, show: WaitlistShow) =>
    [...waitlistKeys.business(businessId), 'list', show] as const,
  offer: (token: string) => [...waitlistKeys.all, 'offer', token] as const,
};

/** GET business/{id}/waitlist: first come first served, each with the offer it holds now. */
export function listWaitlist(
  client: ApiClient,
  businessId: number,
  show: WaitlistShow = 'open',
  options: { signal?: AbortSignal } = {},
): Promise<WaitlistEntry[]> {
  return client.get(`business/${businessId}/waitlist`, { query: { show }, signal: options.signal });
}

/** POST business/{id}/waitlist: puts one of the business's customers on the waitlist. */
export function addToWaitlist(
  client: ApiClient,
  businessId: number,
  input: CreateWaitlistEntryInput,
): Promise<WaitlistEntry> {
  return client.post(`business/${businessId}/waitlist`, { json: input });
}

/** DELETE business/{id}/waitlist/{entryId}: removes an entry (an offer it holds goes to the next). */
export function removeFromWaitlist(
  client: ApiClient,
  businessId: number,
  entryId: number,
): Promise<{ id: number }> {
  return client.delete(`business/${businessId}/waitlist/${entryId}`);
}

/**
 * POST site/{subdomain}/waitlist: the signed-in customer joins, or a visitor with guest details.
 * 409 when the customer already waits for that service and dates, or holds the most entries.
 */
export function joinWaitlist(
  client: ApiClient,
  subdomain: string,
  input: PublicWaitlistInput,
): Promise<{ id: number }> {
  return client.post(`site/${subdomain}/waitlist`, { json: input });
}

/** GET waitlist/offer: the time held by an offer's link. 404 when the link is altered or not ours. */
export function getWaitlistOffer(
  client: ApiClient,
  token: string,
  options: { signal?: AbortSignal } = {},
): Promise<PublicWaitlistOffer> {
  return client.get('waitlist/offer', { query: { token }, signal: options.signal });
}

/**
 * POST waitlist/offer/confirm: books the time held. Confirming twice answers the same booking;
 * 422 once the hold has run out or the time was taken.
 */
export function confirmWaitlistOffer(
  client: ApiClient,
  token: string,
): Promise<PublicWaitlistOffer> {
  return client.post('waitlist/offer/confirm', { json: { token } });
}

export const waitlistQueries = {
  list: (client: ApiClient, businessId: number, show: WaitlistShow = 'open') =>
    queryOptions({
      queryKey: waitlistKeys.list(businessId, show),
      queryFn: ({ signal }) => listWaitlist(client, businessId, show, { signal }),
    }),
  offer: (client: ApiClient, token: string) =>
    queryOptions({
      queryKey: waitlistKeys.offer(token),
      queryFn: ({ signal }) => getWaitlistOffer(client, token, { signal }),
      retry: false,
    }),
};
