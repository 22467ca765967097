/**
 * Where toasts appear: top right, under the signed-in header when there is one (AppShell
 * publishes its height as --app-shell-header-height), so they cover neither the header nor a
 * centred form such as sign-in. On a phone the column spans the width, still under the header.
 */
export const TOAST_POSITION = 'top-right' as const;

export const TOASTS_CLASS = 'rdv-toasts';

export const toastsStyle = `.${TOASTS_CLASS}[data-position='${TOAST_POSITION}']{top:calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-md))}`;
