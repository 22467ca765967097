import { Anchor, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { businessKeys, updateBusiness } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import type { Business } from '@rendezvous/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

export interface GoLiveCardProps {
  business: Business;
  /** The addresses of the business's site, once it has a subdomain: its own, and under the console's. */
  siteUrls: { own: string; local: string } | null;
}

/** Publishes the site at its subdomain (Live) or takes it down (Offline). */
export function GoLiveCard({ business, siteUrls }: GoLiveCardProps) {
  const { t } = useTranslation('website');
  const api = useApi();
  const queryClient = useQueryClient();
  const live = business.is_live === 1;
  const toggle = useMutation({
    mutationFn: (next: boolean) => updateBusiness(api, business.id, { is_live: next ? 1 : 0 }),
    onSuccess: (updated) =>
      queryClient.setQueryData<Business>(businessKeys.detail(business.id), (current) =>
        current ? { ...current, is_live: updated.is_live } : current,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: businessKeys.all }),
  });
  const canGoLive = Boolean(business.subdomain);

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            {t('goLive.title')}
          </Title>
          <Switch
            size="md"
            label={live ? t('goLive.live') : t('goLive.offline')}
            aria-label={t('goLive.title')}
            checked={live}
            disabled={toggle.isPending || (!live && !canGoLive)}
            onChange={(event) => toggle.mutate(event.currentTarget.checked)}
          />
        </Group>
        {!canGoLive ? (
          <Text size="sm" c="dimmed">
            {t('goLive.needsUrl')}
          </Text>
        ) : live && siteUrls ? (
          <Stack gap={4}>
            <Text size="sm">
              {t('goLive.liveAt')}{' '}
              <Anchor href={siteUrls.own} target="_blank" rel="noopener noreferrer">
                {siteUrls.own}
              </Anchor>
            </Text>
            <Text size="xs" c="dimmed">
              {t('goLive.alsoAt')}{' '}
              <Anchor href={siteUrls.local} target="_blank" rel="noopener noreferrer">
                {siteUrls.local}
              </Anchor>
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('goLive.offlineText')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
