/**
 * The customer signed in on a business's site. A customer is a client of one business, so
 * each business's site keeps its own token (and the console's admin token is never used or
 * touched here). The API client reads the token of the site being shown.
 */
const keyOf = (businessId: number) => `rendezvous.site.${businessId}.customer_token`;

let currentBusinessId: number | null = null;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export const customerSession = {
  /** The business whose site is on screen; its id goes out as X-Business-Id. */
  setBusiness(businessId: number | null): void {
    currentBusinessId = businessId;
  },
  businessId(): number | null {
    return currentBusinessId;
  },
  token(): string | null {
    return currentBusinessId === null
      ? null
      : (storage()?.getItem(keyOf(currentBusinessId)) ?? null);
  },
  signIn(businessId: number, token: string): void {
    storage()?.setItem(keyOf(businessId), token);
  },
  signOut(businessId: number): void {
    storage()?.removeItem(keyOf(businessId));
  },
};
