/**
 * The domain under which every business's site lives ({subdomain}.{domain}) until the API's
 * SITE_DOMAIN arrives (GET site-config): the one the console was built with (VITE_SITE_DOMAIN),
 * else the API's default.
 */
export const SITE_DOMAIN: string = import.meta.env.VITE_SITE_DOMAIN || 'rendezvous.localhost';

/** The address of a business's site, on the protocol and port the console is served from. */
export function siteUrl(
  subdomain: string,
  domain: string = SITE_DOMAIN,
  location: Pick<Location, 'protocol' | 'port'> = window.location,
): string {
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${subdomain}.${domain}${port}/`;
}

/** The same site under the console's own address (/site/{subdomain}), which needs no DNS. */
export function sitePathUrl(subdomain: string, origin: string = window.location.origin): string {
  return `${origin}/site/${encodeURIComponent(subdomain)}`;
}
