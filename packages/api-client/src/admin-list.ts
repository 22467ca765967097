import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Admin, Paginated } from '@rendezvous/domain';
import { adminKeys } from './admin';
import type { ApiClient } from './http';

// A module of its own, apart from admin.ts (which every screen loads for the signed-in admin),
// so the sign-in bundle does not carry the All admins list.

/** A page request of GET admins (the All admins table). */
export type AdminListParams = {
  paginate?: number;
  page?: number;
  search?: string;
  /** A role id. */
  role?: number;
  roleName?: string;
  status?: 'active' | 'inactive';
  filterByBusiness?: boolean;
  appendConsultant?: boolean;
  appendRoles?: boolean;
};

/**
 * GET admins: a page of the business's admins (every business's for a platform admin unless
 * filterByBusiness), with roles. A blank search is left out.
 */
export function listAdmins(
  client: ApiClient,
  query: AdminListParams = {},
  options: { signal?: AbortSignal } = {},
): Promise<Paginated<Admin>> {
  const { search, ...rest } = query;
  return client.get('admins', { query: { ...rest, ...(search?.trim() ? { search: search.trim() } : {}) }, signal: options.signal });
}

/** DELETE admin/{id}: removes an admin the signed-in admin may manage (never themselves). */
export function deleteAdmin(client: ApiClient, id: number): Promise<null> {
  return client.delete(`admin/${id}`);
}

/** Keys of the All admins pages, under `adminKeys.all` so changing an admin refreshes them. */
export const adminListKeys = {
  all: () => [...adminKeys.all, 'list'] as const,
  page: (query: AdminListParams) => [...adminListKeys.all(), query] as const,
};

/** A page of GET admins; keeps showing the previous page while the next one loads. */
export function adminListQuery(client: ApiClient, query: AdminListParams) {
  return queryOptions({
    queryKey: adminListKeys.page(query),
    queryFn: ({ signal }) => listAdmins(client, query, { signal }),
    placeholderData: keepPreviousData,
  });
}
