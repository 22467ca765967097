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

export interface InviteConsultantsDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Invite consultants by e-mail: comma-separated addresses, each invited with the consultant
 * role. The answer lists every address with what became of it.
 */
export function InviteConsultantsDialog({ opened, onClose }: InviteConsultantsDialogProps) {
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
    if (emails.length === 0) return setError(InvitationMessages.emailRequired);
    if (emails.length > MAX_CONSULTANT_INVITES)
      return setError(`At most ${MAX_CONSULTANT_INVITES} addresses at a time`);
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
    <Modal opened={opened} onClose={close} title="Invite consultants by e-mail" size="lg">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack>
          <Textarea
            label="Email addresses"
            description={`Separate addresses with commas; up to ${MAX_CONSULTANT_INVITES} at a time. Each is invited with the consultant role.`}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={error}
            autosize
            minRows={2}
            maxLength={MAX_CONSULTANT_INVITES * 256}
          />
          {results && (
            <Alert color="blue" title="Invitations" role="status">
              <List size="sm">
                {results.map((result, i) => (
                  <List.Item key={`${result.email}-${i}`}>
                    {result.email || '(empty)'}: {result.message}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Done
            </Button>
            <Button type="submit" loading={sending}>
              Send invitations
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
