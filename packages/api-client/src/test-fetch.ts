import { vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from './http';

export const BASE_URL = 'http://localhost:3000/api';

/**
 * A fetch that answers with the given status and JSON body. It records each request, and the
 * text of its body in `bodies`, since the body can be read only once.
 */
export function fakeFetch(status: number, body?: unknown) {
  const bodies: string[] = [];
  const fetch = vi.fn(async (request: Request) => {
    bodies.push(await request.text());
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return Object.assign(fetch, { bodies });
}

/** A client over `fetch` with fixed credentials, spying on every hook. */
export function clientWith(
  fetch: ReturnType<typeof fakeFetch>,
  overrides: Partial<ApiClientOptions> = {},
) {
  const hooks = {
    onSuccessMessage: vi.fn(),
    onError: vi.fn(),
    onBadGateway: vi.fn(),
  };
  const client = createApiClient({
    baseUrl: BASE_URL,
    originKey: 'rdv-admin-console',
    getToken: () => 'token-123',
    getBusinessId: () => 7,
    fetch: fetch as unknown as typeof globalThis.fetch,
    ...hooks,
    ...overrides,
  });
  return { client, ...hooks };
}

/** The request `fetch` received on its nth call. */
export function sentRequest(fetch: ReturnType<typeof fakeFetch>, call = 0): Request {
  const request = fetch.mock.calls[call]?.[0];
  if (!request) throw new Error(`fetch was not called ${call + 1} time(s)`);
  return request;
}
