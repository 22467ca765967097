import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { inviteBusinesses } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { BusinessMessages, InviteBusinessesInputSchema } from '@rendezvous/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message';

export interface InviteBusinessesDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Invites one or more comma-separated addresses to set up a business of their own. */
export function InviteBusinessesDialog({ opened, onClose }: InviteBusinessesDialogProps) {
  const { t } = useTranslation('businesses');
  const msg = useMessage();
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
      setError(msg(parsed.error.issues[0]?.message) || undefined);
      return;
    }
    setSending(true);
    try {
      await inviteBusinesses(api, emails);
      close();
    } catch (failure) {
      setError(
        msg((failure as { errors?: Record<string, string[]> } | null)?.errors?.emails?.[0]) ||
          undefined,
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={msg(BusinessMessages.inviteDialogTitle)}
      size="lg"
    >
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={msg(BusinessMessages.inviteDialogTitle)}
      >
        <Stack gap="md">
          <Textarea
            label={t('invite.label')}
            description={t('invite.description')}
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
              {t('invite.cancel')}
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
