import { ActionIcon, Badge, Button, createTheme, Modal } from '@mantine/core';

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
    Button: Button.extend({ defaultProps: { radius: 'xl' } }),
    ActionIcon: ActionIcon.extend({ defaultProps: { variant: 'subtle' } }),
    Badge: Badge.extend({ defaultProps: { variant: 'light', radius: 'xl' } }),
    Modal: Modal.extend({ defaultProps: { centered: true } }),
  },
});
