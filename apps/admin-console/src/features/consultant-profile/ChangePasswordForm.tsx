import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { updateAdminPassword } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { AdminPasswordInputSchema, AuthMessages, EmailChangeMessages, type AdminPasswordInput } from '@rendezvous/domain';
import { showErrorToast } from '@rendezvous/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';

export interface ChangePasswordFormProps {
  /** The signed-in admin: only they set their password (others get a reset link). */
  adminId: number;
}

/**
 * PATCH admin/{id}/password for one's own account, with the current password and the spec's
 * messages; the form clears once it is saved.
 */
export function ChangePasswordForm({ adminId }: ChangePasswordFormProps) {
  const api = useApi();
  const form = useForm<AdminPasswordInput>({
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    validate: (values) => {
      const errors = zod4Resolver(AdminPasswordInputSchema, { errorPriority: 'first' })(values);
      if (!values.current_password) errors.current_password = EmailChangeMessages.currentPasswordRequired;
      return errors;
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
          if (errors.password_confirmation === AuthMessages.passwordConfirmationMatch) showErrorToast(AuthMessages.passwordsMustMatch);
        },
      )}
      aria-label="Change password"
    >
      <Stack gap="sm">
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('current_password')}
        />
        <PasswordInput label="New password" autoComplete="new-password" withAsterisk {...form.getInputProps('password')} />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('password_confirmation')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
