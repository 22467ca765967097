import { z } from './zod';
import { IdSchema, TimestampSchema } from './common';

/*
 * Calendar feeds (issue 27): a private, revocable address serving an iCalendar feed of
 * appointments, which Google, Apple and Outlook calendars subscribe to. A consultant follows
 * their own appointments ("mine"); the owner may also follow the whole business's.
 */

export const CALENDAR_FEED_SCOPES = ['mine', 'business'] as const;
export type CalendarFeedScope = (typeof CALENDAR_FEED_SCOPES)[number];

/** What a feed holds: appointments from this many days ago to this many ahead, at most this many. */
export const CALENDAR_FEED_WINDOW = { pastDays: 30, aheadDays: 366, maxEvents: 2000 } as const;
/** How often a subscriber is asked to fetch the feed again. */
export const CALENDAR_FEED_REFRESH_MINUTES = 60;

/** A feed as its owner lists it: its address is shown once, when it is made. */
export const CalendarFeedSchema = z.object({
  id: IdSchema,
  scope: z.enum(CALENDAR_FEED_SCOPES),
  created_at: TimestampSchema,
  last_fetched_at: TimestampSchema.nullable(),
});
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

/** A feed just made: with its secret address, which is never shown again. */
export const CreatedCalendarFeedSchema = CalendarFeedSchema.extend({ url: z.string() });
export type CreatedCalendarFeed = z.infer<typeof CreatedCalendarFeedSchema>;

export const CalendarFeedMessages = {
  scopeRequired: 'Choose whose appointments the feed follows',
  notConsultant: 'You take no appointments in this business, so there is no calendar of yours to follow.',
  ownerOnly: "Only the owner may follow the whole business's calendar.",
  created: 'Calendar feed created. Copy its address now: it is not shown again.',
  revoked: 'Calendar feed stopped. Calendars subscribed to it receive nothing more.',
  notFound: 'This calendar feed does not exist or was stopped.',
} as const;

/** Body of POST calendar-feeds: a new feed replaces the caller's feed of the same scope. */
export const CreateCalendarFeedInputSchema = z.strictObject({
  scope: z.enum(CALENDAR_FEED_SCOPES, { error: CalendarFeedMessages.scopeRequired }),
});
export type CreateCalendarFeedInput = z.infer<typeof CreateCalendarFeedInputSchema>;

/** The secret part of a feed's address: 43 characters of base64url (256 bits). */
export const CalendarFeedTokenParamSchema = z.object({
  token: z
    .string()
    .length(43, { error: CalendarFeedMessages.notFound })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: CalendarFeedMessages.notFound }),
});
