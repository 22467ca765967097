// The webhooks card's tests, in English and in French: an endpoint and a failed delivery to it.
import type { WebhookDelivery, WebhookEndpoint } from '@rendezvous/domain';

export const URL = 'https://books.example.com/hooks/rendezvous';

export const endpoint = (
  id: number,
  url: string,
  changes: Partial<WebhookEndpoint> = {},
): WebhookEndpoint => ({
  id,
  url,
  description: '',
  events: ['appointment.created'],
  enabled: true,
  failing_since: null,
  disabled_reason: null,
  created_at: '2027-05-20T14:00:00Z',
  ...changes,
});

export const delivery = (id: number, changes: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id,
  event_id: 'msg_2Kc9a1',
  event: 'appointment.cancelled',
  status: 'failed',
  attempts: 3,
  created_at: '2027-05-21T09:00:00Z',
  last_attempt_at: '2027-05-21T09:30:00Z',
  next_attempt_at: '2027-05-21T11:30:00Z',
  request_body: '{"type":"appointment.cancelled","data":{"id":41}}',
  response_status: 503,
  response_body: 'Service Unavailable',
  error: null,
  ...changes,
});
