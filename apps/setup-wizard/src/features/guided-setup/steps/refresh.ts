import { adminKeys, businessKeys } from '@rendezvous/api-client';
import type { QueryClient } from '@tanstack/react-query';

/** After a step saves: the admin's pending steps and the business are read again. */
export async function refreshSetup(queryClient: QueryClient, businessId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.me() }),
    queryClient.invalidateQueries({ queryKey: businessKeys.detail(businessId) }),
  ]);
}
