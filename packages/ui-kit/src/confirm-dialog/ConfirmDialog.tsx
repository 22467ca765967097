import { Button, Group, Modal, Text, type MantineColor } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  opened: boolean;
  /** Heading of the dialog. */
  title: ReactNode;
  /** The question or warning shown in the body. */
  message: ReactNode;
  /**
   * Runs when the user confirms. When it returns a promise the confirm button shows a loader
   * until it settles; on success the dialog asks to close through `onClose`, on failure it stays
   * open so the user can retry or cancel.
   */
  onConfirm: () => void | Promise<unknown>;
  /** Called when the user cancels, presses Escape or clicks outside, and after a successful confirm. */
  onClose: () => void;
  /** @default 'Delete' */
  confirmLabel?: string;
  /** @default 'Cancel' */
  cancelLabel?: string;
  /** @default 'red' */
  confirmColor?: MantineColor;
  /**
   * Where keyboard focus goes when the dialog closes. By default it returns to the control
   * that had it when the dialog opened; give this when that control may be gone by then (a
   * menu item, the row just deleted).
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** A controlled yes/no modal for destructive or irreversible actions. */
export function ConfirmDialog({
  opened,
  title,
  message,
  onConfirm,
  onClose,
  confirmLabel,
  cancelLabel,
  confirmColor = 'red',
  returnFocusTo,
}: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  const [pending, setPending] = useState(false);
  const wasOpened = useRef(opened);

  useEffect(() => {
    const closing = wasOpened.current && !opened;
    wasOpened.current = opened;
    if (!closing || !returnFocusTo) return;
    // After Mantine's own focus return, which would aim at a control that may be gone.
    const timer = window.setTimeout(() => returnFocusTo.current?.focus(), 20);
    return () => window.clearTimeout(timer);
  }, [opened, returnFocusTo]);

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // The failed call already told the user why (the API client shows an error toast);
      // keeping the dialog open lets them try again.
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
      withCloseButton={!pending}
      returnFocus={!returnFocusTo}
    >
      {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={pending}>
          {cancelLabel ?? t('actions.cancel')}
        </Button>
        <Button color={confirmColor} onClick={confirm} loading={pending} data-autofocus>
          {confirmLabel ?? t('actions.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
