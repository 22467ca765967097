import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RendezvousProvider } from './RendezvousProvider';

/**
 * Starts a Rendezvous app: renders `app` into the page's #root, in StrictMode and inside
 * RendezvousProvider. The app's entry file still imports the Mantine CSS itself.
 */
export function mountApp(
  app: ReactNode,
  container: Element | null = document.getElementById('root'),
): Root {
  if (!container) throw new Error('mountApp: the page has no #root element');
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <RendezvousProvider>{app}</RendezvousProvider>
    </StrictMode>,
  );
  return root;
}
