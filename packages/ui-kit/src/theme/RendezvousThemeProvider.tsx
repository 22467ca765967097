import { MantineProvider, mergeThemeOverrides, type MantineThemeOverride } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useMemo, type ReactNode } from 'react';
import { contrastVariablesResolver } from './contrast';
import { rendezvousTheme } from './theme';

/**
 * The Rendezvous theme (Mantine and dates) without the toasts: for an app that never shows
 * one, such as the public site, whose first page then does not carry the notifications code.
 * Apps that toast use RendezvousProvider.
 */
export function RendezvousThemeProvider({
  children,
  theme,
}: {
  children: ReactNode;
  /** Overrides merged over `rendezvousTheme`. */
  theme?: MantineThemeOverride;
}) {
  const merged = useMemo(
    () => (theme ? mergeThemeOverrides(rendezvousTheme, theme) : rendezvousTheme),
    [theme],
  );
  return (
    <MantineProvider theme={merged} cssVariablesResolver={contrastVariablesResolver}>
      <DatesProvider settings={{ locale: 'en', firstDayOfWeek: 0 }}>{children}</DatesProvider>
    </MantineProvider>
  );
}
