import { Alert, Button, Center, Loader, Modal } from '@mantine/core';
import { businessQueries, inBusiness } from '@rendezvous/api-client';
import { ApiProvider, useApi } from '@rendezvous/api-client/react';
import { BUSINESS_TABS, type BusinessTab } from '@rendezvous/domain';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusinessTabs } from '../business/BusinessTabs';
import { rememberedTab, rememberTab } from '../navigation/remembered-tab';

export interface BusinessDialogProps {
  /** The business to show; null closes the dialog. */
  businessId: number | null;
  /** Its name, for the title while it loads. */
  name?: string;
  onClose: () => void;
}

/** The platform admin's view of one business: the same tabs as the owner's profile page. */
export function BusinessDialog({ businessId, name, onClose }: BusinessDialogProps) {
  const { t } = useTranslation('businesses');
  const api = useApi();
  // The tabs call the API as this business (its X-Business-Id), not the platform admin's own.
  const businessApi = useMemo(
    () => (businessId === null ? api : inBusiness(api, businessId)),
    [api, businessId],
  );
  const narrow = useMediaQuery('(max-width: 48em)');
  // Reopened (for this business or another), the dialog shows the tab last opened in it.
  const [tab, setTab] = useState<BusinessTab>(() =>
    rememberedTab('business-dialog', BUSINESS_TABS, 'profile'),
  );
  const business = useQuery({
    ...businessQueries.detail(api, businessId ?? 0),
    enabled: businessId !== null,
  });

  return (
    <Modal
      opened={businessId !== null}
      onClose={onClose}
      title={business.data?.name ?? name ?? t('dialog.title')}
      size="xl"
      fullScreen={narrow}
    >
      {business.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('dialog.loading')} />
        </Center>
      ) : business.isError ? (
        <Alert color="red" title={t('dialog.loadError')}>
          <Button variant="light" color="red" mt="sm" onClick={() => void business.refetch()}>
            {t('dialog.tryAgain')}
          </Button>
        </Alert>
      ) : (
        <ApiProvider client={businessApi}>
          <BusinessTabs
            business={business.data}
            tab={tab}
            onTabChange={(next) => {
              rememberTab('business-dialog', next);
              setTab(next);
            }}
            showWebsiteManagerLink
            websiteManagerBusinessId={business.data.id}
          />
        </ApiProvider>
      )}
    </Modal>
  );
}
