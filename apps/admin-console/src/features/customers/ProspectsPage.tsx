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
import { useState } from 'react';
import { usePagedSearch } from '../navigation/use-paged-search';
import { FilterSelect, listTableProps } from '../navigation/list-table';

const STATUS_LABELS: Record<ProspectStatus, string> = {
  new: 'New',
  approved: 'Approved',
  declined: 'Declined',
};
const STATUS_COLORS: Record<ProspectStatus, string> = {
  new: 'blue',
  approved: 'green',
  declined: 'gray',
};
const SOURCE_LABELS: Record<ProspectSource, string> = {
  contact: 'Contact form',
  signup: 'Site sign-up',
};

const COLUMNS: DataTableColumn<Prospect>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'email', header: 'Email' },
  { id: 'phone', header: 'Phone', visibleFrom: 'md', Cell: ({ row }) => row.original.phone ?? '—' },
  { id: 'source', header: 'Source', visibleFrom: 'lg', Cell: ({ row }) => SOURCE_LABELS[row.original.source] },
  {
    id: 'status',
    header: 'Status',
    Cell: ({ row }) => (
      <Badge variant="light" color={STATUS_COLORS[row.original.status]} miw="max-content">
        {STATUS_LABELS[row.original.status]}
      </Badge>
    ),
  },
  {
    id: 'created_at',
    header: 'Created On',
    visibleFrom: 'lg',
    Cell: ({ row }) => formatDate(row.original.created_at),
  },
];

/** /customers/prospects: people who contacted the business or signed up on its site, to approve as clients. */
export function ProspectsPage() {
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
        title="Prospects"
        description="People who wrote through your site's contact form or created an account there, and are not your clients yet."
      />
      {/* On a phone the table scrolls sideways in its frame; the page itself does not. */}
      <Box style={{ overflowX: 'auto' }}>
        <DataTable
          columns={COLUMNS}
          {...listTableProps(list, { page, setPage }, { one: 'prospect', many: 'prospects' }, filtered && 'your filters')}
          getRowId={(prospect) => String(prospect.id)}
          renderRowActions={(prospect) => (
            <>
              <Tooltip label="Approve">
                <ActionIcon
                  aria-label={`Approve ${prospect.name}`}
                  color="green"
                  disabled={!canApproveProspect(prospect)}
                  onClick={() => setApproving(prospect)}
                >
                  <IconUserCheck size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Decline">
                <ActionIcon
                  aria-label={`Decline ${prospect.name}`}
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
                aria-label="Search prospects"
                placeholder="Search by name, email or phone"
                {...searchProps}
              />
              <FilterSelect
                label="Filter by status"
                placeholder="All statuses"
                options={PROSPECT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
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
        title="Approve prospect"
        confirmLabel="Approve"
        confirmColor="green"
        message={
          <Text size="sm">
            Make <strong>{approving?.name}</strong> ({approving?.email}) an active client of your
            business?
            {approving?.user_id === null ? ' They get an e-mail to choose their password.' : ''}
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
