import { ActionIcon, Button, Group, Indicator, Modal, Popover, Stack, Text } from '@mantine/core';
import {
  PREVIEW_LENGTH,
  preview,
  unreadNotificationsTitle,
  type Notification,
} from '@rendezvous/domain';
import { EmptyState, InitialsAvatar } from '@rendezvous/ui-kit';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';

export interface NotificationBellProps {
  /** The admin's unread notifications, newest first. */
  notifications: readonly Notification[];
  /** Called when one is opened, so the caller can mark it read. */
  onOpen?: (notification: Notification) => void;
}

const senderName = (notification: Notification) =>
  notification.senderable?.full_name || 'Unknown Sender';

const longDate = (timestamp: string) =>
  new Date(timestamp).toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' });

/** The header's bell: the unread count, a short list, and a dialog to read one in full. */
export function NotificationBell({ notifications, onOpen }: NotificationBellProps) {
  const [reading, setReading] = useState<Notification | null>(null);
  const [menuOpened, setMenuOpened] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const unread = notifications.filter((notification) => notification.status_read === 0);
  const title = unreadNotificationsTitle(unread.length);

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
              label={unread.length}
              size={16}
              offset={2}
              color="red"
              disabled={unread.length === 0}
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
            <EmptyState text="You are all caught up." icon={<IconBellOff size={22} />} />
          ) : (
            unread.map((notification) => (
              <Group key={notification.id} gap="sm" wrap="nowrap" px="sm" py={6}>
                <InitialsAvatar
                  size="sm"
                  src={notification.senderable?.image_url}
                  name={notification.senderable?.full_name}
                />
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate>
                    {senderName(notification)}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {preview(notification.body, PREVIEW_LENGTH.notification)}
                  </Text>
                </Stack>
                <Button size="compact-xs" variant="light" onClick={() => open(notification)}>
                  Read
                </Button>
              </Group>
            ))
          )}
        </Popover.Dropdown>
      </Popover>
      <Modal
        opened={reading !== null}
        onClose={() => setReading(null)}
        title="Message"
        // The Read button that opened it has gone with the list: focus goes back to the bell.
        returnFocus={false}
        onExitTransitionEnd={() => bell.current?.focus()}
      >
        {reading && (
          <Stack gap="sm">
            <Group gap="sm">
              <InitialsAvatar
                src={reading.senderable?.image_url}
                name={reading.senderable?.full_name}
              />
              <Stack gap={0}>
                <Text fw={500}>{senderName(reading)}</Text>
                <Text size="xs" c="dimmed">
                  {longDate(reading.created_at)}
                </Text>
              </Stack>
            </Group>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{reading.body}</Text>
          </Stack>
        )}
      </Modal>
    </>
  );
}
