import { ActionIcon, Badge, Box, Button, Stack, Switch, Text, Tooltip } from '@mantine/core';
import {
  addToWaitlist,
  businessQueries,
  removeFromWaitlist,
  waitlistKeys,
  waitlistQueries,
  type WaitlistShow,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { formatCalendarDate, type WaitlistEntry } from '@rendezvous/domain';
import { hasPermission } from '@rendezvous/permissions';
import {
  ConfirmDialog,
  DataTable,
  DateTime,
  PageHeader,
  formatTime,
  useTimeFormat,
  type DataTableColumn,
  type TimeFormat,
} from '@rendezvous/ui-kit';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clockTime } from '../../appointments/clock';
import { useCurrentAdmin } from '../../auth/use-current-admin';
import {
  STATUS_COLORS,
  heldUntil,
  isRemovable,
  shownStatus,
  todayIn,
} from './waitlist-status';
import { strongParts } from '../strong-parts';

// The form (and its schema and pickers) loads on first open, not with the list.
const AddToWaitlistDialog = lazy(() =>
  import('./AddToWaitlistDialog').then((m) => ({ default: m.AddToWaitlistDialog })),
);

/** An offer held now: the time, with whom, and until when the customer may confirm it. */
function OfferLine({ entry, timeFormat }: { entry: WaitlistEntry; timeFormat: TimeFormat }) {
  const { t, i18n } = useTranslation('customers');
  const offer = entry.offer;
  if (!offer || offer.status !== 'open') return null;
  const language = i18n.language;
  const clock = (hhmm: string) =>
    language.startsWith('fr') ? clockTime(hhmm, timeFormat, language) : formatTime(hhmm, timeFormat);
  const time = `${clock(offer.start_time)}–${clock(offer.end_time)}`;
  return (
    <Stack gap={0}>
      <Text size="xs">
        {t('waitlist.offer', {
          date: formatCalendarDate(offer.date),
          time,
          consultant: offer.consultant_name,
        })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('waitlist.heldUntil', {
          until: heldUntil(offer.expires_at, timeFormat, new Date(), language),
        })}
      </Text>
    </Stack>
  );
}

function columns(
  today: string,
  timeFormat: TimeFormat,
  t: TFunction<'customers'>,
): DataTableColumn<WaitlistEntry>[] {
  return [
    {
      id: 'customer',
      header: t('waitlist.col.customer'),
      Cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm">{row.original.customer_name}</Text>
          {row.original.customer_email && (
            <Text size="xs" c="dimmed">
              {row.original.customer_email}
            </Text>
          )}
        </Stack>
      ),
    },
    { accessorKey: 'service_name', header: t('waitlist.col.service') },
    {
      id: 'consultant',
      header: t('waitlist.col.consultant'),
      visibleFrom: 'md',
      Cell: ({ row }) => row.original.consultant_name ?? t('waitlist.anyConsultant'),
    },
    {
      id: 'dates',
      header: t('waitlist.col.dates'),
      visibleFrom: 'sm',
      Cell: ({ row }) =>
        `${formatCalendarDate(row.original.from_date)} – ${formatCalendarDate(row.original.to_date)}`,
    },
    {
      id: 'status',
      header: t('waitlist.col.status'),
      Cell: ({ row }) => {
        const status = shownStatus(row.original, today);
        return (
          <Stack gap={4} align="flex-start">
            <Badge color={STATUS_COLORS[status]} miw="max-content">
              {t(`waitlist.status.${status}`)}
            </Badge>
            {status === 'offered' && <OfferLine entry={row.original} timeFormat={timeFormat} />}
          </Stack>
        );
      },
    },
    {
      accessorKey: 'offers_made',
      header: t('waitlist.col.offersMade'),
      visibleFrom: 'lg',
    },
    {
      id: 'created_at',
      header: t('waitlist.col.addedOn'),
      visibleFrom: 'xl',
      Cell: ({ row }) => <DateTime value={row.original.created_at} />,
    },
  ];
}

/**
 * /customers/waitlist: the customers waiting for a time to free up, first come first served,
 * with the time held for the one it is offered to. The owner adds a customer or removes one.
 */
export function WaitlistPage() {
  const { t } = useTranslation('customers');
  const api = useApi();
  const queryClient = useQueryClient();
  const admin = useCurrentAdmin();
  const businessId = admin?.business_id ?? null;
  const [show, setShow] = useState<WaitlistShow>('open');
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<WaitlistEntry | null>(null);
  const [timeFormat] = useTimeFormat();
  const addButton = useRef<HTMLButtonElement>(null);

  const list = useQuery({
    ...waitlistQueries.list(api, businessId ?? 0, show),
    enabled: businessId !== null,
  });
  const business = useQuery({
    ...businessQueries.detail(api, businessId ?? 0),
    enabled: businessId !== null,
  });
  const today = todayIn(business.data?.time_zone);
  const tableColumns = useMemo(() => columns(today, timeFormat, t), [today, timeFormat, t]);

  const canAdd = admin !== undefined && hasPermission(admin, 'appointments', 'create');
  const canRemove = admin !== undefined && hasPermission(admin, 'appointments', 'delete');
  const entries = list.data ?? [];

  const refresh = () =>
    businessId === null
      ? Promise.resolve()
      : queryClient.invalidateQueries({ queryKey: waitlistKeys.business(businessId) });

  const remove = async (entry: WaitlistEntry) => {
    if (businessId === null) return;
    try {
      await removeFromWaitlist(api, businessId, entry.id);
    } finally {
      // Also after a refusal: the entry was most likely booked meanwhile, and the list says so.
      await refresh();
    }
  };

  return (
    <>
      <PageHeader
        title={t('waitlist.title')}
        description={t('waitlist.description')}
        actions={
          canAdd && (
            <Button
              ref={addButton}
              leftSection={<IconPlus size={16} />}
              onClick={() => setAdding(true)}
            >
              {t('waitlist.add')}
            </Button>
          )
        }
      />
      {/* On a phone the table scrolls sideways in its frame; the page itself does not. */}
      <Box style={{ overflowX: 'auto' }}>
        <DataTable
          columns={tableColumns}
          data={entries}
          // The API answers the whole list (it holds at most 300 open entries): one page.
          total={entries.length}
          page={1}
          pageSize={Math.max(entries.length, 1)}
          onPageChange={() => undefined}
          loading={list.isFetching}
          error={list.isError ? t('waitlist.error') : undefined}
          onRetry={() => void list.refetch()}
          emptyText={
            show === 'open' ? t('waitlist.empty') : t('waitlist.emptyAll')
          }
          getRowId={(entry) => String(entry.id)}
          renderRowActions={
            canRemove
              ? (entry) =>
                  isRemovable(entry) && (
                    <Tooltip label={t('waitlist.remove')}>
                      <ActionIcon
                        aria-label={t('waitlist.removeName', { name: entry.customer_name })}
                        color="red"
                        onClick={() => setRemoving(entry)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  )
              : undefined
          }
          toolbar={
            // A switch rather than a segmented control: the list's table already loads it.
            <Switch
              label={t('waitlist.showAll')}
              checked={show === 'all'}
              onChange={(event) => setShow(event.currentTarget.checked ? 'all' : 'open')}
            />
          }
        />
      </Box>
      <ConfirmDialog
        opened={removing !== null}
        title={t('waitlist.removeTitle')}
        confirmLabel={t('waitlist.remove')}
        returnFocusTo={canAdd ? addButton : undefined}
        message={
          <Text size="sm">
            {strongParts(
              t('waitlist.removeMessage', {
                name: removing?.customer_name ?? '',
                service: removing?.service_name ?? '',
              }),
            )}
            {removing?.status === 'offered' ? ` ${t('waitlist.removeOffered')}` : ''}
          </Text>
        }
        onClose={() => setRemoving(null)}
        onConfirm={() => (removing ? remove(removing) : undefined)}
      />
      {adding && businessId !== null && (
        <Suspense fallback={null}>
          <AddToWaitlistDialog
            businessId={businessId}
            add={(input) => addToWaitlist(api, businessId, input)}
            today={today}
            onClose={() => setAdding(false)}
            onAdded={refresh}
          />
        </Suspense>
      )}
    </>
  );
}
