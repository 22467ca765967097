import { createTheme } from '@mantine/core';

/** The Mantine theme shared by the admin console, the setup wizard and the public site. */
export const rendezvousTheme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 6, dark: 5 },
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
    Badge: { defaultProps: { variant: 'light', radius: 'xl' } },
    Modal: { defaultProps: { centered: true } },
  },
});
