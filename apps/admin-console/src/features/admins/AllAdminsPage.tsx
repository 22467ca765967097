import { Button, Group, Text } from '@mantine/core';
import { adminListQuery, invitationKeys, referenceQueries } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  ADMIN_STATUS_FILTERS,
  DEFAULT_PAGE_SIZE,
  type Admin,
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
import { IconMailPlus, IconUsersPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/**
 * A role's name in the console's language: "platform_admin" → "Platform admin"; a role the
 * catalog does not know is shown capitalised.
 */
export function roleLabel(name: string, t: TFunction<'admins'>): string {
  const words = name.replaceAll('_', ' ');
  return t(`role.${name}`, { defaultValue: words.charAt(0).toUpperCase() + words.slice(1) });
}

const columnsOf = (t: TFunction<'admins'>): DataTableColumn<Admin>[] => [
  { id: 'name', header: t('col.name'), Cell: ({ row }) => row.original.full_name },
  { accessorKey: 'email', header: t('col.email') },
  {
    id: 'roles',
    header: t('col.roles'),
    visibleFrom: 'sm',
    Cell: ({ row }) => row.original.roles.map((r) => roleLabel(r.name, t)).join(', ') || '—',
  },
  {
    id: 'status',
    header: t('col.status'),
    Cell: ({ row }) => <StatusChip status={row.original.is_active ? 'active' : 'inactive'} />,
  },
  {
    id: 'consultant',
    header: t('col.consultant'),
    visibleFrom: 'lg',
    Cell: ({ row }) => (row.original.consultant ? t('yes') : t('no')),
  },
  {
    accessorKey: 'created_at',
    header: t('col.createdOn'),
    visibleFrom: 'xl',
    Cell: ({ row }) => formatDate(row.original.created_at),
  },
];

/** /all-admins: the business's admins (every business's for a platform admin). */
export function AllAdminsPage() {
  const { t } = useTranslation('admins');
  const columns = useMemo(() => columnsOf(t), [t]);
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
        title={t('page.title')}
        description={t('page.description')}
        actions={
          // Invitations join the inviter's business: an admin without one has none to invite to.
          me?.can_invite && me.business_id !== null ? (
            <Group gap="sm">
              <Button
                variant="light"
                leftSection={<IconUsersPlus size={16} />}
                onClick={() => setInvitingConsultants(true)}
              >
                {t('page.inviteConsultants')}
              </Button>
              <Button onClick={() => setInviting(true)} leftSection={<IconMailPlus size={16} />}>
                {t('page.invitePeople')}
              </Button>
            </Group>
          ) : undefined
        }
      />
      <DataTable
        columns={columns}
        {...listTableProps(
          list,
          { page, setPage },
          { one: 'admin', many: 'admins' },
          filtered && 'your filters',
        )}
        error={list.isError ? t('list.error') : undefined}
        emptyText={filtered ? t('list.emptyFiltered') : t('list.empty')}
        getRowId={(admin) => String(admin.id)}
        renderRowActions={(admin) => <RowActions onView={() => setViewing(admin.id)} />}
        toolbar={
          <Group gap="sm" wrap="wrap" style={{ flex: 1 }}>
            <DebouncedSearch
              aria-label={t('search.label')}
              placeholder={t('search.placeholder')}
              {...searchProps}
            />
            <FilterSelect
              label={t('filter.role')}
              placeholder={t('filter.allRoles')}
              options={(roles.data ?? [])
                .filter((r) => r.type === 'admin')
                .map((r) => ({ value: String(r.id), label: roleLabel(r.name, t) }))}
              value={role}
              onChange={setRole}
              setPage={setPage}
            />
            <FilterSelect
              label={t('filter.status')}
              placeholder={t('filter.allStatuses')}
              options={ADMIN_STATUS_FILTERS.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              value={status}
              onChange={setStatus}
              setPage={setPage}
            />
          </Group>
        }
      />
      {roles.isError && (
        <Text size="sm" c="dimmed" mt="xs">
          {t('rolesError')}
        </Text>
      )}
      <Suspense fallback={null}>
        {viewing !== null && (
          <AdminDetailDialog adminId={viewing} onClose={() => setViewing(null)} />
        )}
        {invitingConsultants && (
          <InviteConsultantsDialog opened onClose={() => setInvitingConsultants(false)} />
        )}
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
