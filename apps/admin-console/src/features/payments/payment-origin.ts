import { STORAGE_KEYS } from '@rendezvous/domain';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The page a card setup started from (spec: the payment redirect origin URL), so that
 * /redirect-stripe can return there once the provider sends the browser back.
 */
export const paymentOrigin = {
  remember(path: string): void {
    storage()?.setItem(STORAGE_KEYS.paymentRedirectOrigin, path);
  },
  /** Reads and forgets it; only a path inside the console is followed. */
  take(): string | null {
    const store = storage();
    const path = store?.getItem(STORAGE_KEYS.paymentRedirectOrigin) ?? null;
    store?.removeItem(STORAGE_KEYS.paymentRedirectOrigin);
    return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
  },
};

/** Where the card provider sends the browser after confirming a card. */
export const redirectStripeUrl = () => `${window.location.origin}/redirect-stripe`;
