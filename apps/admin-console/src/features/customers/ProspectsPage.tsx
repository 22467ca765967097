import { ActionIcon, Badge, Box, Group, Text, Tooltip } from '@mantine/core';
import {
  approveProspect,
  clientKeys,
  prospectKeys,
  prospectQueries,
  updateProspect,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  DEFAULT_PAGE_SIZE,
  PROSPECT_STATUSES,
  canApproveProspect,
  formatDate,
  type Prospect,
  type ProspectSource,
  type ProspectStatus,
} from '@rendezvous/domain';
import {
  ConfirmDialog,
  DataTable,
  DebouncedSearch,
  PageHeader,
  type DataTableColumn,
} from '@rendezvous/ui-kit';
import { IconUserCheck, IconUserX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedSearch } from '../navigation/use-paged-search';
import { FilterSelect, listTableProps } from '../navigation/list-table';
import { strongParts } from './strong-parts';

const STATUS_COLORS: Record<ProspectStatus, string> = {
  new: 'blue',
  approved: 'green',
  declined: 'gray',
};
const sourceLabel = (source: ProspectSource, t: TFunction<'customers'>) => t(`prospects.source.${source}`);

const columnsOf = (t: TFunction<'customers'>): DataTableColumn<Prospect>[] => [
  { accessorKey: 'name', header: t('col.name') },
  { accessorKey: 'email', header: t('col.email') },
  { id: 'phone', header: t('col.phone'), visibleFrom: 'md', Cell: ({ row }) => row.original.phone ?? '—' },
  { id: 'source', header: t('col.source'), visibleFrom: 'lg', Cell: ({ row }) => sourceLabel(row.original.source, t) },
  {
    id: 'status',
    header: t('col.status'),
    Cell: ({ row }) => (
      <Badge variant="light" color={STATUS_COLORS[row.original.status]} miw="max-content">
        {t(`prospects.status.${row.original.status}`)}
      </Badge>
    ),
  },
  {
    id: 'created_at',
    header: t('col.createdOn'),
    visibleFrom: 'lg',
    Cell: ({ row }) => formatDate(row.original.created_at),
  },
];

/** /customers/prospects: people who contacted the business or signed up on its site, to approve as clients. */
export function ProspectsPage() {
  const { t } = useTranslation('customers');
  const columns = useMemo(() => columnsOf(t), [t]);
  const api = useApi();
  const queryClient = useQueryClient();
  const { page, setPage, search, searchProps } = usePagedSearch();
  const [status, setStatus] = useState<ProspectStatus | null>(null);
  const [approving, setApproving] = useState<Prospect | null>(null);
  const [declining, setDeclining] = useState<number | null>(null);
  const list = useQuery(
    prospectQueries.list(api, {
      paginate: DEFAULT_PAGE_SIZE,
      page,
      appendUser: true,
      ...(search ? { search } : {}),
      ...(status ? { status } : {}),
    }),
  );
  const filtered = Boolean(search || status);
  const refresh = () => queryClient.invalidateQueries({ queryKey: prospectKeys.lists() });

  const decline = async (prospect: Prospect) => {
    setDeclining(prospect.id);
    try {
      await updateProspect(api, prospect.id, { status: 'declined' });
      await refresh();
    } catch {
      // The failed call already showed why.
    } finally {
      setDeclining(null);
    }
  };

  return (
    <>
      <PageHeader
        title={t('prospects.title')}
        description={t('prospects.description')}
      />
      {/* On a phone the table scrolls sideways in its frame; the page itself does not. */}
      <Box style={{ overflowX: 'auto' }}>
        <DataTable
          columns={columns}
          {...listTableProps(list, { page, setPage }, { one: 'prospect', many: 'prospects' }, filtered && 'your filters')}
          error={list.isError ? t('prospects.error') : undefined}
          emptyText={filtered ? t('prospects.emptyFiltered') : t('prospects.empty')}
          getRowId={(prospect) => String(prospect.id)}
          renderRowActions={(prospect) => (
            <>
              <Tooltip label={t('prospects.approve')}>
                <ActionIcon
                  aria-label={t('prospects.approveName', { name: prospect.name })}
                  color="green"
                  disabled={!canApproveProspect(prospect)}
                  onClick={() => setApproving(prospect)}
                >
                  <IconUserCheck size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('prospects.decline')}>
                <ActionIcon
                  aria-label={t('prospects.declineName', { name: prospect.name })}
                  color="red"
                  disabled={prospect.status !== 'new'}
                  loading={declining === prospect.id}
                  onClick={() => void decline(prospect)}
                >
                  <IconUserX size={18} />
                </ActionIcon>
              </Tooltip>
            </>
          )}
          toolbar={
            <Group gap="sm" wrap="wrap" style={{ flex: 1 }}>
              <DebouncedSearch
                aria-label={t('prospects.search')}
                placeholder={t('prospects.searchPlaceholder')}
                {...searchProps}
              />
              <FilterSelect
                label={t('filter.status')}
                placeholder={t('filter.allStatuses')}
                options={PROSPECT_STATUSES.map((s) => ({ value: s, label: t(`prospects.status.${s}`) }))}
                value={status}
                onChange={setStatus}
                setPage={setPage}
              />
            </Group>
          }
        />
      </Box>
      <ConfirmDialog
        opened={approving !== null}
        title={t('prospects.approveTitle')}
        confirmLabel={t('prospects.approve')}
        confirmColor="green"
        message={
          <Text size="sm">
            {strongParts(
              t('prospects.approveMessage', {
                name: approving?.name ?? '',
                email: approving?.email ?? '',
              }),
            )}
            {approving?.user_id === null ? ` ${t('prospects.approvePassword')}` : ''}
          </Text>
        }
        onClose={() => setApproving(null)}
        onConfirm={async () => {
          if (!approving) return;
          await approveProspect(api, approving.id);
          await Promise.all([
            refresh(),
            queryClient.invalidateQueries({ queryKey: clientKeys.all }),
          ]);
        }}
      />
    </>
  );
}
