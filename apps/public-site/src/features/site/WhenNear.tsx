import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A part of the page below the fold whose code loads apart (the contact form, the reviews,
 * the map): it is rendered, and its code fetched, once its place comes within a screen of
 * the viewport, so the first paint of a site never waits on it. Until then, and while its
 * code loads, `fallback` holds its place (the same size, so nothing moves). Where
 * IntersectionObserver is missing it renders at once.
 */
export function WhenNear({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (!near) return <div ref={placeholder}>{fallback}</div>;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
