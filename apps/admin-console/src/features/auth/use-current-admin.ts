import { adminQueries, tokenStore } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import type { Admin } from '@rendezvous/domain';
import { useQuery } from '@tanstack/react-query';

/**
 * The signed-in admin. The router guard loads it before any protected page renders, so on
 * those pages it is there at once; without a token nothing is fetched.
 */
export function useCurrentAdmin(): Admin | undefined {
  const api = useApi();
  const { data } = useQuery({ ...adminQueries.me(api), enabled: tokenStore.get() !== null });
  return data;
}
