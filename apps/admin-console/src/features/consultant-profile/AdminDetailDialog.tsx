import { Alert, Button, Center, Loader, Modal } from '@mantine/core';
import { adminQueries } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import type { ProfileTab } from '@rendezvous/domain';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminProfileTabs } from './AdminProfileTabs';

export interface AdminDetailDialogProps {
  /** The admin to show; null keeps the dialog closed. */
  adminId: number | null;
  onClose: () => void;
  /** @default 'profile' */
  initialTab?: ProfileTab;
}

/** Another admin's profile (All Admins, the onboarding banner) in a dialog. */
export function AdminDetailDialog({ adminId, onClose, initialTab = 'profile' }: AdminDetailDialogProps) {
  const api = useApi();
  const [tab, setTab] = useState<ProfileTab>(initialTab);
  const admin = useQuery({ ...adminQueries.detail(api, adminId ?? 0), enabled: adminId !== null });
  const phone = useMediaQuery('(max-width: 36em)');

  return (
    <Modal
      opened={adminId !== null}
      onClose={onClose}
      size="xl"
      fullScreen={phone}
      title={admin.data ? admin.data.full_name : 'Admin'}
    >
      {admin.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading the admin" />
        </Center>
      ) : admin.isError ? (
        <Alert color="red" title="This admin could not be loaded">
          <Button variant="light" color="red" mt="sm" onClick={() => void admin.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <AdminProfileTabs admin={admin.data} tab={tab} onTabChange={setTab} />
      )}
    </Modal>
  );
}
