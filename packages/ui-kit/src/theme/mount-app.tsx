import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RendezvousProvider } from './RendezvousProvider';
import { RendezvousThemeProvider } from './RendezvousThemeProvider';
import { THEME_VARIABLES_CSS } from './theme-variables.generated';

function mount(app: ReactNode, container: Element | null, caller: string): Root {
  if (!container) throw new Error(`${caller}: the page has no #root element`);
  const root = createRoot(container);
  // A transition: React renders the first page in slices of a few milliseconds, yielding to
  // the browser between them, rather than in one long task (Lighthouse's blocking time).
  startTransition(() => root.render(<StrictMode>{app}</StrictMode>));
  return root;
}

/**
 * Starts a Rendezvous app: renders `app` into the page's #root, in StrictMode and inside
 * RendezvousProvider. The app's entry file still imports the Mantine CSS itself.
 */
export function mountApp(
  app: ReactNode,
  container: Element | null = document.getElementById('root'),
): Root {
  return mount(<RendezvousProvider>{app}</RendezvousProvider>, container, 'mountApp');
}

/**
 * `mountApp` for an app that shows no toasts (the public site): the theme only, so the
 * notifications code stays out of its first download, and its CSS variables precomputed.
 */
export function mountSite(
  app: ReactNode,
  container: Element | null = document.getElementById('root'),
): Root {
  return mount(
    <RendezvousThemeProvider variablesCss={THEME_VARIABLES_CSS}>{app}</RendezvousThemeProvider>,
    container,
    'mountSite',
  );
}
