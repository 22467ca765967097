import { ApiKeysCard } from './ApiKeysCard';
import { WebhooksCard } from './WebhooksCard';

/**
 * What an owner gives other programs: API keys and webhook endpoints. One chunk, loaded with
 * the Integrations tab, so the routes that carry the tab pay one lazy import for both.
 */
export function DeveloperCards() {
  return (
    <>
      <ApiKeysCard />
      <WebhooksCard />
    </>
  );
}
