import { AppError, ErrorCode } from '@rendezvous/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { badGatewayRedirect, inBusiness, quietly, toSearchParams } from './http';
import { BASE_URL, clientWith, fakeFetch, sentRequest } from './test-fetch';

afterEach(() => {
  vi.useRealTimers();
});

describe('requests', () => {
  it('send the bearer token, origin key, business id and request type', async () => {
    const fetch = fakeFetch(200, { data: null });
    await clientWith(fetch).client.get('dashboard');
    const { headers } = sentRequest(fetch);
    expect(headers.get('authorization')).toBe('Bearer token-123');
    expect(headers.get('x-origin-key')).toBe('rdv-admin-console');
    expect(headers.get('x-business-id')).toBe('7');
    expect(headers.get('x-request-type')).toBe('admin');
  });

  it('leave out the token and business id until they are known', async () => {
    const fetch = fakeFetch(200, { data: null });
    await clientWith(fetch, {
      getToken: () => null,
      getBusinessId: () => null,
      requestType: 'guest',
    }).client.get('x');
    const { headers } = sentRequest(fetch);
    expect(headers.has('authorization')).toBe(false);
    expect(headers.has('x-business-id')).toBe(false);
    expect(headers.get('x-request-type')).toBe('guest');
  });

  it("send the app's language as Accept-Language when it has one", async () => {
    let language: string | null = 'fr-CA';
    const fetch = fakeFetch(200, { data: null });
    const { client } = clientWith(fetch, { getLanguage: () => language });
    await client.get('x');
    expect(sentRequest(fetch).headers.get('accept-language')).toBe('fr-CA');
    language = null;
    const plain = fakeFetch(200, { data: null });
    await clientWith(plain, { getLanguage: () => language }).client.get('x');
    expect(sentRequest(plain).headers.has('accept-language')).toBe(false);
  });

  it('send the given business instead of the own one through inBusiness, and only there', async () => {
    const fetch = fakeFetch(200, { data: null });
    const { client } = clientWith(fetch, { getBusinessId: () => null });
    await inBusiness(client, 42).post('service', { json: { name: 'Cut' } });
    expect(sentRequest(fetch).headers.get('x-business-id')).toBe('42');
    expect(sentRequest(fetch).headers.get('authorization')).toBe('Bearer token-123');
    await client.get('x');
    expect(sentRequest(fetch, 1).headers.has('x-business-id')).toBe(false);
  });

  it('read the token and business id again for every request', async () => {
    const fetch = fakeFetch(200, { data: null });
    let token = 'first';
    const { client } = clientWith(fetch, { getToken: () => token });
    await client.get('x');
    token = 'second';
    await client.get('x');
    expect(sentRequest(fetch, 1).headers.get('authorization')).toBe('Bearer second');
  });

  it('append the debug parameter to every request, next to the path query and the given query', async () => {
    const fetch = fakeFetch(200, { data: null });
    const { client } = clientWith(fetch, { debug: 'verbose' });
    await client.post('login?type=admin', {
      query: { appendRoles: true, skip: undefined, none: null },
    });
    await client.get('appointments', { query: { paginate: 10, page: 2, ids: [1, 2] } });
    expect(sentRequest(fetch, 0).url).toBe(
      `${BASE_URL}/login?type=admin&appendRoles=true&debug=verbose`,
    );
    expect(sentRequest(fetch, 1).url).toBe(
      `${BASE_URL}/appointments?paginate=10&page=2&ids=1&ids=2&debug=verbose`,
    );
    expect(sentRequest(fetch, 1).method).toBe('GET');
  });

  it('send debug=false when debugging is off', async () => {
    const fetch = fakeFetch(200, { data: null });
    await clientWith(fetch).client.delete('invitation/3');
    expect(sentRequest(fetch).url).toBe(`${BASE_URL}/invitation/3?debug=false`);
    expect(sentRequest(fetch).method).toBe('DELETE');
  });

  it('resolve a relative base URL against the page', async () => {
    vi.stubGlobal('location', { href: 'http://localhost:5173/customers/clients' });
    try {
      const fetch = fakeFetch(200, { data: null });
      await clientWith(fetch, { baseUrl: '/api' }).client.get('clients');
      expect(sentRequest(fetch).url).toBe('http://localhost:5173/api/clients?debug=false');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('send JSON bodies', async () => {
    const fetch = fakeFetch(201, { data: { id: 1 } });
    await clientWith(fetch).client.post('business', { json: { name: 'Salon' } });
    const request = sentRequest(fetch);
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toContain('application/json');
    expect(JSON.parse(fetch.bodies[0] ?? '')).toEqual({ name: 'Salon' });
  });
});

describe('success', () => {
  it('unwraps the data of 200 and 201 answers', async () => {
    const rows = { data: [{ id: 1 }], current_page: 1, last_page: 1, per_page: 10, total: 1 };
    expect(await clientWith(fakeFetch(200, { data: rows })).client.get('clients')).toEqual(rows);
    expect(await clientWith(fakeFetch(201, { data: { id: 9 } })).client.post('guest')).toEqual({
      id: 9,
    });
  });

  it('hands a message of the body to the success hook', async () => {
    const { client, onSuccessMessage, onError } = clientWith(
      fakeFetch(200, { data: { id: 1 }, message: 'Saved!' }),
    );
    await client.put('user/1');
    expect(onSuccessMessage).toHaveBeenCalledExactlyOnceWith('Saved!');
    expect(onError).not.toHaveBeenCalled();
  });

  it('leaves both messages to the screen of a quiet call', async () => {
    const saved = clientWith(fakeFetch(200, { data: { id: 1 }, message: 'Saved!' }));
    await saved.client.put('user/1', { quiet: true });
    expect(saved.onSuccessMessage).not.toHaveBeenCalled();
    const refused = clientWith(fakeFetch(422, { message: 'Taken', errors: { subdomain: ['Taken'] } }));
    await expect(quietly(refused.client).patch('business/1')).rejects.toMatchObject({ message: 'Taken' });
    expect(refused.onError).not.toHaveBeenCalled();
  });

  it('does not call the success hook without a message', async () => {
    const { client, onSuccessMessage } = clientWith(fakeFetch(200, { data: 1 }));
    await client.get('x');
    expect(onSuccessMessage).not.toHaveBeenCalled();
  });

  it('treats other 2xx answers as failures', async () => {
    const { client, onError } = clientWith(fakeFetch(204));
    await expect(client.delete('x')).rejects.toBeInstanceOf(AppError);
    expect(onError).toHaveBeenCalledOnce();
  });
});

describe('failures', () => {
  it('turn a 422 into a validation AppError with the server message and field errors', async () => {
    const body = {
      message: 'The given data was invalid.',
      errors: { firstname: ['First name is required'] },
    };
    const { client, onError, onSuccessMessage } = clientWith(fakeFetch(422, body));
    const error = await client.post('user', { json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: ErrorCode.Validation,
      status: 422,
      message: 'The given data was invalid.',
      errors: { firstname: ['First name is required'] },
    });
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
    expect(onSuccessMessage).not.toHaveBeenCalled();
  });

  it('turn a 500 into an internal AppError with the server message', async () => {
    const { client, onError } = clientWith(
      fakeFetch(500, { message: 'Sorry, the calendar is down.' }),
    );
    const error = await client.get('x').catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: ErrorCode.Internal,
      status: 500,
      message: 'Sorry, the calendar is down.',
    });
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
  });

  it.each([
    [400, ErrorCode.BadRequest],
    [401, ErrorCode.Unauthenticated],
    [403, ErrorCode.Forbidden],
    [404, ErrorCode.NotFound],
    [409, ErrorCode.Conflict],
    [429, ErrorCode.TooManyRequests],
  ])('turn a %i into an AppError of code %s carrying the server message', async (status, code) => {
    const { client, onError } = clientWith(fakeFetch(status, { message: `server says ${status}` }));
    await expect(client.get('x')).rejects.toMatchObject({
      code,
      status,
      message: `server says ${status}`,
    });
    expect(onError).toHaveBeenCalledOnce();
  });

  it('fall back to a generic message when the body has none', async () => {
    await expect(clientWith(fakeFetch(404, '<html>')).client.get('x')).rejects.toMatchObject({
      message: 'The requested resource was not found.',
    });
    await expect(clientWith(fakeFetch(500)).client.get('x')).rejects.toMatchObject({
      message: 'Sorry an error occurred while processing your request. Please try again!',
    });
  });

  it('call the bad-gateway hook on a 502 instead of the error hook', async () => {
    const { client, onBadGateway, onError } = clientWith(fakeFetch(502));
    await expect(client.get('x')).rejects.toMatchObject({ code: ErrorCode.BadGateway });
    expect(onBadGateway).toHaveBeenCalledOnce();
    expect(onError).not.toHaveBeenCalled();
  });

  it('report a network failure with the spec message', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const { client, onError } = clientWith(fetch as never);
    const error = await client.get('x').catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: ErrorCode.Internal,
      message: 'Sorry an error occurred while processing your request. Please try again!',
    });
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('let a cancelled request reject quietly', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(
      (request: Request) =>
        new Promise<Response>((_, reject) => {
          // Like the real fetch: reject at once if already aborted, else when aborted.
          if (request.signal.aborted) reject(request.signal.reason);
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const { client, onError } = clientWith(fetch as never);
    const pending = client.get('x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('badGatewayRedirect', () => {
  it('goes home with the current page as redirect after exactly 1000 ms', () => {
    vi.useFakeTimers();
    const location = { pathname: '/customers/clients', search: '?page=2', assign: vi.fn() };
    badGatewayRedirect(location);
    vi.advanceTimersByTime(999);
    expect(location.assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(location.assign).toHaveBeenCalledExactlyOnceWith(
      '/?redirect=%2Fcustomers%2Fclients%3Fpage%3D2',
    );
  });

  it('can be cancelled', () => {
    vi.useFakeTimers();
    const location = { pathname: '/', search: '', assign: vi.fn() };
    badGatewayRedirect(location)();
    vi.advanceTimersByTime(5000);
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('follows a 502 when used as the hook', async () => {
    vi.useFakeTimers();
    const location = { pathname: '/appointments', search: '', assign: vi.fn() };
    const { client } = clientWith(fakeFetch(502), {
      onBadGateway: () => badGatewayRedirect(location),
    });
    await expect(client.get('appointments')).rejects.toBeInstanceOf(AppError);
    vi.advanceTimersByTime(1000);
    expect(location.assign).toHaveBeenCalledExactlyOnceWith('/?redirect=%2Fappointments');
  });
});

describe('toSearchParams', () => {
  it('skips empty values and repeats array keys', () => {
    expect(toSearchParams({ a: 1, b: false, c: undefined, d: null, e: ['x', 2] }).toString()).toBe(
      'a=1&b=false&e=x&e=2',
    );
  });
});
