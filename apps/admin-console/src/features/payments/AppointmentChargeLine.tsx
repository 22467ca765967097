import { Badge, Group, Text } from '@mantine/core';
import { paymentQueries } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message';
import { useMoney } from '../../i18n/use-money';

// Labelled by `charge.{status}` in the payments catalog.
const STATUS_COLOR = {
  succeeded: 'teal',
  processing: 'yellow',
  failed: 'red',
} as const;

/** What completing a pay-now appointment charged to the customer's card (nothing before). */
export function AppointmentChargeLine({ appointmentId }: { appointmentId: number }) {
  const { t } = useTranslation('payments');
  const msg = useMessage();
  const money = useMoney();
  const api = useApi();
  const charge = useQuery({ ...paymentQueries.charge(api, appointmentId), retry: false });
  if (!charge.data) return null;
  const status = charge.data.status;
  return (
    <Group gap="xs">
      <Text size="sm">{t('charge.line', { amount: money(charge.data.amount) })}</Text>
      <Badge color={STATUS_COLOR[status]} variant="light">
        {t(`charge.${status}`)}
      </Badge>
      {charge.data.failure_message && (
        <Text size="sm" c="red.8">
          {msg(charge.data.failure_message)}
        </Text>
      )}
    </Group>
  );
}
