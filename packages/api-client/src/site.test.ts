import { describe, expect, it } from 'vitest';
import { getPublicSite, sendContactMessage, siteKeys } from './site';
import { BASE_URL, clientWith, fakeFetch, sentRequest } from './test-fetch';

describe('public site calls', () => {
  it('read a site by its subdomain, escaped, under one cache key whatever its case', async () => {
    const fetch = fakeFetch(200, { data: { business: { id: 1 } } });
    const { client } = clientWith(fetch);
    await expect(getPublicSite(client, ' Maison Lumière ')).resolves.toEqual({
      business: { id: 1 },
    });
    expect(new URL(sentRequest(fetch).url).pathname).toBe(
      `${new URL(BASE_URL).pathname}/site/Maison%20Lumi%C3%A8re`,
    );
    expect(siteKeys.public('Maison-Lumiere')).toEqual(siteKeys.public('maison-lumiere'));
  });

  it("send a visitor's message with POST contact", async () => {
    const fetch = fakeFetch(201, { data: { id: 42 } });
    const { client } = clientWith(fetch);
    const input = {
      business_id: 1,
      name: 'Ava Singh',
      email: 'ava@example.com',
      phone: '4165550199',
      body: 'Do you take walk-ins?',
    };
    await expect(sendContactMessage(client, input)).resolves.toEqual({ id: 42 });
    const request = sentRequest(fetch);
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe(`${new URL(BASE_URL).pathname}/contact`);
    expect(JSON.parse(fetch.bodies[0]!)).toEqual(input);
  });
});
