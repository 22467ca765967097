import { Group, Select, UnstyledButton } from '@mantine/core';
import { notificationQueries, type NotificationListParams } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  DEFAULT_PAGE_SIZE,
  NOTIFICATION_TYPES,
  NOTIFICATION_TYPE_LABELS,
  PREVIEW_LENGTH,
  newestFirst,
  preview,
  type Notification,
} from '@rendezvous/domain';
import {
  DataTable,
  DateTime,
  PageHeader,
  StatusChip,
  type DataTableColumn,
} from '@rendezvous/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { notificationSender } from './format';
import { NotificationDialog } from './NotificationDialog';
import { useMarkNotificationRead } from './use-mark-notification-read';

type NotificationType = (typeof NOTIFICATION_TYPES)[number];
type ReadFilter = 'unread' | 'read';

const TYPE_OPTIONS = NOTIFICATION_TYPES.map((type) => ({
  value: type,
  label: NOTIFICATION_TYPE_LABELS[type],
}));
const STATUS_OPTIONS: { value: ReadFilter; label: string }[] = [
  { value: 'read', label: 'Read' },
  { value: 'unread', label: 'Unread' },
];

function columns(open: (notification: Notification) => void): DataTableColumn<Notification>[] {
  return [
    {
      id: 'status',
      header: 'Status',
      Cell: ({ row }) =>
        row.original.status_read === 1 ? (
          <StatusChip kind="read" status="read" label="Read" />
        ) : (
          <StatusChip kind="read" status="unread" label="Unread" />
        ),
    },
    {
      id: 'type',
      header: 'Type',
      visibleFrom: 'sm',
      Cell: ({ row }) => NOTIFICATION_TYPE_LABELS[row.original.type] ?? row.original.type,
    },
    { id: 'sender', header: 'Sender', visibleFrom: 'md', Cell: ({ row }) => notificationSender(row.original) },
    {
      id: 'preview',
      header: 'Preview',
      Cell: ({ row }) => (
        <UnstyledButton
          onClick={() => open(row.original)}
          fz="sm"
          td="underline"
          c="var(--mantine-primary-color-filled)"
          // Prose wraps; the table's other cells keep their values on one line.
          style={{ whiteSpace: 'normal' }}
          miw={180}
        >
          {preview(row.original.body, PREVIEW_LENGTH.notification)}
        </UnstyledButton>
      ),
    },
    {
      id: 'created_at',
      header: 'Date',
      Cell: ({ row }) => <DateTime value={row.original.created_at} />,
    },
  ];
}

/** /communications/notifications: every notification of the admin, filtered by type and read state. */
export function NotificationsPage() {
  const api = useApi();
  const markRead = useMarkNotificationRead();
  const [page, setPage] = useState(1);
  const [type, setType] = useState<NotificationType | null>(null);
  const [status, setStatus] = useState<ReadFilter | null>(null);
  const [reading, setReading] = useState<Notification | null>(null);

  const query: NotificationListParams = {
    paginate: DEFAULT_PAGE_SIZE,
    page,
    ...(type ? { type } : {}),
    ...(status ? { statusRead: status === 'read' ? 1 : 0 } : {}),
  };
  const list = useQuery(notificationQueries.list(api, query));

  const { mutate: markReadNow } = markRead;
  const cols = useMemo(
    () =>
      columns((notification) => {
        setReading(notification);
        if (notification.status_read === 0) markReadNow(notification);
      }),
    [markReadNow],
  );
  // Newest first by when each was raised, as the server sends them; kept so within the page too.
  const rows = useMemo(() => [...(list.data?.data ?? [])].sort(newestFirst), [list.data]);
  const filtered = type !== null || status !== null;

  return (
    <>
      <PageHeader
        title="Notifications"
        description="Alerts about new contacts, messages, appointments and SMS."
      />
      <DataTable
        columns={cols}
        data={rows}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPageChange={setPage}
        loading={list.isFetching}
        error={list.isError ? 'The notifications could not be loaded.' : undefined}
        onRetry={() => void list.refetch()}
        emptyText={filtered ? 'No notification matches your filters.' : 'No notifications yet.'}
        getRowId={(notification) => String(notification.id)}
        toolbar={
          <Group gap="sm" wrap="wrap">
            <Select
              aria-label="Filter by type"
              placeholder="All types"
              data={TYPE_OPTIONS}
              value={type}
              onChange={(value) => {
                setType(value as NotificationType | null);
                setPage(1);
              }}
              clearable
              w={170}
            />
            <Select
              aria-label="Filter by status"
              placeholder="All statuses"
              data={STATUS_OPTIONS}
              value={status}
              onChange={(value) => {
                setStatus(value as ReadFilter | null);
                setPage(1);
              }}
              clearable
              w={170}
            />
          </Group>
        }
      />
      <NotificationDialog notification={reading} onClose={() => setReading(null)} />
    </>
  );
}
