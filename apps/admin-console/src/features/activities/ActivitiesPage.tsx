import { Button, Group, Select, TextInput } from '@mantine/core';
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
  ACTIVITY_TYPES,
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
import type { TFunction } from 'i18next';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message';
import { ActivityNoteText } from './ActivityNoteText';

const AddNoteDialog = lazy(() =>
  import('./AddNoteDialog').then((m) => ({ default: m.AddNoteDialog })),
);

type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Everyone's activities, or only those by or about the business's consultants (GET consultant-activities). */
type Concerning = 'everyone' | 'consultants';
const CONCERNING: Concerning[] = ['everyone', 'consultants'];

/**
 * The columns; `name` writes a person's name, where the API's stand-in for someone deleted
 * since ("Deleted admin") reads in the page's language.
 */
const columnsOf = (t: TFunction<'activities'>, name: (text: string) => string): DataTableColumn<Activity>[] => [
  {
    id: 'admin',
    header: t('col.admin'),
    visibleFrom: 'sm',
    Cell: ({ row }) => (row.original.admin ? name(row.original.admin.full_name) : '—'),
  },
  {
    id: 'type',
    header: t('col.type'),
    Cell: ({ row }) => t(`type.${row.original.activity_type}`),
  },
  {
    id: 'note',
    header: t('col.note'),
    Cell: ({ row }) => <ActivityNoteText activity={row.original} />,
  },
  {
    id: 'initiator',
    header: t('col.initiator'),
    visibleFrom: 'md',
    Cell: ({ row }) => name(row.original.initiator.full_name),
  },
  {
    id: 'receiver',
    header: t('col.receiver'),
    visibleFrom: 'lg',
    Cell: ({ row }) => (row.original.receiver ? name(row.original.receiver.full_name) : '—'),
  },
  {
    id: 'created_at',
    header: t('col.date'),
    Cell: ({ row }) => <DateTime value={row.original.created_at} />,
  },
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
  const { t } = useTranslation('activities');
  const msg = useMessage();
  const columns = useMemo(() => columnsOf(t, msg), [t, msg]);
  const typeOptions = useMemo(
    () => ACTIVITY_TYPES.map((value) => ({ value, label: t(`type.${value}`) })),
    [t],
  );
  const periodOptions = useMemo(
    () => ACTIVITY_PERIODS.map((value) => ({ value, label: t(`period.${value}`) })),
    [t],
  );
  const concerningOptions = useMemo(
    () => CONCERNING.map((value) => ({ value, label: t(`concerning.${value}`) })),
    [t],
  );
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
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <Button leftSection={<IconNotes size={16} />} onClick={() => setAdding(true)}>
            {t('page.addNote')}
          </Button>
        }
      />
      <DataTable
        columns={columns}
        data={rows?.data ?? []}
        total={rows?.total ?? 0}
        page={page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPageChange={setPage}
        loading={list.isFetching}
        error={list.isError ? t('list.error') : undefined}
        onRetry={() => void list.refetch()}
        emptyText={filtered ? t('list.emptyFiltered') : t('list.empty')}
        getRowId={(activity) => String(activity.id)}
        toolbar={
          <Group gap="sm" wrap="wrap" align="flex-end">
            <Select
              aria-label={t('concerning.label')}
              data={concerningOptions}
              value={concerning}
              onChange={filter((value: string | null) =>
                setConcerning((value as Concerning | null) ?? 'everyone'),
              )}
              allowDeselect={false}
              w={160}
            />
            {everyoneShown && (
              <Select
                aria-label={t('filter.admin')}
                placeholder={t('filter.allAdmins')}
                data={(admins.data?.data ?? []).map((a) => ({
                  value: String(a.id),
                  label: a.full_name,
                }))}
                value={adminId}
                onChange={filter(setAdminId)}
                searchable
                clearable
                nothingFoundMessage={admins.isError ? t('filter.adminsError') : t('filter.noAdmin')}
                // "Tous les administrateurs" beside the clear button and the chevron.
                w={240}
              />
            )}
            <Select
              aria-label={t('filter.type')}
              placeholder={t('filter.allTypes')}
              data={typeOptions}
              value={type}
              onChange={filter((value: string | null) => setType(value as ActivityType | null))}
              clearable
              w={160}
            />
            {everyoneShown && (
              <Select
                aria-label={t('filter.period')}
                data={periodOptions}
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
                  label={t('filter.from')}
                  value={from}
                  onChange={(event) => filter(setFrom)(event.currentTarget.value)}
                  w={170}
                />
                <TextInput
                  type="date"
                  label={t('filter.to')}
                  value={to}
                  min={from || undefined}
                  onChange={(event) => filter(setTo)(event.currentTarget.value)}
                  error={reversed ? msg(ActivityMessages.rangeOrder) : undefined}
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
