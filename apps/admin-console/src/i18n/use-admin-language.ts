import { adminKeys, updateAdmin } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import type { Admin } from '@rendezvous/domain';
import { fromProfileLanguage, toProfileLanguage, type Language } from '@rendezvous/i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showLanguage } from './i18n';

/**
 * Shows the console in the language saved on the admin's profile, on any device they sign in
 * from; an admin who never chose one keeps their browser's.
 */
export function useAdminLanguage(admin: Pick<Admin, 'language'>): void {
  const { i18n } = useTranslation();
  const saved = fromProfileLanguage(admin.language);
  useEffect(() => {
    if (saved && saved !== i18n.language) void showLanguage(saved);
  }, [saved, i18n]);
}

/** Switches the console's language at once and saves the choice on the admin's profile. */
export function useChooseLanguage(admin: Pick<Admin, 'id'>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: Language) => {
      await showLanguage(language);
      return updateAdmin(api, admin.id, { language: toProfileLanguage(language) });
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(adminKeys.me(), (current: Admin | undefined) =>
        current ? { ...current, language: updated.language } : current,
      );
    },
  });
}
