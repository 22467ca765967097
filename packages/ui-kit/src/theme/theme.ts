import { createTheme } from '@mantine/core';
import { passwordVisibilityButtonProps, PasswordVisibilityIcon } from './PasswordVisibilityIcon';
import { DIALOG_TOP_MARGIN } from '../toasts/placement';

/** The Mantine theme shared by the admin console, the setup wizard and the public site. */
export const rendezvousTheme = createTheme({
  primaryColor: 'indigo',
  // Shade 8 keeps white text on primary buttons and primary links on white at AA (5.7:1);
  // shade 6 is 4.3:1.
  primaryShade: { light: 8, dark: 5 },
  // Filled colours choose black or white text, whichever reads better (the crossover of the
  // two contrasts), so a green or yellow button's label passes AA too.
  autoContrast: true,
  luminanceThreshold: 0.179,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '600' },
  defaultRadius: 'md',
  // Back-office users click far more than they hover; every clickable control shows a hand.
  cursorType: 'pointer',
  components: {
    // Plain objects rather than `Component.extend(...)`: importing a component only to set its
    // defaults would ship it (Modal and all behind it) on every page, used or not.
    Button: { defaultProps: { radius: 'xl' } },
    ActionIcon: { defaultProps: { variant: 'subtle' } },
    // A link inside a sentence must not rely on colour alone (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    Badge: { defaultProps: { variant: 'light', radius: 'xl' } },
    // Every dialog's close button is named for screen readers (axe: button-name), in the
    // page's language (RendezvousThemeProvider).
    // yOffset: the room above a dialog where toasts show while it is open (toasts/placement.ts).
    Modal: {
      defaultProps: {
        centered: true,
        closeButtonProps: { 'aria-label': 'Close' },
        yOffset: `max(5dvh, ${DIALOG_TOP_MARGIN})`,
      },
    },
    // Mantine puts an empty focus placeholder inside role="menu", which may only hold menu
    // items; without it, opening a menu from the keyboard focuses its first item instead.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    PasswordInput: {
      defaultProps: {
        visibilityToggleIcon: PasswordVisibilityIcon,
        visibilityToggleButtonProps: passwordVisibilityButtonProps,
      },
    },
  },
});
