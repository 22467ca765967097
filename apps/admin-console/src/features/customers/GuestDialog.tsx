import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { guestKeys, updateGuest } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { ClientMessages, GuestFormSchema, type Guest, type GuestForm } from '@rendezvous/domain';
import { showErrorToast } from '@rendezvous/ui-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateErrors } from '../../i18n/i18n';
import { useMessage } from '../../i18n/use-message';
import { invalidFormMessage, serverFieldErrors } from '../forms/form-errors';
import { translatedValidate } from '../forms/translated-validate';
import { AppointmentHistory } from './AppointmentHistory';

/** One guest: read-only until Edit, then their names, email and phone can be updated. */
export function GuestDialog({ guest, onClose }: { guest: Guest; onClose(): void }) {
  const { t } = useTranslation('customers');
  const msg = useMessage();
  const api = useApi();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const form = useForm<GuestForm>({
    mode: 'controlled',
    initialValues: { firstname: guest.firstname, lastname: guest.lastname, email: guest.email, phone: guest.phone ?? '' },
    validate: translatedValidate(GuestFormSchema),
    validateInputOnBlur: true,
  });
  const save = useMutation({
    mutationFn: (values: GuestForm) => updateGuest(api, guest.id, GuestFormSchema.parse(values)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: guestKeys.all });
      // The server's "Guest updated" is the one toast of this save (the API client shows it).
      onClose();
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (fields) form.setErrors(translateErrors(fields));
    },
  });
  const readOnly = !editing;
  return (
    <Modal opened onClose={onClose} size={1111} title={guest.full_name}>
      <form
        noValidate
        onSubmit={form.onSubmit(
          (values) => save.mutate(values),
          (errors, values) => showErrorToast(invalidFormMessage(errors, values, msg(ClientMessages.formInvalid))),
        )}
      >
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('field.firstname')} required readOnly={readOnly} {...form.getInputProps('firstname')} />
            <TextInput label={t('field.lastname')} required readOnly={readOnly} {...form.getInputProps('lastname')} />
            <TextInput label={t('field.email')} type="email" required readOnly={readOnly} {...form.getInputProps('email')} />
            <TextInput label={t('field.phone')} type="tel" required readOnly={readOnly} {...form.getInputProps('phone')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('action.close')}
            </Button>
            {editing ? (
              <Button type="submit" loading={save.isPending} disabled={!form.isDirty() || !form.isValid()}>
                {t('action.save')}
              </Button>
            ) : (
              <Button onClick={() => setEditing(true)}>{t('action.edit')}</Button>
            )}
          </Group>
          <AppointmentHistory customerType="guest" customerId={guest.id} />
        </Stack>
      </form>
    </Modal>
  );
}
