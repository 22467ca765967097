import { STORAGE_KEYS } from '@rendezvous/domain';

/**
 * localStorage, when there is one. Reading the property itself throws in browsers that block
 * storage, and there is none under Node; both simply mean nothing is remembered.
 */
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function read(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

function write(key: string, value: string | null): void {
  const store = storage();
  if (!store) return;
  if (value === null) store.removeItem(key);
  else store.setItem(key, value);
}

/** The signed-in admin's tokens. */
export const tokenStore = {
  get(): string | null {
    return read(STORAGE_KEYS.accessToken);
  },
  getRefreshToken(): string | null {
    return read(STORAGE_KEYS.refreshToken);
  },
  set(tokens: { token: string; refresh_token?: string | null }): void {
    write(STORAGE_KEYS.accessToken, tokens.token);
    write(STORAGE_KEYS.refreshToken, tokens.refresh_token ?? null);
  },
  clear(): void {
    write(STORAGE_KEYS.accessToken, null);
    write(STORAGE_KEYS.refreshToken, null);
  },
};

/** The page a visitor wanted before being sent to sign in. */
export const redirectStore = {
  get(): string | null {
    return read(STORAGE_KEYS.redirectUrl);
  },
  set(url: string): void {
    write(STORAGE_KEYS.redirectUrl, url);
  },
  clear(): void {
    write(STORAGE_KEYS.redirectUrl, null);
  },
  /** Reads and forgets it, so it is followed once. */
  take(): string | null {
    const url = read(STORAGE_KEYS.redirectUrl);
    write(STORAGE_KEYS.redirectUrl, null);
    return url;
  },
};
