import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { register } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { AuthMessages, RegisterFormSchema, type RegisterFormValues } from '@rendezvous/domain';
import { showErrorToast } from '@rendezvous/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { WizardLayout } from '../layout/WizardLayout';
import { loadPage } from '../navigation/load-page';
import { EmailInput } from './EmailInput';
import { NameFields } from './NameFields';
import { NewPasswordInput } from './NewPasswordInput';
import { SignInPrompt } from './SignInPrompt';

export interface RegisterFormProps {
  /** From the invitation link (?email=...&code=...). */
  email?: string;
  code?: string;
}

/** An invited admin completes their account, then signs in to the console. */
export function RegisterForm({ email = '', code = '' }: RegisterFormProps) {
  const api = useApi();
  const form = useForm<RegisterFormValues>({
    initialValues: {
      firstname: '',
      lastname: '',
      username: '',
      email,
      code,
      password: '',
      password_confirmation: '',
    },
    validate: zod4Resolver(RegisterFormSchema, { errorPriority: 'first' }),
  });
  const create = useMutation({
    mutationFn: (input: RegisterFormValues) => register(api, input),
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
          <EmailInput {...form.getInputProps('email')} />
          <TextInput label="Invitation code" withAsterisk {...form.getInputProps('code')} />
          <NameFields form={form} />
          <TextInput
            label="Username"
            autoComplete="username"
            withAsterisk
            {...form.getInputProps('username')}
          />
          <NewPasswordInput label="Password" {...form.getInputProps('password')} />
          <NewPasswordInput
            label="Confirm password"
            {...form.getInputProps('password_confirmation')}
          />
          <Button type="submit" fullWidth loading={create.isPending}>
            Create my account
          </Button>
          <SignInPrompt>Already registered?</SignInPrompt>
        </Stack>
      </form>
    </WizardLayout>
  );
}
