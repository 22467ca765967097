import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { inviteBusinesses } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { BusinessMessages, InviteBusinessesInputSchema } from '@rendezvous/domain';
import { useState, type FormEvent } from 'react';

export interface InviteBusinessesDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Invites one or more comma-separated addresses to set up a business of their own. */
export function InviteBusinessesDialog({ opened, onClose }: InviteBusinessesDialogProps) {
  const api = useApi();
  const [emails, setEmails] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const close = () => {
    setEmails('');
    setError(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = InviteBusinessesInputSchema.safeParse({ emails });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setSending(true);
    try {
      await inviteBusinesses(api, emails);
      close();
    } catch (failure) {
      setError((failure as { errors?: Record<string, string[]> } | null)?.errors?.emails?.[0]);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={BusinessMessages.inviteDialogTitle}
      size="lg"
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={BusinessMessages.inviteDialogTitle}>
        <Stack gap="md">
          <Textarea
            label="Email addresses"
            description="One or more addresses, separated by commas. Each receives a link to register and set up their business."
            required
            autosize
            minRows={3}
            value={emails}
            error={error}
            onChange={(event) => {
              setEmails(event.currentTarget.value);
              setError(undefined);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={sending}>
              Cancel
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
