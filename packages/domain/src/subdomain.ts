import { BusinessMessages } from './business-messages';

// A business's subdomain, without zod: the rules SubdomainSchema (business.ts) is built from,
// and the check a screen runs as the name is typed, which needs no schema library.

/** Spaces are stripped as the user types and subdomains are case-insensitive. */
export function normalizeSubdomain(text: string): string {
  return text.replace(/\s+/g, '').toLowerCase();
}

/**
 * Names the platform keeps for itself, or that look like it to a visitor: a business at
 * admin.{SITE_DOMAIN} or mail.{SITE_DOMAIN} could pass for the platform's own pages.
 */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  'about',
  'account',
  'accounts',
  'admin',
  'administrator',
  'api',
  'app',
  'apps',
  'assets',
  'auth',
  'billing',
  'blog',
  'cdn',
  'console',
  'dashboard',
  'dev',
  'docs',
  'email',
  'ftp',
  'help',
  'imap',
  'localhost',
  'login',
  'mail',
  'mx',
  'ns1',
  'ns2',
  'pop',
  'pop3',
  'portal',
  'rendezvous',
  'root',
  'secure',
  'setup',
  'signin',
  'signup',
  'smtp',
  'socket',
  'staging',
  'static',
  'status',
  'support',
  'test',
  'webmail',
  'www',
]);

/**
 * Whether a (normalized) label may be a business's subdomain. A hyphen pair in the third and
 * fourth places marks an encoded label ("xn--" is punycode): it would be shown to visitors as
 * other letters than the ones checked here, so a look-alike of another business could pass.
 */
export function isAllowedSubdomain(label: string): boolean {
  return !RESERVED_SUBDOMAINS.has(label) && label.slice(2, 4) !== '--';
}

/** The longest subdomain: a DNS label's limit. */
export const SUBDOMAIN_MAX_LENGTH = 63;

/** A DNS label: lower-case letters, digits and inner hyphens. */
export const SUBDOMAIN_PATTERN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;

/**
 * What is wrong with a subdomain as typed, in SubdomainSchema's words and order, or null when
 * it may be saved (its availability aside): what a screen shows without loading zod.
 */
export function subdomainProblem(text: string): string | null {
  if (text.length > SUBDOMAIN_MAX_LENGTH) return BusinessMessages.subdomainInvalid;
  const label = normalizeSubdomain(text);
  if (label === '') return BusinessMessages.subdomainRequired;
  if (!SUBDOMAIN_PATTERN.test(label)) return BusinessMessages.subdomainInvalid;
  if (!isAllowedSubdomain(label)) return BusinessMessages.subdomainReserved;
  return null;
}
