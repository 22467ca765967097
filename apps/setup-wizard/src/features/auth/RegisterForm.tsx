import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { register } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { AuthMessages, RegisterFormSchema, type RegisterFormValues } from '@rendezvous/domain';
import { showErrorToast } from '@rendezvous/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { translatedValidate } from '../../i18n/translated-validate';
import { useMessage } from '../../i18n/use-message';
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
  const { t } = useTranslation('auth');
  const msg = useMessage();
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
    validate: translatedValidate(RegisterFormSchema),
  });
  const create = useMutation({
    mutationFn: (input: RegisterFormValues) => register(api, input),
    onSuccess: () => loadPage('/sign-in'),
  });

  return (
    <WizardLayout title={t('register.title')} subtitle={t('register.subtitle')}>
      <form
        noValidate
        onSubmit={form.onSubmit(
          (values) => create.mutate(values),
          () => showErrorToast(msg(AuthMessages.registerSnackbar)),
        )}
      >
        <Stack gap="md">
          <EmailInput {...form.getInputProps('email')} />
          <TextInput
            label={t('fields.invitationCode')}
            withAsterisk
            {...form.getInputProps('code')}
          />
          <NameFields form={form} />
          <TextInput
            label={t('fields.username')}
            autoComplete="username"
            withAsterisk
            {...form.getInputProps('username')}
          />
          <NewPasswordInput label={t('fields.password')} {...form.getInputProps('password')} />
          <NewPasswordInput
            label={t('fields.confirmPassword')}
            {...form.getInputProps('password_confirmation')}
          />
          <Button type="submit" fullWidth loading={create.isPending}>
            {t('register.submit')}
          </Button>
          <SignInPrompt>{t('register.registered')}</SignInPrompt>
        </Stack>
      </form>
    </WizardLayout>
  );
}
