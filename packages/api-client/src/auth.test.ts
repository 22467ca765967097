import { describe, expect, it } from 'vitest';
import { adminKeys, adminQueries, updateAdmin } from './admin';
import {
  confirmVerificationCode,
  getAdminByToken,
  login,
  logout,
  refreshSession,
  register,
  sendVerificationCode,
  signUp,
  updatePassword,
} from './auth';
import { BASE_URL, clientWith, fakeFetch, sentRequest } from './test-fetch';

const COMPLETE =
  'appendRoles=true&appendBusiness=true&appendConsultant=true&appendIntegrations=true&appendMerchantCustomers=true';

async function call<T>(
  data: unknown,
  run: (client: ReturnType<typeof clientWith>['client']) => Promise<T>,
) {
  const fetch = fakeFetch(200, { data });
  const result = await run(clientWith(fetch).client);
  const request = sentRequest(fetch);
  const body = fetch.bodies[0] ?? '';
  return {
    result,
    method: request.method,
    url: request.url,
    body: body === '' ? undefined : JSON.parse(body),
  };
}

describe('auth endpoints', () => {
  it('sign in with POST login?type=admin, asking for the complete admin', async () => {
    const session = { token: 't', refresh_token: 'r', admin: { id: 1 } };
    const sent = await call(session, (c) =>
      login(c, { email: 'ada@example.com', password: 'secret' }),
    );
    expect(sent).toEqual({
      result: session,
      method: 'POST',
      url: `${BASE_URL}/login?type=admin&${COMPLETE}&debug=false`,
      body: { email: 'ada@example.com', password: 'secret' },
    });
  });

  it('sign in with only the relations asked for', async () => {
    const sent = await call({}, (c) => login(c, { email: 'a', password: 'b' }, ['appendRoles']));
    expect(sent.url).toBe(`${BASE_URL}/login?type=admin&appendRoles=true&debug=false`);
  });

  it('sign out with POST logout?type=admin', async () => {
    const sent = await call(null, (c) => logout(c));
    expect(sent).toMatchObject({
      method: 'POST',
      url: `${BASE_URL}/logout?type=admin&debug=false`,
      body: undefined,
    });
  });

  it('load the admin with GET get-admin-by-token and every relation', async () => {
    const sent = await call({ id: 4 }, (c) => getAdminByToken(c));
    expect(sent).toMatchObject({
      result: { id: 4 },
      method: 'GET',
      url: `${BASE_URL}/get-admin-by-token?${COMPLETE}&debug=false`,
    });
  });

  it('refresh the session with POST auth/refresh', async () => {
    const sent = await call({ token: 't2' }, (c) => refreshSession(c, 'r1'));
    expect(sent).toMatchObject({
      method: 'POST',
      url: `${BASE_URL}/auth/refresh?${COMPLETE}&debug=false`,
      body: { refresh_token: 'r1' },
    });
  });

  it('sign up with POST admin', async () => {
    const input = {
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      password: 'correct horse',
    };
    const sent = await call({ token: 't' }, (c) => signUp(c, input));
    expect(sent).toMatchObject({
      method: 'POST',
      url: `${BASE_URL}/admin?debug=false`,
      body: input,
    });
  });

  it('register an invited admin with POST register?type=admin', async () => {
    const input = {
      firstname: 'Ada',
      lastname: 'Lovelace',
      username: 'ada',
      email: 'ada@example.com',
      code: 'ABC123',
      password: 'correct horse',
      password_confirmation: 'correct horse',
    };
    const result = { access_token: 't', refresh_token: 'r', admin: { id: 2 } };
    const sent = await call(result, (c) => register(c, input));
    expect(sent).toEqual({
      result,
      method: 'POST',
      url: `${BASE_URL}/register?type=admin&debug=false`,
      body: input,
    });
  });

  it('reset a password in three calls', async () => {
    expect(await call(null, (c) => sendVerificationCode(c, { email: 'a@b.co' }))).toMatchObject({
      method: 'POST',
      url: `${BASE_URL}/auth/send-verification-code?debug=false`,
      body: { email: 'a@b.co' },
    });
    expect(
      await call(null, (c) =>
        confirmVerificationCode(c, { email: 'a@b.co', verification_code: '123456' }),
      ),
    ).toMatchObject({
      url: `${BASE_URL}/auth/confirm-verification-code?debug=false`,
      body: { email: 'a@b.co', verification_code: '123456' },
    });
    const update = { email: 'a@b.co', verification_code: '123456', password: 'correct horse' };
    expect(await call(null, (c) => updatePassword(c, update))).toMatchObject({
      url: `${BASE_URL}/auth/update-password?debug=false`,
      body: update,
    });
  });
});

describe('admin', () => {
  it('is patched with PATCH admin/{id}, returning consultant and roles', async () => {
    const sent = await call({ id: 4 }, (c) => updateAdmin(c, 4, { is_away: 1 }));
    expect(sent).toMatchObject({
      method: 'PATCH',
      url: `${BASE_URL}/admin/4?appendConsultant=true&appendRoles=true&debug=false`,
      body: { is_away: 1 },
    });
  });

  it('is queried under a key of its own', async () => {
    expect(adminKeys.me()).toEqual(['admins', 'me']);
    const fetch = fakeFetch(200, { data: { id: 4 } });
    const options = adminQueries.me(clientWith(fetch).client);
    expect(options.queryKey).toEqual(adminKeys.me());
    const queryFn = options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
    expect(await queryFn({ signal: new AbortController().signal })).toEqual({ id: 4 });
    expect(sentRequest(fetch).url).toBe(`${BASE_URL}/get-admin-by-token?${COMPLETE}&debug=false`);
  });
});
