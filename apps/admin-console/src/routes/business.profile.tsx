import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { businessQueries } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { BUSINESS_TABS, type BusinessTab } from '@rendezvous/domain';
import { PageHeader } from '@rendezvous/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentAdmin } from '../features/auth/use-current-admin';
import { BusinessTabs } from '../features/business/BusinessTabs';
import { pickTab } from '../features/navigation/pick-tab';
import { rememberedTab, rememberTab } from '../features/navigation/remembered-tab';

export const Route = createFileRoute('/business/profile')({
  // `tab` selects the tab the onboarding banner's Fix Now buttons point at.
  validateSearch: (search: Record<string, unknown>): { tab?: BusinessTab } =>
    pickTab(search, BUSINESS_TABS),
  component: BusinessProfilePage,
});

function BusinessProfilePage() {
  const { t } = useTranslation('business');
  const api = useApi();
  const admin = useCurrentAdmin();
  const navigate = useNavigate({ from: Route.fullPath });
  const { tab: wanted } = Route.useSearch();
  const businessId = admin?.business_id ?? null;
  const business = useQuery({
    ...businessQueries.detail(api, businessId ?? 0),
    enabled: businessId !== null,
  });
  const tab = wanted ?? rememberedTab('business', BUSINESS_TABS, 'profile');

  return (
    <Stack gap={0}>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      {business.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('page.loading')} />
        </Center>
      ) : business.isError ? (
        <Alert color="red" title={t('page.loadError')}>
          <Button variant="light" color="red" mt="sm" onClick={() => void business.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Alert>
      ) : (
        <BusinessTabs
          business={business.data}
          tab={tab}
          showWebsiteManagerLink
          onTabChange={(next) => {
            rememberTab('business', next);
            void navigate({ search: { tab: next }, replace: true });
          }}
        />
      )}
    </Stack>
  );
}
