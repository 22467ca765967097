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
import type { TFunction } from 'i18next';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedSearch } from '../navigation/use-paged-search';
import { listTableProps } from '../navigation/list-table';
import { EraseDialog, PrivacyRowActions, useMayHandlePrivacy, type ErasePerson } from './privacy';

const GuestDialog = lazy(() => import('./GuestDialog').then((m) => ({ default: m.GuestDialog })));

const columnsOf = (t: TFunction<'customers'>): DataTableColumn<Guest>[] => [
  { id: 'name', header: t('col.name'), Cell: ({ row }) => row.original.full_name },
  { accessorKey: 'email', header: t('col.email') },
  { id: 'phone', header: t('col.phone'), visibleFrom: 'md', Cell: ({ row }) => row.original.phone ?? '—' },
  {
    accessorKey: 'created_at',
    header: t('col.createdOn'),
    visibleFrom: 'lg',
    Cell: ({ row }) => formatDate(row.original.created_at),
  },
];

/** /customers/guests: customers who booked without an account. */
export function GuestsPage() {
  const { t } = useTranslation('customers');
  const columns = useMemo(() => columnsOf(t), [t]);
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
      <PageHeader title={t('guests.title')} description={t('guests.description')} />
      <DataTable
        columns={columns}
        {...listTableProps(
          list,
          { page, setPage },
          { one: 'guest', many: 'guests' },
          search && 'your search',
        )}
        error={list.isError ? t('guests.error') : undefined}
        emptyText={search ? t('guests.emptySearch') : t('guests.empty')}
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
            aria-label={t('guests.search')}
            placeholder={t('search.nameOrEmail')}
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
