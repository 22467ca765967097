import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { adminKeys, signUp, tokenStore } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { SignUpInputSchema, type SignUpInput } from '@rendezvous/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { WizardLayout } from '../layout/WizardLayout';
import { EmailInput } from './EmailInput';
import { NameFields } from './NameFields';
import { NewPasswordInput } from './NewPasswordInput';
import { SignInPrompt } from './SignInPrompt';
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
          <NameFields form={form} />
          <EmailInput {...form.getInputProps('email')} />
          <NewPasswordInput label="Password" {...form.getInputProps('password')} />
          <Button type="submit" fullWidth loading={create.isPending}>
            Start my free trial
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            By signing up you agree to the <Anchor href="/terms-and-conditions">terms</Anchor> and
            the <Anchor href="/privacy-policy">privacy policy</Anchor>.
          </Text>
          <SignInPrompt>Already have an account?</SignInPrompt>
        </Stack>
      </form>
    </WizardLayout>
  );
}
