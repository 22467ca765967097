import { Alert, Button, Group, List, Modal, Stack, Textarea } from '@mantine/core';
import { sendConsultantEmailInvites } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  InvitationMessages,
  MAX_CONSULTANT_INVITES,
  parseEmailList,
  type ConsultantInviteResult,
} from '@rendezvous/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message';

export interface InviteConsultantsDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Invite consultants by e-mail: comma-separated addresses, each invited with the consultant
 * role. The answer lists every address with what became of it.
 */
export function InviteConsultantsDialog({ opened, onClose }: InviteConsultantsDialogProps) {
  const { t } = useTranslation('admins');
  const msg = useMessage();
  const api = useApi();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [results, setResults] = useState<ConsultantInviteResult[] | null>(null);

  const close = () => {
    setText('');
    setError(undefined);
    setResults(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const emails = parseEmailList(text);
    if (emails.length === 0) return setError(msg(InvitationMessages.emailRequired));
    if (emails.length > MAX_CONSULTANT_INVITES)
      return setError(t('invite.tooMany', { max: MAX_CONSULTANT_INVITES }));
    setError(undefined);
    setSending(true);
    try {
      setResults(await sendConsultantEmailInvites(api, emails));
      setText('');
    } catch {
      // The failed call already showed why.
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('invite.title')} size="lg">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack>
          <Textarea
            label={t('invite.label')}
            description={t('invite.description', { max: MAX_CONSULTANT_INVITES })}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={error}
            autosize
            minRows={2}
            maxLength={MAX_CONSULTANT_INVITES * 256}
          />
          {results && (
            <Alert color="blue" title={t('invite.results')} role="status">
              <List size="sm">
                {results.map((result, i) => (
                  <List.Item key={`${result.email}-${i}`}>
                    {t('invite.result', {
                      email: result.email || t('invite.empty'),
                      message: msg(result.message),
                    })}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('invite.done')}
            </Button>
            <Button type="submit" loading={sending}>
              {t('invite.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
