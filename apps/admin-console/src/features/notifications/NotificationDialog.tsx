import { Anchor, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { type Notification } from '@rendezvous/domain';
import { DateTime, InitialsAvatar } from '@rendezvous/ui-kit';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message';
import { notificationSender } from './format';
import { NotificationBody } from './NotificationBody';

export interface NotificationDialogProps {
  /** The notification shown; the dialog is closed while null. */
  notification: Notification | null;
  onClose(): void;
  /** Where focus goes once closed, when the control that opened it has gone. */
  onClosed?(): void;
}

/** A notification in full: its sender, date and text, and the contact message it announces. */
export function NotificationDialog({ notification, onClose, onClosed }: NotificationDialogProps) {
  const { t } = useTranslation('notifications');
  const msg = useMessage();
  const message = notification?.message;
  return (
    <Modal
      opened={notification !== null}
      onClose={onClose}
      title={t('dialog.title')}
      returnFocus={!onClosed}
      onExitTransitionEnd={onClosed}
    >
      {notification && (
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap">
            <InitialsAvatar
              src={notification.senderable?.image_url}
              name={notificationSender(notification)}
            />
            <Stack gap={0}>
              <Text fw={500}>{msg(notificationSender(notification))}</Text>
              <Text size="xs" c="dimmed">
                <DateTime value={notification.created_at} />
              </Text>
            </Stack>
          </Group>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <NotificationBody notification={notification} />
          </Text>
          {notification.type === 'contact' && message && (
            <>
              <Divider label={t('dialog.contactMessage')} labelPosition="left" />
              <Stack gap={2}>
                {message.contact_email && (
                  <Anchor href={`mailto:${message.contact_email}`} size="sm">
                    {message.contact_email}
                  </Anchor>
                )}
                {message.contact_phone && (
                  <Anchor href={`tel:${message.contact_phone.replace(/[^\d+]/g, '')}`} size="sm">
                    {message.contact_phone}
                  </Anchor>
                )}
              </Stack>
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {message.body}
              </Text>
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
