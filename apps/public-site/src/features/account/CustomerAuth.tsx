import { Alert, Button, PasswordInput, SimpleGrid, Stack, Tabs, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { customerKeys, customerRegister, customerSignIn } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  CustomerRegisterInputSchema,
  SignInInputSchema,
  type CustomerRegisterInput,
  type CustomerSession,
  type SignInInput,
} from '@rendezvous/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { customerSession } from '../../api/customer-session';
import { useMessage } from '../../i18n/use-message';

/** Sign in, or create an account at this business. */
export function CustomerAuth({ businessId, subdomain }: { businessId: number; subdomain: string }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const signedIn = (session: CustomerSession) => {
    customerSession.signIn(businessId, session.token);
    queryClient.setQueryData(customerKeys.me(), session.user);
  };
  return (
    <Tabs defaultValue="sign-in" keepMounted={false}>
      <Tabs.List grow>
        <Tabs.Tab value="sign-in">{t('signIn.tab')}</Tabs.Tab>
        <Tabs.Tab value="register">{t('register.tab')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="sign-in" pt="md">
        <SignInForm businessId={businessId} onSignedIn={signedIn} />
      </Tabs.Panel>
      <Tabs.Panel value="register" pt="md">
        <RegisterForm subdomain={subdomain} onSignedIn={signedIn} />
      </Tabs.Panel>
    </Tabs>
  );
}

function SignInForm({
  businessId,
  onSignedIn,
}: {
  businessId: number;
  onSignedIn: (s: CustomerSession) => void;
}) {
  const { t } = useTranslation('account');
  const message = useMessage();
  const api = useApi();
  const form = useForm<SignInInput>({
    initialValues: { email: '', password: '' },
    validate: zod4Resolver(SignInInputSchema, { errorPriority: 'first' }),
  });
  const signIn = useMutation({
    mutationFn: (values: SignInInput) => customerSignIn(api, businessId, values),
    onSuccess: onSignedIn,
  });
  return (
    <form
      noValidate
      aria-label={t('signIn.tab')}
      onSubmit={form.onSubmit((values) => signIn.mutate(values))}
    >
      <Stack>
        {signIn.isError && (
          <Alert color="red" role="alert">
            {message(signIn.error.message)}
          </Alert>
        )}
        <TextInput
          label={t('email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
          error={message(form.errors.email as string) || undefined}
        />
        <PasswordInput
          label={t('password')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
          error={message(form.errors.password as string) || undefined}
        />
        <Button type="submit" loading={signIn.isPending}>
          {t('signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function RegisterForm({
  subdomain,
  onSignedIn,
}: {
  subdomain: string;
  onSignedIn: (s: CustomerSession) => void;
}) {
  const { t } = useTranslation('account');
  const message = useMessage();
  const api = useApi();
  const form = useForm<CustomerRegisterInput>({
    initialValues: { firstname: '', lastname: '', email: '', phone: '', password: '' },
    validate: zod4Resolver(CustomerRegisterInputSchema, { errorPriority: 'first' }),
  });
  const register = useMutation({
    mutationFn: (values: CustomerRegisterInput) => customerRegister(api, subdomain, values),
    onSuccess: onSignedIn,
  });
  const error = (field: keyof CustomerRegisterInput) =>
    message(form.errors[field] as string) || undefined;
  return (
    <form
      noValidate
      aria-label={t('register.tab')}
      onSubmit={form.onSubmit((values) => register.mutate(values))}
    >
      <Stack>
        {register.isError && (
          <Alert color="red" role="alert">
            {message(register.error.message)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('firstname')}
            autoComplete="given-name"
            required
            {...form.getInputProps('firstname')}
            error={error('firstname')}
          />
          <TextInput
            label={t('lastname')}
            autoComplete="family-name"
            required
            {...form.getInputProps('lastname')}
            error={error('lastname')}
          />
        </SimpleGrid>
        <TextInput
          label={t('email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
          error={error('email')}
        />
        <TextInput
          label={t('phone')}
          type="tel"
          autoComplete="tel"
          required
          {...form.getInputProps('phone')}
          error={error('phone')}
        />
        <PasswordInput
          label={t('password')}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
          error={error('password')}
        />
        <Button type="submit" loading={register.isPending}>
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
