import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { SignInInput } from '@rendezvous/domain';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateErrors } from '../../i18n/i18n';
import { AuthLayout } from './AuthLayout';
import { useSignIn } from './use-sign-in';

const loadValidation = () => import('./sign-in-validation');

/** Sign in with a username or an email and a password. */
export function SignInForm() {
  const { t } = useTranslation('auth');
  const signIn = useSignIn();
  const form = useForm<SignInInput>({ initialValues: { email: '', password: '' } });

  // Fetch the validation as soon as the page has painted, so it is there when the user submits.
  useEffect(() => {
    void loadValidation();
  }, []);

  // The login field takes the focus in the next frame rather than during the first render
  // (`autoFocus`): focusing while React inserts the page forces a layout inside that render's
  // task, the page's longest (Lighthouse's blocking time). A field the user has already
  // reached keeps the focus.
  const loginField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (document.activeElement === document.body) loginField.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { validateSignIn } = await loadValidation();
    const values = form.getValues();
    const errors = translateErrors(validateSignIn(values));
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) signIn.mutate(values);
  };

  return (
    <AuthLayout
      title={t('signIn.title')}
      documentTitle={t('signIn.documentTitle')}
      subtitle={t('signIn.subtitle')}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label={t('signIn.login')}
            autoComplete="username"
            ref={loginField}
            withAsterisk
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('signIn.password')}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('signIn.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={signIn.isPending}>
            {t('signIn.submit')}
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            {t('signIn.new')}{' '}
            {/* Sign-up is the setup wizard, a separate app on this origin: a full page load. */}
            <Anchor href="/signup" fw={500}>
              {t('signIn.trial')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
