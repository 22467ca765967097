import { createFileRoute } from '@tanstack/react-router';
import { RegisterForm } from '../features/auth/RegisterForm';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export const Route = createFileRoute('/register')({
  // The invitation e-mail links here with the address and the code filled in.
  validateSearch: (search: Record<string, unknown>): { email?: string; code?: string } => ({
    email: text(search.email),
    code: text(search.code),
  }),
  component: Register,
});

function Register() {
  const { email, code } = Route.useSearch();
  return <RegisterForm email={email} code={code} />;
}
