import { MantineProvider, mergeThemeOverrides, type MantineThemeOverride } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { contrastVariablesResolver } from './contrast';
import { useDatesLocale } from './dates-locale';
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
  // The date pickers speak the page's language ("lundi", "mars", weeks from Sunday as in
  // Canada), and so does every dialog's close button.
  const { t, i18n } = useTranslation('ui');
  const locale = useDatesLocale(i18n.language);
  const close = t('actions.close');
  const merged = useMemo(() => {
    const base = theme ? mergeThemeOverrides(rendezvousTheme, theme) : rendezvousTheme;
    return mergeThemeOverrides(base, {
      components: { Modal: { defaultProps: { closeButtonProps: { 'aria-label': close } } } },
    });
  }, [theme, close]);
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
      <DatesProvider settings={{ locale, firstDayOfWeek: 0 }}>{children}</DatesProvider>
    </MantineProvider>
  );
}
