import type { MantineThemeOverride } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { RendezvousThemeProvider } from './RendezvousThemeProvider';

const ToastContainer = lazy(() => import('../toasts/ToastContainer'));

export interface RendezvousProviderProps {
  children: ReactNode;
  /** Overrides merged over `rendezvousTheme`, e.g. a public-site theme's primary colour. */
  theme?: MantineThemeOverride;
}

/**
 * Mantine, dates and toast context for a Rendezvous app; render it once at the root.
 *
 * The provider ships no CSS. Each app imports, once, in its entry file:
 * ```ts
 * import '@mantine/core/styles.css';
 * import '@mantine/dates/styles.css';
 * import '@mantine/notifications/styles.css';
 * import '@mantine/dropzone/styles.css'; // when ImageDropzone is used
 * ```
 */
export function RendezvousProvider({ children, theme }: RendezvousProviderProps) {
  return (
    <RendezvousThemeProvider theme={theme}>
      {/* Its own boundary: the page never waits for the toasts' code. */}
      <Suspense fallback={null}>
        <ToastContainer />
      </Suspense>
      {children}
    </RendezvousThemeProvider>
  );
}
