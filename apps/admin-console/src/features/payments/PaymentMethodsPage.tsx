import { Alert, Badge, Button, Card, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { deletePaymentMethod, paymentKeys, paymentQueries, setDefaultPaymentMethod } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { PaymentMessages, type PaymentMethod } from '@rendezvous/domain';
import { ConfirmDialog, EmptyState, PageHeader } from '@rendezvous/ui-kit';
import { IconCreditCard, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message';
import { brandName } from './brand';
import { CardSetup } from './CardSetup';

const expiry = (t: TFunction, m: PaymentMethod) =>
  m.exp_month && m.exp_year
    ? t('methods.expires', { month: String(m.exp_month).padStart(2, '0'), year: String(m.exp_year).slice(-2) })
    : null;

/** /account/manage-payment-methods: the signed-in admin's saved cards. */
export function PaymentMethodsPage() {
  const { t } = useTranslation('payments');
  const msg = useMessage();
  const api = useApi();
  const queryClient = useQueryClient();
  const methods = useQuery(paymentQueries.methods(api));
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: paymentKeys.all });

  const makeDefault = useMutation({
    mutationFn: (id: number) => setDefaultPaymentMethod(api, id),
    onSettled: refresh,
  });

  const list = methods.data?.payment_methods ?? [];
  return (
    <Stack>
      <PageHeader
        title={t('methods.title')}
        description={t('methods.description')}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            {t('methods.add')}
          </Button>
        }
      />
      {methods.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('methods.loading')} />
        </Center>
      ) : methods.isError ? (
        <Alert color="red" title={t('methods.unavailable')}>
          {msg(PaymentMessages.processingError)}
        </Alert>
      ) : list.length === 0 ? (
        <EmptyState text={msg(PaymentMessages.empty)} icon={<IconCreditCard size={24} aria-hidden />} />
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('methods.list')}>
          {list.map((method) => {
            const label = t('methods.card', { brand: brandName(method.brand), last4: method.identifier });
            return (
              <Card key={method.id} withBorder radius="md" padding="md" component="li" aria-label={label}>
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <Group gap="sm" wrap="nowrap">
                    <IconCreditCard size={28} aria-hidden />
                    <Stack gap={0}>
                      <Group gap="xs">
                        <Text fw={600}>{brandName(method.brand)}</Text>
                        <Text>•••• {method.identifier}</Text>
                        {method.is_default === 1 && (
                          <Badge color="teal" variant="light">
                            {t('methods.default')}
                          </Badge>
                        )}
                      </Group>
                      {expiry(t, method) && (
                        <Text size="sm" c="dimmed">
                          {expiry(t, method)}
                        </Text>
                      )}
                    </Stack>
                  </Group>
                  <Group gap="xs">
                    {method.is_default !== 1 && (
                      <Button
                        variant="light"
                        size="xs"
                        loading={makeDefault.isPending && makeDefault.variables === method.id}
                        onClick={() => makeDefault.mutate(method.id)}
                        aria-label={t('methods.setDefaultNamed', { card: label })}
                      >
                        {t('methods.setDefault')}
                      </Button>
                    )}
                    <Button
                      variant="light"
                      color="red"
                      size="xs"
                      onClick={() => setRemoving(method)}
                      aria-label={t('methods.removeNamed', { card: label })}
                    >
                      {t('methods.remove')}
                    </Button>
                  </Group>
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
      <Modal opened={adding} onClose={() => setAdding(false)} title={t('methods.addTitle')} size={800}>
        {adding && <CardSetup mode="redirect" origin="/account/manage-payment-methods" />}
      </Modal>
      <ConfirmDialog
        opened={removing !== null}
        title={t('methods.removeTitle')}
        message={msg(PaymentMessages.confirmDelete)}
        confirmLabel={t('methods.remove')}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await deletePaymentMethod(api, removing.id);
          await refresh();
        }}
      />
    </Stack>
  );
}
