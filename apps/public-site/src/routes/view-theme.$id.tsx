import { adminQueries, redirectStore, tokenStore } from '@rendezvous/api-client';
import { THEME_IDS } from '@rendezvous/domain';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { SitePlaceholder } from '../features/site/SitePlaceholder';

/** Sign-in is in the console, another app on this origin: a full page load that comes back here. */
function signInFirst(href: string): never {
  redirectStore.set(href);
  throw redirect({ href: '/sign-in', reloadDocument: true, replace: true });
}

export const Route = createFileRoute('/view-theme/$id')({
  params: {
    parse: ({ id }) => ({ id: Number(id) }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  // The preview is for admins choosing their theme, so it needs a signed-in admin.
  beforeLoad: async ({ context, location, params, preload }) => {
    if (!(THEME_IDS as readonly number[]).includes(params.id)) throw notFound();
    if (preload) return;
    if (!tokenStore.get()) signInFirst(location.href);
    try {
      await context.queryClient.ensureQueryData(adminQueries.me(context.api));
    } catch {
      signInFirst(location.href);
    }
  },
  component: ViewTheme,
});

function ViewTheme() {
  const { id } = Route.useParams();
  return (
    <SitePlaceholder
      title={`Theme ${id}`}
      description="A preview of your business website with this theme."
    />
  );
}
