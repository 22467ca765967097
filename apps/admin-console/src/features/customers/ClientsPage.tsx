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
import type { TFunction } from 'i18next';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message';
import { usePagedSearch } from '../navigation/use-paged-search';
import { ClientDialog } from './lazy-dialog';
import { FilterSelect, listTableProps } from '../navigation/list-table';
import { EraseDialog, PrivacyRowActions, useMayHandlePrivacy, type ErasePerson } from './privacy';

type Status = (typeof PERSON_STATUSES)[number];

const columnsOf = (t: TFunction<'customers'>): DataTableColumn<Client>[] => [
  { id: 'name', header: t('col.name'), Cell: ({ row }) => row.original.full_name },
  { accessorKey: 'email', header: t('col.email') },
  { id: 'phone', header: t('col.phone'), visibleFrom: 'md', Cell: ({ row }) => row.original.phone ?? '—' },
  {
    id: 'status',
    header: t('col.status'),
    Cell: ({ row }) => <StatusChip status={row.original.status} />,
  },
  {
    accessorKey: 'created_at',
    header: t('col.createdOn'),
    visibleFrom: 'lg',
    Cell: ({ row }) => formatDate(row.original.created_at),
  },
];

/** /customers/clients: the business's clients. */
export function ClientsPage() {
  const { t } = useTranslation('customers');
  const msg = useMessage();
  const columns = useMemo(() => columnsOf(t), [t]);
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
        title={t('clients.title')}
        description={t('clients.description')}
        actions={
          <Button
            leftSection={<IconUserPlus size={16} />}
            onClick={() => setDialog({ clientId: null })}
          >
            {msg(ClientMessages.addNew)}
          </Button>
        }
      />
      <DataTable
        columns={columns}
        {...listTableProps(
          list,
          { page, setPage },
          { one: 'client', many: 'clients' },
          filtered && 'your filters',
        )}
        error={list.isError ? t('clients.error') : undefined}
        emptyText={filtered ? t('clients.emptyFiltered') : t('clients.empty')}
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
              aria-label={t('clients.search')}
              placeholder={t('search.nameOrEmail')}
              {...searchProps}
            />
            <FilterSelect
              label={t('filter.status')}
              placeholder={t('filter.allStatuses')}
              options={PERSON_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
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
