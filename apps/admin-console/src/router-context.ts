import type { ApiRouterContext } from '@rendezvous/api-client/react';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext extends ApiRouterContext {
  /**
   * The address the router last finished rendering, or undefined before the first page has
   * loaded. The guard sends a refused navigation back here.
   */
  settledHref: () => string | undefined;
}
