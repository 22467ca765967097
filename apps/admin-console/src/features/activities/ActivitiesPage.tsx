import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import {
  activityKeys,
  activityQueries,
  adminListQuery,
  consultantActivityKeys,
  consultantActivityQueries,
  type ActivityListParams,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  ACTIVITY_PERIODS,
  ACTIVITY_PERIOD_LABELS,
  ACTIVITY_TYPES,
  ACTIVITY_TYPE_LABELS,
  ActivityMessages,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  activityPeriodRange,
  type Activity,
  type ActivityPeriod,
  type Paginated,
} from '@rendezvous/domain';
import { DataTable, DateTime, PageHeader, type DataTableColumn } from '@rendezvous/ui-kit';
import { IconNotes } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';

const AddNoteDialog = lazy(() =>
  import('./AddNoteDialog').then((m) => ({ default: m.AddNoteDialog })),
);

type ActivityType = (typeof ACTIVITY_TYPES)[number];

const TYPE_OPTIONS = ACTIVITY_TYPES.map((type) => ({
  value: type,
  label: ACTIVITY_TYPE_LABELS[type],
}));
/** Everyone's activities, or only those by or about the business's consultants (GET consultant-activities). */
type Concerning = 'everyone' | 'consultants';
const CONCERNING_OPTIONS: { value: Concerning; label: string }[] = [
  { value: 'everyone', label: 'Everyone' },
  { value: 'consultants', label: 'Consultants' },
];
const PERIOD_OPTIONS = ACTIVITY_PERIODS.map((period) => ({
  value: period,
  label: ACTIVITY_PERIOD_LABELS[period],
}));

const COLUMNS: DataTableColumn<Activity>[] = [
  {
    id: 'admin',
    header: 'Admin',
    visibleFrom: 'sm',
    Cell: ({ row }) => row.original.admin?.full_name ?? '—',
  },
  {
    id: 'type',
    header: 'Type',
    Cell: ({ row }) => ACTIVITY_TYPE_LABELS[row.original.activity_type],
  },
  {
    id: 'note',
    header: 'Note',
    Cell: ({ row }) => (
      <Text size="sm" style={{ whiteSpace: 'pre-line', minWidth: 160 }}>
        {row.original.note || '—'}
      </Text>
    ),
  },
  {
    id: 'initiator',
    header: 'Initiator',
    visibleFrom: 'md',
    Cell: ({ row }) => row.original.initiator.full_name,
  },
  {
    id: 'receiver',
    header: 'Receiver',
    visibleFrom: 'lg',
    Cell: ({ row }) => row.original.receiver?.full_name ?? '—',
  },
  { id: 'created_at', header: 'Date', Cell: ({ row }) => <DateTime value={row.original.created_at} /> },
];

/** The dates a period covers today; a chosen range only once both ends are set and in order. */
function periodDates(
  period: ActivityPeriod,
  from: string,
  to: string,
): { startDate?: string; endDate?: string } {
  if (period !== 'date_range') return activityPeriodRange(period, new Date());
  if (from && to && from > to) return {};
  return activityPeriodRange(period, new Date(), { startDate: from, endDate: to });
}

/** /activities: sign-ins, notes and appointment events of the business, with filters and notes. */
export function ActivitiesPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [adminId, setAdminId] = useState<string | null>(null);
  const [type, setType] = useState<ActivityType | null>(null);
  const [period, setPeriod] = useState<ActivityPeriod>('all_time');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [adding, setAdding] = useState(false);
  const [concerning, setConcerning] = useState<Concerning>('everyone');

  const admins = useQuery(adminListQuery(api, { paginate: MAX_PAGE_SIZE, page: 1 }));
  const dates = periodDates(period, from, to);
  const query: ActivityListParams = {
    paginate: DEFAULT_PAGE_SIZE,
    page,
    ...(adminId ? { adminId: Number(adminId) } : {}),
    ...(type ? { activityType: type } : {}),
    ...(dates.startDate ? { startDate: dates.startDate } : {}),
    ...(dates.endDate ? { endDate: dates.endDate } : {}),
  };
  const everyone = useQuery({
    ...activityQueries.list(api, query),
    enabled: concerning === 'everyone',
  });
  const ofConsultants = useQuery({
    ...consultantActivityQueries.list(api, {
      paginate: DEFAULT_PAGE_SIZE,
      page,
      ...(type ? { activityType: type } : {}),
    }),
    enabled: concerning === 'consultants',
  });
  const list = concerning === 'everyone' ? everyone : ofConsultants;

  // A failed load keeps the rows last shown (the spec: "stops loading and keeps the list").
  const shown = useRef<Paginated<Activity> | undefined>(undefined);
  if (list.data) shown.current = list.data;
  const rows = list.data ?? shown.current;

  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const reversed = period === 'date_range' && from !== '' && to !== '' && from > to;
  const filtered =
    adminId !== null || type !== null || period !== 'all_time' || concerning === 'consultants';
  // The consultants' list has no admin or period filter: those apply to everyone's only.
  const everyoneShown = concerning === 'everyone';

  return (
    <>
      <PageHeader
        title="Activities"
        description="Sign-ins, notes and events across your team."
        actions={
          <Button leftSection={<IconNotes size={16} />} onClick={() => setAdding(true)}>
            Add note
          </Button>
        }
      />
      <DataTable
        columns={COLUMNS}
        data={rows?.data ?? []}
        total={rows?.total ?? 0}
        page={page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPageChange={setPage}
        loading={list.isFetching}
        error={list.isError ? 'The activities could not be loaded.' : undefined}
        onRetry={() => void list.refetch()}
        emptyText={filtered ? 'No activity matches your filters.' : 'No activities yet.'}
        getRowId={(activity) => String(activity.id)}
        toolbar={
          <Group gap="sm" wrap="wrap" align="flex-end">
            <Select
              aria-label="Concerning"
              data={CONCERNING_OPTIONS}
              value={concerning}
              onChange={filter((value: string | null) =>
                setConcerning((value as Concerning | null) ?? 'everyone'),
              )}
              allowDeselect={false}
              w={160}
            />
            {everyoneShown && (
              <Select
                aria-label="Filter by admin"
                placeholder="All admins"
                data={(admins.data?.data ?? []).map((a) => ({
                  value: String(a.id),
                  label: a.full_name,
                }))}
                value={adminId}
                onChange={filter(setAdminId)}
                searchable
                clearable
                nothingFoundMessage={
                  admins.isError ? 'The admins could not be loaded' : 'No admin found'
                }
                w={200}
              />
            )}
            <Select
              aria-label="Filter by activity type"
              placeholder="All types"
              data={TYPE_OPTIONS}
              value={type}
              onChange={filter((value: string | null) => setType(value as ActivityType | null))}
              clearable
              w={160}
            />
            {everyoneShown && (
              <Select
                aria-label="Period"
                data={PERIOD_OPTIONS}
                value={period}
                onChange={filter((value: string | null) =>
                  setPeriod((value as ActivityPeriod | null) ?? 'all_time'),
                )}
                allowDeselect={false}
                w={190}
              />
            )}
            {everyoneShown && period === 'date_range' && (
              <>
                <TextInput
                  type="date"
                  label="From"
                  value={from}
                  onChange={(event) => filter(setFrom)(event.currentTarget.value)}
                  w={170}
                />
                <TextInput
                  type="date"
                  label="To"
                  value={to}
                  min={from || undefined}
                  onChange={(event) => filter(setTo)(event.currentTarget.value)}
                  error={reversed ? ActivityMessages.rangeOrder : undefined}
                  w={170}
                />
              </>
            )}
          </Group>
        }
      />
      <Suspense fallback={null}>
        {adding && (
          <AddNoteDialog
            onClose={() => setAdding(false)}
            onAdded={() => {
              void queryClient.invalidateQueries({ queryKey: activityKeys.lists() });
              void queryClient.invalidateQueries({ queryKey: consultantActivityKeys.lists() });
            }}
          />
        )}
      </Suspense>
    </>
  );
}
