import { describe, expect, it } from 'vitest';
import { eraseCustomerData, eraseMyAccount, exportCustomerData, exportMyData } from './privacy';
import { clientWith, fakeFetch, sentRequest } from './test-fetch';

describe('privacy endpoints', () => {
  it("exports and erases a client or a guest at the path of their kind", async () => {
    const fetch = fakeFetch(200, { data: {} });
    const { client } = clientWith(fetch);
    await exportCustomerData(client, { type: 'user', id: 4 });
    await eraseCustomerData(client, { type: 'guest', id: 9 });
    const sent = [0, 1].map((n) => sentRequest(fetch, n)!);
    expect(sent.map((request) => [request.method, new URL(request.url).pathname])).toEqual([
      ['POST', '/api/user/4/export'],
      ['POST', '/api/guest/9/erase'],
    ]);
  });

  it("sends the customer's own requests, the erasure with their password", async () => {
    const fetch = fakeFetch(200, { data: {} });
    const { client } = clientWith(fetch);
    await exportMyData(client);
    await eraseMyAccount(client, { password: 'Longer-Secret-2031' });
    expect(new URL(sentRequest(fetch, 0)!.url).pathname).toBe('/api/user/me/export');
    expect(new URL(sentRequest(fetch, 1)!.url).pathname).toBe('/api/user/me/erase');
    expect(JSON.parse(fetch.bodies[1]!)).toEqual({ password: 'Longer-Secret-2031' });
  });
});
