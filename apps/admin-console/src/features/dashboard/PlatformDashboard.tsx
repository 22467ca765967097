import { Button, Group, Loader, Paper, SimpleGrid, Text } from '@mantine/core';
import { platformStatsQuery } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { useFormat } from '@rendezvous/i18n';
import { PageHeader } from '@rendezvous/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** "March 2027" / "mars 2027". */
const monthOf = (month: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * /dashboard for a platform admin, who has no business of their own: the platform's figures
 * (businesses, admins, appointments this month) instead of one business's users and revenue.
 */
export function PlatformDashboard() {
  const { t } = useTranslation('dashboard');
  const { locale } = useFormat();
  const api = useApi();
  const stats = useQuery(platformStatsQuery(api));
  const month = stats.data ? monthOf(stats.data.month, locale) : undefined;
  return (
    <>
      <PageHeader title={t('page.title')} description={t('platform.description')} />
      {stats.isPending ? (
        <Loader aria-label={t('platform.loading')} />
      ) : stats.isError ? (
        <Group gap="xs">
          <Text size="sm" c="red.8">
            {t('platform.loadError')}
          </Text>
          <Button size="xs" variant="light" onClick={() => void stats.refetch()}>
            {t('retry')}
          </Button>
        </Group>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Figure label={t('platform.businesses')} value={stats.data.businesses} />
          <Figure label={t('platform.admins')} value={stats.data.admins} />
          <Figure
            label={t('platform.appointmentsIn', { month })}
            value={stats.data.appointments_this_month}
          />
        </SimpleGrid>
      )}
    </>
  );
}
