/** What a visitor does to scroll by hand: once they do, the page stops steering. */
const OWN_SCROLL = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * After a menu link takes the visitor to a section, keeps that section at the top while the
 * page settles: sections draw their content as it comes near (and some load their code first),
 * so the page grows around the target after the browser's jump. For `settleMs`, or until the
 * visitor scrolls themselves, every change of the page's size aligns the section again.
 */
export function keepInView(id: string, settleMs = 2_000): void {
  const target = document.getElementById(id);
  if (!target || typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(() => target.scrollIntoView());
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of OWN_SCROLL) window.removeEventListener(type, stop);
  };
  const timer = setTimeout(stop, settleMs);
  for (const type of OWN_SCROLL) window.addEventListener(type, stop, { passive: true });
  observer.observe(document.body);
}
