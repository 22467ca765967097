import { Button } from '@mantine/core';
import { adminKeys, businessKeys, disconnectStripe } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { ConfirmDialog } from '@rendezvous/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

/** Forgets the business's merchant account (POST stripe/disconnect) after a confirmation. */
export function MerchantDisconnectButton({ title }: { title: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="subtle" color="red" size="xs" aria-label={`Disconnect ${title}`} onClick={() => setAsking(true)}>
        Disconnect
      </Button>
      <ConfirmDialog
        opened={asking}
        title={`Disconnect ${title}`}
        message="Customers will no longer be able to pay by card when they book. You can connect again at any time."
        confirmLabel="Disconnect"
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
