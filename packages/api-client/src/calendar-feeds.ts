import type { CalendarFeed, CreateCalendarFeedInput, CreatedCalendarFeed } from '@rendezvous/domain';
import type { ApiClient } from './http';

/*
 * Calendar feeds (issue 27): the private addresses a calendar app subscribes to. A feed's
 * address comes only in createCalendarFeed's answer; the list never holds it.
 */

export const calendarFeedKeys = {
  all: ['calendar-feeds'] as const,
};

/** GET calendar-feeds: the signed-in admin's feeds in the current business. */
export function listCalendarFeeds(client: ApiClient): Promise<CalendarFeed[]> {
  return client.get('calendar-feeds');
}

/**
 * POST calendar-feeds: a new feed of that scope (mine: one's own appointments; business: the
 * owner's whole business), replacing the admin's feed of that scope. Its address is shown once.
 */
export function createCalendarFeed(client: ApiClient, input: CreateCalendarFeedInput): Promise<CreatedCalendarFeed> {
  return client.post('calendar-feeds', { json: input });
}

/** DELETE calendar-feeds/{id}: stops the feed; its address answers 404 from then on. */
export function deleteCalendarFeed(client: ApiClient, id: number): Promise<{ id: number }> {
  return client.delete(`calendar-feeds/${id}`);
}
