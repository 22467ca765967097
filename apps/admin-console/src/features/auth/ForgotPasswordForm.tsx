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
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { AuthLayout } from './AuthLayout';

const resolve = <S extends Parameters<typeof zod4Resolver>[0]>(schema: S) =>
  zod4Resolver(schema, { errorPriority: 'first' });


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
  const api = useApi();
  const navigate = useNavigate();
  const fromLink = Boolean(linkEmail && linkCode);
  const [active, setActive] = useState(fromLink ? 1 : 0);

  const emailForm = useForm({
    initialValues: { email: fromLink ? linkEmail! : '' },
    validate: resolve(SendVerificationCodeInputSchema),
  });
  const codeForm = useForm({
    initialValues: { verification_code: fromLink ? linkCode! : '' },
    validate: resolve(VerificationCodeFormSchema),
  });
  const passwordForm = useForm({
    initialValues: { password: '', password_confirmation: '' },
    validate: resolve(ResetPasswordFormSchema),
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
      title="Reset your password"
      subtitle="We will e-mail you a verification code to choose a new password."
    >
      <Stepper active={active} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label="Email">
          <form
            noValidate
            onSubmit={emailForm.onSubmit(
              () => sendCode.mutate(),
              () => showErrorToast(AuthMessages.forgotEmailSnackbar),
            )}
          >
            <Stack gap="md" mt="md">
              <TextInput
                label="Email"
                type="email"
                autoComplete="email"
                withAsterisk
                autoFocus
                {...emailForm.getInputProps('email')}
              />
              <Button type="submit" fullWidth loading={sendCode.isPending}>
                Send verification code
              </Button>
            </Stack>
          </form>
        </Stepper.Step>
        <Stepper.Step label="Verify">
          <form
            noValidate
            onSubmit={codeForm.onSubmit(
              () => confirmCode.mutate(),
              () => showErrorToast(AuthMessages.forgotCodeSnackbar),
            )}
          >
            <Stack gap="md" mt="md">
              <Text size="sm" c="dimmed">
                Enter the code we sent to <b>{email}</b>.
              </Text>
              <TextInput
                label="Verification code"
                autoComplete="one-time-code"
                withAsterisk
                autoFocus
                {...codeForm.getInputProps('verification_code')}
              />
              <Button type="submit" fullWidth loading={confirmCode.isPending}>
                Verify code
              </Button>
              <Group justify="space-between">
                <Anchor component="button" type="button" size="sm" onClick={() => setActive(0)}>
                  Change email
                </Anchor>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  disabled={sendCode.isPending}
                  onClick={() => sendCode.mutate()}
                >
                  Send a new code
                </Anchor>
              </Group>
            </Stack>
          </form>
        </Stepper.Step>
        <Stepper.Step label="New password">
          <form
            noValidate
            onSubmit={passwordForm.onSubmit(
              (values) => savePassword.mutate(values.password),
              () => showErrorToast(AuthMessages.forgotPasswordSnackbar),
            )}
          >
            <Stack gap="md" mt="md">
              <PasswordInput
                label="New password"
                autoComplete="new-password"
                withAsterisk
                autoFocus
                {...passwordForm.getInputProps('password')}
              />
              <PasswordInput
                label="Confirm new password"
                autoComplete="new-password"
                withAsterisk
                {...passwordForm.getInputProps('password_confirmation')}
              />
              <Button type="submit" fullWidth loading={savePassword.isPending}>
                Update password
              </Button>
            </Stack>
          </form>
        </Stepper.Step>
      </Stepper>
      <Text size="sm" ta="center" mt="lg">
        <Anchor component={Link} to={SIGN_IN_PATH}>
          Back to sign in
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
