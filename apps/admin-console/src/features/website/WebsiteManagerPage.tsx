import { Alert, Anchor, Button, Center, Loader, SimpleGrid, Stack } from '@mantine/core';
import { businessQueries, siteQueries } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { PageHeader } from '@rendezvous/ui-kit';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentAdmin } from '../auth/use-current-admin';
import { EDITABLE_THEME_IDS } from './constants';
import { GoLiveCard } from './GoLiveCard';
import { SITE_DOMAIN, sitePathUrl, siteUrl } from './site-address';
import { SubdomainCard } from './SubdomainCard';

const ThemeEditor = lazy(() => import('./editor/ThemeEditor'));
const ThemesPanel = lazy(() => import('./ThemesPanel'));

export interface WebsiteManagerPageProps {
  /** The business whose website is managed (a platform admin's choice); the admin's own by default. */
  businessId?: number;
  /** The theme whose editor is open, if any. */
  editing?: number;
  /** The editor's open step, from 0. */
  step?: number;
  /** Opens a theme's editor at a step, or closes it (undefined). */
  onNavigate: (next: { theme?: number; step?: number }) => void;
}

function Pending({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader aria-label={label} />
    </Center>
  );
}

/** The website manager: themes, theme images, the site's address and the Go Live switch; or a theme's editor. */
export function WebsiteManagerPage({
  businessId: chosen,
  editing,
  step = 0,
  onNavigate,
}: WebsiteManagerPageProps) {
  const { t } = useTranslation('website');
  const api = useApi();
  const admin = useCurrentAdmin();
  const businessId = chosen ?? admin?.business_id ?? null;
  const business = useQuery({
    ...businessQueries.detail(api, businessId ?? 0),
    enabled: businessId !== null,
  });
  // The server's SITE_DOMAIN; the one the console was built with until it answers.
  const siteDomain = useQuery(siteQueries.config(api)).data?.site_domain ?? SITE_DOMAIN;
  const inEditor = editing !== undefined && EDITABLE_THEME_IDS.includes(editing);

  const header = inEditor ? (
    <PageHeader
      title={t(`editor.title.${editing}`, { defaultValue: t('editor.fallbackTitle') })}
      description={t('editor.description')}
      actions={
        <Anchor component="button" type="button" onClick={() => onNavigate({})}>
          <IconArrowLeft size={14} aria-hidden /> {t('editor.back')}
        </Anchor>
      }
    />
  ) : (
    <PageHeader title={t('page.title')} description={t('page.description')} />
  );

  if (businessId === null) {
    return (
      <Stack gap={0}>
        {header}
        <Alert color="yellow" title={t('noBusiness.title')}>
          {t('noBusiness.text')}
        </Alert>
      </Stack>
    );
  }

  let body;
  if (business.isPending) {
    body = <Pending label={t('loading.website')} />;
  } else if (business.isError) {
    body = (
      <Alert color="red" title={t('loadError.website')}>
        <Button variant="light" color="red" mt="sm" onClick={() => void business.refetch()}>
          {t('tryAgain')}
        </Button>
      </Alert>
    );
  } else if (inEditor) {
    body = (
      <Suspense fallback={<Pending label={t('loading.editor')} />}>
        <ThemeEditor
          business={business.data}
          themeId={editing}
          step={step}
          onStepChange={(next) => onNavigate({ theme: editing, step: next })}
        />
      </Suspense>
    );
  } else {
    const { subdomain } = business.data;
    const site = subdomain
      ? { own: siteUrl(subdomain, siteDomain), local: sitePathUrl(subdomain) }
      : null;
    body = (
      <Stack gap="lg">
        <Suspense fallback={<Pending label={t('loading.themes')} />}>
          <ThemesPanel
            business={business.data}
            editableThemeIds={EDITABLE_THEME_IDS}
            canPreview={businessId === admin?.business_id}
            onEdit={(theme) => onNavigate({ theme, step: 0 })}
          />
        </Suspense>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <SubdomainCard
            key={business.data.subdomain ?? ''}
            business={business.data}
            siteDomain={siteDomain}
          />
          <GoLiveCard business={business.data} siteUrls={site} />
        </SimpleGrid>
      </Stack>
    );
  }

  return (
    <Stack gap={0}>
      {header}
      {body}
    </Stack>
  );
}
