import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import {
  messageKeys,
  messageQueries,
  updateMessage,
  type MessageListParams,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  MESSAGE_PAGE_SIZES,
  MessageMessages,
  PREVIEW_LENGTH,
  isSentBy,
  messageViewQuery,
  preview,
  senderName,
  type Message,
  type MessageView,
} from '@rendezvous/domain';
import { DateTime, EmptyState, PageHeader } from '@rendezvous/ui-kit';
import { IconMail, IconMailOpened, IconStar, IconStarFilled } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message';
import { useCurrentAdmin } from '../auth/use-current-admin';
import { ReplyBox } from './ReplyBox';

const TemplatesDialog = lazy(() => import('./TemplatesDialog'));

/** The sender's name; "Unknown Sender" in the console's language (a name stays as written). */
function shownSender(msg: (message: string) => string, message: Message): string {
  const name = senderName(message);
  return name === MessageMessages.unknownSender ? msg(name) : name;
}

const VIEWS: MessageView[] = ['inbox', 'outbox', 'starred'];

/** The type and read-state filters (back-office.md §9): '' is "all". */
const TYPE_FILTERS = [
  { value: '', key: 'type.all' },
  { value: 'contact', key: 'type.contact' },
  { value: 'sms', key: 'type.sms' },
] as const;
const READ_FILTERS = [
  { value: '', key: 'read.all' },
  { value: '0', key: 'read.unread' },
  { value: '1', key: 'read.read' },
] as const;

/** Inbox, Outbox and Starred with the open message's thread, its switches and a reply box. */
export function MessagesPage() {
  const { t } = useTranslation('messages-page');
  const msg = useMessage();
  const api = useApi();
  const admin = useCurrentAdmin();
  const queryClient = useQueryClient();
  const [view, setView] = useState<MessageView>('inbox');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [type, setType] = useState<'' | 'contact' | 'sms'>('');
  const [readState, setReadState] = useState<'' | '0' | '1'>('');
  const [openId, setOpenId] = useState<number | null>(null);
  const [templatesOpened, setTemplatesOpened] = useState(false);
  /** Set when the view changes: the first message of the new list opens (and is marked read). */
  const openFirst = useRef(true);

  const list = useQuery({
    ...messageQueries.list(api, {
      ...(messageViewQuery(view) as MessageListParams),
      ...(type ? { type } : {}),
      ...(readState ? { statusRead: Number(readState) as 0 | 1 } : {}),
      paginate: pageSize,
      page,
    }),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.data ?? [];
  const open = rows.find((m) => m.id === openId) ?? null;

  const update = useMutation({
    mutationFn: ({ id, ...input }: { id: number; status_read?: 0 | 1; is_starred?: 0 | 1 }) =>
      updateMessage(api, id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.lists() }),
  });

  const mine = (m: Message) => (admin ? isSentBy(m, admin) : false);

  const select = (message: Message) => {
    setOpenId(message.id);
    if (message.status_read === 0 && !mine(message))
      update.mutate({ id: message.id, status_read: 1 });
  };

  useEffect(() => {
    if (!openFirst.current || list.isPlaceholderData || !list.data) return;
    openFirst.current = false;
    const first = list.data.data[0];
    if (first) select(first);
    else setOpenId(null);
    // select is stable enough for this one-shot effect; running it again would re-mark.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.data, list.isPlaceholderData]);

  const changeView = (next: string) => {
    setView(next as MessageView);
    setPage(1);
    openFirst.current = true;
  };

  return (
    <Stack gap="md">
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <Button variant="default" onClick={() => setTemplatesOpened(true)}>
            {t('page.templates')}
          </Button>
        }
      />
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          aria-label={t('view.label')}
          value={view}
          onChange={changeView}
          data={VIEWS.map((v) => ({ value: v, label: t(`segment.${v}`) }))}
        />
        <Group gap="sm" wrap="wrap" align="flex-end">
          <Select
            label={t('type.label')}
            w={150}
            data={TYPE_FILTERS.map((f) => ({ value: f.value, label: t(f.key) }))}
            value={type}
            allowDeselect={false}
            onChange={(value) => {
              setType((value ?? '') as typeof type);
              setPage(1);
              openFirst.current = true;
            }}
          />
          <Select
            label={t('read.label')}
            w={170}
            data={READ_FILTERS.map((f) => ({ value: f.value, label: t(f.key) }))}
            value={readState}
            allowDeselect={false}
            onChange={(value) => {
              setReadState((value ?? '') as typeof readState);
              setPage(1);
              openFirst.current = true;
            }}
          />
          <Select
            label={t('perPage')}
            w={170}
            data={MESSAGE_PAGE_SIZES.map(String)}
            value={String(pageSize)}
            allowDeselect={false}
            onChange={(value) => {
              setPageSize(Number(value));
              setPage(1);
              openFirst.current = true;
            }}
          />
        </Group>
      </Group>
      {list.isError && (
        <Alert color="red" title={t('list.error')}>
          <Button size="xs" variant="light" color="red" onClick={() => list.refetch()}>
            {t('list.retry')}
          </Button>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="xs" aria-busy={list.isFetching}>
          <Title order={2} size="h4">
            {t(`view.${view}`)}
          </Title>
          {list.isPending ? (
            <Group justify="center" p="lg">
              <Loader size="sm" aria-label={t('list.loading')} />
            </Group>
          ) : rows.length === 0 ? (
            <EmptyState text={msg(MessageMessages.emptyList)} />
          ) : (
            <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {rows.map((message) => (
                <li key={message.id}>
                  <UnstyledButton
                    onClick={() => select(message)}
                    aria-current={message.id === openId ? 'true' : undefined}
                    w="100%"
                    p="sm"
                    style={{
                      borderRadius: 'var(--mantine-radius-md)',
                      border: '1px solid var(--mantine-color-gray-3)',
                      background: message.id === openId ? 'var(--mantine-color-blue-0)' : undefined,
                    }}
                  >
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text fw={message.status_read === 0 ? 700 : 500} size="sm" truncate>
                        {shownSender(msg, message)}
                      </Text>
                      <Group gap={4} wrap="nowrap">
                        {message.status_read === 0 && !mine(message) && (
                          <Badge size="xs" color="blue">
                            {t('read.unread')}
                          </Badge>
                        )}
                        {message.is_starred === 1 && (
                          <IconStarFilled size={14} aria-label={t('starred')} color="#b35c00" />
                        )}
                      </Group>
                    </Group>
                    <Text size="sm" c="dark.6">
                      {preview(message.body, PREVIEW_LENGTH.messageList)}
                    </Text>
                    <Text size="xs" c="dark.4">
                      <DateTime value={message.created_at} />
                    </Text>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          )}
          {list.data && list.data.last_page > 1 && (
            <Pagination
              total={list.data.last_page}
              value={page}
              onChange={(next) => {
                setPage(next);
                openFirst.current = true;
              }}
              getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
              getItemProps={(item) => ({ 'aria-label': t('pagination.page', { page: item }) })}
            />
          )}
        </Stack>
        <Paper withBorder p="md" radius="md">
          {open ? (
            <MessageThread
              message={open}
              sentByMe={mine(open)}
              busy={update.isPending}
              onStar={() =>
                update.mutate({ id: open.id, is_starred: open.is_starred === 1 ? 0 : 1 })
              }
              onToggleRead={() =>
                update.mutate({ id: open.id, status_read: open.status_read === 1 ? 0 : 1 })
              }
            />
          ) : (
            <EmptyState text={msg(MessageMessages.empty)} />
          )}
        </Paper>
      </SimpleGrid>
      {templatesOpened && (
        <Suspense fallback={null}>
          <TemplatesDialog opened onClose={() => setTemplatesOpened(false)} />
        </Suspense>
      )}
    </Stack>
  );
}

interface MessageThreadProps {
  message: Message;
  sentByMe: boolean;
  busy: boolean;
  onStar(): void;
  onToggleRead(): void;
}

/** The open message: who wrote it, its thread, its switches and (not on one's own) a reply. */
function MessageThread({ message, sentByMe, busy, onStar, onToggleRead }: MessageThreadProps) {
  const { t } = useTranslation('messages-page');
  const msg = useMessage();
  const thread = message.threads ?? [message];
  const starred = message.is_starred === 1;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Box miw={0}>
          <Title order={2} size="h4">
            {shownSender(msg, message)}
          </Title>
          {message.contact_email && (
            <Text size="sm">
              <a href={`mailto:${message.contact_email}`}>{message.contact_email}</a>
              {message.contact_phone && <> · {message.contact_phone}</>}
            </Text>
          )}
          <Text size="xs" c="dark.4">
            <DateTime value={message.created_at} /> ·{' '}
            {message.type === 'sms' ? t('type.sms') : t('type.contact')}
          </Text>
        </Box>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={starred ? t('unstar') : t('star')}>
            <ActionIcon
              variant="subtle"
              color="orange.9"
              onClick={onStar}
              disabled={busy}
              aria-label={starred ? t('unstar') : t('star')}
              aria-pressed={starred}
            >
              {starred ? <IconStarFilled size={18} /> : <IconStar size={18} />}
            </ActionIcon>
          </Tooltip>
          {!sentByMe && (
            <Tooltip label={message.status_read === 1 ? t('markUnread') : t('markRead')}>
              <ActionIcon
                variant="subtle"
                color="gray.8"
                onClick={onToggleRead}
                disabled={busy}
                aria-label={message.status_read === 1 ? t('markUnread') : t('markRead')}
              >
                {message.status_read === 1 ? <IconMail size={18} /> : <IconMailOpened size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
      <Stack
        gap="xs"
        component="ol"
        aria-label={t('conversation')}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {thread.map((m) => (
          <Paper
            key={m.id}
            component="li"
            p="sm"
            radius="md"
            bg={m.action === 'sent' ? 'blue.0' : 'gray.0'}
            aria-current={m.id === message.id ? 'true' : undefined}
          >
            <Text size="xs" fw={600} c="dark.5" title={preview(m.body, PREVIEW_LENGTH.thread)}>
              {shownSender(msg, m)} · <DateTime value={m.created_at} />
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {m.body}
            </Text>
          </Paper>
        ))}
      </Stack>
      {!sentByMe && <ReplyBox key={message.id} message={message} />}
    </Stack>
  );
}
