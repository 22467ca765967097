/**
 * The site's first page (its home and its sign-in page) draws with styles/first-page.ts alone.
 * Every other page, and every part of the first page that loads later (the booking dialog,
 * the reviews list, the map, the contact form, a signed-in customer's appointments), waits for
 * the whole of Mantine's styles (full-styles.ts): Vite resolves the import once its style
 * sheet has loaded, so nothing shows before its styles are in.
 */
let fullStyles: Promise<unknown> | undefined;

/** Loads the full styles once; a failed load is tried again by the next call. */
export function loadFullStyles(): Promise<unknown> {
  fullStyles ??= import('./full-styles').catch((error: unknown) => {
    fullStyles = undefined;
    throw error;
  });
  return fullStyles;
}

/** A lazily loaded module that shows only once the full styles are in (for React.lazy). */
export function withFullStyles<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadFullStyles()]).then(([module]) => module);
}
