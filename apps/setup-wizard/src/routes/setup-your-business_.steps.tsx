import { adminQueries, tokenStore } from '@rendezvous/api-client';
import { createFileRoute, isRedirect, redirect } from '@tanstack/react-router';
import { GuidedSetup } from '../features/guided-setup/GuidedSetup';

// Sign-in and the dashboard belong to the console, another app on this origin.
const leaveTo = (href: string) => redirect({ href, reloadDocument: true, replace: true });

/**
 * After "Tell us about your business": the setup steps of the onboarding banner as a guided
 * walk, each skippable, ending in the console.
 */
export const Route = createFileRoute('/setup-your-business_/steps')({
  beforeLoad: async ({ context }) => {
    if (!tokenStore.get()) throw leaveTo('/sign-in');
    try {
      const admin = await context.queryClient.ensureQueryData(adminQueries.me(context.api));
      // Without a business there is nothing to set up yet.
      if (!admin.business_id) throw redirect({ to: '/setup-your-business', replace: true });
      return { admin, businessId: admin.business_id };
    } catch (error) {
      if (isRedirect(error)) throw error;
      throw leaveTo('/sign-in');
    }
  },
  component: GuidedSetupPage,
});

function GuidedSetupPage() {
  const { businessId } = Route.useRouteContext();
  return <GuidedSetup businessId={businessId} />;
}
