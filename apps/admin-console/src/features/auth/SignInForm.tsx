import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SignInInputSchema, type SignInInput } from '@rendezvous/domain';
import { Link } from '@tanstack/react-router';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { AuthLayout } from './AuthLayout';
import { useSignIn } from './use-sign-in';

/** Sign in with a username or an email and a password. */
export function SignInForm() {
  const signIn = useSignIn();
  const form = useForm<SignInInput>({
    initialValues: { email: '', password: '' },
    validate: zod4Resolver(SignInInputSchema, { errorPriority: 'first' }),
  });

  return (
    <AuthLayout title="Welcome back" subtitle="Sign in to manage your appointments and your team.">
      <form noValidate onSubmit={form.onSubmit((values) => signIn.mutate(values))}>
        <Stack gap="md">
          <TextInput
            label="Username or email"
            autoComplete="username"
            autoFocus
            withAsterisk
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={signIn.isPending}>
            Sign in
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            New to Rendezvous?{' '}
            {/* Sign-up is the setup wizard, a separate app on this origin: a full page load. */}
            <Anchor href="/signup" fw={500}>
              Start your free trial
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
