import { ActionIcon, Button, Group, Select, Tooltip } from '@mantine/core';
import { appointmentKeys, appointmentListQuery, deleteAppointment } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  APPOINTMENT_PAGE_SIZES,
  APPOINTMENT_STATUSES,
  DEFAULT_PAGE_SIZE,
  formatCalendarDate,
  setupBlockMessage,
  type Appointment,
  type AppointmentStatus,
} from '@rendezvous/domain';
import {
  ConfirmDialog,
  DataTable,
  DebouncedSearch,
  PageHeader,
  DateTime,
  StatusChip,
  showErrorToast,
  type DataTableColumn,
} from '@rendezvous/ui-kit';
import { IconCalendar, IconEdit, IconEye, IconPlus, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message';
import { useMoney } from '../../i18n/use-money';
import { useCurrentAdmin } from '../auth/use-current-admin';
import { usePagedSearch } from '../navigation/use-paged-search';
import { useClock } from './clock';
import type { AppointmentDialogMode } from './dialog-props';
import { AppointmentDialog } from './lazy-dialog';

const DeleteAppointmentMessage = lazy(() => import('./DeleteAppointmentMessage'));
const TimeFormatToggle = lazy(() => import('./time-format-switch').then((m) => ({ default: m.TimeFormatToggle })));

const customerName = (appointment: Appointment) => appointment.customerable?.full_name ?? '—';

function columns(
  t: TFunction<'appointments'>,
  money: (cents: number) => string,
  time: (hhmm: string) => string,
): DataTableColumn<Appointment>[] {
  return [
    { id: 'customer', header: t('columns.customer'), Cell: ({ row }) => customerName(row.original) },
    { id: 'date', header: t('columns.date'), Cell: ({ row }) => formatCalendarDate(row.original.date) },
    { id: 'start_time', header: t('columns.start'), Cell: ({ row }) => time(row.original.start_time) },
    { id: 'end_time', header: t('columns.end'), visibleFrom: 'sm', Cell: ({ row }) => time(row.original.end_time) },
    { id: 'total', header: t('columns.total'), visibleFrom: 'sm', Cell: ({ row }) => money(row.original.total) },
    {
      id: 'status',
      header: t('columns.status'),
      Cell: ({ row }) => <StatusChip kind="appointment" status={row.original.status} />,
    },
    { id: 'consultant', header: t('columns.consultant'), visibleFrom: 'md', Cell: ({ row }) => row.original.consultant?.admin.full_name ?? '—' },
    {
      id: 'created_at',
      header: t('columns.created'),
      visibleFrom: 'xl',
      Cell: ({ row }) => <DateTime value={row.original.created_at} />,
    },
  ];
}

/** /appointments: the business's appointments, searchable and filterable, with the appointment dialog. */
export function AppointmentsPage() {
  const { t } = useTranslation('appointments');
  const msg = useMessage();
  const money = useMoney();
  const api = useApi();
  const queryClient = useQueryClient();
  const admin = useCurrentAdmin();
  const { page, setPage, search, searchProps } = usePagedSearch();
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [status, setStatus] = useState<AppointmentStatus | null>(null);
  const clock = useClock();
  const [dialog, setDialog] = useState<{ id: number | null; mode: AppointmentDialogMode } | null>(null);
  const [deleting, setDeleting] = useState<Appointment | null>(null);

  const list = useQuery({
    ...appointmentListQuery(api, {
      paginate: pageSize,
      page,
      ...(search ? { search } : {}),
      ...(status ? { status } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const tableColumns = useMemo(() => columns(t, money, clock.formatTime), [t, money, clock.formatTime]);
  const filtered = Boolean(search || status);

  // Booking is blocked while setup steps are pending (back-office.md §5, §8): say so before the
  // dialog is filled in, not after Save.
  const pendingSteps = admin?.pending_setup_steps?.length ?? 0;
  const openNew = () => {
    if (pendingSteps > 0) showErrorToast(msg(setupBlockMessage(pendingSteps)));
    else setDialog({ id: null, mode: 'new' });
  };

  const clearFilters = () => {
    searchProps.onSearch('');
    setStatus(null);
  };

  return (
    <>
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <>
            {/* The calendar is a route of its own: its code stays out of this route's bundle. */}
            <Button component={Link} to="/appointments/calendar" variant="default" leftSection={<IconCalendar size={16} aria-hidden />}>
              {t('page.calendar')}
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={openNew}>
              {t('page.addNew')}
            </Button>
          </>
        }
      />
      <DataTable
        columns={tableColumns}
        data={list.data?.data ?? []}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        pageSizes={APPOINTMENT_PAGE_SIZES}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        loading={list.isFetching}
        error={list.isError ? t('page.loadError') : undefined}
        onRetry={() => void list.refetch()}
        emptyText={filtered ? t('page.noMatch') : t('page.empty')}
        getRowId={(appointment) => String(appointment.id)}
        renderRowActions={(appointment) => (
          <>
            <Tooltip label={t('actions.view')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('actions.viewLabel', { customer: customerName(appointment), date: appointment.date })}
                onClick={() => setDialog({ id: appointment.id, mode: 'view' })}
              >
                <IconEye size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('actions.edit')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('actions.editLabel', { customer: customerName(appointment), date: appointment.date })}
                onClick={() => setDialog({ id: appointment.id, mode: 'edit' })}
              >
                <IconEdit size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('actions.delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('actions.deleteLabel', { customer: customerName(appointment), date: appointment.date })}
                onClick={() => setDeleting(appointment)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </>
        )}
        toolbar={
          <Group gap="sm" wrap="wrap" style={{ flex: 1 }}>
            <DebouncedSearch
              {...searchProps}
              aria-label={t('filters.search')}
              placeholder={t('filters.searchPlaceholder')}
            />
            <Select
              aria-label={t('filters.status')}
              placeholder={t('filters.allStatuses')}
              data={APPOINTMENT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              value={status}
              onChange={(value) => {
                setStatus(value as AppointmentStatus | null);
                setPage(1);
              }}
              clearable
              w={170}
            />
            <Button variant="default" onClick={clearFilters} disabled={!filtered}>
              {t('filters.clear')}
            </Button>
            <Suspense fallback={null}>
              <TimeFormatToggle value={clock.timeFormat} onChange={clock.setTimeFormat} />
            </Suspense>
          </Group>
        }
      />
      <Suspense fallback={null}>
        {dialog && (
          <AppointmentDialog
            appointmentId={dialog.id}
            mode={dialog.mode}
            opened
            onClose={() => setDialog(null)}
          />
        )}
      </Suspense>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('delete.title')}
        message={
          <Suspense fallback={null}>
            {deleting && (
              <DeleteAppointmentMessage customer={customerName(deleting)} date={deleting.date} />
            )}
          </Suspense>
        }
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteAppointment(api, deleting.id);
          await queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
        }}
      />
    </>
  );
}
