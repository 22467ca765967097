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
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useCurrentAdmin } from '../../auth/use-current-admin';
import {
  STATUS_COLORS,
  STATUS_LABELS,
  heldUntil,
  isRemovable,
  shownStatus,
  todayIn,
} from './waitlist-status';

// The form (and its schema and pickers) loads on first open, not with the list.
const AddToWaitlistDialog = lazy(() =>
  import('./AddToWaitlistDialog').then((m) => ({ default: m.AddToWaitlistDialog })),
);

/** An offer held now: the time, with whom, and until when the customer may confirm it. */
function OfferLine({ entry, timeFormat }: { entry: WaitlistEntry; timeFormat: TimeFormat }) {
  const offer = entry.offer;
  if (!offer || offer.status !== 'open') return null;
  const time = `${formatTime(offer.start_time, timeFormat)}–${formatTime(offer.end_time, timeFormat)}`;
  return (
    <Stack gap={0}>
      <Text size="xs">{`${formatCalendarDate(offer.date)} ${time} with ${offer.consultant_name}`}</Text>
      <Text size="xs" c="dimmed">
        held until {heldUntil(offer.expires_at, timeFormat)}
      </Text>
    </Stack>
  );
}

function columns(today: string, timeFormat: TimeFormat): DataTableColumn<WaitlistEntry>[] {
  return [
    {
      id: 'customer',
      header: 'Customer',
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
    { accessorKey: 'service_name', header: 'Service' },
    {
      id: 'consultant',
      header: 'Consultant',
      visibleFrom: 'md',
      Cell: ({ row }) => row.original.consultant_name ?? 'Any consultant',
    },
    {
      id: 'dates',
      header: 'Dates',
      visibleFrom: 'sm',
      Cell: ({ row }) =>
        `${formatCalendarDate(row.original.from_date)} – ${formatCalendarDate(row.original.to_date)}`,
    },
    {
      id: 'status',
      header: 'Status',
      Cell: ({ row }) => {
        const status = shownStatus(row.original, today);
        return (
          <Stack gap={4} align="flex-start">
            <Badge color={STATUS_COLORS[status]} miw="max-content">
              {STATUS_LABELS[status]}
            </Badge>
            {status === 'offered' && <OfferLine entry={row.original} timeFormat={timeFormat} />}
          </Stack>
        );
      },
    },
    {
      accessorKey: 'offers_made',
      header: 'Offers made',
      visibleFrom: 'lg',
    },
    {
      id: 'created_at',
      header: 'Added On',
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
  const tableColumns = useMemo(() => columns(today, timeFormat), [today, timeFormat]);

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
        title="Waitlist"
        description="Customers waiting for a time to free up. The first one who fits is offered it by e-mail and holds it for a while."
        actions={
          canAdd && (
            <Button
              ref={addButton}
              leftSection={<IconPlus size={16} />}
              onClick={() => setAdding(true)}
            >
              Add to waitlist
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
          error={list.isError ? 'The waitlist could not be loaded.' : undefined}
          onRetry={() => void list.refetch()}
          emptyText={
            show === 'open' ? 'No one is on the waitlist.' : 'No one has been on the waitlist yet.'
          }
          getRowId={(entry) => String(entry.id)}
          renderRowActions={
            canRemove
              ? (entry) =>
                  isRemovable(entry) && (
                    <Tooltip label="Remove">
                      <ActionIcon
                        aria-label={`Remove ${entry.customer_name} from the waitlist`}
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
              label="Show all, booked and removed too"
              checked={show === 'all'}
              onChange={(event) => setShow(event.currentTarget.checked ? 'all' : 'open')}
            />
          }
        />
      </Box>
      <ConfirmDialog
        opened={removing !== null}
        title="Remove from the waitlist"
        confirmLabel="Remove"
        returnFocusTo={canAdd ? addButton : undefined}
        message={
          <Text size="sm">
            Remove <strong>{removing?.customer_name}</strong> from the waitlist for{' '}
            {removing?.service_name}?
            {removing?.status === 'offered'
              ? ' The time held for them goes to the next one waiting.'
              : ''}
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
