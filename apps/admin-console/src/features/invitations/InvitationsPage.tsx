import { ActionIcon, Button, Text, Tooltip } from '@mantine/core';
import { deleteInvitation, invitationKeys, invitationQueries, resendInvitation } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  DEFAULT_PAGE_SIZE,
  INVITATION_STATUSES,
  canChangeInvitation,
  type Invitation,
  type InvitationStatus,
} from '@rendezvous/domain';
import { ConfirmDialog, DataTable, DateTime, PageHeader, StatusChip, type DataTableColumn } from '@rendezvous/ui-kit';
import { IconMailForward, IconSend, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { strongParts } from '../customers/strong-parts';
import { FilterSelect, listTableProps } from '../navigation/list-table';

const InvitePeopleDialog = lazy(() => import('./InvitePeopleDialog').then((m) => ({ default: m.InvitePeopleDialog })));

const columnsOf = (t: TFunction<'invitations'>): DataTableColumn<Invitation>[] => [
  { accessorKey: 'email', header: t('col.email') },
  {
    accessorKey: 'status',
    header: t('col.status'),
    Cell: ({ row }) => (
      <StatusChip kind="invitation" status={row.original.status} label={t(`status.${row.original.status}`)} />
    ),
  },
  { id: 'admin', header: t('col.admin'), visibleFrom: 'md', Cell: ({ row }) => row.original.admin?.full_name ?? '—' },
  { id: 'sender', header: t('col.sender'), visibleFrom: 'lg', Cell: ({ row }) => row.original.sender?.full_name ?? '—' },
  { id: 'last_email_sent', header: t('col.lastEmailSent'), visibleFrom: 'sm', Cell: ({ row }) => <DateTime value={row.original.last_email_sent} /> },
  { id: 'created_at', header: t('col.createdOn'), visibleFrom: 'xl', Cell: ({ row }) => <DateTime value={row.original.created_at} /> },
];

/** /invitations: the business's admin invitations, with the Invite People dialog. */
export function InvitationsPage() {
  const { t } = useTranslation('invitations');
  const columns = useMemo(() => columnsOf(t), [t]);
  const api = useApi();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<InvitationStatus | null>(null);
  const [inviting, setInviting] = useState(false);
  const [deleting, setDeleting] = useState<Invitation | null>(null);
  const [resending, setResending] = useState<number | null>(null);

  const list = useQuery(
    invitationQueries.list(api, { paginate: DEFAULT_PAGE_SIZE, page, filterByBusiness: true, ...(status ? { status } : {}) }),
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: invitationKeys.lists() });

  const resend = async (invitation: Invitation) => {
    setResending(invitation.id);
    try {
      await resendInvitation(api, invitation.id);
      await refresh();
    } catch {
      // The failed call already showed why.
    } finally {
      setResending(null);
    }
  };

  return (
    <>
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <Button leftSection={<IconMailForward size={16} />} onClick={() => setInviting(true)}>
            {t('page.invite')}
          </Button>
        }
      />
      <DataTable
        columns={columns}
        {...listTableProps(list, { page, setPage }, { one: 'invitation', many: 'invitations' }, status && 'your filter')}
        error={list.isError ? t('list.error') : undefined}
        emptyText={status ? t('list.emptyFiltered') : t('list.empty')}
        getRowId={(invitation) => String(invitation.id)}
        renderRowActions={(invitation) => {
          const open = canChangeInvitation(invitation);
          return (
            <>
              <Tooltip label={t('resend')}>
                <ActionIcon
                  aria-label={t('resendTo', { email: invitation.email })}
                  disabled={!open}
                  loading={resending === invitation.id}
                  onClick={() => void resend(invitation)}
                >
                  <IconSend size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('delete')}>
                <ActionIcon
                  aria-label={t('deleteTo', { email: invitation.email })}
                  color="red"
                  disabled={!open}
                  onClick={() => setDeleting(invitation)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            </>
          );
        }}
        toolbar={
          <FilterSelect
            label={t('filter.status')}
            placeholder={t('filter.allStatuses')}
            options={INVITATION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            value={status}
            onChange={setStatus}
            setPage={setPage}
          />
        }
      />
      <Suspense fallback={null}>
        {inviting && <InvitePeopleDialog opened onClose={() => setInviting(false)} onSent={() => void refresh()} />}
      </Suspense>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('deleteTitle')}
        message={
          <Text size="sm">{strongParts(t('deleteMessage', { email: deleting?.email ?? '' }))}</Text>
        }
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteInvitation(api, deleting.id);
          await refresh();
        }}
      />
    </>
  );
}
