import { guestListQuery } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { DEFAULT_PAGE_SIZE, type Guest, formatDate } from '@rendezvous/domain';
import {
  DataTable,
  DebouncedSearch,
  PageHeader,
  RowActions,
  type DataTableColumn,
} from '@rendezvous/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { usePagedSearch } from '../navigation/use-paged-search';
import { listTableProps } from '../navigation/list-table';
import { EraseDialog, PrivacyRowActions, useMayHandlePrivacy, type ErasePerson } from './privacy';

const GuestDialog = lazy(() => import('./GuestDialog').then((m) => ({ default: m.GuestDialog })));

const COLUMNS: DataTableColumn<Guest>[] = [
  { id: 'name', header: 'Name', Cell: ({ row }) => row.original.full_name },
  { accessorKey: 'email', header: 'Email' },
  { id: 'phone', header: 'Phone', visibleFrom: 'md', Cell: ({ row }) => row.original.phone ?? '—' },
  {
    accessorKey: 'created_at',
    header: 'Created On',
    visibleFrom: 'lg',
    Cell: ({ row }) => formatDate(row.original.created_at),
  },
];

/** /customers/guests: customers who booked without an account. */
export function GuestsPage() {
  const api = useApi();
  const { page, setPage, search, searchProps } = usePagedSearch();
  const [viewing, setViewing] = useState<Guest | null>(null);
  const mayHandlePrivacy = useMayHandlePrivacy('guest');
  const [erasing, setErasing] = useState<ErasePerson | null>(null);
  const list = useQuery(
    guestListQuery(api, { paginate: DEFAULT_PAGE_SIZE, page, ...(search ? { search } : {}) }),
  );

  return (
    <>
      <PageHeader title="Guests" description="Customers who booked without an account." />
      <DataTable
        columns={COLUMNS}
        {...listTableProps(
          list,
          { page, setPage },
          { one: 'guest', many: 'guests' },
          search && 'your search',
        )}
        getRowId={(guest) => String(guest.id)}
        renderRowActions={(guest) => (
          <>
            <RowActions onView={() => setViewing(guest)} />
            {mayHandlePrivacy && (
              <Suspense fallback={null}>
                <PrivacyRowActions
                  subject={{ type: 'guest', id: guest.id }}
                  name={guest.full_name}
                  onErase={() => setErasing({ type: 'guest', id: guest.id, name: guest.full_name })}
                />
              </Suspense>
            )}
          </>
        )}
        toolbar={
          <DebouncedSearch
            aria-label="Search guests"
            placeholder="Search by name or email"
            {...searchProps}
          />
        }
      />
      <Suspense fallback={null}>
        {viewing && <GuestDialog guest={viewing} onClose={() => setViewing(null)} />}
      </Suspense>
      {mayHandlePrivacy && (
        <Suspense fallback={null}>
          <EraseDialog person={erasing} onClose={() => setErasing(null)} />
        </Suspense>
      )}
    </>
  );
}
