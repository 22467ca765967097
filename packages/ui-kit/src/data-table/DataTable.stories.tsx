import { Button } from '@mantine/core';
import { APPOINTMENT_PAGE_SIZES } from '@rendezvous/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { DebouncedSearch } from '../debounced-search';
import { Money } from '../money';
import { StatusChip } from '../status-chip';
import { DataTable, type DataTableColumn } from './DataTable';
import { makeAppointments, type AppointmentRow } from './fixtures';
import { RowActions } from './RowActions';

const columns: DataTableColumn<AppointmentRow>[] = [
  { accessorKey: 'customer', header: 'Customer' },
  { accessorKey: 'date', header: 'Date' },
  { accessorKey: 'start_time', header: 'Start time' },
  { accessorKey: 'total', header: 'Total', Cell: ({ row }) => <Money cents={row.original.total} /> },
  {
    accessorKey: 'status',
    header: 'Status',
    Cell: ({ row }) => <StatusChip kind="appointment" status={row.original.status} />,
  },
];

const TOTAL = 57;

const meta = {
  title: 'Data/DataTable',
  component: DataTable<AppointmentRow>,
  args: {
    columns,
    data: makeAppointments(10),
    total: TOTAL,
    page: 1,
    pageSize: 10,
    onPageChange: fn(),
    onRowClick: fn(),
    renderRowActions: () => <RowActions onView={fn()} onEdit={fn()} onDelete={fn()} />,
    toolbar: (
      <>
        <DebouncedSearch onSearch={fn()} w={260} />
        <Button leftSection={<IconPlus size={16} />} ml="auto">
          Add New
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof DataTable<AppointmentRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {};

/** Paging and page size drive a fake server. */
export const Paginated: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(1);
    const [pageSize, setPageSize] = useState(10);
    const rows = makeAppointments(Math.min(pageSize, TOTAL - (page - 1) * pageSize), (page - 1) * pageSize);
    return (
      <DataTable
        {...args}
        data={rows}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        pageSizes={APPOINTMENT_PAGE_SIZES}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    );
  },
};

/** First load: skeleton rows. */
export const Loading: Story = { args: { data: [], total: 0, loading: true } };

/** Loading the next page: the current rows stay under an overlay. */
export const Refetching: Story = { args: { loading: true } };

export const Empty: Story = { args: { data: [], total: 0, emptyText: 'No new appointments' } };

export const LoadFailed: Story = {
  args: {
    data: [],
    total: 0,
    error: 'Sorry an error occurred while processing your request. Please try again!',
    onRetry: fn(),
  },
};
