import { queryOptions } from '@tanstack/react-query';
import type {
  BookingQuote,
  Customer,
  CustomerAppointment,
  CustomerEmailStatus,
  CustomerEmailVerified,
  CustomerRegisterInput,
  CustomerSession,
  MyAppointmentsQuerySchema,
  Paginated,
  PublicBooking,
  PublicBookingInput,
  PublicSeriesInput,
  PublicQuoteQuerySchema,
  PublicTimeSlot,
  PublicTimesQuerySchema,
  ReviewEligibility,
  SeriesBooked,
  SeriesCheck,
  SignInInput,
  UpdatePasswordInput,
} from '@rendezvous/domain';
import type { z } from 'zod';
import type { ApiClient } from './http';

/*
 * The customer's side of a business's public site: their account, free times, booking (as a
 * guest or signed in) and their own appointments. The site's client is created with
 * `requestType: 'user'` and the customer's token.
 */

export type PublicTimesParams = z.output<typeof PublicTimesQuerySchema>;
export type PublicQuoteParams = z.output<typeof PublicQuoteQuerySchema>;
export type MyAppointmentsParams = Partial<z.output<typeof MyAppointmentsQuerySchema>>;

const USER = { type: 'user' } as const;

export const customerKeys = {
  all: ['customer'] as const,
  me: () => [...customerKeys.all, 'me'] as const,
  times: (subdomain: string, query: PublicTimesParams) =>
    [...customerKeys.all, 'times', subdomain.toLowerCase(), query] as const,
  quote: (subdomain: string, query: PublicQuoteParams) =>
    [...customerKeys.all, 'quote', subdomain.toLowerCase(), query] as const,
  appointments: () => [...customerKeys.all, 'appointments'] as const,
  email: () => [...customerKeys.all, 'email'] as const,
  reviewEligibility: () => [...customerKeys.all, 'review-eligibility'] as const,
  consents: () => [...customerKeys.all, 'consents'] as const,
  appointmentList: (query: MyAppointmentsParams) => [...customerKeys.appointments(), query] as const,
};

/**
 * POST login?type=user: a client of the business `businessId` (the site's) signs in. A wrong
 * e-mail or password is 401 with 'A valid username and password is required'.
 */
export function customerSignIn(
  client: ApiClient,
  businessId: number,
  credentials: SignInInput,
): Promise<CustomerSession> {
  return client.post('login', { query: USER, json: credentials, businessId });
}

/** POST site/{subdomain}/register: creates the customer's account at that business and signs them in. */
export function customerRegister(
  client: ApiClient,
  subdomain: string,
  input: CustomerRegisterInput,
): Promise<CustomerSession> {
  return client.post(`site/${encodeURIComponent(subdomain)}/register`, { json: input });
}

/** POST logout?type=user: revokes the customer's token pair. */
export function customerSignOut(client: ApiClient): Promise<null> {
  return client.post('logout', { query: USER });
}

/** POST user/auth/refresh: a new token pair for the customer; the old pair stops working. */
export function refreshCustomerSession(client: ApiClient, refresh_token: string): Promise<CustomerSession> {
  return client.post('user/auth/refresh', { json: { refresh_token } });
}

const siteAuth = (subdomain: string, step: string) => `site/${encodeURIComponent(subdomain)}/auth/${step}`;

/** Forgot password, step 1: e-mails a code when the site's business has a client with that e-mail. */
export function customerSendResetCode(client: ApiClient, subdomain: string, email: string): Promise<null> {
  return client.post(siteAuth(subdomain, 'send-verification-code'), { json: { email } });
}

/** Forgot password, step 2: checks the code (it stays valid for step 3). */
export function customerConfirmResetCode(
  client: ApiClient,
  subdomain: string,
  input: { email: string; verification_code: string },
): Promise<null> {
  return client.post(siteAuth(subdomain, 'confirm-verification-code'), { json: input });
}

/** Forgot password, step 3: sets the new password with the confirmed code (then sign in). */
export function customerResetPassword(client: ApiClient, subdomain: string, input: UpdatePasswordInput): Promise<null> {
  return client.post(siteAuth(subdomain, 'update-password'), { json: input });
}

/** GET user/me: the signed-in customer (401 when the token is not a live customer session). */
export function getCustomerMe(client: ApiClient, options: { signal?: AbortSignal } = {}): Promise<Customer> {
  return client.get('user/me', { signal: options.signal });
}

/**
 * GET site/{subdomain}/times: free slots on a date for business services, with one consultant
 * or (without `consultant_id`) any who offers them all; each slot names its consultant and
 * the consultant services to book. 404 unknown site, 403 not published.
 */
export function getPublicTimes(
  client: ApiClient,
  subdomain: string,
  query: PublicTimesParams,
  options: { signal?: AbortSignal } = {},
): Promise<PublicTimeSlot[]> {
  return client.get(`site/${encodeURIComponent(subdomain)}/times`, {
    query: {
      date: query.date,
      service_ids: query.service_ids,
      consultant_id: query.consultant_id,
      customer_timezone_id: query.customer_timezone_id,
    },
    signal: options.signal,
  });
}

/**
 * GET site/{subdomain}/quote: what a slot's consultant services cost with its consultant, line
 * by line (price charged and list price), with tax, booking fee and total: the summary to show
 * before booking, whose `total` goes back as `expected_total`.
 */
export function getPublicQuote(
  client: ApiClient,
  subdomain: string,
  query: PublicQuoteParams,
  options: { signal?: AbortSignal } = {},
): Promise<BookingQuote> {
  return client.get(`site/${encodeURIComponent(subdomain)}/quote`, {
    query: { consultant_id: query.consultant_id, consultant_service_ids: query.consultant_service_ids },
    signal: options.signal,
  });
}

/**
 * POST site/{subdomain}/appointments: books as the signed-in customer, or as a guest with
 * `guest`. 409 'This time was just booked by someone else. Please choose another time.' when
 * the slot went meanwhile: refetch the times. With `expected_total`, 409 with
 * `errors.expected_total` when the price changed since the quote: refetch the quote. The
 * answer carries the .ics text.
 */
export function createPublicBooking(
  client: ApiClient,
  subdomain: string,
  input: PublicBookingInput,
): Promise<PublicBooking> {
  return client.post(`site/${encodeURIComponent(subdomain)}/appointments`, { json: input });
}

/**
 * POST site/{subdomain}/appointments/series/check: every occurrence of the repeating booking a
 * signed-in customer is about to make, free or why not with the nearest free time.
 */
export function checkPublicSeries(
  client: ApiClient,
  subdomain: string,
  input: PublicSeriesInput,
): Promise<SeriesCheck> {
  return client.post(`site/${encodeURIComponent(subdomain)}/appointments/series/check`, { json: input });
}

/** POST site/{subdomain}/appointments/series: books all occurrences or none, or the free ones. */
export function createPublicSeries(
  client: ApiClient,
  subdomain: string,
  input: PublicSeriesInput,
): Promise<SeriesBooked> {
  return client.post(`site/${encodeURIComponent(subdomain)}/appointments/series`, { json: input });
}

/** GET user/me/appointments: the signed-in customer's appointments, soonest first. */
export function listMyAppointments(
  client: ApiClient,
  query: MyAppointmentsParams = {},
  options: { signal?: AbortSignal } = {},
): Promise<Paginated<CustomerAppointment>> {
  return client.get('user/me/appointments', { query: { paginate: 10, ...query }, signal: options.signal });
}

/** GET user/email: whether the signed-in customer's address is verified. */
export function getMyEmailStatus(client: ApiClient, options: { signal?: AbortSignal } = {}): Promise<CustomerEmailStatus> {
  return client.get('user/email', { signal: options.signal });
}

/** POST user/email/send-code: e-mails the customer a code for their address (a new one replaces the last). */
export function sendMyEmailCode(client: ApiClient): Promise<null> {
  return client.post('user/email/send-code');
}

/**
 * POST user/email/verify: proves the address with the e-mailed code; the bookings made as a
 * guest with it join the account. 422 when the code is wrong, used or expired.
 */
export function verifyMyEmail(client: ApiClient, verification_code: string): Promise<CustomerEmailVerified> {
  return client.post('user/email/verify', { json: { verification_code } });
}

/** GET user/review-eligibility: whether the customer may write a review now, and why not. */
export function getMyReviewEligibility(
  client: ApiClient,
  options: { signal?: AbortSignal } = {},
): Promise<ReviewEligibility> {
  return client.get('user/review-eligibility', { signal: options.signal });
}

/** PATCH user/me/appointments/{id} with status cancelled (not within the business's notice of the start: 422). */
export function cancelMyAppointment(client: ApiClient, id: number): Promise<CustomerAppointment> {
  return client.patch(`user/me/appointments/${id}`, { json: { status: 'cancelled' } });
}

/** PATCH user/me/appointments/{id} with a new date and times (same consultant and services; 409 if taken). */
export function rescheduleMyAppointment(
  client: ApiClient,
  id: number,
  slot: { date: string; start_time: string; end_time: string; customer_timezone_id?: number | null },
): Promise<CustomerAppointment> {
  return client.patch(`user/me/appointments/${id}`, { json: slot });
}

export const customerMeQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: customerKeys.me(),
    queryFn: ({ signal }) => getCustomerMe(client, { signal }),
    retry: false,
  });

/** Free times change as others book: never served stale for long. */
export const publicTimesQuery = (client: ApiClient, subdomain: string, query: PublicTimesParams) =>
  queryOptions({
    queryKey: customerKeys.times(subdomain, query),
    queryFn: ({ signal }) => getPublicTimes(client, subdomain, query, { signal }),
    staleTime: 15_000,
  });

/** A price can change in the console while the visitor books: refetched when reopened. */
export const publicQuoteQuery = (client: ApiClient, subdomain: string, query: PublicQuoteParams) =>
  queryOptions({
    queryKey: customerKeys.quote(subdomain, query),
    queryFn: ({ signal }) => getPublicQuote(client, subdomain, query, { signal }),
    staleTime: 0,
  });

export const myAppointmentsQuery = (client: ApiClient, query: MyAppointmentsParams = {}) =>
  queryOptions({
    queryKey: customerKeys.appointmentList(query),
    queryFn: ({ signal }) => listMyAppointments(client, query, { signal }),
  });

export const myEmailStatusQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: customerKeys.email(),
    queryFn: ({ signal }) => getMyEmailStatus(client, { signal }),
  });

export const myReviewEligibilityQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: customerKeys.reviewEligibility(),
    queryFn: ({ signal }) => getMyReviewEligibility(client, { signal }),
  });
