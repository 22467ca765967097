import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { adminKeys, signUp, tokenStore } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { SignUpInputSchema, type SignUpInput } from '@rendezvous/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import { translatedValidate } from '../../i18n/translated-validate';
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
  const { t } = useTranslation('auth');
  const form = useForm<SignUpInput>({
    initialValues: { firstname: '', lastname: '', email: '', password: '' },
    validate: translatedValidate(SignUpInputSchema),
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
    <WizardLayout title={t('signUp.title')} subtitle={t('signUp.subtitle')} aside={<TrialPitch />}>
      <form noValidate onSubmit={form.onSubmit((values) => create.mutate(values))}>
        <Stack gap="md">
          <NameFields form={form} />
          <EmailInput {...form.getInputProps('email')} />
          <NewPasswordInput label={t('fields.password')} {...form.getInputProps('password')} />
          <Button type="submit" fullWidth loading={create.isPending}>
            {t('signUp.submit')}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            <Trans
              t={t}
              i18nKey="signUp.agreement"
              components={{
                terms: <Anchor href="/terms-and-conditions" />,
                privacy: <Anchor href="/privacy-policy" />,
              }}
            />
          </Text>
          <SignInPrompt>{t('signUp.haveAccount')}</SignInPrompt>
        </Stack>
      </form>
    </WizardLayout>
  );
}
