import {
  Anchor,
  Button,
  Group,
  PasswordInput,
  Stack,
  Stepper,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  confirmVerificationCode,
  sendVerificationCode,
  updatePassword,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  AuthMessages,
  VerificationCodeFormSchema,
  ResetPasswordFormSchema,
  SendVerificationCodeInputSchema,
} from '@rendezvous/domain';
import { SIGN_IN_PATH } from '@rendezvous/permissions';
import { showErrorToast } from '@rendezvous/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/i18n';
import { translatedValidate } from '../forms/translated-validate';
import { AuthLayout } from './AuthLayout';



/** What a reset link sent by an administrator carries (POST admin/{id}/send-password-reset). */
export interface ForgotPasswordSearch {
  email?: string;
  code?: string;
}

/**
 * Forgot password in three steps: request a code by e-mail, confirm it, choose a new password.
 * Each step shows its own snackbar when its input is not valid, and a failed call keeps the
 * admin on the step (the API client shows the server's reason). A reset link opens it on the
 * code step with the e-mail and code filled in.
 */
export function ForgotPasswordForm({ email: linkEmail, code: linkCode }: ForgotPasswordSearch = {}) {
  const { t } = useTranslation('auth');
  const api = useApi();
  const navigate = useNavigate();
  const fromLink = Boolean(linkEmail && linkCode);
  const [active, setActive] = useState(fromLink ? 1 : 0);

  const emailForm = useForm({
    initialValues: { email: fromLink ? linkEmail! : '' },
    validate: translatedValidate(SendVerificationCodeInputSchema),
  });
  const codeForm = useForm({
    initialValues: { verification_code: fromLink ? linkCode! : '' },
    validate: translatedValidate(VerificationCodeFormSchema),
  });
  const passwordForm = useForm({
    initialValues: { password: '', password_confirmation: '' },
    validate: translatedValidate(ResetPasswordFormSchema),
  });

  const email = emailForm.values.email.trim();
  const code = codeForm.values.verification_code.trim();

  const sendCode = useMutation({
    mutationFn: () => sendVerificationCode(api, { email }),
    onSuccess: () => setActive(1),
  });
  const confirmCode = useMutation({
    mutationFn: () => confirmVerificationCode(api, { email, verification_code: code }),
    onSuccess: () => setActive(2),
  });
  const savePassword = useMutation({
    mutationFn: (password: string) =>
      updatePassword(api, { email, verification_code: code, password }),
    onSuccess: () => navigate({ to: SIGN_IN_PATH }),
  });

  return (
    <AuthLayout
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
    >
      <Stepper active={active} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label={t('reset.steps.email')}>
          <form
            noValidate
            onSubmit={emailForm.onSubmit(
              () => sendCode.mutate(),
              () => showErrorToast(translateMessage(AuthMessages.forgotEmailSnackbar)),
            )}
          >
            <Stack gap="md" mt="md">
              <TextInput
                label={t('reset.email')}
                type="email"
                autoComplete="email"
                withAsterisk
                autoFocus
                {...emailForm.getInputProps('email')}
              />
              <Button type="submit" fullWidth loading={sendCode.isPending}>
                {t('reset.sendCode')}
              </Button>
            </Stack>
          </form>
        </Stepper.Step>
        <Stepper.Step label={t('reset.steps.verify')}>
          <form
            noValidate
            onSubmit={codeForm.onSubmit(
              () => confirmCode.mutate(),
              () => showErrorToast(translateMessage(AuthMessages.forgotCodeSnackbar)),
            )}
          >
            <Stack gap="md" mt="md">
              <Text size="sm" c="dimmed">
                <Trans t={t} i18nKey="reset.enterCode" values={{ email }} components={{ b: <b /> }} />
              </Text>
              <TextInput
                label={t('reset.code')}
                autoComplete="one-time-code"
                withAsterisk
                autoFocus
                {...codeForm.getInputProps('verification_code')}
              />
              <Button type="submit" fullWidth loading={confirmCode.isPending}>
                {t('reset.verifyCode')}
              </Button>
              <Group justify="space-between">
                <Anchor component="button" type="button" size="sm" onClick={() => setActive(0)}>
                  {t('reset.changeEmail')}
                </Anchor>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  disabled={sendCode.isPending}
                  onClick={() => sendCode.mutate()}
                >
                  {t('reset.newCode')}
                </Anchor>
              </Group>
            </Stack>
          </form>
        </Stepper.Step>
        <Stepper.Step label={t('reset.steps.password')}>
          <form
            noValidate
            onSubmit={passwordForm.onSubmit(
              (values) => savePassword.mutate(values.password),
              () => showErrorToast(translateMessage(AuthMessages.forgotPasswordSnackbar)),
            )}
          >
            <Stack gap="md" mt="md">
              <PasswordInput
                label={t('reset.newPassword')}
                autoComplete="new-password"
                withAsterisk
                autoFocus
                {...passwordForm.getInputProps('password')}
              />
              <PasswordInput
                label={t('reset.confirmPassword')}
                autoComplete="new-password"
                withAsterisk
                {...passwordForm.getInputProps('password_confirmation')}
              />
              <Button type="submit" fullWidth loading={savePassword.isPending}>
                {t('reset.update')}
              </Button>
            </Stack>
          </form>
        </Stepper.Step>
      </Stepper>
      <Text size="sm" ta="center" mt="lg">
        <Anchor component={Link} to={SIGN_IN_PATH}>
          {t('reset.back')}
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
