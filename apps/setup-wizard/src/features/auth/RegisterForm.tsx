import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { register } from '@rendezvous/api-client';
import { AuthMessages, RegisterInputSchema, type RegisterInput } from '@rendezvous/domain';
import { showErrorToast } from '@rendezvous/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useApi } from '../api';
import { WizardLayout } from '../layout/WizardLayout';
import { loadPage } from '../navigation/load-page';

export interface RegisterFormProps {
  /** From the invitation link (?email=...&code=...). */
  email?: string;
  code?: string;
}

/** An invited admin completes their account, then signs in to the console. */
export function RegisterForm({ email = '', code = '' }: RegisterFormProps) {
  const api = useApi();
  const form = useForm<RegisterInput>({
    initialValues: {
      firstname: '',
      lastname: '',
      username: '',
      email,
      code,
      password: '',
      password_confirmation: '',
    },
    validate: zod4Resolver(RegisterInputSchema, { errorPriority: 'first' }),
  });
  const create = useMutation({
    mutationFn: (input: RegisterInput) => register(api, input),
    onSuccess: () => loadPage('/sign-in'),
  });

  return (
    <WizardLayout
      title="Join your team"
      subtitle="You have been invited to Rendezvous. Complete your account to get started."
    >
      <form
        noValidate
        onSubmit={form.onSubmit(
          (values) => create.mutate(values),
          () => showErrorToast(AuthMessages.registerSnackbar),
        )}
      >
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <TextInput label="Invitation code" withAsterisk {...form.getInputProps('code')} />
          <Group grow align="flex-start">
            <TextInput
              label="First name"
              autoComplete="given-name"
              withAsterisk
              {...form.getInputProps('firstname')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              withAsterisk
              {...form.getInputProps('lastname')}
            />
          </Group>
          <TextInput
            label="Username"
            autoComplete="username"
            withAsterisk
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password_confirmation')}
          />
          <Button type="submit" fullWidth loading={create.isPending}>
            Create my account
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            Already registered?{' '}
            <Anchor href="/sign-in" fw={500}>
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </WizardLayout>
  );
}
