import { Code, Container, Loader, Text, Title } from '@mantine/core';
import { integrationQueries } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { usePageTitle } from '@rendezvous/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** /zoomverify/verifyzoom.html: the token Zoom's domain verification looks for (ZOOM_VERIFICATION_TOKEN). */
export function ZoomVerification() {
  const { t } = useTranslation('integrations');
  usePageTitle(t('zoom.title'));
  const api = useApi();
  const token = useQuery(integrationQueries.zoomVerification(api));
  return (
    <Container py="xl">
      <Title order={1} size="h4" mb="sm">
        {t('zoom.title')}
      </Title>
      {token.isPending ? (
        <Loader size="sm" aria-label={t('zoom.loading')} />
      ) : token.isError ? (
        <Text c="red">{t('zoom.failed')}</Text>
      ) : token.data.token ? (
        <Code block>{token.data.token}</Code>
      ) : (
        <Text>{t('zoom.none')}</Text>
      )}
    </Container>
  );
}
