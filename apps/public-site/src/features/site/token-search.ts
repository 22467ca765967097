/**
 * The search of a page opened from a signed link (manage an appointment, confirm a waitlist
 * offer): only its shape, since a route's search check ships with every first page; the token's
 * length bound (from the domain package) is checked by the lazily loaded page. Imports nothing.
 */
export function tokenSearch(search: Record<string, unknown>): { token?: string } {
  return typeof search.token === 'string' ? { token: search.token } : {};
}
