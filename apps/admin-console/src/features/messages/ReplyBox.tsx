import { Button, Group, Menu, Textarea } from '@mantine/core';
import { messageKeys, messageQueries, sendMessage } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { MessageMessages, PREVIEW_LENGTH, preview, type Message } from '@rendezvous/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message';
import { useCurrentAdmin } from '../auth/use-current-admin';

/** A reply to the open message, with the reply templates to insert; sent to the writer. */
export function ReplyBox({ message }: { message: Message }) {
  const { t } = useTranslation('messages-page');
  const msg = useMessage();
  const api = useApi();
  const admin = useCurrentAdmin();
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const templates = useQuery(messageQueries.templates(api));

  const send = useMutation({
    mutationFn: () =>
      sendMessage(api, {
        business_id: message.business_id,
        reply_message_id: message.id,
        thread: message.thread,
        senderable_type: 'admin',
        senderable_id: admin!.id,
        receiverable_type: message.senderable_type ?? 'business',
        receiverable_id: message.senderable_id ?? message.business_id,
        body: body.trim(),
        type: message.type,
      }),
    onSuccess: () => {
      setBody('');
      // The server's "sent" message is this reply's one toast.
      return queryClient.invalidateQueries({ queryKey: messageKeys.lists() });
    },
  });

  const submit = () => {
    if (!body.trim()) return setError(msg(MessageMessages.bodyRequired));
    setError(null);
    send.mutate();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Textarea
        label={t('reply.label')}
        placeholder={
          message.contact_email
            ? t('reply.emailedTo', { email: message.contact_email })
            : t('reply.placeholder')
        }
        autosize
        minRows={3}
        maxRows={10}
        maxLength={5000}
        value={body}
        error={error}
        onChange={(event) => setBody(event.currentTarget.value)}
      />
      <Group justify="space-between" mt="xs">
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              variant="default"
              size="sm"
              loading={templates.isPending}
              disabled={!templates.data?.length}
            >
              {t('reply.insertTemplate')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {templates.data?.map((template) => (
              <Menu.Item
                key={template.id}
                onClick={() =>
                  setBody((current) => (current ? `${current}\n${template.body}` : template.body))
                }
              >
                {template.name}: {preview(template.body, PREVIEW_LENGTH.default)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Button type="submit" loading={send.isPending}>
          {t('reply.send')}
        </Button>
      </Group>
    </form>
  );
}
