import { adminKeys, businessKeys, serviceCategoryKeys, serviceKeys } from '@rendezvous/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * After a service or category changes: the lists refetch, and so do the admin (its
 * pending_setup_steps drop "Add your business services" once a service exists) and the business.
 */
export function useCatalogChanged(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
      queryClient.invalidateQueries({ queryKey: serviceCategoryKeys.all }),
      queryClient.invalidateQueries({ queryKey: adminKeys.all }),
      queryClient.invalidateQueries({ queryKey: businessKeys.all }),
    ]);
  }, [queryClient]);
}
