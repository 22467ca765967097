import { describe, expect, it } from 'vitest';
import { eraseCustomerData, eraseMyAccount, exportCustomerData, exportMyData, getMyConsents, updateMyConsents } from './privacy';
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

  it("reads and changes the customer's own consents", async () => {
    const fetch = fakeFetch(200, { data: [] });
    const { client } = clientWith(fetch);
    await getMyConsents(client);
    await updateMyConsents(client, { marketing: true });
    expect([0, 1].map((n) => [sentRequest(fetch, n)!.method, new URL(sentRequest(fetch, n)!.url).pathname])).toEqual([
      ['GET', '/api/user/me/consents'],
      ['PUT', '/api/user/me/consents'],
    ]);
    expect(JSON.parse(fetch.bodies[1]!)).toEqual({ marketing: true });
  });
});
