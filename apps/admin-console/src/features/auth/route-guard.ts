import { adminQueries, adminKeys, redirectStore, tokenStore } from '@rendezvous/api-client';
import type { Admin } from '@rendezvous/domain';
import { decideRoute, pathnameOf, SIGN_IN_PATH, type RouteDecision } from '@rendezvous/permissions';
import { showErrorToast } from '@rendezvous/ui-kit';
import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../../router-context';
import { AccessDeniedError } from './access-denied-error';

export interface GuardRouteInput {
  context: RouterContext;
  /** The target's path with its query, e.g. /appointments?page=2. */
  href: string;
  /** Preloading (hovering a link) must decide silently and must not remember anything. */
  preload: boolean;
}

/** Resolves the permission decision, loading the signed-in admin by token when needed. */
async function decide({ context, href }: GuardRouteInput): Promise<RouteDecision> {
  const hasToken = tokenStore.get() !== null;
  const cached = context.queryClient.getQueryData<Admin>(adminKeys.me());
  const first = decideRoute({ path: href, hasToken, admin: cached });
  if (first.kind !== 'load-admin') return first;
  try {
    const admin = await context.queryClient.ensureQueryData(adminQueries.me(context.api));
    return decideRoute({ path: href, hasToken, admin });
  } catch {
    return decideRoute({ path: href, hasToken, admin: null, adminLoadFailed: true });
  }
}

/**
 * The console's router guard, run by the root route before every navigation (back-office spec
 * §4 "Router guard", §6). It either returns (the page may open) or throws: a redirect to sign
 * in, a redirect back to the page the admin was on, or AccessDeniedError on a first load.
 */
export async function guardRoute(input: GuardRouteInput): Promise<void> {
  const { context, href, preload } = input;
  const decision = await decide(input);
  switch (decision.kind) {
    case 'allow':
      return;
    case 'redirect-sign-in':
      if (!preload && decision.saveRedirect) redirectStore.set(decision.saveRedirect);
      throw redirect({ to: SIGN_IN_PATH });
    case 'load-admin':
      // decide() has already tried to load the admin; signing in again is the safe answer.
      throw redirect({ to: SIGN_IN_PATH });
    case 'no-pages':
      if (!preload) showErrorToast(decision.message);
      throw redirect({ to: SIGN_IN_PATH });
    case 'deny': {
      if (!preload) showErrorToast(decision.message);
      const here = context.settledHref();
      // Navigation stops: the admin stays on the page they were on.
      if (here !== undefined && pathnameOf(here) !== pathnameOf(href)) {
        throw redirect({ href: here, replace: true });
      }
      throw new AccessDeniedError(decision.message);
    }
  }
}
