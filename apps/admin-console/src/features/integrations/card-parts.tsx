import { Alert, Button, CopyButton, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

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
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/**
 * A card's list while it loads ("Loading the API keys…") or after it failed (the reason and
 * Try again); nothing once it is there.
 */
export function QueryState({ query, what }: { query: UseQueryResult<unknown>; what: string }) {
  if (query.isPending) {
    return (
      <Group gap="xs">
        <Loader size="xs" aria-hidden />
        <Text size="sm">Loading {what}…</Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Alert
        color="red"
        role="alert"
        title={`${what.charAt(0).toUpperCase()}${what.slice(1)} could not be loaded`}
      >
        <Group gap="sm">
          <Text size="sm">{query.error.message}</Text>
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            Try again
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
