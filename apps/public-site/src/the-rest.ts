import { loadDeferredCatalogs } from './i18n/i18n';

/**
 * The site's first page (its home and its sign-in page) draws with what it needs alone: the
 * first page's styles (styles/first-page.ts) and the catalogs it shows (all but
 * SITE_DEFERRED_NAMESPACES). The rest is the whole of Mantine's styles (styles/full-styles.ts)
 * and the deferred catalogs (the API's messages, the booking dialog's texts): it loads once the
 * first page is on the screen, and every other page and every part of the first page that loads
 * later (the booking dialog, the reviews list, the map, the contact form, a signed-in customer's
 * appointments) waits for it, so nothing shows before its styles and texts are in.
 */
let rest: Promise<void> | undefined;

/** Loads the rest once; a failed load is tried again by the next call. */
export function loadTheRest(): Promise<void> {
  // Vite resolves the styles' import once their sheet has loaded.
  rest ??= Promise.all([import('./styles/full-styles'), loadDeferredCatalogs()]).then(
    () => undefined,
    (error: unknown) => {
      rest = undefined;
      throw error;
    },
  );
  return rest;
}

/** A lazily loaded module that shows only once the rest is in (for React.lazy). */
export function withTheRest<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadTheRest()]).then(([module]) => module);
}
