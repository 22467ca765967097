import {
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import {
  MAX_RECURRENCE_INTERVAL,
  MAX_SERIES_OCCURRENCES,
  RecurrenceSchema,
  type Recurrence,
  type RecurrenceFrequency,
} from '@rendezvous/domain';
import { useTranslation } from 'react-i18next';

/** The dialog's Repeat fields as the owner fills them in (a number field may be left empty). */
export type RepeatState = {
  on: boolean;
  frequency: RecurrenceFrequency;
  interval: number | '';
  ends: 'count' | 'until';
  count: number | '';
  until: string;
};

/** Off; once switched on, every week, four times. */
export const REPEAT_DEFAULTS: RepeatState = {
  on: false,
  frequency: 'weekly',
  interval: 1,
  ends: 'count',
  count: 4,
  until: '',
};

const FREQUENCIES: readonly RecurrenceFrequency[] = ['daily', 'weekly', 'monthly'];

/**
 * The recurrence the API is sent, with the one end the owner chose; or the field errors,
 * keyed as the API keys them (`recurrence.count`), when it is not one the API accepts.
 */
export function recurrenceOf(
  repeat: RepeatState,
): { recurrence: Recurrence; errors: null } | { recurrence: null; errors: Record<string, string> } {
  const parsed = RecurrenceSchema.safeParse({
    frequency: repeat.frequency,
    interval: repeat.interval === '' ? undefined : repeat.interval,
    ...(repeat.ends === 'count'
      ? { count: repeat.count === '' ? undefined : repeat.count }
      : { until: repeat.until === '' ? undefined : repeat.until }),
  });
  if (parsed.success) return { recurrence: parsed.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues)
    errors[['recurrence', ...issue.path.map(String)].join('.')] ??= issue.message;
  return { recurrence: null, errors };
}

const asNumber = (value: number | string): number | '' => (typeof value === 'number' ? value : '');

/**
 * Repeat (a new appointment only): every N days, weeks or months, a number of times or until a
 * date. `errors` are the dialog's, keyed `recurrence.*`.
 */
export function RepeatFields({
  value,
  onChange,
  errors,
}: {
  value: RepeatState;
  onChange(next: RepeatState): void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('appointments');
  const set = (patch: Partial<RepeatState>) => onChange({ ...value, ...patch });
  // Only one end is sent, so an error about the end (missing, out of range) concerns the one shown.
  const endError = errors['recurrence.count'] ?? errors['recurrence.until'];
  return (
    <Stack gap="xs">
      <Switch
        label={t('repeat.label')}
        description={t('repeat.description')}
        checked={value.on}
        onChange={(event) => set({ on: event.currentTarget.checked })}
      />
      {value.on && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={t('repeat.every')}
              withAsterisk
              min={1}
              max={MAX_RECURRENCE_INTERVAL}
              allowDecimal={false}
              allowNegative={false}
              value={value.interval}
              onChange={(next) => set({ interval: asNumber(next) })}
              error={errors['recurrence.interval']}
            />
            <Select
              label={t('repeat.frequency')}
              withAsterisk
              data={FREQUENCIES.map((frequency) => ({ value: frequency, label: t(`repeat.${frequency}`) }))}
              value={value.frequency}
              onChange={(next) => next && set({ frequency: next as RecurrenceFrequency })}
              allowDeselect={false}
              error={errors['recurrence.frequency']}
            />
          </SimpleGrid>
          <Radio.Group
            label={t('repeat.ends')}
            value={value.ends}
            onChange={(next) => set({ ends: next === 'until' ? 'until' : 'count' })}
          >
            <Group mt={4}>
              <Radio value="count" label={t('repeat.afterCount')} />
              <Radio value="until" label={t('repeat.onDate')} />
            </Group>
          </Radio.Group>
          {value.ends === 'count' ? (
            <NumberInput
              label={t('repeat.count')}
              description={t('repeat.countDescription', { max: MAX_SERIES_OCCURRENCES })}
              withAsterisk
              min={2}
              max={MAX_SERIES_OCCURRENCES}
              allowDecimal={false}
              allowNegative={false}
              value={value.count}
              onChange={(next) => set({ count: asNumber(next) })}
              error={endError}
            />
          ) : (
            <TextInput
              label={t('repeat.until')}
              description={t('repeat.untilDescription')}
              type="date"
              withAsterisk
              value={value.until}
              onChange={(event) => set({ until: event.currentTarget.value })}
              error={endError}
            />
          )}
        </>
      )}
    </Stack>
  );
}
