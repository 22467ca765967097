import { Alert, Button, PasswordInput, SimpleGrid, Stack, Tabs, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { customerKeys, customerRegister, customerSignIn } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import type { CustomerRegisterInput, CustomerSession, SignInInput } from '@rendezvous/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { customerSession } from '../../api/customer-session';
import type * as SessionSchemas from './session-schemas';
import { useMessage } from '@rendezvous/i18n';

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

type Schema = Parameters<typeof zod4Resolver>[0];
type Schemas = typeof SessionSchemas;

/**
 * The forms' rules load on the visitor's first focus in a form (or on submit), not with the
 * page: nothing about them is needed to draw it.
 */
const loadSchemas = (): Promise<Schemas> => import('./session-schemas');

/** What a field of a session form spreads: value, change handler and its message, translated. */
type FieldProps = ReturnType<ReturnType<typeof useForm>['getInputProps']> & { error?: string };

/**
 * A form whose answer is a customer session (sign in, create an account): the fields come
 * from `children`, each through `field(name)`; the server's refusal shows above them and
 * the submit button below.
 */
function SessionForm<Values extends Record<string, string>>({
  label,
  submitLabel,
  initialValues,
  schema,
  send,
  onSignedIn,
  children,
}: {
  label: string;
  submitLabel: string;
  initialValues: Values;
  /** Picks the form's schema out of the lazily loaded rules. */
  schema: (schemas: Schemas) => Schema;
  send: (values: Values) => Promise<CustomerSession>;
  onSignedIn: (s: CustomerSession) => void;
  children: (field: (name: keyof Values & string) => FieldProps) => ReactNode;
}) {
  const message = useMessage();
  const validate = useRef<ReturnType<typeof zod4Resolver> | null>(null);
  const form = useForm<Values>({
    initialValues,
    validate: (values) => validate.current?.(values) ?? {},
  });
  const session = useMutation({ mutationFn: send, onSuccess: onSignedIn });
  const rules = () =>
    loadSchemas().then((schemas) => {
      validate.current ??= zod4Resolver(schema(schemas), { errorPriority: 'first' });
    });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Should the rules fail to load, the server checks the same ones and its answer shows.
    void rules()
      .catch(() => undefined)
      .then(() => form.onSubmit((values) => session.mutate(values))());
  };
  const field = (name: keyof Values & string): FieldProps => ({
    ...form.getInputProps(name),
    error: message(form.errors[name] as string) || undefined,
  });
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={submit}
      onFocus={() => void rules().catch(() => undefined)}
    >
      <Stack>
        {session.isError && (
          <Alert color="red" role="alert">
            {message(session.error.message)}
          </Alert>
        )}
        {children(field)}
        <Button type="submit" loading={session.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
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
  const api = useApi();
  return (
    <SessionForm<SignInInput>
      label={t('signIn.tab')}
      submitLabel={t('signIn.submit')}
      initialValues={{ email: '', password: '' }}
      schema={(s) => s.SignInInputSchema}
      send={(values) => customerSignIn(api, businessId, values)}
      onSignedIn={onSignedIn}
    >
      {(field) => (
        <>
          <TextInput
            label={t('email')}
            type="email"
            autoComplete="email"
            required
            {...field('email')}
          />
          <PasswordInput
            label={t('password')}
            autoComplete="current-password"
            required
            {...field('password')}
          />
        </>
      )}
    </SessionForm>
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
  const api = useApi();
  return (
    <SessionForm<CustomerRegisterInput>
      label={t('register.tab')}
      submitLabel={t('register.submit')}
      initialValues={{ firstname: '', lastname: '', email: '', phone: '', password: '' }}
      schema={(s) => s.CustomerRegisterInputSchema}
      send={(values) => customerRegister(api, subdomain, values)}
      onSignedIn={onSignedIn}
    >
      {(field) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('firstname')}
              autoComplete="given-name"
              required
              {...field('firstname')}
            />
            <TextInput
              label={t('lastname')}
              autoComplete="family-name"
              required
              {...field('lastname')}
            />
          </SimpleGrid>
          <TextInput
            label={t('email')}
            type="email"
            autoComplete="email"
            required
            {...field('email')}
          />
          <TextInput
            label={t('phone')}
            type="tel"
            autoComplete="tel"
            required
            {...field('phone')}
          />
          <PasswordInput
            label={t('password')}
            autoComplete="new-password"
            required
            {...field('password')}
          />
        </>
      )}
    </SessionForm>
  );
}
