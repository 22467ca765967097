import { siteKeys } from '@rendezvous/api-client';
import { EMBEDDED_SITE_ELEMENT_ID, type PublicSite } from '@rendezvous/domain';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Puts the site payload the server wrote into the page (see EMBEDDED_SITE_ELEMENT_ID) in the
 * query cache, where the site's route finds it instead of asking the API again. The element
 * is read once and removed; a page without one (an admin's preview, an unknown site) or with
 * one that does not parse changes nothing, and the route loads the site as usual.
 */
export function seedEmbeddedSite(
  queryClient: QueryClient,
  doc: Document = document,
): string | null {
  const element = doc.getElementById(EMBEDDED_SITE_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const { subdomain, site } = JSON.parse(element.textContent ?? '') as {
      subdomain?: unknown;
      site?: PublicSite;
    };
    if (typeof subdomain !== 'string' || !site || typeof site !== 'object') return null;
    queryClient.setQueryData(siteKeys.public(subdomain), site);
    return subdomain;
  } catch {
    return null;
  }
}
