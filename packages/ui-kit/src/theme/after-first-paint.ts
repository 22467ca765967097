/**
 * Runs `task` once the page's first contentful paint is on the screen and the browser has a
 * moment with nothing to do: for what the first page does not show (the rest of the styles, the
 * date pickers' month names), so that it takes no bandwidth or main-thread time from what the
 * page draws first. A browser that does not report paints runs it at its next idle moment; a
 * page that never paints anything contentful runs it after `fallbackMs`.
 */
export function whenIdleAfterFirstPaint(task: () => void, fallbackMs = 3000): void {
  const reportsPaints =
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes.includes('paint');
  const painted = () => performance.getEntriesByName('first-contentful-paint', 'paint').length > 0;
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
  const observer =
    reportsPaints && !painted()
      ? new PerformanceObserver(() => {
          if (painted()) run();
        })
      : undefined;
  if (!observer) return run();
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(run, fallbackMs);
}
