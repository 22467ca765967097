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
  WEBHOOK_EVENT_LABELS,
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
import { serverFieldErrors } from '../forms/form-errors';
import { ListRow, QueryState, SecretShownOnce } from './card-parts';

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/** The add form's fields that show their own message. */
type Field = 'url' | 'description' | 'events';
type FieldErrors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['url', 'description', 'events'];

/** First message per form field, from a schema's issue paths or the server's keys ("events.0" → events). */
function fieldErrorsOf(entries: [PropertyKey | undefined, string][]): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of entries) {
    const field = String(path ?? '').split('.')[0] as Field;
    if (FIELDS.includes(field) && !errors[field]) errors[field] = message;
  }
  return errors;
}

const DELIVERY_STATUS: Record<WebhookDelivery['status'], { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'yellow' },
  delivered: { label: 'Delivered', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
};

/** A JSON body laid out to read; anything else as it came. */
function readable(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

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
  return (
    <ListRow
      gap={4}
      actions={
        <Group gap="xs" wrap="wrap" align="center">
          <Switch
            label="Send events"
            aria-label={`Send events to ${endpoint.url}`}
            checked={enabled}
            onChange={(event) => onToggle(event.currentTarget.checked)}
          />
          <Button
            variant="subtle"
            size="xs"
            aria-label={`Deliveries of ${endpoint.url}`}
            onClick={onDeliveries}
          >
            Deliveries
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            aria-label={`Remove ${endpoint.url}`}
            onClick={onRemove}
          >
            Remove
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
            Off
          </Badge>
        )}
        {endpoint.failing_since ? (
          <Badge variant="light" color="red">
            Failing since {when(endpoint.failing_since)}
          </Badge>
        ) : (
          endpoint.enabled && (
            <Badge variant="light" color="teal">
              On
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
            {WEBHOOK_EVENT_LABELS[event]}
          </Badge>
        ))}
      </Group>
      {endpoint.disabled_reason && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {endpoint.disabled_reason}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        Added {when(endpoint.created_at)}
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
  const status = DELIVERY_STATUS[delivery.status];
  const attempts = `${delivery.attempts} ${delivery.attempts === 1 ? 'attempt' : 'attempts'}`;
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
            <Text fw={600}>{WEBHOOK_EVENT_LABELS[delivery.event]}</Text>
            <Badge variant="light" color={status.color}>
              {status.label}
            </Badge>
          </Group>
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {delivery.event_id}
          </Text>
        </Stack>
        <Button
          variant="default"
          size="xs"
          aria-label={`Send again ${delivery.event_id}`}
          loading={resending}
          onClick={onResend}
        >
          Send again
        </Button>
      </Group>
      <Text size="sm">
        {attempts}
        {delivery.response_status !== null
          ? `; answered HTTP ${delivery.response_status}`
          : '; no answer'}
        .
      </Text>
      <Text size="sm" c="dimmed">
        Created {when(delivery.created_at)}
        {delivery.last_attempt_at && `; last tried ${when(delivery.last_attempt_at)}`}
        {delivery.next_attempt_at && `; next try ${when(delivery.next_attempt_at)}`}
      </Text>
      {delivery.error && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          Error: {delivery.error}
        </Text>
      )}
      <details>
        <Text component="summary" size="sm" fw={500} style={{ cursor: 'pointer' }}>
          Request and answer
        </Text>
        <Stack gap={4} mt="xs">
          <Text size="sm" fw={500}>
            Request body
          </Text>
          <Code block style={CODE_STYLE}>
            {readable(delivery.request_body)}
          </Code>
          <Text size="sm" fw={500}>
            Answer body
          </Text>
          {delivery.response_body ? (
            <Code block style={CODE_STYLE}>
              {delivery.response_body}
            </Code>
          ) : (
            <Text size="sm">No answer body.</Text>
          )}
        </Stack>
      </details>
    </Stack>
  );
}

/** The latest deliveries to an endpoint, newest first, each to send again. */
function Deliveries({ endpoint }: { endpoint: WebhookEndpoint }) {
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

  if (!deliveries.isSuccess) return <QueryState query={deliveries} what="the deliveries" />;
  return (
    <Stack gap="sm">
      {resend.isSuccess && (
        <Text size="sm" role="status">
          {WebhookMessages.resent}
        </Text>
      )}
      {resend.isError && (
        <Alert color="red" role="alert" title="The event was not sent again">
          {resend.error.message}
        </Alert>
      )}
      {deliveries.data.length === 0 ? (
        <Text size="sm">Nothing was sent to this endpoint yet.</Text>
      ) : (
        <Stack
          gap={0}
          component="ul"
          aria-label="Deliveries"
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
            Webhooks
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          Tell another program when appointments, clients and reviews change: each event is POSTed
          as JSON to your HTTPS address, signed the{' '}
          <Anchor href="https://www.standardwebhooks.com" target="_blank" rel="noopener" size="sm">
            Standard Webhooks
          </Anchor>{' '}
          way (headers <Code>webhook-id</Code>, <Code>webhook-timestamp</Code> and{' '}
          <Code>webhook-signature</Code>). A delivery that fails is tried again for{' '}
          {WEBHOOK_RETRY_HOURS} hours; an endpoint failing for {WEBHOOK_RETRY_HOURS} hours is turned
          off.
        </Text>

        <form noValidate onSubmit={submit} aria-label="Add a webhook endpoint">
          <Stack gap="sm">
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                ref={endpointUrl}
                label="Endpoint address"
                placeholder="https://…"
                type="url"
                inputMode="url"
                required
                value={url}
                onChange={(event) => setUrl(event.currentTarget.value)}
                error={errors.url}
                style={{ flex: '2 1 16rem' }}
              />
              <TextInput
                label="Description"
                description="Optional: what receives the events"
                value={description}
                onChange={(event) => setDescription(event.currentTarget.value)}
                error={errors.description}
                style={{ flex: '1 1 12rem' }}
              />
            </Group>
            <Checkbox.Group
              label="Events"
              withAsterisk
              value={events}
              onChange={setEvents}
              error={errors.events}
            >
              <Group gap="sm" mt="xs" wrap="wrap">
                {WEBHOOK_EVENTS.map((event) => (
                  <Checkbox key={event} value={event} label={WEBHOOK_EVENT_LABELS[event]} />
                ))}
              </Group>
            </Checkbox.Group>
            <Group>
              <Button type="submit" loading={create.isPending} disabled={full}>
                Add endpoint
              </Button>
            </Group>
          </Stack>
        </form>
        {full && (
          <Text size="sm" role="status">
            {WebhookMessages.limitReached(WEBHOOK_ENDPOINTS_PER_BUSINESS)}
          </Text>
        )}
        {create.isError && Object.keys(errors).length === 0 && (
          <Alert color="red" role="alert" title="The endpoint was not added">
            {create.error.message}
          </Alert>
        )}
        {made && (
          <Alert color="teal" title="Webhook endpoint added">
            <Stack gap="xs">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                Events are sent to {made.url}.
              </Text>
              <SecretShownOnce
                label="Signing secret"
                description="Copy it now: it is not shown again. Verify each delivery's signature with it."
                value={made.secret}
              />
            </Stack>
          </Alert>
        )}

        {!endpoints.isSuccess ? (
          <QueryState query={endpoints} what="the webhook endpoints" />
        ) : endpoints.data.length === 0 ? (
          <Text size="sm">No webhook endpoints yet.</Text>
        ) : (
          <Stack
            gap={0}
            component="ul"
            aria-label="Webhook endpoints"
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
          <Alert color="red" role="alert" title="The endpoint was not changed">
            {toggle.error.message}
          </Alert>
        )}
        {remove.isError && (
          <Alert color="red" role="alert" title="The endpoint was not removed">
            {remove.error.message}
          </Alert>
        )}
      </Stack>
      <Modal
        opened={deliveriesOpen && viewing !== null}
        onClose={() => setDeliveriesOpen(false)}
        title={`Deliveries to ${viewing?.url ?? ''}`}
        size="lg"
        styles={{ title: { overflowWrap: 'anywhere', minWidth: 0 } }}
      >
        {viewing && <Deliveries key={viewing.id} endpoint={viewing} />}
      </Modal>
      <ConfirmDialog
        opened={removing !== null}
        title={`Remove the endpoint ${removing?.url ?? ''}`}
        message="It receives no more events, and what was sent to it is deleted. This cannot be undone: add it again to receive events, with a new signing secret."
        confirmLabel="Remove"
        onConfirm={() => (removing ? remove.mutateAsync(removing.id) : undefined)}
        onClose={() => setRemoving(null)}
        // The row just removed took its button with it: the form to add another takes the focus.
        returnFocusTo={endpointUrl}
      />
    </Card>
  );
}
