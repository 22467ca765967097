import { z } from './zod';
import { AppointmentMessages } from './appointment';
import {
  CoercedIdSchema,
  DateStringSchema,
  IdSchema,
  TimeStringSchema,
  TimestampSchema,
  requiredId,
  requiredString,
} from './common';
import { CUSTOMER_TYPES } from './constants';
import { BookingGuestSchema } from './customer';
import { daysInRange } from './time-off';

/*
 * The waitlist (issue 25): a customer who finds no free time joins it for a service, one
 * consultant or any, and a range of dates. When a time frees up (a cancellation, a move, time
 * off removed), the first matching entry is offered it with a hold and a one-click confirm
 * link; when the hold runs out, the next one is offered it.
 */

/**
 * waiting: nothing offered now; offered: a time is held for them; booked: they confirmed an
 * offer; removed: by the owner or the customer. An entry whose last day has passed is shown
 * as past, whatever its status.
 */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'removed'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** open: held for the customer until expires_at; then confirmed, expired or withdrawn (the time was taken). */
export const WAITLIST_OFFER_STATUSES = ['open', 'confirmed', 'expired', 'withdrawn'] as const;
export type WaitlistOfferStatus = (typeof WAITLIST_OFFER_STATUSES)[number];

/** Entries a business may hold that wait or hold an offer (booked and removed ones do not count). */
export const MAX_WAITLIST_ENTRIES = 300;
/** Entries one customer may hold waiting at one business. */
export const MAX_CUSTOMER_WAITLIST_ENTRIES = 3;
/** The longest range of dates an entry covers. */
export const MAX_WAITLIST_RANGE_DAYS = 90;
/** Longer than any token the server signs ("<offer>.<MAC>"). */
export const WAITLIST_TOKEN_MAX = 80;

export const WaitlistMessages = {
  joined: "You're on the waitlist! We'll write to you as soon as a time frees up.",
  added: 'Added to the waitlist!',
  removed: 'Removed from the waitlist!',
  confirmed: 'Your appointment is booked!',
  endsBeforeStart: 'The last day cannot be before the first day',
  rangeTooLong: `Please choose at most ${MAX_WAITLIST_RANGE_DAYS} days`,
  rangePast: 'The last day cannot be in the past',
  serviceNotOffered: 'This consultant does not offer this service',
  tooMany: `This business's waitlist already holds ${MAX_WAITLIST_ENTRIES} entries, the most it can hold. Please remove some before adding more.`,
  customerTooMany: `You are already on the waitlist ${MAX_CUSTOMER_WAITLIST_ENTRIES} times at this business, the most at once.`,
  alreadyWaiting: 'You are already on the waitlist for this service and these dates.',
  tokenRequired: 'The link is incomplete: copy the whole link from your e-mail.',
  invalid: 'This link is not valid: copy the whole link from your e-mail.',
  expired: 'This offer has expired: the time was offered to the next person on the waitlist.',
  withdrawn: 'This time is no longer free: we will write to you when another one frees up.',
  held: 'This time is held for a customer on the waitlist until they confirm it or their hold ends.',
  notRemovable: 'Only an entry still waiting or holding an offer can be removed',
} as const;

/** What a join names: a service, one consultant or any, and the dates that suit the customer. */
const waitlistWish = {
  service_id: requiredId(AppointmentMessages.serviceRequired),
  /** Absent or null: any consultant offering the service. */
  consultant_id: IdSchema.nullable().optional(),
  from_date: requiredString(AppointmentMessages.dateRequired, { label: 'First day', max: 10 }).pipe(
    DateStringSchema,
  ),
  to_date: requiredString(AppointmentMessages.dateRequired, { label: 'Last day', max: 10 }).pipe(
    DateStringSchema,
  ),
};

function checkRange(input: { from_date: string; to_date: string }, ctx: z.RefinementCtx) {
  if (input.to_date < input.from_date) {
    ctx.addIssue({ code: 'custom', path: ['to_date'], message: WaitlistMessages.endsBeforeStart });
  } else if (daysInRange(input.from_date, input.to_date) > MAX_WAITLIST_RANGE_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['to_date'], message: WaitlistMessages.rangeTooLong });
  }
}

/** Body of POST business/{id}/waitlist: the owner adds one of the business's customers. */
export const CreateWaitlistEntryInputSchema = z
  .object({
    customer_type: z.enum(CUSTOMER_TYPES),
    customerable_id: requiredId('Please choose a customer'),
    ...waitlistWish,
  })
  .superRefine(checkRange);
export type CreateWaitlistEntryInput = z.input<typeof CreateWaitlistEntryInputSchema>;

/**
 * Body of POST site/{subdomain}/waitlist: the signed-in customer joins, or a visitor as a guest
 * (guest details create a guest of the business, as a booking does).
 */
export const PublicWaitlistInputSchema = z
  .object({ ...waitlistWish, guest: BookingGuestSchema.optional() })
  .superRefine(checkRange);
export type PublicWaitlistInput = z.input<typeof PublicWaitlistInputSchema>;

/** A time held for an entry's customer. Dates and times are on the business's clock. */
export const WaitlistOfferSummarySchema = z.object({
  id: IdSchema,
  status: z.enum(WAITLIST_OFFER_STATUSES),
  consultant_id: IdSchema,
  consultant_name: z.string(),
  date: DateStringSchema,
  start_time: TimeStringSchema,
  end_time: TimeStringSchema,
  starts_at: TimestampSchema,
  expires_at: TimestampSchema,
});
export type WaitlistOfferSummary = z.infer<typeof WaitlistOfferSummarySchema>;

/** An entry as the owner sees it. */
export const WaitlistEntrySchema = z.object({
  id: IdSchema,
  business_id: IdSchema,
  customer_type: z.enum(CUSTOMER_TYPES),
  customerable_id: IdSchema,
  customer_name: z.string(),
  customer_email: z.string().nullable(),
  service_id: IdSchema,
  service_name: z.string(),
  consultant_id: IdSchema.nullable(),
  consultant_name: z.string().nullable(),
  from_date: DateStringSchema,
  to_date: DateStringSchema,
  status: z.enum(WAITLIST_STATUSES),
  created_at: TimestampSchema,
  /** The offer held now, if any. */
  offer: WaitlistOfferSummarySchema.nullable(),
  /** How many times were offered to this entry so far. */
  offers_made: z.number().int().min(0),
});
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;

/** Query of GET business/{id}/waitlist. */
export const WaitlistQuerySchema = z.object({
  /** open (default): waiting or holding an offer; all: booked and removed too. */
  show: z.enum(['open', 'all']).default('open'),
});
export type WaitlistQuery = z.input<typeof WaitlistQuerySchema>;

const TokenSchema = requiredString(WaitlistMessages.tokenRequired, {
  label: 'Token',
  max: WAITLIST_TOKEN_MAX,
}).describe("The signed token of the waitlist offer's confirm link");

/** Query of GET waitlist/offer, body of POST waitlist/offer/confirm. */
export const WaitlistOfferTokenSchema = z.object({ token: TokenSchema });
export type WaitlistOfferTokenInput = z.input<typeof WaitlistOfferTokenSchema>;

/** What the confirm page shows: the time held, for whom, until when. */
export const PublicWaitlistOfferSchema = z.object({
  business: z.object({
    name: z.string(),
    subdomain: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  status: z.enum(WAITLIST_OFFER_STATUSES),
  service_name: z.string(),
  consultant_name: z.string(),
  date: DateStringSchema,
  start_time: TimeStringSchema,
  end_time: TimeStringSchema,
  starts_at: TimestampSchema,
  expires_at: TimestampSchema,
  /** Once confirmed: the appointment it booked. */
  appointment_id: IdSchema.nullable(),
});
export type PublicWaitlistOffer = z.infer<typeof PublicWaitlistOfferSchema>;

/** Params of DELETE business/{id}/waitlist/{entryId}. */
export const WaitlistParamsSchema = z.object({ id: CoercedIdSchema, entryId: CoercedIdSchema });
