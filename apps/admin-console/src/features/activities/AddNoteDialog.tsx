import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { createActivityNote } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { CreateActivityNoteInputSchema, TEXT_MAX } from '@rendezvous/domain';
import { useState, type FormEvent } from 'react';

export interface AddNoteDialogProps {
  onClose: () => void;
  /** Called after the note was recorded. */
  onAdded: () => void;
}

/** Add note: a free-text note written to the activities under the signed-in admin. */
export function AddNoteDialog({ onClose, onAdded }: AddNoteDialogProps) {
  const api = useApi();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateActivityNoteInputSchema.safeParse({ note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
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
    <Modal opened onClose={onClose} title="Add note" closeOnClickOutside={!saving}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Textarea
            label="Note"
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
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save note
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
