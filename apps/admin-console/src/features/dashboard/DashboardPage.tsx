import {
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  appointmentListQuery,
  appointmentStatsQuery,
  clientListQuery,
  clientStatsQuery,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { formatCalendarDate } from '@rendezvous/domain';
import { PageHeader, StatusChip, TimeOfDay } from '@rendezvous/ui-kit';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { isPlatformAdmin } from '@rendezvous/permissions';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../i18n/use-money';
import { useCurrentAdmin } from '../auth/use-current-admin';
import { PlatformDashboard } from './PlatformDashboard';
import { AppointmentDialog } from '../appointments/lazy-dialog';
import { ClientDialog } from '../customers/lazy-dialog';
import { ActionsTd, ActionsTh } from '../tables/ActionsCell';
import BarChartCard from './BarChartCard';


function InfoBox({
  label,
  query,
  children,
}: {
  label: string;
  query: UseQueryResult<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} aria-live="polite">
        {query.isPending ? (
          <Loader size="sm" aria-label={t('info.loading', { label })} />
        ) : query.isError ? (
          '—'
        ) : (
          children
        )}
      </Text>
      {query.isError && (
        <Text size="sm" c="red.8">
          {t('info.loadError')}
        </Text>
      )}
    </Paper>
  );
}

function ListCard({
  title,
  query,
  empty,
  children,
}: {
  title: string;
  query: UseQueryResult<{ data: unknown[] }>;
  empty: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {query.isPending ? (
        <Text size="sm">{t('list.loading')}</Text>
      ) : query.isError ? (
        <Group gap="xs">
          <Text size="sm" c="red.8">
            {t('list.loadError')}
          </Text>
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </Group>
      ) : query.data.data.length === 0 ? (
        <Text size="sm">{empty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>{children}</Table.ScrollContainer>
      )}
    </Paper>
  );
}

/**
 * /dashboard: the platform's figures for a platform admin without a business of their own
 * (the business figures would only fail for them), else the business dashboard.
 */
export function DashboardPage() {
  const admin = useCurrentAdmin();
  if (admin && admin.business_id === null && isPlatformAdmin(admin)) return <PlatformDashboard />;
  return <BusinessDashboard />;
}

/**
 * The business dashboard: Total Users, Total Appointments, Total Profit (completed appointments' totals:
 * the spec's constant 0 tells the business nothing), registrations and appointments per month,
 * the 10 newest appointments and clients.
 */
function BusinessDashboard() {
  const { t } = useTranslation('dashboard');
  const money = useMoney();
  const api = useApi();
  const users = useQuery(clientStatsQuery(api));
  const total = useQuery(appointmentStatsQuery(api, 'total'));
  const profit = useQuery(appointmentStatsQuery(api, 'profit'));
  const monthly = useQuery(appointmentStatsQuery(api, 'monthly'));
  const newest = useQuery(
    appointmentListQuery(api, {
      paginate: 10,
      sort: 'desc',
      appendCustomer: true,
      appendConsultant: true,
      appendServices: false,
    }),
  );
  const latestUsers = useQuery(clientListQuery(api, { paginate: 10, sort: 'desc' }));
  const [appointmentId, setAppointmentId] = useState<number | null>(null);
  const [clientId, setClientId] = useState<number | null>(null);

  return (
    <>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <InfoBox label={t('totals.users')} query={users}>
            {users.data?.total}
          </InfoBox>
          <InfoBox label={t('totals.appointments')} query={total}>
            {total.data?.total}
          </InfoBox>
          <InfoBox label={t('totals.profit')} query={profit}>
            {profit.data && (
              <Text span inherit style={{ fontVariantNumeric: 'tabular-nums' }}>
                {money(profit.data.total)}
              </Text>
            )}
          </InfoBox>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {users.data ? (
            <BarChartCard
              title={t('registrations.title')}
              unit={t('registrations.unit')}
              series={users.data.monthly}
            />
          ) : (
            <Text size="sm">
              {users.isError ? t('registrations.loadError') : t('registrations.loading')}
            </Text>
          )}
          {monthly.data ? (
            <BarChartCard
              title={t('monthly.title')}
              unit={t('monthly.unit')}
              series={monthly.data}
            />
          ) : (
            <Text size="sm">
              {monthly.isError ? t('monthly.loadError') : t('monthly.loading')}
            </Text>
          )}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <ListCard
            title={t('newAppointments.title')}
            query={newest}
            empty={t('newAppointments.empty')}
          >
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('col.customer')}</Table.Th>
                  <Table.Th>{t('col.date')}</Table.Th>
                  <Table.Th>{t('col.status')}</Table.Th>
                  <ActionsTh label={t('col.actions')} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {newest.data?.data.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>{a.customerable?.full_name ?? '—'}</Table.Td>
                    <Table.Td>
                      {formatCalendarDate(a.date)} <TimeOfDay value={a.start_time} />
                    </Table.Td>
                    <Table.Td>
                      <StatusChip kind="appointment" status={a.status} />
                    </Table.Td>
                    <ActionsTd>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setAppointmentId(a.id)}
                        aria-label={t('newAppointments.view', {
                          name: a.customerable?.full_name ?? a.date,
                        })}
                      >
                        {t('view')}
                      </Button>
                    </ActionsTd>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ListCard>
          <ListCard
            title={t('latestUsers.title')}
            query={latestUsers}
            empty={t('latestUsers.empty')}
          >
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('col.name')}</Table.Th>
                  <Table.Th>{t('col.email')}</Table.Th>
                  <ActionsTh label={t('col.actions')} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {latestUsers.data?.data.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>{c.full_name}</Table.Td>
                    <Table.Td>{c.email}</Table.Td>
                    <ActionsTd>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setClientId(c.id)}
                        aria-label={t('latestUsers.view', { name: c.full_name })}
                      >
                        {t('view')}
                      </Button>
                    </ActionsTd>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ListCard>
        </SimpleGrid>
      </Stack>
      <Suspense fallback={null}>
        {appointmentId !== null && (
          <AppointmentDialog
            appointmentId={appointmentId}
            mode="view"
            opened
            onClose={() => setAppointmentId(null)}
          />
        )}
        {clientId !== null && (
          <ClientDialog clientId={clientId} opened onClose={() => setClientId(null)} />
        )}
      </Suspense>
    </>
  );
}
