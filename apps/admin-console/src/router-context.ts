import type { ApiClient } from '@rendezvous/api-client';
import type { QueryClient } from '@tanstack/react-query';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  queryClient: QueryClient;
  api: ApiClient;
  /**
   * The address the router last finished rendering, or undefined before the first page has
   * loaded. The guard sends a refused navigation back here.
   */
  settledHref: () => string | undefined;
}
