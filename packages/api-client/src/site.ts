import { queryOptions } from '@tanstack/react-query';
import type { ContactFormInput, PublicSite, SiteConfig } from '@rendezvous/domain';
import type { ApiClient } from './http';

/**
 * The public website's payload: GET site/{subdomain} for visitors (no sign-in; 404 "This site
 * does not exist.", 403 "This site is not published yet."), GET business/{id}/site for the
 * signed-in admin's preview (/view-theme/{id}), live or not.
 */

export const siteKeys = {
  all: ['site'] as const,
  public: (subdomain: string) => [...siteKeys.all, 'public', subdomain.toLowerCase()] as const,
  preview: (businessId: number, themeId?: number) =>
    [...siteKeys.all, 'preview', businessId, themeId ?? null] as const,
  config: () => [...siteKeys.all, 'config'] as const,
};

/** GET site-config: the domain business sites live under ({subdomain}.{site_domain}). */
export function getSiteConfig(
  client: ApiClient,
  options: { signal?: AbortSignal } = {},
): Promise<SiteConfig> {
  return client.get('site-config', { signal: options.signal });
}

export function getPublicSite(
  client: ApiClient,
  subdomain: string,
  options: { signal?: AbortSignal } = {},
): Promise<PublicSite> {
  const label = encodeURIComponent(subdomain.trim());
  return client.get(`site/${label}`, { signal: options.signal });
}

/**
 * POST contact: a visitor's message from a business's site (no sign-in). It lands in the
 * business's messages and notifies its admins.
 */
export function sendContactMessage(
  client: ApiClient,
  input: ContactFormInput,
): Promise<{ id: number }> {
  return client.post('contact', { json: input });
}

/** The admin's preview of their site, drawn with `themeId` (their own theme without it). */
export function getSitePreview(
  client: ApiClient,
  businessId: number,
  themeId?: number,
  options: { signal?: AbortSignal } = {},
): Promise<PublicSite> {
  return client.get(`business/${businessId}/site`, {
    query: themeId === undefined ? {} : { theme_id: themeId },
    signal: options.signal,
  });
}

export const siteQueries = {
  /** The server's configuration does not change while it runs. */
  config: (client: ApiClient) =>
    queryOptions({
      queryKey: siteKeys.config(),
      queryFn: ({ signal }) => getSiteConfig(client, { signal }),
      staleTime: Infinity,
    }),
  public: (client: ApiClient, subdomain: string) =>
    queryOptions({
      queryKey: siteKeys.public(subdomain),
      queryFn: ({ signal }) => getPublicSite(client, subdomain, { signal }),
    }),
  preview: (client: ApiClient, businessId: number, themeId?: number) =>
    queryOptions({
      queryKey: siteKeys.preview(businessId, themeId),
      queryFn: ({ signal }) => getSitePreview(client, businessId, themeId, { signal }),
    }),
};
