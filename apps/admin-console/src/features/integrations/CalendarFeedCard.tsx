import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  calendarFeedKeys,
  createCalendarFeed,
  deleteCalendarFeed,
  listCalendarFeeds,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import type { CalendarFeedScope, CreatedCalendarFeed } from '@rendezvous/domain';
import { ConfirmDialog } from '@rendezvous/ui-kit';
import { IconCalendarShare } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message';
import { QueryState, SecretShownOnce, useWhen } from './card-parts';

// Each scope's title, text and stop title are `feed.{scope}.*` in the integrations catalog.

/**
 * A calendar feed of the signed-in admin: make its private address (shown once, to copy into a
 * calendar app), replace it (the old one stops at once, e.g. after sharing it by mistake), or
 * stop it.
 */
export function CalendarFeedCard({ scope }: { scope: CalendarFeedScope }) {
  const { t } = useTranslation('integrations');
  const msg = useMessage();
  const day = useWhen();
  const api = useApi();
  const queryClient = useQueryClient();
  const feeds = useQuery({ queryKey: calendarFeedKeys.all, queryFn: () => listCalendarFeeds(api) });
  const feed = feeds.data?.find((f) => f.scope === scope);
  const [made, setMade] = useState<CreatedCalendarFeed | null>(null);
  const [stopping, setStopping] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: calendarFeedKeys.all });
  const create = useMutation({
    mutationFn: () => createCalendarFeed(api, { scope }),
    onSuccess: (created) => {
      setMade(created);
      void refresh();
    },
  });
  const stop = useMutation({
    mutationFn: (id: number) => deleteCalendarFeed(api, id),
    onSuccess: () => {
      setMade(null);
      void refresh();
    },
  });
  const headingId = `calendar-feed-${scope}`;
  const title = t(`feed.${scope}.title`);
  const stopTitle = t(`feed.${scope}.stopTitle`);

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        {/* As on the integration cards: the badge keeps its word, below the name if need be. */}
        <Group justify="space-between" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconCalendarShare size={22} aria-hidden />
            <Title order={2} size="h5" id={headingId}>
              {title}
            </Title>
          </Group>
          {feed && (
            <Badge color="teal" variant="light" style={{ flexShrink: 0 }}>
              {t('feed.on')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t(`feed.${scope}.text`)}
        </Text>
        {!feeds.isSuccess ? (
          <QueryState query={feeds} what="feed" />
        ) : (
          <>
            {made && made.scope === scope && (
              <Stack gap={4}>
                <SecretShownOnce
                  label={t('feed.address')}
                  description={t('feed.addressHint')}
                  value={made.url}
                />
              </Stack>
            )}
            {feed && (
              <Text size="sm">
                {feed.last_fetched_at
                  ? t('feed.madeRead', { made: day(feed.created_at), read: day(feed.last_fetched_at) })
                  : t('feed.madeUnread', { made: day(feed.created_at) })}
              </Text>
            )}
            {(create.isError || stop.isError) && (
              <Alert color="red" role="alert" title={create.isError ? t('feed.createFailed') : t('feed.stopFailed')}>
                {msg((create.error ?? stop.error)?.message)}
              </Alert>
            )}
            <Group justify="flex-end" gap="xs">
              {feed && (
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  aria-label={stopTitle}
                  onClick={() => setStopping(true)}
                >
                  {t('feed.stop')}
                </Button>
              )}
              <Button variant="light" size="xs" loading={create.isPending} onClick={() => create.mutate()}>
                {feed ? t('feed.newAddress') : t('feed.makeAddress')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={stopping}
        title={stopTitle}
        message={t('feed.stopMessage')}
        confirmLabel={t('feed.stop')}
        onConfirm={() => (feed ? stop.mutateAsync(feed.id) : undefined)}
        onClose={() => setStopping(false)}
      />
    </Card>
  );
}
