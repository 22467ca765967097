import { adminKeys, login, redirectStore, tokenStore } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import type { SignInInput } from '@rendezvous/domain';
import { afterSignInPath } from '@rendezvous/permissions';
import { clearErrorToasts } from '@rendezvous/ui-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useOpenPath } from '../navigation/use-open-path';

/**
 * Signs in, keeps the tokens and the admin, then opens the page the admin was sent away from,
 * else the dashboard, or the business setup for an admin without a business. A failure is
 * toasted by the API client and leaves the form as it was.
 */
export function useSignIn() {
  const api = useApi();
  const queryClient = useQueryClient();
  const openPath = useOpenPath();
  return useMutation({
    mutationFn: (credentials: SignInInput) => login(api, credentials),
    onSuccess: async (session) => {
      // "A valid username and password is required" from a previous try no longer applies.
      clearErrorToasts();
      tokenStore.set(session);
      queryClient.setQueryData(adminKeys.me(), session.admin);
      await openPath(afterSignInPath(session.admin, redirectStore.take()));
    },
  });
}
