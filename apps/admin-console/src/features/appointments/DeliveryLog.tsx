import { Alert, Badge, Box, Button, Loader, Stack, Table, Text } from '@mantine/core';
import {
  appointmentDeliveriesQuery,
  appointmentKeys,
  retryAppointmentDelivery,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { formatDateTime, type DeliveryStatus, type MessageDelivery } from '@rendezvous/domain';
import { EmptyState } from '@rendezvous/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

const STATUS: Record<DeliveryStatus, { label: string; color: string }> = {
  scheduled: { label: 'Scheduled', color: 'blue' },
  sending: { label: 'Sending', color: 'blue' },
  sent: { label: 'Sent', color: 'green' },
  superseded: { label: 'Replaced', color: 'gray' },
  skipped: { label: 'Not sent', color: 'gray' },
  failed: { label: 'Failed', color: 'red' },
};

const LANGUAGES: Record<NonNullable<MessageDelivery['language']>, string> = {
  'en-CA': 'English',
  'fr-CA': 'French',
};

/** "Reminder, 24 h before", "Confirmation". */
export function deliveryLabel(delivery: Pick<MessageDelivery, 'step' | 'lead_minutes'>): string {
  switch (delivery.step) {
    case 'confirmation':
      return 'Confirmation';
    case 'change':
      return 'Change notice';
    case 'cancellation':
      return 'Cancellation notice';
    case 'reminder': {
      const minutes = delivery.lead_minutes ?? 0;
      const lead = minutes % 60 === 0 ? `${minutes / 60} h` : `${minutes} min`;
      return `Reminder, ${lead} before`;
    }
  }
}

/**
 * The appointment's delivery log: every message its customer was sent or will be, on which
 * channel, when, where to, in which language and what came of it; a failed one can be sent again.
 */
export function DeliveryLog({ appointmentId }: { appointmentId: number }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const log = useQuery(appointmentDeliveriesQuery(api, appointmentId));
  const [retrying, setRetrying] = useState<number | null>(null);

  const retry = async (delivery: MessageDelivery) => {
    setRetrying(delivery.id);
    try {
      await retryAppointmentDelivery(api, appointmentId, delivery.id);
    } catch {
      // The failed call already said why.
    } finally {
      setRetrying(null);
      await queryClient.invalidateQueries({ queryKey: appointmentKeys.deliveries(appointmentId) });
    }
  };

  if (log.isPending) return <Loader size="sm" aria-label="Loading the messages" />;
  if (log.isError) {
    return (
      <Alert color="red" title="The messages could not be loaded">
        <Button size="xs" variant="light" onClick={() => void log.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (log.data.length === 0) {
    return (
      <EmptyState text="No message to the customer about this appointment: e-mail notifications were off, or it was entered after the fact." />
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        What the customer was sent about this appointment, and what is planned.
      </Text>
      {/* On a phone the log scrolls sideways in its frame, which the keyboard can reach. */}
      <Box tabIndex={0} role="region" aria-label="Delivery log" style={{ overflowX: 'auto' }}>
        <Table striped miw={560} aria-label="Messages to the customer">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Message</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>When</Table.Th>
              <Table.Th>To</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {log.data.map((delivery) => (
              <Table.Tr key={delivery.id}>
                <Table.Td>
                  {deliveryLabel(delivery)}
                  <Text size="xs" c="dimmed">
                    {delivery.channel === 'email' ? 'E-mail' : 'SMS'}
                    {delivery.language ? ` · ${LANGUAGES[delivery.language]}` : ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={STATUS[delivery.status].color} miw="max-content">
                    {STATUS[delivery.status].label}
                  </Badge>
                  {delivery.detail && (
                    <Text size="xs" c="dimmed" mt={4}>
                      {delivery.detail}
                    </Text>
                  )}
                  {delivery.status === 'failed' && (
                    <Button
                      size="xs"
                      variant="light"
                      mt={4}
                      display="block"
                      loading={retrying === delivery.id}
                      onClick={() => void retry(delivery)}
                    >
                      Send again
                    </Button>
                  )}
                </Table.Td>
                <Table.Td>
                  {delivery.sent_at
                    ? `Sent ${formatDateTime(delivery.sent_at)}`
                    : `Due ${formatDateTime(delivery.due_at)}`}
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{delivery.address ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Stack>
  );
}
