import { adminQueries, tokenStore } from '@rendezvous/api-client';
import { createFileRoute, isRedirect, redirect } from '@tanstack/react-router';
import { SetupBusinessForm } from '../features/setup/SetupBusinessForm';

// Sign-in and the dashboard belong to the console, another app on this origin.
const leaveTo = (href: string) => redirect({ href, reloadDocument: true, replace: true });

export const Route = createFileRoute('/setup-your-business')({
  beforeLoad: async ({ context }) => {
    if (!tokenStore.get()) throw leaveTo('/sign-in');
    try {
      const admin = await context.queryClient.ensureQueryData(adminQueries.me(context.api));
      if (admin.business_id) throw leaveTo('/dashboard');
      return { admin };
    } catch (error) {
      if (isRedirect(error)) throw error;
      throw leaveTo('/sign-in');
    }
  },
  component: SetupYourBusiness,
});

function SetupYourBusiness() {
  const { admin } = Route.useRouteContext();
  return <SetupBusinessForm admin={admin} />;
}
