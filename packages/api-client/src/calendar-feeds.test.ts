import { describe, expect, it } from 'vitest';
import { createCalendarFeed, deleteCalendarFeed, listCalendarFeeds } from './calendar-feeds';
import { clientWith, fakeFetch, sentRequest } from './test-fetch';

describe('calendar feed endpoints', () => {
  it('lists, makes and stops the admin’s feeds', async () => {
    const fetch = fakeFetch(200, { data: [] });
    const { client } = clientWith(fetch);
    await listCalendarFeeds(client);
    await createCalendarFeed(client, { scope: 'business' });
    await deleteCalendarFeed(client, 7);
    expect([0, 1, 2].map((n) => [sentRequest(fetch, n)!.method, new URL(sentRequest(fetch, n)!.url).pathname])).toEqual([
      ['GET', '/api/calendar-feeds'],
      ['POST', '/api/calendar-feeds'],
      ['DELETE', '/api/calendar-feeds/7'],
    ]);
    expect(JSON.parse(fetch.bodies[1]!)).toEqual({ scope: 'business' });
  });
});
