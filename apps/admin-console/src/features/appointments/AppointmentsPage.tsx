import { ActionIcon, Button, Group, Select, Text, Tooltip } from '@mantine/core';
import { appointmentKeys, appointmentListQuery, deleteAppointment } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  APPOINTMENT_PAGE_SIZES,
  APPOINTMENT_STATUSES,
  DEFAULT_PAGE_SIZE,
  formatCalendarDate,
  formatMoney,
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
  formatTime,
  showErrorToast,
  useTimeFormat,
  type DataTableColumn,
  type TimeFormat,
} from '@rendezvous/ui-kit';
import { IconCalendar, IconEdit, IconEye, IconPlus, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useCurrentAdmin } from '../auth/use-current-admin';
import { usePagedSearch } from '../navigation/use-paged-search';
import type { AppointmentDialogMode } from './dialog-props';
import { AppointmentDialog } from './lazy-dialog';

const TimeFormatToggle = lazy(() => import('./time-format-switch').then((m) => ({ default: m.TimeFormatToggle })));

const STATUS_LABELS: Record<AppointmentStatus, string> = {
  active: 'Active',
  completed: 'Completed',
  cancelled: 'Cancelled',
  missed: 'Missed',
};

const customerName = (appointment: Appointment) => appointment.customerable?.full_name ?? '—';

function columns(timeFormat: TimeFormat): DataTableColumn<Appointment>[] {
  return [
    { id: 'customer', header: 'Customer', Cell: ({ row }) => customerName(row.original) },
    { id: 'date', header: 'Date', Cell: ({ row }) => formatCalendarDate(row.original.date) },
    { id: 'start_time', header: 'Start time', Cell: ({ row }) => formatTime(row.original.start_time, timeFormat) },
    { id: 'end_time', header: 'End Time', visibleFrom: 'sm', Cell: ({ row }) => formatTime(row.original.end_time, timeFormat) },
    { id: 'total', header: 'Total', visibleFrom: 'sm', Cell: ({ row }) => formatMoney(row.original.total) },
    {
      id: 'status',
      header: 'Status',
      Cell: ({ row }) => <StatusChip kind="appointment" status={row.original.status} />,
    },
    { id: 'consultant', header: 'Consultant', visibleFrom: 'md', Cell: ({ row }) => row.original.consultant?.admin.full_name ?? '—' },
    {
      id: 'created_at',
      header: 'Created On',
      visibleFrom: 'xl',
      Cell: ({ row }) => <DateTime value={row.original.created_at} />,
    },
  ];
}

/** /appointments: the business's appointments, searchable and filterable, with the appointment dialog. */
export function AppointmentsPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const admin = useCurrentAdmin();
  const { page, setPage, search, searchProps } = usePagedSearch();
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [status, setStatus] = useState<AppointmentStatus | null>(null);
  const [timeFormat, setTimeFormat] = useTimeFormat();
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
  const tableColumns = useMemo(() => columns(timeFormat), [timeFormat]);
  const filtered = Boolean(search || status);

  // Booking is blocked while setup steps are pending (back-office.md §5, §8): say so before the
  // dialog is filled in, not after Save.
  const pendingSteps = admin?.pending_setup_steps?.length ?? 0;
  const openNew = () => {
    if (pendingSteps > 0) showErrorToast(setupBlockMessage(pendingSteps));
    else setDialog({ id: null, mode: 'new' });
  };

  const clearFilters = () => {
    searchProps.onSearch('');
    setStatus(null);
  };

  return (
    <>
      <PageHeader
        title="Appointments"
        description="Every booking, with its customer, consultant, time and status."
        actions={
          <>
            {/* The calendar is a route of its own: its code stays out of this route's bundle. */}
            <Button component={Link} to="/appointments/calendar" variant="default" leftSection={<IconCalendar size={16} aria-hidden />}>
              Calendar
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={openNew}>
              Add New
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
        error={list.isError ? 'The appointments could not be loaded.' : undefined}
        onRetry={() => void list.refetch()}
        emptyText={filtered ? 'No appointment matches your filters.' : 'No appointments yet.'}
        getRowId={(appointment) => String(appointment.id)}
        renderRowActions={(appointment) => (
          <>
            <Tooltip label="View">
              <ActionIcon
                variant="subtle"
                aria-label={`View the appointment of ${customerName(appointment)} on ${appointment.date}`}
                onClick={() => setDialog({ id: appointment.id, mode: 'view' })}
              >
                <IconEye size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Edit">
              <ActionIcon
                variant="subtle"
                aria-label={`Edit the appointment of ${customerName(appointment)} on ${appointment.date}`}
                onClick={() => setDialog({ id: appointment.id, mode: 'edit' })}
              >
                <IconEdit size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Delete">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete the appointment of ${customerName(appointment)} on ${appointment.date}`}
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
              aria-label="Search appointments"
              placeholder="Search by customer name or email"
            />
            <Select
              aria-label="Filter by status"
              placeholder="All statuses"
              data={APPOINTMENT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
              value={status}
              onChange={(value) => {
                setStatus(value as AppointmentStatus | null);
                setPage(1);
              }}
              clearable
              w={170}
            />
            <Button variant="default" onClick={clearFilters} disabled={!filtered}>
              Clear Filters
            </Button>
            <Suspense fallback={null}>
              <TimeFormatToggle value={timeFormat} onChange={setTimeFormat} />
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
        title="Delete appointment"
        message={
          <Text size="sm">
            Delete the appointment of <strong>{deleting ? customerName(deleting) : ''}</strong> on{' '}
            {deleting?.date}? This cannot be undone.
          </Text>
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
