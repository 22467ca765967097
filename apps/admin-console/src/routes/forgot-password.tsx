import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordForm, type ForgotPasswordSearch } from '../features/auth/ForgotPasswordForm';

export const Route = createFileRoute('/forgot-password')({
  // A reset link an administrator sent carries the e-mail and its code (which the router's
  // search parser reads as a number when it has no leading zero).
  validateSearch: (search: Record<string, unknown>): ForgotPasswordSearch => ({
    email: typeof search.email === 'string' ? search.email : undefined,
    code: typeof search.code === 'string' || typeof search.code === 'number' ? String(search.code) : undefined,
  }),
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  return <ForgotPasswordForm {...Route.useSearch()} />;
}
