import { Table, Text, Title } from '@mantine/core';
import { appointmentListQuery } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { formatCalendarDate } from '@rendezvous/domain';
import { Money, StatusChip } from '@rendezvous/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useClock } from '../appointments/clock';

/** A client's or guest's appointments, newest first (the 10 latest). */
export function AppointmentHistory({ customerType, customerId }: { customerType: 'user' | 'guest'; customerId: number }) {
  const { t } = useTranslation('customers');
  const clock = useClock();
  const api = useApi();
  const history = useQuery(
    appointmentListQuery(api, { customerType, customerId, paginate: 10, appendConsultant: true, appendCustomer: false }),
  );
  return (
    <section aria-labelledby="appointment-history">
      <Title order={3} size="h5" id="appointment-history" mt="md" mb="xs">
        {t('history.title')}
      </Title>
      {history.isPending ? (
        <Text size="sm">{t('history.loading')}</Text>
      ) : history.isError ? (
        <Text size="sm" c="red.8">{t('history.error')}</Text>
      ) : history.data.data.length === 0 ? (
        <Text size="sm">{t('history.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('history.col.date')}</Table.Th>
                <Table.Th>{t('history.col.time')}</Table.Th>
                <Table.Th>{t('history.col.consultant')}</Table.Th>
                <Table.Th>{t('history.col.total')}</Table.Th>
                <Table.Th>{t('history.col.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.data.data.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>{formatCalendarDate(a.date)}</Table.Td>
                  <Table.Td>
                    {clock.formatTime(a.start_time)}–{clock.formatTime(a.end_time)}
                  </Table.Td>
                  <Table.Td>{a.consultant?.admin.full_name ?? '—'}</Table.Td>
                  <Table.Td>
                    <Money cents={a.total} />
                  </Table.Td>
                  <Table.Td>
                    <StatusChip kind="appointment" status={a.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
