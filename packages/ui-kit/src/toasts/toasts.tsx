import { notifications, notificationsStore, type NotificationData } from '@mantine/notifications';
import { AppError, TOAST_TIMEOUT_MS } from '@rendezvous/domain';
import { IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { getI18n } from 'react-i18next';
import { TOAST_POSITION } from './placement';

// Set on every toast rather than relying on <Notifications> defaults, so a toast looks the
// same even when an app mounts its own Notifications container.
const common = {
  position: TOAST_POSITION,
  autoClose: TOAST_TIMEOUT_MS,
  withCloseButton: true,
} satisfies Partial<NotificationData>;

/** The close button's name in the page's language (read when the toast is shown). */
const closeButtonProps = () => ({
  'aria-label': getI18n()?.t('toasts.close', { ns: 'ui' }) ?? 'Close notification',
});

/** Error toasts still on screen: a later success makes them stale. */
const openErrors = new Set<string>();

/**
 * Shows a toast, unless one saying the same (colour and text) is still on screen or queued:
 * the same news told again while it is shown (five failed loads of one page, say) stays one
 * toast. Returns the id of the toast that says it.
 */
function show(color: string, message: ReactNode, data: Partial<NotificationData>): string {
  if (typeof message === 'string') {
    const { notifications: open, queue } = notificationsStore.getState();
    const same = [...open, ...queue].find((n) => n.color === color && n.message === message);
    if (same?.id) return same.id;
  }
  return notifications.show({
    ...common,
    closeButtonProps: closeButtonProps(),
    ...data,
    color,
    message,
  });
}

/**
 * Closes the error toasts still shown: what they reported has since worked (a sign-in after
 * a wrong password, say). Success toasts do it themselves.
 */
export function clearErrorToasts(): void {
  for (const id of openErrors) notifications.hide(id);
  openErrors.clear();
}

/**
 * Shows a green toast at the top for 4 seconds; returns its id. Error toasts still shown are
 * closed: the success answers them (a failed save, then a save that worked).
 */
export function showSuccessToast(message: ReactNode): string {
  clearErrorToasts();
  return show('green', message, { icon: <IconCheck size={18} /> });
}

/** Shows a red toast at the top for 4 seconds; returns its id. */
export function showErrorToast(message: ReactNode): string {
  const id = show('red', message, {
    icon: <IconX size={18} />,
    onClose: () => openErrors.delete(id),
  });
  openErrors.add(id);
  return id;
}

/**
 * For a failure caught after an API call: the API client has already shown the server's
 * message for it (one toast per event), so `message` is shown only for any other failure,
 * such as the page's own code or a third party (a card form) failing.
 */
export function showErrorToastUnlessReported(
  error: unknown,
  message: ReactNode,
): string | undefined {
  if (error instanceof AppError) return undefined;
  return showErrorToast(message);
}

/** Shows a blue toast at the top for 4 seconds; returns its id. */
export function showInfoToast(message: ReactNode): string {
  return show('blue', message, { icon: <IconInfoCircle size={18} /> });
}
