import { Button, Group, Loader, Paper, SimpleGrid, Text } from '@mantine/core';
import { platformStatsQuery } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { PageHeader } from '@rendezvous/ui-kit';
import { useQuery } from '@tanstack/react-query';

const MONTH = new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' });

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
  const api = useApi();
  const stats = useQuery(platformStatsQuery(api));
  const month = stats.data ? MONTH.format(new Date(`${stats.data.month}-01T00:00:00Z`)) : undefined;
  return (
    <>
      <PageHeader title="Dashboard" description="The platform at a glance: businesses, admins and bookings." />
      {stats.isPending ? (
        <Loader aria-label="Loading the platform figures" />
      ) : stats.isError ? (
        <Group gap="xs">
          <Text size="sm" c="red.8">
            The platform figures could not be loaded.
          </Text>
          <Button size="xs" variant="light" onClick={() => void stats.refetch()}>
            Retry
          </Button>
        </Group>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Figure label="Businesses" value={stats.data.businesses} />
          <Figure label="Admins" value={stats.data.admins} />
          <Figure label={`Appointments in ${month}`} value={stats.data.appointments_this_month} />
        </SimpleGrid>
      )}
    </>
  );
}
