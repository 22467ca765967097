import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Code,
  Group,
  Modal,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  updateWebhookEndpoint,
  webhookKeys,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  CreateWebhookEndpointInputSchema,
  WEBHOOK_ENDPOINTS_PER_BUSINESS,
  WEBHOOK_EVENTS,
  WEBHOOK_RETRY_HOURS,
  WebhookMessages,
  type CreateWebhookEndpointInput,
  type CreatedWebhookEndpoint,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@rendezvous/domain';
import { ConfirmDialog } from '@rendezvous/ui-kit';
import { IconWebhook } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/i18n';
import { useMessage } from '../../i18n/use-message';
import { serverFieldErrors } from '../forms/form-errors';
import { ListRow, QueryState, SecretShownOnce, useWhen } from './card-parts';

/** The add form's fields that show their own message. */
type Field = 'url' | 'description' | 'events';
type FieldErrors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['url', 'description', 'events'];

/**
 * First message per form field, from a schema's issue paths or the server's keys ("events.0" →
 * events), in the console's language.
 */
function fieldErrorsOf(entries: [PropertyKey | undefined, string][]): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of entries) {
    const field = String(path ?? '').split('.')[0] as Field;
    if (FIELDS.includes(field) && !errors[field]) errors[field] = translateMessage(message);
  }
  return errors;
}

// Labelled by `deliveries.status.{status}` in the integrations catalog.
const DELIVERY_STATUS_COLOR: Record<WebhookDelivery['status'], string> = {
  pending: 'yellow',
  delivered: 'teal',
  failed: 'red',
};

/** A JSON body laid out to read; anything else as it came. */
function readable(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** The Standard Webhooks headers each delivery carries (protocol names, never translated). */
const [ID_HEADER, TIMESTAMP_HEADER, SIGNATURE_HEADER] = [
  'webhook-id',
  'webhook-timestamp',
  'webhook-signature',
] as const;

// Long bodies wrap inside the dialog rather than scroll sideways.
const CODE_STYLE = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** One endpoint of the list: its address, events and state, with its switch and actions. */
function EndpointRow({
  endpoint,
  enabled,
  onToggle,
  onDeliveries,
  onRemove,
}: {
  endpoint: WebhookEndpoint;
  enabled: boolean;
  onToggle: (enabled: boolean) => void;
  onDeliveries: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('integrations');
  const msg = useMessage();
  const when = useWhen();
  return (
    <ListRow
      gap={4}
      actions={
        <Group gap="xs" wrap="wrap" align="center">
          <Switch
            label={t('webhooks.send')}
            aria-label={t('webhooks.sendTo', { url: endpoint.url })}
            checked={enabled}
            onChange={(event) => onToggle(event.currentTarget.checked)}
          />
          <Button
            variant="subtle"
            size="xs"
            aria-label={t('webhooks.deliveriesOf', { url: endpoint.url })}
            onClick={onDeliveries}
          >
            {t('webhooks.deliveries')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            aria-label={t('webhooks.removeNamed', { url: endpoint.url })}
            onClick={onRemove}
          >
            {t('webhooks.remove')}
          </Button>
        </Group>
      }
    >
      <Group gap="xs" wrap="wrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {endpoint.url}
        </Text>
        {!endpoint.enabled && (
          <Badge variant="light" color="gray">
            {t('webhooks.off')}
          </Badge>
        )}
        {endpoint.failing_since ? (
          <Badge variant="light" color="red">
            {t('webhooks.failingSince', { when: when(endpoint.failing_since) })}
          </Badge>
        ) : (
          endpoint.enabled && (
            <Badge variant="light" color="teal">
              {t('webhooks.on')}
            </Badge>
          )
        )}
      </Group>
      {endpoint.description && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {endpoint.description}
        </Text>
      )}
      <Group gap={4} wrap="wrap">
        {endpoint.events.map((event) => (
          <Badge key={event} size="sm" variant="light" color="gray">
            {t(`webhooks.event.${event}`)}
          </Badge>
        ))}
      </Group>
      {endpoint.disabled_reason && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {msg(endpoint.disabled_reason)}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t('webhooks.addedOn', { when: when(endpoint.created_at) })}
      </Text>
    </ListRow>
  );
}

/** One delivery: event, state, attempts and answer; its request and answer bodies fold out. */
function DeliveryRow({
  delivery,
  resending,
  onResend,
}: {
  delivery: WebhookDelivery;
  resending: boolean;
  onResend: () => void;
}) {
  const { t } = useTranslation('integrations');
  const msg = useMessage();
  const when = useWhen();
  const attempts = t('deliveries.attempts', { count: delivery.attempts });
  return (
    <Stack
      component="li"
      gap={4}
      py="xs"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)', minWidth: 0 }}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{t(`webhooks.event.${delivery.event}`)}</Text>
            <Badge variant="light" color={DELIVERY_STATUS_COLOR[delivery.status]}>
              {t(`deliveries.status.${delivery.status}`)}
            </Badge>
          </Group>
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {delivery.event_id}
          </Text>
        </Stack>
        <Button
          variant="default"
          size="xs"
          aria-label={t('deliveries.resendNamed', { id: delivery.event_id })}
          loading={resending}
          onClick={onResend}
        >
          {t('deliveries.resend')}
        </Button>
      </Group>
      <Text size="sm">
        {attempts}
        {delivery.response_status !== null
          ? t('deliveries.answered', { status: delivery.response_status })
          : t('deliveries.noAnswer')}
        .
      </Text>
      <Text size="sm" c="dimmed">
        {t('deliveries.created', { when: when(delivery.created_at) })}
        {delivery.last_attempt_at &&
          t('deliveries.lastTried', { when: when(delivery.last_attempt_at) })}
        {delivery.next_attempt_at &&
          t('deliveries.nextTry', { when: when(delivery.next_attempt_at) })}
      </Text>
      {delivery.error && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('deliveries.error', { error: msg(delivery.error) })}
        </Text>
      )}
      <details>
        <Text component="summary" size="sm" fw={500} style={{ cursor: 'pointer' }}>
          {t('deliveries.details')}
        </Text>
        <Stack gap={4} mt="xs">
          <Text size="sm" fw={500}>
            {t('deliveries.requestBody')}
          </Text>
          <Code block style={CODE_STYLE}>
            {readable(delivery.request_body)}
          </Code>
          <Text size="sm" fw={500}>
            {t('deliveries.answerBody')}
          </Text>
          {delivery.response_body ? (
            <Code block style={CODE_STYLE}>
              {delivery.response_body}
            </Code>
          ) : (
            <Text size="sm">{t('deliveries.noAnswerBody')}</Text>
          )}
        </Stack>
      </details>
    </Stack>
  );
}

/** The latest deliveries to an endpoint, newest first, each to send again. */
function Deliveries({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('integrations');
  const msg = useMessage();
  const api = useApi();
  const queryClient = useQueryClient();
  const deliveries = useQuery({
    queryKey: webhookKeys.deliveries(endpoint.id),
    queryFn: () => listWebhookDeliveries(api, endpoint.id),
  });
  const resend = useMutation({
    mutationFn: (id: number) => resendWebhookDelivery(api, id),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(endpoint.id) }),
  });

  if (!deliveries.isSuccess) return <QueryState query={deliveries} what="deliveries" />;
  return (
    <Stack gap="sm">
      {resend.isSuccess && (
        <Text size="sm" role="status">
          {msg(WebhookMessages.resent)}
        </Text>
      )}
      {resend.isError && (
        <Alert color="red" role="alert" title={t('deliveries.resendFailed')}>
          {msg(resend.error.message)}
        </Alert>
      )}
      {deliveries.data.length === 0 ? (
        <Text size="sm">{t('deliveries.none')}</Text>
      ) : (
        <Stack
          gap={0}
          component="ul"
          aria-label={t('deliveries.list')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {deliveries.data.map((delivery) => (
            <DeliveryRow
              key={delivery.id}
              delivery={delivery}
              resending={resend.isPending && resend.variables === delivery.id}
              onResend={() => resend.mutate(delivery.id)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Outgoing webhooks of the business (issue 27): add an https endpoint for chosen events (its
 * signing secret shown once to copy), turn it off and on, see what was sent to it and send an
 * event again, and remove it.
 */
export function WebhooksCard() {
  const { t } = useTranslation('integrations');
  const msg = useMessage();
  const api = useApi();
  const queryClient = useQueryClient();
  const endpoints = useQuery({
    queryKey: webhookKeys.all,
    queryFn: () => listWebhookEndpoints(api),
  });
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [made, setMade] = useState<CreatedWebhookEndpoint | null>(null);
  const [removing, setRemoving] = useState<WebhookEndpoint | null>(null);
  const endpointUrl = useRef<HTMLInputElement>(null);
  // The endpoint whose deliveries are shown stays set while the dialog closes, to keep its title.
  const [viewing, setViewing] = useState<WebhookEndpoint | null>(null);
  const [deliveriesOpen, setDeliveriesOpen] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookKeys.all });

  const create = useMutation({
    mutationFn: (input: CreateWebhookEndpointInput) => createWebhookEndpoint(api, input),
    onSuccess: (created) => {
      setMade(created);
      setUrl('');
      setDescription('');
      setEvents([]);
      void refresh();
    },
    onError: (failure) =>
      setErrors(fieldErrorsOf(Object.entries(serverFieldErrors(failure) ?? {}))),
  });
  const toggle = useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      updateWebhookEndpoint(api, id, { enabled }),
    onSuccess: (updated) => {
      queryClient.setQueryData<WebhookEndpoint[]>(webhookKeys.all, (list) =>
        list?.map((endpoint) => (endpoint.id === updated.id ? updated : endpoint)),
      );
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteWebhookEndpoint(api, id),
    onSuccess: (_gone, id) => {
      if (made?.id === id) setMade(null);
      void refresh();
    },
  });
  const full = (endpoints.data?.length ?? 0) >= WEBHOOK_ENDPOINTS_PER_BUSINESS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      url: url.trim(),
      events,
      ...(description.trim() ? { description: description.trim() } : {}),
    };
    const checked = CreateWebhookEndpointInputSchema.safeParse(input);
    if (!checked.success) {
      setErrors(fieldErrorsOf(checked.error.issues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    setErrors({});
    create.mutate(checked.data);
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby="webhooks-title"
      mt="md"
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconWebhook size={22} aria-hidden />
          <Title order={2} size="h5" id="webhooks-title">
            {t('webhooks.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('webhooks.intro1')}
          <Anchor href="https://www.standardwebhooks.com" target="_blank" rel="noopener" size="sm">
            {t('webhooks.introLink')}
          </Anchor>
          {t('webhooks.intro2')}
          <Code>{ID_HEADER}</Code>, <Code>{TIMESTAMP_HEADER}</Code>
          {t('webhooks.introAnd')}
          <Code>{SIGNATURE_HEADER}</Code>
          {t('webhooks.intro3', { hours: WEBHOOK_RETRY_HOURS })}
        </Text>

        <form noValidate onSubmit={submit} aria-label={t('webhooks.form')}>
          <Stack gap="sm">
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                ref={endpointUrl}
                label={t('webhooks.url')}
                placeholder={t('webhooks.urlPlaceholder')}
                type="url"
                inputMode="url"
                required
                value={url}
                onChange={(event) => setUrl(event.currentTarget.value)}
                error={errors.url}
                style={{ flex: '2 1 16rem' }}
              />
              <TextInput
                label={t('webhooks.description')}
                description={t('webhooks.descriptionHint')}
                value={description}
                onChange={(event) => setDescription(event.currentTarget.value)}
                error={errors.description}
                style={{ flex: '1 1 12rem' }}
              />
            </Group>
            <Checkbox.Group
              label={t('webhooks.events')}
              withAsterisk
              value={events}
              onChange={setEvents}
              error={errors.events}
            >
              <Group gap="sm" mt="xs" wrap="wrap">
                {WEBHOOK_EVENTS.map((event) => (
                  <Checkbox key={event} value={event} label={t(`webhooks.event.${event}`)} />
                ))}
              </Group>
            </Checkbox.Group>
            <Group>
              <Button type="submit" loading={create.isPending} disabled={full}>
                {t('webhooks.add')}
              </Button>
            </Group>
          </Stack>
        </form>
        {full && (
          <Text size="sm" role="status">
            {msg(WebhookMessages.limitReached(WEBHOOK_ENDPOINTS_PER_BUSINESS))}
          </Text>
        )}
        {create.isError && Object.keys(errors).length === 0 && (
          <Alert color="red" role="alert" title={t('webhooks.createFailed')}>
            {msg(create.error.message)}
          </Alert>
        )}
        {made && (
          <Alert color="teal" title={t('webhooks.added')}>
            <Stack gap="xs">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('webhooks.sentTo', { url: made.url })}
              </Text>
              <SecretShownOnce
                label={t('webhooks.secret')}
                description={t('webhooks.secretHint')}
                value={made.secret}
              />
            </Stack>
          </Alert>
        )}

        {!endpoints.isSuccess ? (
          <QueryState query={endpoints} what="webhooks" />
        ) : endpoints.data.length === 0 ? (
          <Text size="sm">{t('webhooks.none')}</Text>
        ) : (
          <Stack
            gap={0}
            component="ul"
            aria-label={t('webhooks.list')}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {endpoints.data.map((endpoint) => {
              const switching = toggle.isPending && toggle.variables.id === endpoint.id;
              return (
                <EndpointRow
                  key={endpoint.id}
                  endpoint={endpoint}
                  enabled={switching ? toggle.variables.enabled : endpoint.enabled}
                  onToggle={(enabled) => toggle.mutate({ id: endpoint.id, enabled })}
                  onDeliveries={() => {
                    setViewing(endpoint);
                    setDeliveriesOpen(true);
                  }}
                  onRemove={() => setRemoving(endpoint)}
                />
              );
            })}
          </Stack>
        )}
        {toggle.isError && (
          <Alert color="red" role="alert" title={t('webhooks.toggleFailed')}>
            {msg(toggle.error.message)}
          </Alert>
        )}
        {remove.isError && (
          <Alert color="red" role="alert" title={t('webhooks.removeFailed')}>
            {msg(remove.error.message)}
          </Alert>
        )}
      </Stack>
      <Modal
        opened={deliveriesOpen && viewing !== null}
        onClose={() => setDeliveriesOpen(false)}
        title={t('webhooks.deliveriesTo', { url: viewing?.url ?? '' })}
        size="lg"
        styles={{ title: { overflowWrap: 'anywhere', minWidth: 0 } }}
      >
        {viewing && <Deliveries key={viewing.id} endpoint={viewing} />}
      </Modal>
      <ConfirmDialog
        opened={removing !== null}
        title={t('webhooks.removeTitle', { url: removing?.url ?? '' })}
        message={t('webhooks.removeMessage')}
        confirmLabel={t('webhooks.remove')}
        onConfirm={() => (removing ? remove.mutateAsync(removing.id) : undefined)}
        onClose={() => setRemoving(null)}
        // The row just removed took its button with it: the form to add another takes the focus.
        returnFocusTo={endpointUrl}
      />
    </Card>
  );
}
