import { adminKeys, businessKeys } from '@rendezvous/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * After a business changes: its queries (the profile, the platform admin's list) and the
 * signed-in admin's, whose pending_setup_steps the onboarding banner shows, are fetched again.
 */
export function useBusinessChanged(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: businessKeys.all }),
      queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    ]);
  }, [queryClient]);
}
