import { logout, tokenStore } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { SIGN_IN_PATH } from '@rendezvous/permissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';

/**
 * Revokes the token, then forgets the session and returns to sign in. If the API refuses, the
 * API client shows why and the admin stays signed in, exactly where they were.
 */
export function useSignOut() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => logout(api),
    onSuccess: async () => {
      tokenStore.clear();
      await navigate({ to: SIGN_IN_PATH });
      // Cleared after leaving, so no mounted screen refetches with the revoked token.
      queryClient.clear();
    },
  });
}
