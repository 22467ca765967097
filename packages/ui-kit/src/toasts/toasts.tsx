import { notifications, type NotificationData } from '@mantine/notifications';
import { TOAST_TIMEOUT_MS } from '@rendezvous/domain';
import { IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { TOAST_POSITION } from './placement';

// Set on every toast rather than relying on <Notifications> defaults, so a toast looks the
// same even when an app mounts its own Notifications container.
const common = {
  position: TOAST_POSITION,
  autoClose: TOAST_TIMEOUT_MS,
  withCloseButton: true,
  closeButtonProps: { 'aria-label': 'Close notification' },
} satisfies Partial<NotificationData>;

/** Error toasts still on screen: a later success makes them stale. */
const openErrors = new Set<string>();

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
  return notifications.show({ ...common, color: 'green', icon: <IconCheck size={18} />, message });
}

/** Shows a red toast at the top for 4 seconds; returns its id. */
export function showErrorToast(message: ReactNode): string {
  const id = notifications.show({
    ...common,
    color: 'red',
    icon: <IconX size={18} />,
    message,
    onClose: () => openErrors.delete(id),
  });
  openErrors.add(id);
  return id;
}

/** Shows a blue toast at the top for 4 seconds; returns its id. */
export function showInfoToast(message: ReactNode): string {
  return notifications.show({
    ...common,
    color: 'blue',
    icon: <IconInfoCircle size={18} />,
    message,
  });
}
