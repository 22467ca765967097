import { vi } from 'vitest';
import type { ApiClient, HttpMethod, RequestOptions } from '../http';

export type FakeApiHandler = (options: RequestOptions | undefined) => unknown;

/**
 * An API client answering from a table of handlers keyed "METHOD path" (e.g. "POST login").
 * A handler may throw to fail the call. Unknown calls fail loudly, so a test never passes by
 * accident against a call it did not expect. `request` is a Vitest mock that sees every call.
 */
export function fakeApi(handlers: Record<string, FakeApiHandler> = {}) {
  const request = vi.fn(async (method: HttpMethod, path: string, options?: RequestOptions) => {
    const handler = handlers[`${method.toUpperCase()} ${path}`];
    if (!handler) throw new Error(`Unexpected call: ${method.toUpperCase()} ${path}`);
    return handler(options);
  });
  const client: ApiClient = {
    request: request as ApiClient['request'],
    get: (path, options) => request('get', path, options) as never,
    post: (path, options) => request('post', path, options) as never,
    put: (path, options) => request('put', path, options) as never,
    patch: (path, options) => request('patch', path, options) as never,
    delete: (path, options) => request('delete', path, options) as never,
  };
  return Object.assign(client, { request });
}

/** The options of the first call to "METHOD path" made through a fakeApi. */
export function callOf(
  api: ApiClient,
  method: HttpMethod,
  path: string,
): RequestOptions | undefined {
  return vi.mocked(api.request).mock.calls.find(([m, p]) => m === method && p === path)?.[2];
}
