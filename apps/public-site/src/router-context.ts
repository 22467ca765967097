import type { ApiClient } from '@rendezvous/api-client';
import type { ApiRouterContext } from '@rendezvous/api-client/react';

/**
 * What every route receives. `api` is the customer's client (X-Request-Type user, the site's
 * customer token); `adminApi` is the signed-in admin's, for the /view-theme preview only.
 */
export interface SiteRouterContext extends ApiRouterContext {
  adminApi: ApiClient;
}
