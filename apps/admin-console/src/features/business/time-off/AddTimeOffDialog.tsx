import { Alert, Button, Group, Modal, NativeSelect, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createTimeOff } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  CreateTimeOffInputSchema,
  TIME_OFF_KINDS,
  TIME_OFF_NOTE_MAX,
  type CreateTimeOffInput,
  type TimeOff,
  type TimeOffKind,
} from '@rendezvous/domain';
import { useMutation } from '@tanstack/react-query';
import { serverFieldErrors } from '../../forms/form-errors';
import { KIND_LABEL_KEYS } from './time-off-labels';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/i18n';

interface Values {
  /** '' for the whole business. */
  consultant_id: string;
  kind: TimeOffKind;
  starts_on: string;
  ends_on: string;
  some_hours: boolean;
  start_time: string;
  end_time: string;
  note: string;
}

function toInput(values: Values): CreateTimeOffInput {
  return {
    consultant_id: values.consultant_id === '' ? null : Number(values.consultant_id),
    kind: values.kind,
    starts_on: values.starts_on,
    ends_on: values.some_hours ? values.starts_on : values.ends_on,
    start_time: values.some_hours ? values.start_time : null,
    end_time: values.some_hours ? values.end_time : null,
    note: values.note.trim() === '' ? null : values.note,
  };
}

const FIELDS = new Set([
  'consultant_id',
  'kind',
  'starts_on',
  'ends_on',
  'start_time',
  'end_time',
  'note',
]);

export interface AddTimeOffDialogProps {
  opened: boolean;
  onClose: () => void;
  businessId: number;
  consultants: { id: number; name: string }[];
  /** The date the dialog opens on (the day clicked on the calendar). */
  date: string;
  /** The entry saved, with the appointments already booked inside it. */
  onSaved: (entry: TimeOff) => void;
}

/**
 * "Add time off": a consultant's days or hours away, or a closure of the whole business. The
 * domain schema checks the form; the server's refusal shows its field messages, or its message
 * above the buttons, and keeps the dialog open.
 */
export function AddTimeOffDialog({
  opened,
  onClose,
  businessId,
  consultants,
  date,
  onSaved,
}: AddTimeOffDialogProps) {
  const { t } = useTranslation('business');
  const api = useApi();
  const form = useForm<Values>({
    initialValues: {
      consultant_id: '',
      kind: 'closure',
      starts_on: date,
      ends_on: date,
      some_hours: false,
      start_time: '09:00',
      end_time: '12:00',
      note: '',
    },
    validate: (values) => {
      const parsed = CreateTimeOffInputSchema.safeParse(toInput(values));
      const errors: Record<string, string> = {};
      for (const issue of parsed.error?.issues ?? []) {
        const field = String(issue.path[0]);
        if (FIELDS.has(field)) errors[field] ??= translateMessage(issue.message);
      }
      return errors;
    },
  });
  const save = useMutation({
    mutationFn: (values: Values) => createTimeOff(api, businessId, toInput(values)),
    onSuccess: (entry) => {
      onSaved(entry);
      onClose();
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (fields)
        form.setErrors(
          Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, translateMessage(v)])),
        );
    },
  });
  const failure =
    save.isError && !serverFieldErrors(save.error)
      ? save.error instanceof Error
        ? translateMessage(save.error.message)
        : t('timeOff.saveError')
      : null;

  return (
    <Modal opened={opened} onClose={onClose} title={t('timeOff.add')}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) => save.mutate(values))}
        aria-label={t('timeOff.add')}
      >
        <Stack gap="sm">
          <NativeSelect
            label={t('timeOff.who')}
            data={[
              { value: '', label: t('timeOff.wholeBusinessClosure') },
              ...consultants.map((c) => ({ value: String(c.id), label: c.name })),
            ]}
            {...form.getInputProps('consultant_id')}
          />
          <NativeSelect
            label={t('timeOff.kindHeader')}
            data={TIME_OFF_KINDS.map((kind) => ({ value: kind, label: t(KIND_LABEL_KEYS[kind]) }))}
            {...form.getInputProps('kind')}
          />
          <Switch
            label={t('timeOff.someHours')}
            {...form.getInputProps('some_hours', { type: 'checkbox' })}
          />
          <Group grow align="flex-start">
            <TextInput
              type="date"
              label={form.values.some_hours ? t('timeOff.day') : t('timeOff.firstDay')}
              {...form.getInputProps('starts_on')}
            />
            {!form.values.some_hours && (
              <TextInput
                type="date"
                label={t('timeOff.lastDay')}
                {...form.getInputProps('ends_on')}
              />
            )}
          </Group>
          {form.values.some_hours && (
            <Group grow align="flex-start">
              <TextInput
                type="time"
                label={t('timeOff.startTime')}
                {...form.getInputProps('start_time')}
              />
              <TextInput
                type="time"
                label={t('timeOff.endTime')}
                {...form.getInputProps('end_time')}
              />
            </Group>
          )}
          <TextInput
            label={t('timeOff.note')}
            description={t('timeOff.noteDescription')}
            maxLength={TIME_OFF_NOTE_MAX}
            {...form.getInputProps('note')}
          />
          {failure && (
            <Alert color="red" role="alert" title={t('timeOff.notSaved')}>
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('timeOff.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
