import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/**
 * Runs `act` once when the page is shown at `pathname`, for pages that act on arrival (a
 * provider's return: save what it sent, then go on). Not twice for one visit, and not when the
 * page is rendered again after it has navigated away: Preact, which the console runs on,
 * remounts the page it leaves while the next page's code loads (with the old address's
 * search), and acting then would save the same thing twice and navigate a second time.
 */
export function useArrival(pathname: string, act: () => void): void {
  const router = useRouter();
  const done = useRef(false);
  const latest = useRef(act);
  latest.current = act;
  useEffect(() => {
    if (done.current || router.state.location.pathname !== pathname) return;
    done.current = true;
    latest.current();
  }, [pathname, router]);
}
