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

/**
 * Runs `task` once the page's first contentful paint is on the screen and the browser has a
 * moment with nothing to do (or after 3 s, whatever happens).
 */
export function whenIdleAfterFirstPaint(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(task, { timeout: 2000 });
    } else setTimeout(task, 200);
  };
  const painted = () => performance.getEntriesByName('first-contentful-paint', 'paint').length > 0;
  let observer: PerformanceObserver | undefined;
  if (painted()) return run();
  if (typeof PerformanceObserver === 'function') {
    observer = new PerformanceObserver(() => {
      if (painted()) run();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  setTimeout(run, 3000);
}
