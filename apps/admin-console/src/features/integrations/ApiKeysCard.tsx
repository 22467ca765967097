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
  API_KEY_SCOPES,
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
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/i18n';
import { useMessage } from '../../i18n/use-message';
import { serverFieldErrors } from '../forms/form-errors';
import { ListRow, QueryState, SecretShownOnce, useWhen } from './card-parts';

/** One key of the list: its name, access, last characters, maker and last use. */
function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) {
  const { t } = useTranslation('integrations');
  const when = useWhen();
  return (
    <ListRow
      actions={
        <Button
          variant="subtle"
          color="red"
          size="xs"
          aria-label={t('apiKeys.revokeNamed', { name: apiKey.name })}
          onClick={onRevoke}
        >
          {t('apiKeys.revoke')}
        </Button>
      }
    >
      <Group gap="xs" wrap="wrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {apiKey.name}
        </Text>
        <Badge variant="light" color={apiKey.scope === 'read' ? 'gray' : 'orange'}>
          {t(`apiKeys.scope.${apiKey.scope}`)}
        </Badge>
      </Group>
      <Text size="sm" ff="monospace">
        {apiKeyLabel(apiKey.hint)}
      </Text>
      <Text size="sm" c="dimmed">
        {apiKey.last_used_at
          ? t('apiKeys.madeByUsed', {
              name: apiKey.created_by.full_name,
              made: when(apiKey.created_at),
              used: when(apiKey.last_used_at),
            })
          : t('apiKeys.madeByNever', { name: apiKey.created_by.full_name, made: when(apiKey.created_at) })}
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
  const { t } = useTranslation('integrations');
  const msg = useMessage();
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
    onError: (failure) => {
      const message = serverFieldErrors(failure)?.name;
      setNameError(message ? translateMessage(message) : null);
    },
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
      const message = checked.error.issues.find((issue) => issue.path[0] === 'name')?.message;
      setNameError(message ? translateMessage(message) : null);
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
            {t('apiKeys.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('apiKeys.introBefore')}
          <Anchor href="/api/docs" target="_blank" rel="noopener" size="sm">
            {t('apiKeys.introLink')}
          </Anchor>
          {t('apiKeys.introAfter')}
        </Text>

        <form noValidate onSubmit={submit} aria-label={t('apiKeys.form')}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              ref={keyName}
              label={t('apiKeys.name')}
              description={t('apiKeys.nameHint')}
              required
              maxLength={100}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={nameError}
              style={{ flex: '1 1 14rem' }}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="api-key-scope-label">
                {t('apiKeys.access')}
              </Text>
              <SegmentedControl
                aria-labelledby="api-key-scope-label"
                data={API_KEY_SCOPES.map((value) => ({ value, label: t(`apiKeys.scope.${value}`) }))}
                value={scope}
                onChange={(value) => setScope(value as ApiKeyScope)}
              />
            </Stack>
            <Button type="submit" loading={create.isPending} disabled={full}>
              {t('apiKeys.make')}
            </Button>
          </Group>
        </form>
        {full && (
          <Text size="sm" role="status">
            {msg(ApiKeyMessages.limitReached(API_KEYS_PER_BUSINESS))}
          </Text>
        )}
        {create.isError && !nameError && (
          <Alert color="red" role="alert" title={t('apiKeys.createFailed')}>
            {msg(create.error.message)}
          </Alert>
        )}
        {made && (
          <Alert color="teal" title={t('apiKeys.made', { name: made.name })}>
            <SecretShownOnce
              label={t('apiKeys.key')}
              description={t('apiKeys.keyHint')}
              value={made.key}
            />
          </Alert>
        )}

        {!keys.isSuccess ? (
          <QueryState query={keys} what="apiKeys" />
        ) : keys.data.length === 0 ? (
          <Text size="sm">{t('apiKeys.none')}</Text>
        ) : (
          <Stack
            gap={0}
            component="ul"
            aria-label={t('apiKeys.list')}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {keys.data.map((apiKey) => (
              <KeyRow key={apiKey.id} apiKey={apiKey} onRevoke={() => setRevoking(apiKey)} />
            ))}
          </Stack>
        )}
        {revoke.isError && (
          <Alert color="red" role="alert" title={t('apiKeys.revokeFailed')}>
            {msg(revoke.error.message)}
          </Alert>
        )}
      </Stack>
      <ConfirmDialog
        opened={revoking !== null}
        title={t('apiKeys.revokeNamed', { name: revoking?.name ?? '' })}
        message={t('apiKeys.revokeMessage')}
        confirmLabel={t('apiKeys.revoke')}
        onConfirm={() => (revoking ? revoke.mutateAsync(revoking.id) : undefined)}
        onClose={() => setRevoking(null)}
        // The row just removed took its button with it: the form to add another takes the focus.
        returnFocusTo={keyName}
      />
    </Card>
  );
}
