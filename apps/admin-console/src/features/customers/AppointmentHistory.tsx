import { Table, Text, Title } from '@mantine/core';
import { appointmentListQuery } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { formatCalendarDate } from '@rendezvous/domain';
import { Money, StatusChip, TimeOfDay } from '@rendezvous/ui-kit';
import { useQuery } from '@tanstack/react-query';

/** A client's or guest's appointments, newest first (the 10 latest). */
export function AppointmentHistory({ customerType, customerId }: { customerType: 'user' | 'guest'; customerId: number }) {
  const api = useApi();
  const history = useQuery(
    appointmentListQuery(api, { customerType, customerId, paginate: 10, appendConsultant: true, appendCustomer: false }),
  );
  return (
    <section aria-labelledby="appointment-history">
      <Title order={3} size="h5" id="appointment-history" mt="md" mb="xs">
        Appointment history
      </Title>
      {history.isPending ? (
        <Text size="sm">Loading appointments…</Text>
      ) : history.isError ? (
        <Text size="sm" c="red.8">The appointments could not be loaded.</Text>
      ) : history.data.data.length === 0 ? (
        <Text size="sm">No appointments yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Time</Table.Th>
                <Table.Th>Consultant</Table.Th>
                <Table.Th>Total</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.data.data.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>{formatCalendarDate(a.date)}</Table.Td>
                  <Table.Td>
                    <TimeOfDay value={a.start_time} />–<TimeOfDay value={a.end_time} />
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
