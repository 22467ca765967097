import { queryOptions } from '@tanstack/react-query';
import type {
  Admin,
  AdminAppendFlag,
  AdminPasswordInput,
  EmailChangeConfirmInput,
  EmailChangeInput,
  UpdateAdminInput,
} from '@rendezvous/domain';
import { appendQuery } from './append';
import { getAdminByToken } from './auth';
import type { ApiClient } from './http';

/**
 * Query keys of admins. The signed-in admin lives under the same root as the lists, so
 * invalidating `adminKeys.all` after an admin changes refreshes both. The key does not name
 * the token: the apps clear the query cache when the admin signs out.
 */
export const adminKeys = {
  all: ['admins'] as const,
  me: () => [...adminKeys.all, 'me'] as const,
  detail: (id: number) => [...adminKeys.all, 'detail', id] as const,
};

export const adminQueries = {
  me: (client: ApiClient) =>
    queryOptions({
      queryKey: adminKeys.me(),
      queryFn: ({ signal }) => getAdminByToken(client, undefined, { signal }),
    }),
  /** Another admin as the admin detail dialog shows them. */
  detail: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: adminKeys.detail(id),
      queryFn: ({ signal }) => getAdmin(client, id, { signal }),
    }),
};

/** The relations PATCH admin/{id} sends back, as the profile screens need them. */
const UPDATE_APPEND: readonly AdminAppendFlag[] = ['appendConsultant', 'appendRoles'];

/** PATCH admin/{id}: usually a single field. */
export function updateAdmin(
  client: ApiClient,
  id: number,
  patch: UpdateAdminInput,
): Promise<Admin> {
  return client.patch(`admin/${id}`, { query: appendQuery(UPDATE_APPEND), json: patch });
}

/** GET admin/{id}: yourself or a colleague, with roles, the consultant (services, days) and connections. */
export function getAdmin(
  client: ApiClient,
  id: number,
  options: { signal?: AbortSignal } = {},
): Promise<Admin> {
  return client.get(`admin/${id}`, {
    query: appendQuery([...UPDATE_APPEND, 'appendIntegrations']),
    signal: options.signal,
  });
}

/** POST admin/{id}/send-password-reset: e-mails them a link to choose a new password. */
export function sendAdminPasswordReset(client: ApiClient, id: number): Promise<null> {
  return client.post(`admin/${id}/send-password-reset`);
}

/** PATCH admin/{id}/password: one's own only, with `current_password`. */
export function updateAdminPassword(client: ApiClient, id: number, input: AdminPasswordInput): Promise<null> {
  return client.patch(`admin/${id}/password`, { json: input });
}

/** POST admin/{id}/email-change: checks your password and e-mails a code to the new address. */
export function requestAdminEmailChange(client: ApiClient, id: number, input: EmailChangeInput): Promise<null> {
  return client.post(`admin/${id}/email-change`, { json: input });
}

/** POST admin/{id}/email-change/confirm: the code sent to the new address. */
export function confirmAdminEmailChange(
  client: ApiClient,
  id: number,
  input: EmailChangeConfirmInput,
): Promise<Admin> {
  return client.post(`admin/${id}/email-change/confirm`, { json: input });
}

/** POST admin/{id}/update-roles: the role ids the admin holds from now on. */
export function updateAdminRoles(client: ApiClient, id: number, roles: number[]): Promise<Admin> {
  return client.post(`admin/${id}/update-roles`, { json: { roles } });
}
