import { useEffect } from 'react';

/** The browser tab's title: the page, then the business ("Book · Maison Lumière"). */
export function useSiteTitle(...parts: (string | null | undefined)[]): void {
  const title = parts.filter((part) => part && part.trim()).join(' · ');
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
