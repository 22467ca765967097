import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  clientKeys,
  clientQuery,
  createClient,
  deleteClientImage,
  updateClient,
  uploadClientImage,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  CLIENT_FORM_DEFAULTS,
  ClientFormSchema,
  ClientMessages,
  PERSON_STATUSES,
  type Client,
  type ClientForm,
} from '@rendezvous/domain';
import { ImageUploadField, showErrorToast } from '@rendezvous/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateErrors } from '../../i18n/i18n';
import { useMessage } from '../../i18n/use-message';
import { invalidFormMessage, serverFieldErrors } from '../forms/form-errors';
import { translatedValidate } from '../forms/translated-validate';
import { AppointmentHistory } from './AppointmentHistory';

export interface ClientDialogProps {
  /** null: a new client. */
  clientId: number | null;
  opened: boolean;
  onClose(): void;
}

/**
 * Add a client, or view one: an existing client's names, email and phone are read-only (the
 * client owns them); their status and photo can be changed here.
 */
export function ClientDialog({ clientId, opened, onClose }: ClientDialogProps) {
  const { t } = useTranslation('customers');
  const msg = useMessage();
  const api = useApi();
  const queryClient = useQueryClient();
  const isNew = clientId === null;
  const existing = useQuery({ ...clientQuery(api, clientId ?? 0), enabled: opened && !isNew });
  const [pendingImage, setPendingImage] = useState<File | null>(null);
  const preview = useMemo(() => (pendingImage ? URL.createObjectURL(pendingImage) : null), [pendingImage]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);
  const form = useForm<ClientForm>({
    mode: 'controlled',
    initialValues: { ...CLIENT_FORM_DEFAULTS },
    validate: translatedValidate(ClientFormSchema),
    validateInputOnBlur: true,
  });

  const client = existing.data;
  useEffect(() => {
    if (!opened) return;
    if (client) {
      const values = { firstname: client.firstname, lastname: client.lastname, email: client.email, phone: client.phone ?? '', status: client.status };
      form.setInitialValues(values);
      form.setValues(values);
    } else if (isNew) {
      form.setInitialValues({ ...CLIENT_FORM_DEFAULTS });
      form.setValues({ ...CLIENT_FORM_DEFAULTS });
      setPendingImage(null);
    }
    form.resetDirty();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when the client or opening changes
  }, [client, opened, isNew]);

  const refresh = (saved?: Client) => {
    void queryClient.invalidateQueries({ queryKey: clientKeys.all });
    if (saved) queryClient.setQueryData(clientKeys.detail(saved.id), saved);
  };

  const save = useMutation({
    mutationFn: async (values: ClientForm) => {
      const parsed = ClientFormSchema.parse(values);
      if (isNew) {
        const created = await createClient(api, parsed);
        if (pendingImage) await uploadClientImage(api, created.id, pendingImage).catch(() => undefined);
        return created;
      }
      return updateClient(api, clientId, { status: parsed.status });
    },
    onSuccess: (saved) => {
      refresh(saved);
      // The server's message ("Client created. An email invites...") is this save's one toast.
      onClose();
    },
    // The server's message is shown by the global handler and the dialog stays open; a refused
    // field (an e-mail already taken) is marked with the server's words as well.
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (fields) form.setErrors(translateErrors(fields));
    },
  });

  const uploadImage = async (file: File) => {
    if (isNew) {
      setPendingImage(file);
      return;
    }
    await uploadClientImage(api, clientId, file);
    refresh();
  };
  const removeImage = async () => {
    if (isNew) {
      setPendingImage(null);
      return;
    }
    await deleteClientImage(api, clientId);
    refresh();
  };

  const invalid = !form.isValid();
  const readOnly = !isNew;
  const onSubmit = form.onSubmit(
    (values) => save.mutate(values),
    (errors, values) => showErrorToast(invalidFormMessage(errors, values, msg(ClientMessages.formInvalid))),
  );

  return (
    <Modal opened={opened} onClose={onClose} size={1111} title={isNew ? msg(ClientMessages.addNew) : t('client.title')}>
      {!isNew && existing.isPending ? (
        <Text>{t('client.loading')}</Text>
      ) : !isNew && existing.isError ? (
        <Text c="red.8">{t('client.loadError')}</Text>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <ImageUploadField
              label={t('field.photo')}
              name={`${form.values.firstname} ${form.values.lastname}`.trim() || null}
              value={isNew ? preview : (client?.image_url ?? null)}
              onUpload={uploadImage}
              onRemove={removeImage}
            />
            <Select
              label={t('field.status')}
              required
              allowDeselect={false}
              data={PERSON_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              {...form.getInputProps('status')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('field.firstname')} required readOnly={readOnly} {...form.getInputProps('firstname')} />
              <TextInput label={t('field.lastname')} required readOnly={readOnly} {...form.getInputProps('lastname')} />
              <TextInput label={t('field.email')} type="email" required readOnly={readOnly} {...form.getInputProps('email')} />
              <TextInput label={t('field.phone')} type="tel" required readOnly={readOnly} {...form.getInputProps('phone')} />
            </SimpleGrid>
            {isNew && (
              <Text size="sm" c="dimmed">
                {t('client.inviteNote')}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('action.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending} disabled={form.isDirty() && invalid}>
                {t('action.save')}
              </Button>
            </Group>
            {!isNew && client && <AppointmentHistory customerType="user" customerId={client.id} />}
          </Stack>
        </form>
      )}
    </Modal>
  );
}
