import { Alert, Badge, Box, Button, Loader, Stack, Table, Text } from '@mantine/core';
import {
  appointmentDeliveriesQuery,
  appointmentKeys,
  retryAppointmentDelivery,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import type { DeliveryStatus, MessageDelivery } from '@rendezvous/domain';
import { EmptyState, useFormatDateTime } from '@rendezvous/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<DeliveryStatus, string> = {
  scheduled: 'blue',
  sending: 'blue',
  sent: 'green',
  superseded: 'gray',
  skipped: 'gray',
  failed: 'red',
};

/** "Reminder, 24 h before", "Confirmation" (in the console's language). */
export function deliveryLabel(
  t: TFunction<'appointments'>,
  delivery: Pick<MessageDelivery, 'step' | 'lead_minutes'>,
): string {
  if (delivery.step !== 'reminder') return t(`deliveries.step.${delivery.step}`);
  const minutes = delivery.lead_minutes ?? 0;
  const lead = minutes % 60 === 0 ? `${minutes / 60} h` : `${minutes} min`;
  return t('deliveries.step.reminder', { lead });
}

/**
 * The appointment's delivery log: every message its customer was sent or will be, on which
 * channel, when, where to, in which language and what came of it; a failed one can be sent again.
 */
export function DeliveryLog({ appointmentId }: { appointmentId: number }) {
  const { t } = useTranslation('appointments');
  const formatDateTime = useFormatDateTime();
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

  if (log.isPending) return <Loader size="sm" aria-label={t('deliveries.loading')} />;
  if (log.isError) {
    return (
      <Alert color="red" title={t('deliveries.loadError')}>
        <Button size="xs" variant="light" onClick={() => void log.refetch()}>
          {t('deliveries.tryAgain')}
        </Button>
      </Alert>
    );
  }
  if (log.data.length === 0) {
    return (
      <EmptyState text={t('deliveries.empty')} />
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('deliveries.intro')}
      </Text>
      {/* On a phone the log scrolls sideways in its frame, which the keyboard can reach. */}
      <Box tabIndex={0} role="region" aria-label={t('deliveries.region')} style={{ overflowX: 'auto' }}>
        <Table striped miw={560} aria-label={t('deliveries.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('deliveries.columns.message')}</Table.Th>
              <Table.Th>{t('deliveries.columns.status')}</Table.Th>
              <Table.Th>{t('deliveries.columns.when')}</Table.Th>
              <Table.Th>{t('deliveries.columns.to')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {log.data.map((delivery) => (
              <Table.Tr key={delivery.id}>
                <Table.Td>
                  {deliveryLabel(t, delivery)}
                  <Text size="xs" c="dimmed">
                    {t(`deliveries.channel.${delivery.channel === 'email' ? 'email' : 'sms'}`)}
                    {delivery.language ? ` · ${t(`deliveries.language.${delivery.language}`)}` : ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={STATUS_COLORS[delivery.status]} miw="max-content">
                    {t(`deliveries.status.${delivery.status}`)}
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
                      {t('deliveries.sendAgain')}
                    </Button>
                  )}
                </Table.Td>
                <Table.Td>
                  {delivery.sent_at
                    ? t('deliveries.sentAt', { when: formatDateTime(delivery.sent_at) })
                    : t('deliveries.dueAt', { when: formatDateTime(delivery.due_at) })}
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
