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
import { lazy, Suspense, useState } from 'react';
import { FilterSelect, listTableProps } from '../navigation/list-table';

const InvitePeopleDialog = lazy(() => import('./InvitePeopleDialog').then((m) => ({ default: m.InvitePeopleDialog })));

const STATUS_LABELS: Record<InvitationStatus, string> = { invited: 'Invited', registered: 'Registered' };

const COLUMNS: DataTableColumn<Invitation>[] = [
  { accessorKey: 'email', header: 'Email' },
  {
    accessorKey: 'status',
    header: 'Status',
    Cell: ({ row }) => (
      <StatusChip kind="invitation" status={row.original.status} label={STATUS_LABELS[row.original.status]} />
    ),
  },
  { id: 'admin', header: 'Admin', visibleFrom: 'md', Cell: ({ row }) => row.original.admin?.full_name ?? '—' },
  { id: 'sender', header: 'Sender', visibleFrom: 'lg', Cell: ({ row }) => row.original.sender?.full_name ?? '—' },
  { id: 'last_email_sent', header: 'Last Email Sent', visibleFrom: 'sm', Cell: ({ row }) => <DateTime value={row.original.last_email_sent} /> },
  { id: 'created_at', header: 'Date Created', visibleFrom: 'xl', Cell: ({ row }) => <DateTime value={row.original.created_at} /> },
];

/** /invitations: the business's admin invitations, with the Invite People dialog. */
export function InvitationsPage() {
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
        title="Invitations"
        description="People you have invited to join your team, and where each invitation stands."
        actions={
          <Button leftSection={<IconMailForward size={16} />} onClick={() => setInviting(true)}>
            Invite People
          </Button>
        }
      />
      <DataTable
        columns={COLUMNS}
        {...listTableProps(list, { page, setPage }, { one: 'invitation', many: 'invitations' }, status && 'your filter')}
        getRowId={(invitation) => String(invitation.id)}
        renderRowActions={(invitation) => {
          const open = canChangeInvitation(invitation);
          return (
            <>
              <Tooltip label="Resend">
                <ActionIcon
                  aria-label={`Resend the invitation to ${invitation.email}`}
                  disabled={!open}
                  loading={resending === invitation.id}
                  onClick={() => void resend(invitation)}
                >
                  <IconSend size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Delete">
                <ActionIcon
                  aria-label={`Delete the invitation to ${invitation.email}`}
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
            label="Filter by status"
            placeholder="All statuses"
            options={INVITATION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
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
        title="Delete invitation"
        message={
          <Text size="sm">
            Delete the invitation to <strong>{deleting?.email}</strong>? Its link will stop working.
          </Text>
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
