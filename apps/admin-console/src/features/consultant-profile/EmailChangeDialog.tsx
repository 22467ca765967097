import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { confirmAdminEmailChange, requestAdminEmailChange } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  EmailChangeConfirmInputSchema,
  EmailChangeInputSchema,
  type EmailChangeConfirmInput,
  type EmailChangeInput,
} from '@rendezvous/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translatedValidate } from '../forms/translated-validate';
import { useRefreshAdmin } from './use-refresh-admin';

export interface EmailChangeDialogProps {
  adminId: number;
  opened: boolean;
  onClose: () => void;
}

/**
 * An e-mail changes in two steps: your password and the new address (a code is sent there),
 * then the code. Until the code is entered nothing changes.
 */
export function EmailChangeDialog({ adminId, opened, onClose }: EmailChangeDialogProps) {
  const { t } = useTranslation('profile');
  const api = useApi();
  const refresh = useRefreshAdmin();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useForm<EmailChangeInput>({
    initialValues: { email: '', current_password: '' },
    validate: translatedValidate(EmailChangeInputSchema),
  });
  const confirm = useForm<EmailChangeConfirmInput>({
    initialValues: { email: '', verification_code: '' },
    validate: translatedValidate(EmailChangeConfirmInputSchema),
  });
  const close = () => {
    setSentTo(null);
    request.reset();
    confirm.reset();
    onClose();
  };
  const send = useMutation({
    mutationFn: (values: EmailChangeInput) => requestAdminEmailChange(api, adminId, values),
    onSuccess: (_, values) => {
      setSentTo(values.email);
      confirm.setValues({ email: values.email, verification_code: '' });
    },
  });
  const finish = useMutation({
    mutationFn: (values: EmailChangeConfirmInput) => confirmAdminEmailChange(api, adminId, values),
    onSuccess: async () => {
      await refresh();
      close();
    },
  });

  return (
    <Modal opened={opened} onClose={close} title={t('email.title')}>
      {sentTo === null ? (
        <form noValidate onSubmit={request.onSubmit((values) => send.mutate(values))}>
          <Stack gap="sm">
            <TextInput
              label={t('email.new')}
              type="email"
              autoComplete="email"
              withAsterisk
              {...request.getInputProps('email')}
            />
            <PasswordInput
              label={t('email.currentPassword')}
              autoComplete="current-password"
              withAsterisk
              {...request.getInputProps('current_password')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('cancel')}
              </Button>
              <Button type="submit" loading={send.isPending}>
                {t('email.sendCode')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <form noValidate onSubmit={confirm.onSubmit((values) => finish.mutate(values))}>
          <Stack gap="sm">
            <Text size="sm">{t('email.sent', { email: sentTo })}</Text>
            <TextInput
              label={t('email.code')}
              autoComplete="one-time-code"
              withAsterisk
              {...confirm.getInputProps('verification_code')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setSentTo(null)}>
                {t('email.back')}
              </Button>
              <Button type="submit" loading={finish.isPending}>
                {t('email.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
