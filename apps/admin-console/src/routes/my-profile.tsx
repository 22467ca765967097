import { Center, Loader, Stack } from '@mantine/core';
import { OnboardingToasts, PROFILE_TABS, type ProfileTab } from '@rendezvous/domain';
import { isConsultant } from '@rendezvous/permissions';
import { PageHeader, showErrorToast } from '@rendezvous/ui-kit';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentAdmin } from '../features/auth/use-current-admin';
import { AdminProfileTabs } from '../features/consultant-profile';
import { translateMessage } from '../i18n/i18n';
import { pickTab } from '../features/navigation/pick-tab';
import { rememberedTab, rememberTab } from '../features/navigation/remembered-tab';

export const Route = createFileRoute('/my-profile')({
  // `tab` selects the tab the onboarding banner's buttons point at.
  validateSearch: (search: Record<string, unknown>): { tab?: ProfileTab } =>
    pickTab(search, PROFILE_TABS),
  component: MyProfilePage,
});

const CONSULTANT_TABS: readonly ProfileTab[] = ['services', 'opening-hours'];

function MyProfilePage() {
  const { t } = useTranslation('profile');
  const admin = useCurrentAdmin();
  const navigate = useNavigate({ from: Route.fullPath });
  const { tab: wanted } = Route.useSearch();
  const tab = wanted ?? rememberedTab('my-profile', PROFILE_TABS, 'profile');
  const refused = admin !== undefined && CONSULTANT_TABS.includes(tab) && !isConsultant(admin);

  useEffect(() => {
    // A link to the consultant tabs for an admin without the role (the tabs are hidden).
    if (refused && wanted) showErrorToast(translateMessage(OnboardingToasts.noConsultantRole));
  }, [refused, wanted]);

  return (
    <Stack gap={0}>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      {admin === undefined ? (
        <Center py="xl">
          <Loader aria-label={t('page.loading')} />
        </Center>
      ) : (
        <AdminProfileTabs
          admin={admin}
          tab={refused ? 'profile' : tab}
          onTabChange={(next) => {
            rememberTab('my-profile', next);
            void navigate({ search: { tab: next }, replace: true });
          }}
        />
      )}
    </Stack>
  );
}
