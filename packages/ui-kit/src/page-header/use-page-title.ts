import { useEffect } from 'react';

/** The product name every browser tab title ends with. */
export const PRODUCT_NAME = 'Rendezvous';

/** "Business Profile · Rendezvous": the tab title of a screen. */
export function pageTitle(screen: string): string {
  const name = screen.trim();
  return name ? `${name} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/**
 * Gives the browser tab the screen's own title while the screen is shown. PageHeader calls it
 * with its heading; screens without a PageHeader (sign-in, legal pages, errors) call it
 * themselves.
 */
export function usePageTitle(screen: string | undefined): void {
  useEffect(() => {
    if (screen === undefined) return;
    document.title = pageTitle(screen);
  }, [screen]);
}
