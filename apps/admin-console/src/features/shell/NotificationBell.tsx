import { ActionIcon, Button, Group, Indicator, Popover, Stack, Text } from '@mantine/core';
import { PREVIEW_LENGTH, type Notification } from '@rendezvous/domain';
import { EmptyState, InitialsAvatar } from '@rendezvous/ui-kit';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message';
import { notificationSender } from '../notifications/format';
import { NotificationBody } from '../notifications/NotificationBody';
import { NotificationDialog } from '../notifications/NotificationDialog';

export interface NotificationBellProps {
  /** The admin's newest unread notifications, newest first. */
  notifications: readonly Notification[];
  /** How many are unread in all (the list may hold only the newest); the list's unread by default. */
  unreadCount?: number;
  /** Called when one is opened, so the caller can mark it read. */
  onOpen?: (notification: Notification) => void;
}

/** The header's bell: the unread count, a short list, and a dialog to read one in full. */
export function NotificationBell({ notifications, unreadCount, onOpen }: NotificationBellProps) {
  const { t } = useTranslation('shell');
  const msg = useMessage();
  const [reading, setReading] = useState<Notification | null>(null);
  const [menuOpened, setMenuOpened] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const unread = notifications.filter((notification) => notification.status_read === 0);
  const count = Math.max(unreadCount ?? 0, unread.length);
  // The spec's title, "3 New Notifications" (domain unreadNotificationsTitle), in the console's language.
  const title = t('bell.title', { count });

  const open = (notification: Notification) => {
    // The list closes as the message opens: it would otherwise sit over the dialog.
    setMenuOpened(false);
    setReading(notification);
    onOpen?.(notification);
  };

  return (
    <>
      {/* A popover, not a menu: it holds a list with buttons, which a menu may not. */}
      <Popover
        position="bottom-end"
        width={320}
        shadow="md"
        withinPortal
        trapFocus
        returnFocus
        opened={menuOpened}
        onChange={setMenuOpened}
      >
        {/* The button itself is the target, so it carries aria-expanded and the name. */}
        <Popover.Target>
          <ActionIcon
            ref={bell}
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={title}
            onClick={() => setMenuOpened((opened) => !opened)}
          >
            <Indicator
              label={count > 99 ? '99+' : count}
              size={16}
              offset={2}
              color="red"
              disabled={count === 0}
              aria-hidden
            >
              <IconBell size={22} stroke={1.6} />
            </Indicator>
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs" aria-labelledby={headingId}>
          <Text id={headingId} size="xs" fw={500} c="dimmed" px="sm" py={4}>
            {title}
          </Text>
          {unread.length === 0 ? (
            <EmptyState text={t('bell.empty')} icon={<IconBellOff size={22} />} />
          ) : (
            unread.map((notification) => (
              <Group key={notification.id} gap="sm" wrap="nowrap" px="sm" py={6}>
                <InitialsAvatar
                  size="sm"
                  src={notification.senderable?.image_url}
                  name={notificationSender(notification)}
                />
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate>
                    {msg(notificationSender(notification))}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    <NotificationBody notification={notification} length={PREVIEW_LENGTH.notification} />
                  </Text>
                </Stack>
                <Button size="compact-xs" variant="light" onClick={() => open(notification)}>
                  {t('bell.read')}
                </Button>
              </Group>
            ))
          )}
        </Popover.Dropdown>
      </Popover>
      <NotificationDialog
        notification={reading}
        onClose={() => setReading(null)}
        // The Read button that opened it has gone with the list: focus goes back to the bell.
        onClosed={() => bell.current?.focus()}
      />
    </>
  );
}
