import type { MantineThemeOverride } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { TOAST_TIMEOUT_MS } from '@rendezvous/domain';
import type { ReactNode } from 'react';
import { TOAST_POSITION, TOASTS_CLASS, toastsStyle } from '../toasts/placement';
import { RendezvousThemeProvider } from './RendezvousThemeProvider';

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
 * import 'mantine-react-table/styles.css'; // when DataTable is used
 * ```
 */
export function RendezvousProvider({ children, theme }: RendezvousProviderProps) {
  return (
    <RendezvousThemeProvider theme={theme}>
      <style>{toastsStyle}</style>
      <Notifications
        className={TOASTS_CLASS}
        position={TOAST_POSITION}
        autoClose={TOAST_TIMEOUT_MS}
      />
      {children}
    </RendezvousThemeProvider>
  );
}
