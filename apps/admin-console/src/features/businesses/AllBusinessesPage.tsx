import { Button, Text } from '@mantine/core';
import { businessQueries, deleteBusiness, updateBusiness } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  BUSINESS_STATUSES,
  BusinessMessages,
  DEFAULT_PAGE_SIZE,
  type Business,
  formatDate,
} from '@rendezvous/domain';
import {
  ConfirmDialog,
  DataTable,
  DebouncedSearch,
  PageHeader,
  RowActions,
  type DataTableColumn,
} from '@rendezvous/ui-kit';
import { IconMailPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useBusinessChanged } from '../business/profile/use-business-changed';
import { usePagedSearch } from '../navigation/use-paged-search';
import { FilterSelect, listTableProps } from '../navigation/list-table';

// The dialogs load their code when first opened: the list shows without them.
const BusinessDialog = lazy(() => import('./BusinessDialog').then((m) => ({ default: m.BusinessDialog })));
const InviteBusinessesDialog = lazy(() =>
  import('./InviteBusinessesDialog').then((m) => ({ default: m.InviteBusinessesDialog })),
);

type Status = Business['status'];

const STATUS_LABELS: Record<Status, string> = {
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
};

const BASE_COLUMNS: DataTableColumn<Business>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'email', header: 'Email', visibleFrom: 'md', Cell: ({ row }) => row.original.email ?? '—' },
  {
    accessorKey: 'created_at',
    header: 'Created On',
    visibleFrom: 'lg',
    Cell: ({ row }) => formatDate(row.original.created_at),
  },
];

/** The status buttons of a row: the current status is pressed; another one changes it. */
function StatusButtons({ business, onChange }: { business: Business; onChange: (status: Status) => void }) {
  return (
    <Button.Group aria-label={`Status of ${business.name}`}>
      {BUSINESS_STATUSES.map((status) => (
        <Button
          key={status}
          size="compact-xs"
          variant={business.status === status ? 'filled' : 'default'}
          aria-pressed={business.status === status}
          onClick={() => business.status !== status && onChange(status)}
        >
          {STATUS_LABELS[status]}
        </Button>
      ))}
    </Button.Group>
  );
}

/** /all-businesses: every business for the platform admin, searchable and filterable. */
export function AllBusinessesPage() {
  const api = useApi();
  const changed = useBusinessChanged();
  const { page, setPage, search, searchProps } = usePagedSearch();
  const [status, setStatus] = useState<Status | null>(null);
  const [viewing, setViewing] = useState<Business | null>(null);
  const [deleting, setDeleting] = useState<Business | null>(null);
  const [inviting, setInviting] = useState(false);

  const list = useQuery(
    businessQueries.list(api, {
      paginate: DEFAULT_PAGE_SIZE,
      page,
      ...(search ? { search } : {}),
      ...(status ? { status } : {}),
      appendServices: true,
      appendDays: true,
      appendAddresses: true,
    }),
  );

  const changeStatus = useCallback(
    async (business: Business, next: Status) => {
      try {
        await updateBusiness(api, business.id, { status: next });
        await changed();
      } catch {
        // The failed call already showed why.
      }
    },
    [api, changed],
  );
  const columns = useMemo<DataTableColumn<Business>[]>(
    () => [
      ...BASE_COLUMNS.slice(0, 2),
      {
        // The pressed button is the current status; the others change it.
        id: 'status',
        header: 'Status',
        enableSorting: false,
        Cell: ({ row }) => (
          <StatusButtons business={row.original} onChange={(next) => void changeStatus(row.original, next)} />
        ),
      },
      ...BASE_COLUMNS.slice(2),
    ],
    [changeStatus],
  );

  return (
    <>
      <PageHeader
        title="All Businesses"
        description="Every business on Rendezvous, with its status and details."
        actions={
          <Button leftSection={<IconMailPlus size={16} />} onClick={() => setInviting(true)}>
            Invite Businesses
          </Button>
        }
      />
      <DataTable
        columns={columns}
        {...listTableProps(list, { page, setPage }, { one: 'business', many: 'businesses' }, (search || status) && 'your filters')}
        getRowId={(business) => String(business.id)}
        renderRowActions={(business) => (
          <RowActions onView={() => setViewing(business)} onDelete={() => setDeleting(business)} />
        )}
        toolbar={
          <>
            <DebouncedSearch
              aria-label="Search businesses"
              placeholder="Search by name or email"
              {...searchProps}
            />
            <FilterSelect
              label="Filter by status"
              placeholder="All statuses"
              options={BUSINESS_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
              value={status}
              onChange={setStatus}
              setPage={setPage}
            />
          </>
        }
      />

      <Suspense fallback={null}>
        {viewing && (
          <BusinessDialog businessId={viewing.id} name={viewing.name} onClose={() => setViewing(null)} />
        )}
        {inviting && <InviteBusinessesDialog opened onClose={() => setInviting(false)} />}
      </Suspense>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete business"
        message={
          <Text size="sm">
            <strong>{deleting?.name}</strong>: {BusinessMessages.deleteConfirm}
          </Text>
        }
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteBusiness(api, deleting.id);
          await changed();
        }}
      />
    </>
  );
}
