import { describe, expect, it } from 'vitest';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  updateWebhookEndpoint,
} from './webhooks';
import { clientWith, fakeFetch, sentRequest } from './test-fetch';

describe('webhook endpoints', () => {
  it('lists, adds, changes and removes endpoints, and reads and re-sends deliveries', async () => {
    const fetch = fakeFetch(200, { data: [] });
    const { client } = clientWith(fetch);
    await listWebhookEndpoints(client);
    await createWebhookEndpoint(client, { url: 'https://hooks.example.com/rdv', events: ['appointment.created'] });
    await updateWebhookEndpoint(client, 3, { enabled: true });
    await deleteWebhookEndpoint(client, 3);
    await listWebhookDeliveries(client, 3);
    await resendWebhookDelivery(client, 12);
    expect([0, 1, 2, 3, 4, 5].map((n) => [sentRequest(fetch, n)!.method, new URL(sentRequest(fetch, n)!.url).pathname])).toEqual([
      ['GET', '/api/webhook-endpoints'],
      ['POST', '/api/webhook-endpoints'],
      ['PATCH', '/api/webhook-endpoints/3'],
      ['DELETE', '/api/webhook-endpoints/3'],
      ['GET', '/api/webhook-endpoints/3/deliveries'],
      ['POST', '/api/webhook-deliveries/12/resend'],
    ]);
    expect(JSON.parse(fetch.bodies[1]!)).toEqual({ url: 'https://hooks.example.com/rdv', events: ['appointment.created'] });
    expect(JSON.parse(fetch.bodies[2]!)).toEqual({ enabled: true });
  });
});
