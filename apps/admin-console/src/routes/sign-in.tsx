import { adminKeys, tokenStore } from '@rendezvous/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { SignInForm } from '../features/auth/SignInForm';

export const Route = createFileRoute('/sign-in')({
  // Arriving here ends any session: the stored token and the admin loaded with it are dropped.
  beforeLoad: ({ context, preload }) => {
    if (preload) return;
    tokenStore.clear();
    context.queryClient.removeQueries({ queryKey: adminKeys.me() });
  },
  component: SignInForm,
  // Most visits begin here: the form ships in the entry chunk rather than behind a second round
  // trip for its own chunk and the ~20 it imports (Lighthouse, mobile: LCP 3.2 s → see decisions).
  codeSplitGroupings: [],
});
