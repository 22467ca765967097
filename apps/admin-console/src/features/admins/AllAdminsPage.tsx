import { Button, Group, Text } from '@mantine/core';
import { adminListQuery, invitationKeys, referenceQueries } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { ADMIN_STATUS_FILTERS, DEFAULT_PAGE_SIZE, type Admin, formatDate } from '@rendezvous/domain';
import { DataTable, DebouncedSearch, PageHeader, RowActions, StatusChip, type DataTableColumn } from '@rendezvous/ui-kit';
import { IconMailPlus, IconUsersPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useCurrentAdmin } from '../auth/use-current-admin';
import { usePagedSearch } from '../navigation/use-paged-search';
import { FilterSelect, listTableProps } from '../navigation/list-table';

// The detail dialog (profile, services, hours, integrations) loads its code when first opened.
const InviteConsultantsDialog = lazy(() =>
  import('./InviteConsultantsDialog').then((m) => ({ default: m.InviteConsultantsDialog })),
);
const InvitePeopleDialog = lazy(() =>
  import('../invitations/InvitePeopleDialog').then((m) => ({ default: m.InvitePeopleDialog })),
);
const AdminDetailDialog = lazy(() =>
  import('../consultant-profile/AdminDetailDialog').then((m) => ({ default: m.AdminDetailDialog })),
);

type Status = (typeof ADMIN_STATUS_FILTERS)[number];
const STATUS_LABELS: Record<Status, string> = { active: 'Active', inactive: 'Inactive' };

/** "platform_admin" → "Platform admin". */
export function roleLabel(name: string): string {
  const words = name.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const COLUMNS: DataTableColumn<Admin>[] = [
  { id: 'name', header: 'Name', Cell: ({ row }) => row.original.full_name },
  { accessorKey: 'email', header: 'Email' },
  {
    id: 'roles',
    header: 'Roles',
    visibleFrom: 'sm',
    Cell: ({ row }) => row.original.roles.map((r) => roleLabel(r.name)).join(', ') || '—',
  },
  {
    id: 'status',
    header: 'Status',
    Cell: ({ row }) => <StatusChip status={row.original.is_active ? 'active' : 'inactive'} />,
  },
  { id: 'consultant', header: 'Consultant', visibleFrom: 'lg', Cell: ({ row }) => (row.original.consultant ? 'Yes' : 'No') },
  {
    accessorKey: 'created_at',
    header: 'Created On',
    visibleFrom: 'xl',
    Cell: ({ row }) => formatDate(row.original.created_at),
  },
];

/** /all-admins: the business's admins (every business's for a platform admin). */
export function AllAdminsPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const me = useCurrentAdmin();
  const { page, setPage, search, searchProps } = usePagedSearch();
  const [status, setStatus] = useState<Status | null>(null);
  const [role, setRole] = useState<string | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [invitingConsultants, setInvitingConsultants] = useState(false);
  const [inviting, setInviting] = useState(false);
  const roles = useQuery(referenceQueries.roles(api));

  const list = useQuery(
    adminListQuery(api, {
      paginate: DEFAULT_PAGE_SIZE,
      page,
      ...(search ? { search } : {}),
      ...(status ? { status } : {}),
      ...(role ? { role: Number(role) } : {}),
      appendConsultant: true,
      appendRoles: true,
    }),
  );
  const filtered = Boolean(search || status || role);

  return (
    <>
      <PageHeader
        title="All Admins"
        description="The people of your team, their roles and their status."
        actions={
          // Invitations join the inviter's business: an admin without one has none to invite to.
          me?.can_invite && me.business_id !== null ? (
            <Group gap="sm">
              <Button variant="light" leftSection={<IconUsersPlus size={16} />} onClick={() => setInvitingConsultants(true)}>
                Invite consultants by e-mail
              </Button>
              <Button onClick={() => setInviting(true)} leftSection={<IconMailPlus size={16} />}>
                Invite people
              </Button>
            </Group>
          ) : undefined
        }
      />
      <DataTable
        columns={COLUMNS}
        {...listTableProps(list, { page, setPage }, { one: 'admin', many: 'admins' }, filtered && 'your filters')}
        getRowId={(admin) => String(admin.id)}
        renderRowActions={(admin) => <RowActions onView={() => setViewing(admin.id)} />}
        toolbar={
          <Group gap="sm" wrap="wrap" style={{ flex: 1 }}>
            <DebouncedSearch
              aria-label="Search admins"
              placeholder="Search by name, email or username"
              {...searchProps}
            />
            <FilterSelect
              label="Filter by role"
              placeholder="All roles"
              options={(roles.data ?? [])
                .filter((r) => r.type === 'admin')
                .map((r) => ({ value: String(r.id), label: roleLabel(r.name) }))}
              value={role}
              onChange={setRole}
              setPage={setPage}
            />
            <FilterSelect
              label="Filter by status"
              placeholder="All statuses"
              options={ADMIN_STATUS_FILTERS.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
              value={status}
              onChange={setStatus}
              setPage={setPage}
            />
          </Group>
        }
      />
      {roles.isError && (
        <Text size="sm" c="dimmed" mt="xs">
          The roles could not be loaded; the role filter is empty.
        </Text>
      )}
      <Suspense fallback={null}>
        {viewing !== null && <AdminDetailDialog adminId={viewing} onClose={() => setViewing(null)} />}
        {invitingConsultants && <InviteConsultantsDialog opened onClose={() => setInvitingConsultants(false)} />}
        {inviting && (
          <InvitePeopleDialog
            opened
            onClose={() => setInviting(false)}
            onSent={() => void queryClient.invalidateQueries({ queryKey: invitationKeys.all })}
          />
        )}
      </Suspense>
    </>
  );
}
