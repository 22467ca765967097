import { BAD_GATEWAY_REDIRECT_DELAY_MS, STORAGE_KEYS, type Admin } from '@rendezvous/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminKeys } from '../admin';
import { BASE_URL, fakeFetch, sentRequest } from '../test-fetch';
import { createBrowserApi, createBrowserApiClient } from './browser-api-client';
import { createQueryClient } from './query-client';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

function browserClient(status: number, body?: unknown) {
  const fetch = fakeFetch(status, body);
  const queryClient = createQueryClient();
  const notify = { success: vi.fn(), error: vi.fn() };
  const client = createBrowserApiClient({
    queryClient,
    originKey: 'rdv-setup-wizard',
    baseUrl: BASE_URL,
    fetch: fetch as unknown as typeof globalThis.fetch,
    notify,
  });
  return { client, fetch, queryClient, notify };
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createBrowserApiClient', () => {
  it("sends the shared token, the app's origin key and the signed-in admin's business", async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
    const { client, fetch, queryClient } = browserClient(200, { data: null });
    await client.get('x');
    expect(sentRequest(fetch, 0).headers.has('x-business-id')).toBe(false);

    queryClient.setQueryData(adminKeys.me(), { business_id: 10 } as Admin);
    await client.get('x');
    const { headers } = sentRequest(fetch, 1);
    expect(headers.get('authorization')).toBe('Bearer token-1');
    expect(headers.get('x-origin-key')).toBe('rdv-setup-wizard');
    expect(headers.get('x-business-id')).toBe('10');
  });

  it('calls the API on the page origin under /api by default', async () => {
    vi.stubGlobal('location', { href: 'https://app.example.com/sign-in' });
    const fetch = fakeFetch(200, { data: null });
    const client = createBrowserApiClient({
      queryClient: createQueryClient(),
      originKey: 'rdv-public-site',
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    await client.get('themes');
    expect(sentRequest(fetch).url).toBe('https://app.example.com/api/themes?debug=false');
  });

  it('still fails the call when the app shows no messages', async () => {
    const fetch = fakeFetch(422, { message: 'Invalid.' });
    const client = createBrowserApiClient({
      queryClient: createQueryClient(),
      originKey: 'rdv-public-site',
      baseUrl: BASE_URL,
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    await expect(client.get('x')).rejects.toThrow('Invalid.');
  });

  it("hands the server's messages to the app", async () => {
    const success = browserClient(200, { data: 1, message: 'Saved' });
    await success.client.post('x');
    expect(success.notify.success).toHaveBeenCalledWith('Saved');

    const failure = browserClient(422, { message: 'The email field is required.' });
    await expect(failure.client.post('x')).rejects.toThrow('The email field is required.');
    expect(failure.notify.error).toHaveBeenCalledWith('The email field is required.');
  });

  it('on a 502, opens the home page with the current page to return to', async () => {
    vi.useFakeTimers();
    const assign = vi.fn();
    vi.stubGlobal('window', {
      location: { pathname: '/appointments', search: '?page=2', assign },
    });
    const { client, notify } = browserClient(502);
    await expect(client.get('x')).rejects.toThrow();
    expect(notify.error).not.toHaveBeenCalled();

    vi.advanceTimersByTime(BAD_GATEWAY_REDIRECT_DELAY_MS);
    expect(assign).toHaveBeenCalledWith(`/?redirect=${encodeURIComponent('/appointments?page=2')}`);
  });
});

describe('createBrowserApi', () => {
  it('makes a query cache and a client that reads the business from it', async () => {
    const fetch = fakeFetch(200, { data: null });
    const { queryClient, api } = createBrowserApi({
      originKey: 'rdv-admin-console',
      baseUrl: BASE_URL,
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    expect(queryClient.getDefaultOptions().queries?.retry).toBe(false);
    queryClient.setQueryData(adminKeys.me(), { business_id: 4 } as Admin);
    await api.get('x');
    expect(sentRequest(fetch).headers.get('x-business-id')).toBe('4');
  });
});
