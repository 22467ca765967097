import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { updateAdminPassword } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  AdminPasswordInputSchema,
  AuthMessages,
  EmailChangeMessages,
  type AdminPasswordInput,
} from '@rendezvous/domain';
import { showErrorToast } from '@rendezvous/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/i18n';

export interface ChangePasswordFormProps {
  /** The signed-in admin: only they set their password (others get a reset link). */
  adminId: number;
}

/**
 * PATCH admin/{id}/password for one's own account, with the current password and the spec's
 * messages; the form clears once it is saved.
 */
export function ChangePasswordForm({ adminId }: ChangePasswordFormProps) {
  const { t } = useTranslation('profile');
  const api = useApi();
  const form = useForm<AdminPasswordInput>({
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    validate: (values) => {
      const errors = zod4Resolver(AdminPasswordInputSchema, { errorPriority: 'first' })(values);
      if (!values.current_password)
        errors.current_password = EmailChangeMessages.currentPasswordRequired;
      // The spec's English messages, in the console's language.
      return Object.fromEntries(
        Object.entries(errors).map(([field, message]) => [
          field,
          typeof message === 'string' ? translateMessage(message) : message,
        ]),
      );
    },
  });
  const save = useMutation({
    mutationFn: (values: AdminPasswordInput) => updateAdminPassword(api, adminId, values),
    onSuccess: () => form.reset(),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (values) => save.mutate(values),
        // The field says how; the snackbar says what (back-office.md §5: "otherwise 'Passwords must match'").
        (errors) => {
          if (
            errors.password_confirmation ===
            translateMessage(AuthMessages.passwordConfirmationMatch)
          )
            showErrorToast(translateMessage(AuthMessages.passwordsMustMatch));
        },
      )}
      aria-label={t('password.change')}
    >
      <Stack gap="sm">
        <PasswordInput
          label={t('password.current')}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('current_password')}
        />
        <PasswordInput
          label={t('password.new')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('password.confirm')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('password_confirmation')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('password.change')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
