import { Alert, List, Stack, Text } from '@mantine/core';
import { clientKeys, eraseCustomerData, guestKeys, type PrivacySubject } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { ConfirmDialog } from '@rendezvous/ui-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

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
      title={shown ? `Erase ${shown.name}'s personal data?` : 'Erase personal data?'}
      confirmLabel="Erase"
      confirmColor="red"
      onConfirm={() => (person ? erase.mutateAsync(person) : undefined)}
      onClose={close}
      message={
        <Stack gap="sm">
          <Text size="sm">These are erased:</Text>
          <List size="sm" spacing={2}>
            <List.Item>their name, e-mail, phone and password;</List.Item>
            <List.Item>the words of their messages and reviews.</List.Item>
          </List>
          <Text size="sm">
            Their appointments and amounts stay, for the books. <strong>This cannot be undone.</strong>
          </Text>
          {erase.isError && (
            <Alert color="red" role="alert" title="Not erased">
              {erase.error instanceof Error ? erase.error.message : 'The data could not be erased.'}
            </Alert>
          )}
        </Stack>
      }
    />
  );
}
