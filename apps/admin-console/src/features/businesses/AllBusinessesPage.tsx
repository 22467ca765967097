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
import type { TFunction } from 'i18next';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message';
import { useBusinessChanged } from '../business/profile/use-business-changed';
import { usePagedSearch } from '../navigation/use-paged-search';
import { FilterSelect, listTableProps } from '../navigation/list-table';

// The dialogs load their code when first opened: the list shows without them.
const BusinessDialog = lazy(() =>
  import('./BusinessDialog').then((m) => ({ default: m.BusinessDialog })),
);
const InviteBusinessesDialog = lazy(() =>
  import('./InviteBusinessesDialog').then((m) => ({ default: m.InviteBusinessesDialog })),
);

type Status = Business['status'];

const baseColumns = (t: TFunction<'businesses'>): DataTableColumn<Business>[] => [
  { accessorKey: 'name', header: t('col.name') },
  {
    accessorKey: 'email',
    header: t('col.email'),
    visibleFrom: 'md',
    Cell: ({ row }) => row.original.email ?? '—',
  },
  {
    accessorKey: 'created_at',
    header: t('col.createdOn'),
    visibleFrom: 'lg',
    Cell: ({ row }) => formatDate(row.original.created_at),
  },
];

/** The status buttons of a row: the current status is pressed; another one changes it. */
function StatusButtons({
  business,
  onChange,
}: {
  business: Business;
  onChange: (status: Status) => void;
}) {
  const { t } = useTranslation('businesses');
  return (
    <Button.Group aria-label={t('statusOf', { name: business.name })}>
      {BUSINESS_STATUSES.map((status) => (
        <Button
          key={status}
          size="compact-xs"
          variant={business.status === status ? 'filled' : 'default'}
          aria-pressed={business.status === status}
          onClick={() => business.status !== status && onChange(status)}
        >
          {t(`status.${status}`)}
        </Button>
      ))}
    </Button.Group>
  );
}

/** /all-businesses: every business for the platform admin, searchable and filterable. */
export function AllBusinessesPage() {
  const { t } = useTranslation('businesses');
  const msg = useMessage();
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
  const columns = useMemo<DataTableColumn<Business>[]>(() => {
    const base = baseColumns(t);
    return [
      ...base.slice(0, 2),
      {
        // The pressed button is the current status; the others change it.
        id: 'status',
        header: t('col.status'),
        Cell: ({ row }) => (
          <StatusButtons
            business={row.original}
            onChange={(next) => void changeStatus(row.original, next)}
          />
        ),
      },
      ...base.slice(2),
    ];
  }, [changeStatus, t]);

  return (
    <>
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <Button leftSection={<IconMailPlus size={16} />} onClick={() => setInviting(true)}>
            {t('page.invite')}
          </Button>
        }
      />
      <DataTable
        columns={columns}
        {...listTableProps(
          list,
          { page, setPage },
          { one: 'business', many: 'businesses' },
          (search || status) && 'your filters',
        )}
        error={list.isError ? t('list.error') : undefined}
        emptyText={search || status ? t('list.emptyFiltered') : t('list.empty')}
        getRowId={(business) => String(business.id)}
        renderRowActions={(business) => (
          <RowActions onView={() => setViewing(business)} onDelete={() => setDeleting(business)} />
        )}
        toolbar={
          <>
            <DebouncedSearch
              aria-label={t('search.label')}
              placeholder={t('search.placeholder')}
              {...searchProps}
            />
            <FilterSelect
              label={t('filter.status')}
              placeholder={t('filter.allStatuses')}
              options={BUSINESS_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              value={status}
              onChange={setStatus}
              setPage={setPage}
            />
          </>
        }
      />

      <Suspense fallback={null}>
        {viewing && (
          <BusinessDialog
            businessId={viewing.id}
            name={viewing.name}
            onClose={() => setViewing(null)}
          />
        )}
        {inviting && <InviteBusinessesDialog opened onClose={() => setInviting(false)} />}
      </Suspense>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('delete.title')}
        message={
          <Text size="sm">
            <strong>{deleting?.name}</strong>: {msg(BusinessMessages.deleteConfirm)}
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
