import { Badge, Group, Text } from '@mantine/core';
import { paymentQueries } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { formatMoney } from '@rendezvous/domain';
import { useQuery } from '@tanstack/react-query';

const STATUS = {
  succeeded: { label: 'Paid', color: 'teal' },
  processing: { label: 'Processing', color: 'yellow' },
  failed: { label: 'Payment failed', color: 'red' },
} as const;

/** What completing a pay-now appointment charged to the customer's card (nothing before). */
export function AppointmentChargeLine({ appointmentId }: { appointmentId: number }) {
  const api = useApi();
  const charge = useQuery({ ...paymentQueries.charge(api, appointmentId), retry: false });
  if (!charge.data) return null;
  const status = STATUS[charge.data.status];
  return (
    <Group gap="xs">
      <Text size="sm">Card charge: {formatMoney(charge.data.amount)}</Text>
      <Badge color={status.color} variant="light">
        {status.label}
      </Badge>
      {charge.data.failure_message && (
        <Text size="sm" c="red.8">
          {charge.data.failure_message}
        </Text>
      )}
    </Group>
  );
}
