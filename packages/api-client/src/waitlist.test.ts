import { describe, expect, it } from 'vitest';
import {
  addToWaitlist,
  confirmWaitlistOffer,
  getWaitlistOffer,
  joinWaitlist,
  listWaitlist,
  removeFromWaitlist,
  waitlistKeys,
} from './waitlist';
import { clientWith, fakeFetch, sentRequest } from './test-fetch';

describe('waitlist endpoints', () => {
  it("lists, adds and removes a business's entries with their own calls", async () => {
    const fetch = fakeFetch(200, { data: [] });
    const { client } = clientWith(fetch);
    await listWaitlist(client, 7, 'all');
    await addToWaitlist(client, 7, {
      customer_type: 'guest',
      customerable_id: 4,
      service_id: 2,
      from_date: '2027-06-01',
      to_date: '2027-06-14',
    });
    await removeFromWaitlist(client, 7, 9);
    const list = sentRequest(fetch, 0)!;
    const add = sentRequest(fetch, 1)!;
    const remove = sentRequest(fetch, 2)!;
    expect([list.method, new URL(list.url).pathname, new URL(list.url).searchParams.get('show')]).toEqual([
      'GET',
      '/api/business/7/waitlist',
      'all',
    ]);
    expect([add.method, new URL(add.url).pathname]).toEqual(['POST', '/api/business/7/waitlist']);
    expect(JSON.parse(fetch.bodies[1]!)).toMatchObject({ customer_type: 'guest', service_id: 2 });
    expect([remove.method, new URL(remove.url).pathname]).toEqual([
      'DELETE',
      '/api/business/7/waitlist/9',
    ]);
  });

  it('joins on a site, reads and confirms an offer by its token', async () => {
    const fetch = fakeFetch(200, { data: { id: 1 } });
    const { client } = clientWith(fetch);
    await joinWaitlist(client, 'maison', {
      service_id: 2,
      from_date: '2027-06-01',
      to_date: '2027-06-02',
    });
    await getWaitlistOffer(client, 'abc.def');
    await confirmWaitlistOffer(client, 'abc.def');
    const join = sentRequest(fetch, 0)!;
    const read = sentRequest(fetch, 1)!;
    const confirm = sentRequest(fetch, 2)!;
    expect([join.method, new URL(join.url).pathname]).toEqual([
      'POST',
      '/api/site/maison/waitlist',
    ]);
    expect([
      read.method,
      new URL(read.url).pathname,
      new URL(read.url).searchParams.get('token'),
    ]).toEqual(['GET', '/api/waitlist/offer', 'abc.def']);
    expect([confirm.method, new URL(confirm.url).pathname]).toEqual([
      'POST',
      '/api/waitlist/offer/confirm',
    ]);
    expect(JSON.parse(fetch.bodies[2]!)).toEqual({ token: 'abc.def' });
  });

  it("keys a business's lists under one prefix, so a change refreshes every view of it", () => {
    expect(waitlistKeys.list(7, 'open').slice(0, 2)).toEqual(waitlistKeys.business(7));
    expect(waitlistKeys.list(7, 'all')).not.toEqual(waitlistKeys.list(7, 'open'));
  });
});
