import { Group, Select, UnstyledButton } from '@mantine/core';
import { notificationQueries, type NotificationListParams } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  DEFAULT_PAGE_SIZE,
  NOTIFICATION_TYPES,
  PREVIEW_LENGTH,
  newestFirst,
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
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message';
import { notificationSender } from './format';
import { NotificationBody } from './NotificationBody';
import { NotificationDialog } from './NotificationDialog';
import { useMarkNotificationRead } from './use-mark-notification-read';

type NotificationType = (typeof NOTIFICATION_TYPES)[number];
type ReadFilter = 'unread' | 'read';

function columns(
  t: TFunction<'notifications'>,
  msg: (message: string) => string,
  open: (notification: Notification) => void,
): DataTableColumn<Notification>[] {
  return [
    {
      id: 'status',
      header: t('columns.status'),
      Cell: ({ row }) =>
        row.original.status_read === 1 ? (
          <StatusChip kind="read" status="read" label={t('status.read')} />
        ) : (
          <StatusChip kind="read" status="unread" label={t('status.unread')} />
        ),
    },
    {
      id: 'type',
      header: t('columns.type'),
      visibleFrom: 'sm',
      Cell: ({ row }) => t(`type.${row.original.type}`, { defaultValue: row.original.type }),
    },
    {
      id: 'sender',
      header: t('columns.sender'),
      visibleFrom: 'md',
      Cell: ({ row }) => msg(notificationSender(row.original)),
    },
    {
      id: 'preview',
      header: t('columns.preview'),
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
          <NotificationBody notification={row.original} length={PREVIEW_LENGTH.notification} />
        </UnstyledButton>
      ),
    },
    {
      id: 'created_at',
      header: t('columns.date'),
      Cell: ({ row }) => <DateTime value={row.original.created_at} />,
    },
  ];
}

/** /communications/notifications: every notification of the admin, filtered by type and read state. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const msg = useMessage();
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
      columns(t, msg, (notification) => {
        setReading(notification);
        if (notification.status_read === 0) markReadNow(notification);
      }),
    [t, msg, markReadNow],
  );
  // Newest first by when each was raised, as the server sends them; kept so within the page too.
  const rows = useMemo(() => [...(list.data?.data ?? [])].sort(newestFirst), [list.data]);
  const filtered = type !== null || status !== null;

  return (
    <>
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
      />
      <DataTable
        columns={cols}
        data={rows}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPageChange={setPage}
        loading={list.isFetching}
        error={list.isError ? t('page.loadError') : undefined}
        onRetry={() => void list.refetch()}
        emptyText={filtered ? t('page.noMatch') : t('page.empty')}
        getRowId={(notification) => String(notification.id)}
        toolbar={
          <Group gap="sm" wrap="wrap">
            <Select
              aria-label={t('filters.type')}
              placeholder={t('filters.allTypes')}
              data={NOTIFICATION_TYPES.map((value) => ({ value, label: t(`type.${value}`) }))}
              value={type}
              onChange={(value) => {
                setType(value as NotificationType | null);
                setPage(1);
              }}
              clearable
              w={170}
            />
            <Select
              aria-label={t('filters.status')}
              placeholder={t('filters.allStatuses')}
              data={[
                { value: 'read', label: t('status.read') },
                { value: 'unread', label: t('status.unread') },
              ]}
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
