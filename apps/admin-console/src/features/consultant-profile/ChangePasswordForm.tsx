import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { updateAdminPassword } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { AdminPasswordInputSchema, EmailChangeMessages, type AdminPasswordInput } from '@rendezvous/domain';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';

export interface ChangePasswordFormProps {
  adminId: number;
  /** One's own password change also takes the current password. */
  self: boolean;
}

/** PATCH admin/{id}/password with the spec's messages; the form clears once it is saved. */
export function ChangePasswordForm({ adminId, self }: ChangePasswordFormProps) {
  const api = useApi();
  const form = useForm<AdminPasswordInput>({
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    validate: (values) => {
      const errors = zod4Resolver(AdminPasswordInputSchema, { errorPriority: 'first' })(values);
      if (self && !values.current_password) errors.current_password = EmailChangeMessages.currentPasswordRequired;
      return errors;
    },
  });
  const save = useMutation({
    mutationFn: ({ current_password, ...values }: AdminPasswordInput) =>
      updateAdminPassword(api, adminId, self ? { ...values, current_password } : values),
    onSuccess: () => form.reset(),
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))} aria-label="Change password">
      <Stack gap="sm">
        {self && (
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('current_password')}
          />
        )}
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
