import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { adminKeys, signUp, tokenStore } from '@rendezvous/api-client';
import { SignUpInputSchema, type SignUpInput } from '@rendezvous/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useApi } from '../api';
import { WizardLayout } from '../layout/WizardLayout';
import { TrialPitch } from './TrialPitch';

/**
 * The trial sign-up. The new admin is signed in at once and continues to the business setup;
 * a refusal (an e-mail already registered, say) shows the server's message.
 */
export function SignUpForm() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<SignUpInput>({
    initialValues: { firstname: '', lastname: '', email: '', password: '' },
    validate: zod4Resolver(SignUpInputSchema, { errorPriority: 'first' }),
  });
  const create = useMutation({
    mutationFn: (input: SignUpInput) => signUp(api, input),
    onSuccess: async (session) => {
      tokenStore.set(session);
      queryClient.setQueryData(adminKeys.me(), session.admin);
      await navigate({ to: '/setup-your-business' });
    },
  });

  return (
    <WizardLayout
      title="Create your account"
      subtitle="Start taking appointments in a few minutes."
      aside={<TrialPitch />}
    >
      <form noValidate onSubmit={form.onSubmit((values) => create.mutate(values))}>
        <Stack gap="md">
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
            label="Email"
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <Button type="submit" fullWidth loading={create.isPending}>
            Start my free trial
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            By signing up you agree to the <Anchor href="/terms-and-conditions">terms</Anchor> and
            the <Anchor href="/privacy-policy">privacy policy</Anchor>.
          </Text>
          <Text size="sm" ta="center" c="dimmed">
            Already have an account?{' '}
            <Anchor href="/sign-in" fw={500}>
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </WizardLayout>
  );
}
