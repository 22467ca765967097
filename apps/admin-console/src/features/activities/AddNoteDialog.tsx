import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { createActivityNote } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { CreateActivityNoteInputSchema, TEXT_MAX } from '@rendezvous/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message';

export interface AddNoteDialogProps {
  onClose: () => void;
  /** Called after the note was recorded. */
  onAdded: () => void;
}

/** Add note: a free-text note written to the activities under the signed-in admin. */
export function AddNoteDialog({ onClose, onAdded }: AddNoteDialogProps) {
  const { t } = useTranslation('activities');
  const msg = useMessage();
  const api = useApi();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateActivityNoteInputSchema.safeParse({ note });
    if (!parsed.success) {
      setError(msg(parsed.error.issues[0]?.message) || undefined);
      return;
    }
    setSaving(true);
    try {
      await createActivityNote(api, parsed.data);
      onAdded();
      onClose();
    } catch {
      // The failed call already showed why; the note stays for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('note.title')} closeOnClickOutside={!saving}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Textarea
            label={t('note.label')}
            required
            autosize
            minRows={4}
            maxLength={TEXT_MAX.long}
            value={note}
            error={error}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              setError(undefined);
            }}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('note.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('note.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
