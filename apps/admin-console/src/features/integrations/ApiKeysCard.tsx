import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { apiKeyKeys, createApiKey, deleteApiKey, listApiKeys } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  API_KEY_SCOPE_LABELS,
  API_KEYS_PER_BUSINESS,
  ApiKeyMessages,
  CreateApiKeyInputSchema,
  apiKeyLabel,
  type ApiKey,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@rendezvous/domain';
import { ConfirmDialog } from '@rendezvous/ui-kit';
import { IconKey } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { serverFieldErrors } from '../forms/form-errors';
import { ListRow, QueryState, SecretShownOnce } from './card-parts';

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

const SCOPE_OPTIONS = (Object.entries(API_KEY_SCOPE_LABELS) as [ApiKeyScope, string][]).map(
  ([value, label]) => ({
    value,
    label,
  }),
);

/** One key of the list: its name, access, last characters, maker and last use. */
function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) {
  return (
    <ListRow
      actions={
        <Button
          variant="subtle"
          color="red"
          size="xs"
          aria-label={`Revoke the key ${apiKey.name}`}
          onClick={onRevoke}
        >
          Revoke
        </Button>
      }
    >
      <Group gap="xs" wrap="wrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {apiKey.name}
        </Text>
        <Badge variant="light" color={apiKey.scope === 'read' ? 'gray' : 'orange'}>
          {API_KEY_SCOPE_LABELS[apiKey.scope]}
        </Badge>
      </Group>
      <Text size="sm" ff="monospace">
        {apiKeyLabel(apiKey.hint)}
      </Text>
      <Text size="sm" c="dimmed">
        Made by {apiKey.created_by.full_name} {when(apiKey.created_at)};{' '}
        {apiKey.last_used_at ? `last used ${when(apiKey.last_used_at)}` : 'never used'}
      </Text>
    </ListRow>
  );
}

/**
 * API keys of the business (issue 27): make one (named, read or read-and-write; shown once to
 * copy), see who made each and when it was last used, and revoke it. A key acts as the admin
 * who made it; its uses are in Activities.
 */
export function ApiKeysCard() {
  const api = useApi();
  const queryClient = useQueryClient();
  const keys = useQuery({ queryKey: apiKeyKeys.all, queryFn: () => listApiKeys(api) });
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [nameError, setNameError] = useState<string | null>(null);
  const [made, setMade] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const keyName = useRef<HTMLInputElement>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all });
  const create = useMutation({
    mutationFn: () => createApiKey(api, { name, scope }),
    onSuccess: (created) => {
      setMade(created);
      setName('');
      void refresh();
    },
    onError: (failure) => setNameError(serverFieldErrors(failure)?.name ?? null),
  });
  const revoke = useMutation({
    mutationFn: (id: number) => deleteApiKey(api, id),
    onSuccess: (_gone, id) => {
      if (made?.id === id) setMade(null);
      void refresh();
    },
  });
  const full = (keys.data?.length ?? 0) >= API_KEYS_PER_BUSINESS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = CreateApiKeyInputSchema.safeParse({ name, scope });
    if (!checked.success) {
      setNameError(checked.error.issues.find((issue) => issue.path[0] === 'name')?.message ?? null);
      return;
    }
    setNameError(null);
    create.mutate();
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby="api-keys-title"
      mt="md"
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconKey size={22} aria-hidden />
          <Title order={2} size="h5" id="api-keys-title">
            API keys
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          Let another program (an accounting export, a CRM, a script) use this business&apos;s data
          through the{' '}
          <Anchor href="/api/docs" target="_blank" rel="noopener" size="sm">
            API
          </Anchor>
          . A key acts as you, with your roles; a read-only key can only read. Every use is listed
          in Activities.
        </Text>

        <form noValidate onSubmit={submit} aria-label="Make an API key">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              ref={keyName}
              label="Key name"
              description="What will use it, to recognise it later"
              required
              maxLength={100}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={nameError}
              style={{ flex: '1 1 14rem' }}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="api-key-scope-label">
                Access
              </Text>
              <SegmentedControl
                aria-labelledby="api-key-scope-label"
                data={SCOPE_OPTIONS}
                value={scope}
                onChange={(value) => setScope(value as ApiKeyScope)}
              />
            </Stack>
            <Button type="submit" loading={create.isPending} disabled={full}>
              Make a key
            </Button>
          </Group>
        </form>
        {full && (
          <Text size="sm" role="status">
            {ApiKeyMessages.limitReached(API_KEYS_PER_BUSINESS)}
          </Text>
        )}
        {create.isError && !nameError && (
          <Alert color="red" role="alert" title="No key was made">
            {create.error.message}
          </Alert>
        )}
        {made && (
          <Alert color="teal" title={`Key “${made.name}” made`}>
            <SecretShownOnce
              label="API key"
              description="Copy it now: it is not shown again. Send it as Authorization: Bearer."
              value={made.key}
            />
          </Alert>
        )}

        {!keys.isSuccess ? (
          <QueryState query={keys} what="the API keys" />
        ) : keys.data.length === 0 ? (
          <Text size="sm">No API keys yet.</Text>
        ) : (
          <Stack
            gap={0}
            component="ul"
            aria-label="API keys"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {keys.data.map((apiKey) => (
              <KeyRow key={apiKey.id} apiKey={apiKey} onRevoke={() => setRevoking(apiKey)} />
            ))}
          </Stack>
        )}
        {revoke.isError && (
          <Alert color="red" role="alert" title="The key was not revoked">
            {revoke.error.message}
          </Alert>
        )}
      </Stack>
      <ConfirmDialog
        opened={revoking !== null}
        title={`Revoke the key ${revoking?.name ?? ''}`}
        message="Programs using it are refused from their next request. This cannot be undone: make a new key to let them in again."
        confirmLabel="Revoke"
        onConfirm={() => (revoking ? revoke.mutateAsync(revoking.id) : undefined)}
        onClose={() => setRevoking(null)}
        // The row just removed took its button with it: the form to add another takes the focus.
        returnFocusTo={keyName}
      />
    </Card>
  );
}
