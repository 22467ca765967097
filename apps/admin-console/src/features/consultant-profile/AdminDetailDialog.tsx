import { Alert, Button, Center, Group, Loader, Modal, Text } from '@mantine/core';
import { adminListKeys, adminQueries, deleteAdmin } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import type { Admin, ProfileTab } from '@rendezvous/domain';
import { canManageAdmin, hasPermission, ownsBusiness } from '@rendezvous/permissions';
import { ConfirmDialog } from '@rendezvous/ui-kit';
import { useMediaQuery } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useCurrentAdmin } from '../auth/use-current-admin';
import { AdminProfileTabs } from './AdminProfileTabs';

/**
 * Whether `me` is offered to delete `admin`: never themselves, only someone they may manage
 * (not a higher role) and with the admins/delete grant. The server checks the same, and also
 * keeps a consultant who has appointments (its message says so).
 */
function canDelete(me: Admin | undefined, admin: Admin): boolean {
  return (
    me !== undefined &&
    me.id !== admin.id &&
    canManageAdmin(me, { ...admin, is_owner: ownsBusiness(admin) }) &&
    hasPermission(me, 'admins', 'delete')
  );
}

export interface AdminDetailDialogProps {
  /** The admin to show; null keeps the dialog closed. */
  adminId: number | null;
  onClose: () => void;
  /** @default 'profile' */
  initialTab?: ProfileTab;
}

/** Another admin's profile (All Admins, the onboarding banner) in a dialog. */
export function AdminDetailDialog({
  adminId,
  onClose,
  initialTab = 'profile',
}: AdminDetailDialogProps) {
  const { t } = useTranslation('profile');
  const api = useApi();
  const queryClient = useQueryClient();
  const me = useCurrentAdmin();
  const [tab, setTab] = useState<ProfileTab>(initialTab);
  const [confirming, setConfirming] = useState(false);
  const admin = useQuery({ ...adminQueries.detail(api, adminId ?? 0), enabled: adminId !== null });
  const phone = useMediaQuery('(max-width: 36em)');

  return (
    <Modal
      opened={adminId !== null}
      onClose={onClose}
      size="xl"
      fullScreen={phone}
      title={admin.data ? admin.data.full_name : t('detail.title')}
    >
      {admin.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('detail.loading')} />
        </Center>
      ) : admin.isError ? (
        <Alert color="red" title={t('detail.loadError')}>
          <Button variant="light" color="red" mt="sm" onClick={() => void admin.refetch()}>
            {t('tryAgain')}
          </Button>
        </Alert>
      ) : (
        <>
          <AdminProfileTabs admin={admin.data} tab={tab} onTabChange={setTab} />
          {canDelete(me, admin.data) && (
            <Group justify="flex-end" mt="lg">
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} />}
                onClick={() => setConfirming(true)}
              >
                {t('detail.delete')}
              </Button>
            </Group>
          )}
          <ConfirmDialog
            opened={confirming}
            title={t('detail.deleteTitle')}
            message={
              <Text size="sm">
                <Trans
                  t={t}
                  i18nKey="detail.deleteMessage"
                  values={{ name: admin.data.full_name }}
                  components={{ strong: <strong /> }}
                />
              </Text>
            }
            onClose={() => setConfirming(false)}
            onConfirm={async () => {
              await deleteAdmin(api, admin.data.id);
              await queryClient.invalidateQueries({ queryKey: adminListKeys.all() });
              onClose();
            }}
          />
        </>
      )}
    </Modal>
  );
}
