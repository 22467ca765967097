import type { ApiKey, CreateApiKeyInput, CreatedApiKey } from '@rendezvous/domain';
import type { ApiClient } from './http';

/*
 * API keys (issue 27): the credentials an owner gives integrations. A key itself comes only in
 * createApiKey's answer; the list shows its last characters.
 */

export const apiKeyKeys = {
  all: ['api-keys'] as const,
};

/** GET api-keys: the business's keys, oldest first. */
export function listApiKeys(client: ApiClient): Promise<ApiKey[]> {
  return client.get('api-keys');
}

/** POST api-keys: a new key acting as the caller (read: GET only). Shown this once. */
export function createApiKey(client: ApiClient, input: CreateApiKeyInput): Promise<CreatedApiKey> {
  return client.post('api-keys', { json: input });
}

/** DELETE api-keys/{id}: revokes the key; requests with it are refused from then on. */
export function deleteApiKey(client: ApiClient, id: number): Promise<{ id: number }> {
  return client.delete(`api-keys/${id}`);
}
