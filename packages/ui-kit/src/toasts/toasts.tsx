import { notifications, type NotificationData } from '@mantine/notifications';
import { TOAST_TIMEOUT_MS } from '@rendezvous/domain';
import { IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

// Set on every toast rather than relying on <Notifications> defaults, so a toast looks the
// same even when an app mounts its own Notifications container.
const common = {
  position: 'top-center',
  autoClose: TOAST_TIMEOUT_MS,
  withCloseButton: true,
  closeButtonProps: { 'aria-label': 'Close notification' },
} satisfies Partial<NotificationData>;

/** Shows a green toast at the top for 4 seconds; returns its id. */
export function showSuccessToast(message: ReactNode): string {
  return notifications.show({ ...common, color: 'green', icon: <IconCheck size={18} />, message });
}

/** Shows a red toast at the top for 4 seconds; returns its id. */
export function showErrorToast(message: ReactNode): string {
  return notifications.show({ ...common, color: 'red', icon: <IconX size={18} />, message });
}

/** Shows a blue toast at the top for 4 seconds; returns its id. */
export function showInfoToast(message: ReactNode): string {
  return notifications.show({ ...common, color: 'blue', icon: <IconInfoCircle size={18} />, message });
}
