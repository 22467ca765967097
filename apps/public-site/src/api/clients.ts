import { createApiClient } from '@rendezvous/api-client';
import { createBrowserApiClient, createQueryClient } from '@rendezvous/api-client/react';
import { ORIGIN_KEYS } from '@rendezvous/domain';
import type { SiteRouterContext } from '../router-context';
import { customerSession } from './customer-session';

/**
 * The site's two clients over one query cache. Errors are shown by the screens, in the
 * visitor's language, so neither client toasts on its own.
 */
export function createSiteContext(): SiteRouterContext {
  const queryClient = createQueryClient();
  const api = createApiClient({
    baseUrl: '/api',
    originKey: ORIGIN_KEYS.publicSite,
    requestType: 'user',
    getToken: () => customerSession.token(),
    getBusinessId: () => customerSession.businessId(),
    // The language the visitor chose on the page (the i18n setup keeps <html lang> on it).
    getLanguage: () => document.documentElement.lang || null,
  });
  const adminApi = createBrowserApiClient({ queryClient, originKey: ORIGIN_KEYS.publicSite });
  return { queryClient, api, adminApi };
}
