import {
  ADMIN_APPEND_FLAGS,
  type Admin,
  type AdminAppendFlag,
  type RegisterInput,
  type SignInInput,
  type SignUpInput,
  type UpdatePasswordInput,
} from '@rendezvous/domain';
import { appendQuery } from './append';
import type { ApiClient } from './http';

/** What sign-in, sign-up and a token refresh return; expires_at is the access token's end. */
export type AuthSession = {
  token: string;
  refresh_token: string;
  expires_at: string;
  admin: Admin;
};
/** What registering by invitation returns (the API names the token access_token here). */
export type RegisterResult = {
  access_token: string;
  refresh_token: string;
  expires_at: string;
  admin: Admin;
};

const ADMIN = { type: 'admin' } as const;

/** POST login?type=admin. By default the admin comes back with every relation the console reads. */
export function login(
  client: ApiClient,
  credentials: SignInInput,
  append: readonly AdminAppendFlag[] = ADMIN_APPEND_FLAGS,
): Promise<AuthSession> {
  return client.post('login', { query: { ...ADMIN, ...appendQuery(append) }, json: credentials });
}

/** POST logout?type=admin: revokes the token. */
export function logout(client: ApiClient): Promise<void> {
  return client.post('logout', { query: ADMIN });
}

/** GET get-admin-by-token: the signed-in admin, complete by default. */
export function getAdminByToken(
  client: ApiClient,
  append: readonly AdminAppendFlag[] = ADMIN_APPEND_FLAGS,
  options: { signal?: AbortSignal } = {},
): Promise<Admin> {
  return client.get('get-admin-by-token', { query: appendQuery(append), signal: options.signal });
}

/** POST admin: the trial sign-up. */
export function signUp(client: ApiClient, input: SignUpInput): Promise<AuthSession> {
  return client.post('admin', { json: input });
}

/** POST auth/refresh: trades the refresh token for a new pair; the old pair stops working. */
export function refreshSession(
  client: ApiClient,
  refresh_token: string,
  append: readonly AdminAppendFlag[] = ADMIN_APPEND_FLAGS,
): Promise<AuthSession> {
  return client.post('auth/refresh', { query: appendQuery(append), json: { refresh_token } });
}

/** POST register?type=admin: an invited admin completes their account. */
export function register(client: ApiClient, input: RegisterInput): Promise<RegisterResult> {
  return client.post('register', { query: ADMIN, json: input });
}

/** POST auth/send-verification-code: step 1 of forgot password. */
export function sendVerificationCode(client: ApiClient, input: { email: string }): Promise<void> {
  return client.post('auth/send-verification-code', { json: input });
}

/** POST auth/confirm-verification-code: step 2 of forgot password. */
export function confirmVerificationCode(
  client: ApiClient,
  input: { email: string; verification_code: string },
): Promise<void> {
  return client.post('auth/confirm-verification-code', { json: input });
}

/** POST auth/update-password: step 3 of forgot password. */
export function updatePassword(client: ApiClient, input: UpdatePasswordInput): Promise<void> {
  return client.post('auth/update-password', { json: input });
}
