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
import { QueryState, SecretShownOnce } from './card-parts';

const TEXTS: Record<CalendarFeedScope, { title: string; text: string }> = {
  mine: {
    title: 'Calendar feed',
    text: 'See your appointments in Google Calendar, Apple Calendar or Outlook: subscribe to a private address, which they read again every hour.',
  },
  business: {
    title: 'Business calendar feed',
    text: "See every appointment of the business in Google Calendar, Apple Calendar or Outlook: subscribe to a private address, which they read again every hour.",
  },
};

const day = (iso: string) => new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * A calendar feed of the signed-in admin: make its private address (shown once, to copy into a
 * calendar app), replace it (the old one stops at once, e.g. after sharing it by mistake), or
 * stop it.
 */
export function CalendarFeedCard({ scope }: { scope: CalendarFeedScope }) {
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
  const { title, text } = TEXTS[scope];

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <IconCalendarShare size={22} aria-hidden />
            <Title order={2} size="h5" id={headingId}>
              {title}
            </Title>
          </Group>
          {feed && (
            <Badge color="teal" variant="light">
              On
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
        {!feeds.isSuccess ? (
          <QueryState query={feeds} what="the calendar feed" />
        ) : (
          <>
            {made && made.scope === scope && (
              <Stack gap={4}>
                <SecretShownOnce
                  label="Subscription address"
                  description="Copy it now: it is not shown again. Anyone with it can read these appointments."
                  value={made.url}
                />
              </Stack>
            )}
            {feed && (
              <Text size="sm">
                Made {day(feed.created_at)}; {feed.last_fetched_at ? `last read by a calendar ${day(feed.last_fetched_at)}` : 'not read by a calendar yet'}.
              </Text>
            )}
            {(create.isError || stop.isError) && (
              <Alert color="red" role="alert" title={create.isError ? 'No address was made' : 'The feed was not stopped'}>
                {(create.error ?? stop.error)?.message}
              </Alert>
            )}
            <Group justify="flex-end" gap="xs">
              {feed && (
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  aria-label={`Stop the ${title.toLowerCase()}`}
                  onClick={() => setStopping(true)}
                >
                  Stop
                </Button>
              )}
              <Button variant="light" size="xs" loading={create.isPending} onClick={() => create.mutate()}>
                {feed ? 'Make a new address' : 'Make an address'}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={stopping}
        title={`Stop the ${title.toLowerCase()}`}
        message="Calendars subscribed to its address receive nothing more, and the appointments they show from it go. You can make a new address at any time."
        confirmLabel="Stop"
        onConfirm={() => (feed ? stop.mutateAsync(feed.id) : undefined)}
        onClose={() => setStopping(false)}
      />
    </Card>
  );
}
