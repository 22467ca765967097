import type { ApiClient } from '@rendezvous/api-client';
import type { ContactFormInput } from '@rendezvous/domain';

/*
 * The one call of the public page that the shared client does not offer: the contact form
 * (POST contact, in the messages area).
 */
export function sendContactForm(
  client: ApiClient,
  input: ContactFormInput,
): Promise<{ id: number }> {
  return client.post('contact', { json: input });
}
