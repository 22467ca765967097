import { pathnameOf } from '@rendezvous/permissions';

/**
 * Paths the other two apps serve on this origin (the API's web server routes them the same
 * way). Moving to one of them is a full page load, never a router navigation.
 */
const OTHER_APP_PREFIXES = ['/signup', '/register', '/setup-your-business', '/view-theme', '/site'];

export function isConsolePath(path: string): boolean {
  const pathname = pathnameOf(path);
  return !OTHER_APP_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
