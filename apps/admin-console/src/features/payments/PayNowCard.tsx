import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { paymentQueries } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { PaymentMessages, type PaymentMethod } from '@rendezvous/domain';
import { IconCreditCard } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message';
import { CardSetup } from './CardSetup';
import { brandName } from './brand';

/** The card a pay-now booking will be charged to. */
export type PayNowCardChoice =
  /** The client's saved default card. */
  | { kind: 'saved'; method: PaymentMethod }
  /** A card just confirmed in the form, to save to the customer before the appointment. */
  | { kind: 'new'; paymentMethod: string };

export interface PayNowCardProps {
  customerType: 'user' | 'guest';
  /** The client picked (a guest does not exist yet). */
  customerId: number | null;
  value: PayNowCardChoice | null;
  onChange: (choice: PayNowCardChoice | null) => void;
}

/**
 * The card step of a pay-now booking (back-office spec §4): a guest enters a card (a setup
 * intent without a customer yet); a client's saved default card is used, or a new one is
 * entered for their payment customer. The card is charged when the appointment is completed.
 */
export function PayNowCard({ customerType, customerId, value, onChange }: PayNowCardProps) {
  const { t } = useTranslation('payments');
  const msg = useMessage();
  const api = useApi();
  const [replacing, setReplacing] = useState(false);
  const saved = useQuery({
    ...paymentQueries.methods(api, { customerType: 'user', customerTypeId: customerId ?? 0 }),
    enabled: customerType === 'user' && customerId !== null,
  });
  const defaultCard =
    customerType === 'user'
      ? saved.data?.payment_methods.find((m) => m.is_default === 1 && m.status === 'active')
      : undefined;
  const useSaved = defaultCard !== undefined && !replacing && value?.kind !== 'new';
  useEffect(() => {
    if (useSaved && (value?.kind !== 'saved' || value.method.id !== defaultCard.id)) {
      onChange({ kind: 'saved', method: defaultCard });
    }
  }, [useSaved, defaultCard, value, onChange]);

  if (customerType === 'user' && customerId === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('payNow.pickClient')}
      </Text>
    );
  }
  if (value?.kind === 'new') {
    return (
      <Paper withBorder p="sm" radius="md">
        <Group justify="space-between">
          <Group gap="xs">
            <IconCreditCard size={20} aria-hidden />
            <Text size="sm">{t('payNow.confirmed')}</Text>
          </Group>
          <Button variant="subtle" size="xs" onClick={() => onChange(null)}>
            {t('payNow.another')}
          </Button>
        </Group>
      </Paper>
    );
  }
  if (customerType === 'user' && saved.isPending) {
    return (
      <Center py="sm">
        <Loader size="sm" aria-label={t('payNow.loading')} />
      </Center>
    );
  }
  if (customerType === 'user' && saved.isError) {
    return <Alert color="red">{msg(PaymentMessages.processingError)}</Alert>;
  }
  if (useSaved) {
    return (
      <Paper withBorder p="sm" radius="md">
        <Group justify="space-between">
          <Group gap="xs">
            <IconCreditCard size={20} aria-hidden />
            <Text size="sm">
              {t('payNow.chargedTo', { brand: brandName(defaultCard.brand), last4: defaultCard.identifier })}
            </Text>
            <Badge color="teal" variant="light">
              {t('payNow.default')}
            </Badge>
          </Group>
          <Button
            variant="subtle"
            size="xs"
            onClick={() => {
              setReplacing(true);
              onChange(null);
            }}
          >
            {t('payNow.another')}
          </Button>
        </Group>
      </Paper>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('payNow.forBooking')}
      </Text>
      <CardSetup
        mode="inline"
        merchantCustomerId={saved.data?.merchant_customer?.id}
        submitLabel={t('payNow.confirm')}
        onConfirmed={(intent) => {
          if (intent.payment_method) onChange({ kind: 'new', paymentMethod: intent.payment_method });
        }}
      />
    </Stack>
  );
}
