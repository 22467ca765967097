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
  variablesCss,
}: {
  children: ReactNode;
  /** Overrides merged over `rendezvousTheme`. */
  theme?: MantineThemeOverride;
  /**
   * The theme's CSS variables as computed ahead (THEME_VARIABLES_CSS, which a test keeps equal
   * to what Mantine writes), written as they are instead of being computed on mount: that took
   * a fifth of the public site's first render. Ignored with `theme` overrides.
   */
  variablesCss?: string;
}) {
  const merged = useMemo(
    () => (theme ? mergeThemeOverrides(rendezvousTheme, theme) : rendezvousTheme),
    [theme],
  );
  const precomputed = theme ? undefined : variablesCss;
  return (
    <MantineProvider
      theme={merged}
      cssVariablesResolver={contrastVariablesResolver}
      withCssVariables={precomputed === undefined}
    >
      {precomputed !== undefined && (
        <style data-mantine-styles dangerouslySetInnerHTML={{ __html: precomputed }} />
      )}
      <DatesProvider settings={{ locale: 'en', firstDayOfWeek: 0 }}>{children}</DatesProvider>
    </MantineProvider>
  );
}
