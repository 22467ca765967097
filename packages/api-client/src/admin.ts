import { queryOptions } from '@tanstack/react-query';
import type { Admin, AdminAppendFlag, UpdateAdminInput } from '@rendezvous/domain';
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
};

export const adminQueries = {
  me: (client: ApiClient) =>
    queryOptions({
      queryKey: adminKeys.me(),
      queryFn: ({ signal }) => getAdminByToken(client, undefined, { signal }),
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
