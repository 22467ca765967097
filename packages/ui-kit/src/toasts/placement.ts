/**
 * Where toasts appear: top centre, under the signed-in header when there is one (AppShell
 * publishes its height as --app-shell-header-height), so they cover neither the header's menus
 * nor a centred form such as sign-in. While a dialog is open they move up to the screen's top
 * edge, into the margin every dialog keeps above itself (the theme's Modal yOffset): a toast
 * answering a dialog's save never covers its fields, buttons or close button. On a phone the
 * column spans the width.
 */
export const TOAST_POSITION = 'top-center' as const;

export const TOASTS_CLASS = 'rdv-toasts';

/** The room a dialog leaves above itself for a toast (two lines of text). */
export const DIALOG_TOP_MARGIN = '5.75rem';

export const toastsStyle =
  `.${TOASTS_CLASS}[data-position='${TOAST_POSITION}']{top:calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-md))}` +
  `body:has(.mantine-Modal-root) .${TOASTS_CLASS}[data-position='${TOAST_POSITION}']{top:var(--mantine-spacing-xs)}`;
