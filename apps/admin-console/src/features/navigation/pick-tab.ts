/**
 * Reads a `tab` search param. A value that is not one of the screen's tabs becomes undefined
 * (returned, not left out: the router keeps search keys a validator does not return).
 */
export function pickTab<T extends string>(
  search: Record<string, unknown>,
  tabs: readonly T[],
): { tab?: T } {
  const tab = search.tab;
  return {
    tab:
      typeof tab === 'string' && (tabs as readonly string[]).includes(tab) ? (tab as T) : undefined,
  };
}
