import { Button } from '@mantine/core';
import { adminKeys, businessKeys, disconnectStripe } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { ConfirmDialog } from '@rendezvous/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Forgets the business's merchant account (POST stripe/disconnect) after a confirmation. */
export function MerchantDisconnectButton({ title }: { title: string }) {
  const { t } = useTranslation('payments');
  const api = useApi();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="subtle" color="red" size="xs" aria-label={t('merchant.disconnectNamed', { title })} onClick={() => setAsking(true)}>
        {t('merchant.disconnect')}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t('merchant.disconnectNamed', { title })}
        message={t('merchant.disconnectMessage')}
        confirmLabel={t('merchant.disconnect')}
        onClose={() => setAsking(false)}
        onConfirm={async () => {
          await disconnectStripe(api);
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: businessKeys.all }),
            queryClient.invalidateQueries({ queryKey: adminKeys.all }),
          ]);
        }}
      />
    </>
  );
}
