import { STORAGE_KEYS } from '@rendezvous/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { redirectStore, tokenStore } from './storage';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('with localStorage', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps both tokens under the shared keys', () => {
    tokenStore.set({ token: 'a', refresh_token: 'r' });
    expect(tokenStore.get()).toBe('a');
    expect(tokenStore.getRefreshToken()).toBe('r');
    expect(storage.getItem(STORAGE_KEYS.accessToken)).toBe('a');
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBe('r');
  });

  it('forgets a stale refresh token when a new access token comes without one', () => {
    tokenStore.set({ token: 'a', refresh_token: 'r' });
    tokenStore.set({ token: 'b' });
    expect(tokenStore.get()).toBe('b');
    expect(tokenStore.getRefreshToken()).toBeNull();
  });

  it('clears both tokens', () => {
    tokenStore.set({ token: 'a', refresh_token: 'r' });
    tokenStore.clear();
    expect(tokenStore.get()).toBeNull();
    expect(tokenStore.getRefreshToken()).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('remembers the redirect target until taken', () => {
    redirectStore.set('/appointments?page=2');
    expect(redirectStore.get()).toBe('/appointments?page=2');
    expect(storage.getItem(STORAGE_KEYS.redirectUrl)).toBe('/appointments?page=2');
    expect(redirectStore.take()).toBe('/appointments?page=2');
    expect(redirectStore.take()).toBeNull();
    redirectStore.set('/x');
    redirectStore.clear();
    expect(redirectStore.get()).toBeNull();
  });
});

describe('without usable localStorage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('remembers nothing and does not throw', () => {
    vi.stubGlobal('localStorage', undefined);
    tokenStore.set({ token: 'a' });
    expect(tokenStore.get()).toBeNull();
    redirectStore.set('/x');
    expect(redirectStore.take()).toBeNull();
  });

  it('copes with browsers that refuse access to storage', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(tokenStore.get()).toBeNull();
      expect(() => tokenStore.clear()).not.toThrow();
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});
