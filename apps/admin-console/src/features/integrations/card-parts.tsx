import { Alert, Button, CopyButton, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useFormat } from '@rendezvous/i18n';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A moment (an ISO timestamp) with its date and time in the console's language, on the
 * viewer's clock: "Mar 4, 2026, 3:06 p.m." / "4 mars 2026, 15 h 06". The shared formatters
 * take wall-clock values, so the moment is read on the viewer's clock first.
 */
export function useWhen(): (iso: string) => string {
  const format = useFormat();
  const { t } = useTranslation('integrations');
  return useCallback(
    (iso: string) => {
      const at = new Date(iso);
      return t('moment', {
        date: format.mediumDate(`${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`),
        time: format.time(`${pad(at.getHours())}:${pad(at.getMinutes())}`),
      });
    },
    [format, t],
  );
}

/**
 * A secret shown once (an API key, a signing secret, a feed's address): read-only, selected on
 * focus, with a Copy button.
 */
export function SecretShownOnce({
  label,
  description,
  value,
}: {
  label: string;
  description: string;
  value: string;
}) {
  const { t } = useTranslation('integrations');
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label={label}
        description={description}
        value={value}
        readOnly
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        style={{ flex: 1, minWidth: 0 }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            variant={copied ? 'filled' : 'default'}
            color={copied ? 'teal' : undefined}
            onClick={copy}
          >
            {copied ? t('secret.copied') : t('secret.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/** What a card's list is, for its loading and failure texts. */
export type QueryWhat = 'apiKeys' | 'webhooks' | 'deliveries' | 'feed';

/**
 * A card's list while it loads ("Loading the API keys…") or after it failed (the reason and
 * Try again); nothing once it is there.
 */
export function QueryState({ query, what }: { query: UseQueryResult<unknown>; what: QueryWhat }) {
  const { t } = useTranslation('integrations');
  const msg = useMessage();
  if (query.isPending) {
    return (
      <Group gap="xs">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{t(`query.loading.${what}`)}</Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Alert
        color="red"
        role="alert"
        title={t(`query.failed.${what}`)}
      >
        <Group gap="sm">
          <Text size="sm">{msg(query.error.message)}</Text>
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            {t('query.tryAgain')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return null;
}

/**
 * One item of a card's list (a key, an endpoint): what it is on the left, taking the room, and
 * its actions on the right, which wrap below it on a phone.
 */
export function ListRow({
  children,
  actions,
  gap = 2,
}: {
  children: ReactNode;
  actions: ReactNode;
  gap?: number;
}) {
  return (
    <Group
      component="li"
      justify="space-between"
      align="flex-start"
      wrap="wrap"
      gap="xs"
      py="xs"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Stack gap={gap} style={{ minWidth: 0, flex: '1 1 16rem' }}>
        {children}
      </Stack>
      {actions}
    </Group>
  );
}
