import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RendezvousProvider } from './RendezvousProvider';
import { RendezvousThemeProvider } from './RendezvousThemeProvider';

function mount(app: ReactNode, container: Element | null, caller: string): Root {
  if (!container) throw new Error(`${caller}: the page has no #root element`);
  const root = createRoot(container);
  root.render(<StrictMode>{app}</StrictMode>);
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
 * notifications code stays out of its first download.
 */
export function mountSite(
  app: ReactNode,
  container: Element | null = document.getElementById('root'),
): Root {
  return mount(<RendezvousThemeProvider>{app}</RendezvousThemeProvider>, container, 'mountSite');
}
