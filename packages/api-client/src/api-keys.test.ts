import { describe, expect, it } from 'vitest';
import { createApiKey, deleteApiKey, listApiKeys } from './api-keys';
import { clientWith, fakeFetch, sentRequest } from './test-fetch';

describe('API key endpoints', () => {
  it('lists, makes and revokes the business’s keys', async () => {
    const fetch = fakeFetch(200, { data: [] });
    const { client } = clientWith(fetch);
    await listApiKeys(client);
    await createApiKey(client, { name: 'Books export', scope: 'read' });
    await deleteApiKey(client, 4);
    expect([0, 1, 2].map((n) => [sentRequest(fetch, n)!.method, new URL(sentRequest(fetch, n)!.url).pathname])).toEqual([
      ['GET', '/api/api-keys'],
      ['POST', '/api/api-keys'],
      ['DELETE', '/api/api-keys/4'],
    ]);
    expect(JSON.parse(fetch.bodies[1]!)).toEqual({ name: 'Books export', scope: 'read' });
  });
});
