import { Button, Group } from '@mantine/core';
import { clientListQuery } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  ClientMessages,
  DEFAULT_PAGE_SIZE,
  PERSON_STATUSES,
  type Client,
  formatDate,
} from '@rendezvous/domain';
import {
  DataTable,
  DebouncedSearch,
  PageHeader,
  RowActions,
  StatusChip,
  type DataTableColumn,
} from '@rendezvous/ui-kit';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { usePagedSearch } from '../navigation/use-paged-search';
import { ClientDialog } from './lazy-dialog';
import { FilterSelect, listTableProps } from '../navigation/list-table';
import { EraseDialog, PrivacyRowActions, useMayHandlePrivacy, type ErasePerson } from './privacy';

type Status = (typeof PERSON_STATUSES)[number];
const STATUS_LABELS: Record<Status, string> = {
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
};

const COLUMNS: DataTableColumn<Client>[] = [
  { id: 'name', header: 'Name', Cell: ({ row }) => row.original.full_name },
  { accessorKey: 'email', header: 'Email' },
  { id: 'phone', header: 'Phone', visibleFrom: 'md', Cell: ({ row }) => row.original.phone ?? '—' },
  {
    id: 'status',
    header: 'Status',
    Cell: ({ row }) => <StatusChip status={row.original.status} />,
  },
  {
    accessorKey: 'created_at',
    header: 'Created On',
    visibleFrom: 'lg',
    Cell: ({ row }) => formatDate(row.original.created_at),
  },
];

/** /customers/clients: the business's clients. */
export function ClientsPage() {
  const api = useApi();
  const { page, setPage, search, searchProps } = usePagedSearch();
  const [status, setStatus] = useState<Status | null>(null);
  const [dialog, setDialog] = useState<{ clientId: number | null } | null>(null);
  const mayHandlePrivacy = useMayHandlePrivacy('user');
  const [erasing, setErasing] = useState<ErasePerson | null>(null);
  const list = useQuery(
    clientListQuery(api, {
      paginate: DEFAULT_PAGE_SIZE,
      page,
      ...(search ? { search } : {}),
      ...(status ? { status } : {}),
    }),
  );
  const filtered = Boolean(search || status);

  return (
    <>
      <PageHeader
        title="Clients"
        description="Customers with an account at your business."
        actions={
          <Button
            leftSection={<IconUserPlus size={16} />}
            onClick={() => setDialog({ clientId: null })}
          >
            {ClientMessages.addNew}
          </Button>
        }
      />
      <DataTable
        columns={COLUMNS}
        {...listTableProps(
          list,
          { page, setPage },
          { one: 'client', many: 'clients' },
          filtered && 'your filters',
        )}
        getRowId={(client) => String(client.id)}
        renderRowActions={(client) => (
          <>
            <RowActions onView={() => setDialog({ clientId: client.id })} />
            {mayHandlePrivacy && (
              <Suspense fallback={null}>
                <PrivacyRowActions
                  subject={{ type: 'user', id: client.id }}
                  name={client.full_name}
                  onErase={() =>
                    setErasing({ type: 'user', id: client.id, name: client.full_name })
                  }
                />
              </Suspense>
            )}
          </>
        )}
        toolbar={
          <Group gap="sm" wrap="wrap" style={{ flex: 1 }}>
            <DebouncedSearch
              aria-label="Search clients"
              placeholder="Search by name or email"
              {...searchProps}
            />
            <FilterSelect
              label="Filter by status"
              placeholder="All statuses"
              options={PERSON_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
              value={status}
              onChange={setStatus}
              setPage={setPage}
            />
          </Group>
        }
      />
      <Suspense fallback={null}>
        {dialog && (
          <ClientDialog clientId={dialog.clientId} opened onClose={() => setDialog(null)} />
        )}
      </Suspense>
      {mayHandlePrivacy && (
        <Suspense fallback={null}>
          <EraseDialog person={erasing} onClose={() => setErasing(null)} />
        </Suspense>
      )}
    </>
  );
}
