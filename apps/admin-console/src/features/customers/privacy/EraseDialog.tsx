import { Alert, List, Stack, Text } from '@mantine/core';
import { clientKeys, eraseCustomerData, guestKeys, type PrivacySubject } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { ConfirmDialog } from '@rendezvous/ui-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../i18n/use-message';
import { strongParts } from '../strong-parts';

/** Whom the dialog asks about: the API's subject and the name it shows. */
export type ErasePerson = PrivacySubject & { name: string };

export interface EraseDialogProps {
  /** The person to erase; null keeps the dialog closed. */
  person: ErasePerson | null;
  onClose: () => void;
}

/**
 * "Erase …'s personal data?": says what goes and what stays, then erases on "Erase"
 * (POST user|guest/{id}/erase). On success the list is fetched again and the dialog closes
 * (the server's message is the toast); a refusal (409: upcoming appointments, already
 * erased) keeps it open with the server's message in it.
 */
export function EraseDialog({ person, onClose }: EraseDialogProps) {
  const { t } = useTranslation('customers');
  const msg = useMessage();
  const api = useApi();
  const queryClient = useQueryClient();
  // Shown while the dialog animates closed, after `person` went back to null.
  const [shown, setShown] = useState(person);
  if (person !== null && person !== shown) setShown(person);

  const erase = useMutation({
    mutationFn: (subject: PrivacySubject) => eraseCustomerData(api, { type: subject.type, id: subject.id }),
    onSuccess: (_erasure, subject) =>
      queryClient.invalidateQueries({ queryKey: subject.type === 'user' ? clientKeys.all : guestKeys.all }),
  });

  const close = () => {
    erase.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      opened={person !== null}
      title={shown ? t('erase.titleName', { name: shown.name }) : t('erase.title')}
      confirmLabel={t('erase.confirm')}
      confirmColor="red"
      onConfirm={() => (person ? erase.mutateAsync(person) : undefined)}
      onClose={close}
      message={
        <Stack gap="sm">
          <Text size="sm">{t('erase.intro')}</Text>
          <List size="sm" spacing={2}>
            <List.Item>{t('erase.identity')}</List.Item>
            <List.Item>{t('erase.words')}</List.Item>
          </List>
          <Text size="sm">
            {strongParts(t('erase.kept'))}
          </Text>
          {erase.isError && (
            <Alert color="red" role="alert" title={t('erase.failedTitle')}>
              {erase.error instanceof Error ? msg(erase.error.message) : t('erase.failed')}
            </Alert>
          )}
        </Stack>
      }
    />
  );
}
