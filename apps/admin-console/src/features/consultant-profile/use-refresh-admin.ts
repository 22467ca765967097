import { adminKeys, consultantKeys } from '@rendezvous/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * After any change to an admin or their consultant side: refetch the signed-in admin (so the
 * onboarding banner drops finished steps), the admin detail and the consultant lists.
 */
export function useRefreshAdmin(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.all }),
      queryClient.invalidateQueries({ queryKey: consultantKeys.all }),
    ]);
  }, [queryClient]);
}
