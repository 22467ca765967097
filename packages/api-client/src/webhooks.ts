import type {
  CreateWebhookEndpointInput,
  CreatedWebhookEndpoint,
  UpdateWebhookEndpointInput,
  WebhookDelivery,
  WebhookEndpoint,
} from '@rendezvous/domain';
import type { ApiClient } from './http';

/*
 * Outgoing webhooks (issue 27): the business's endpoints and what was delivered to them. An
 * endpoint's signing secret comes only in createWebhookEndpoint's answer.
 */

export const webhookKeys = {
  all: ['webhook-endpoints'] as const,
  deliveries: (endpointId: number) => ['webhook-endpoints', endpointId, 'deliveries'] as const,
};

/** GET webhook-endpoints: the business's endpoints, oldest first. */
export function listWebhookEndpoints(client: ApiClient): Promise<WebhookEndpoint[]> {
  return client.get('webhook-endpoints');
}

/** POST webhook-endpoints: registers an https endpoint for the events chosen; its secret is shown once. */
export function createWebhookEndpoint(client: ApiClient, input: CreateWebhookEndpointInput): Promise<CreatedWebhookEndpoint> {
  return client.post('webhook-endpoints', { json: input });
}

/** PATCH webhook-endpoints/{id}: changes the address, description or events, or turns it on or off. */
export function updateWebhookEndpoint(
  client: ApiClient,
  id: number,
  input: UpdateWebhookEndpointInput,
): Promise<WebhookEndpoint> {
  return client.patch(`webhook-endpoints/${id}`, { json: input });
}

/** DELETE webhook-endpoints/{id}: removes the endpoint and its deliveries. */
export function deleteWebhookEndpoint(client: ApiClient, id: number): Promise<{ id: number }> {
  return client.delete(`webhook-endpoints/${id}`);
}

/** GET webhook-endpoints/{id}/deliveries: the endpoint's latest deliveries, newest first. */
export function listWebhookDeliveries(client: ApiClient, endpointId: number): Promise<WebhookDelivery[]> {
  return client.get(`webhook-endpoints/${endpointId}/deliveries`);
}

/** POST webhook-deliveries/{id}/resend: sends the same event (same id) again now. */
export function resendWebhookDelivery(client: ApiClient, id: number): Promise<WebhookDelivery> {
  return client.post(`webhook-deliveries/${id}/resend`);
}
