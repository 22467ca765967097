import { Checkbox, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  MAX_RECURRENCE_INTERVAL,
  RECURRENCE_FREQUENCIES,
  type RecurrenceFrequency,
} from '@rendezvous/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@rendezvous/i18n';

/** How the visitor wants their appointment to repeat: every `interval` days, weeks or months, `count` times. */
export interface Repeat {
  frequency: RecurrenceFrequency;
  interval: number;
  count: number;
}

/** Weekly, the most common: up to four appointments at first, within the business's cap. */
export const defaultRepeat = (max: number): Repeat => ({
  frequency: 'weekly',
  interval: 1,
  count: Math.min(4, Math.max(2, max)),
});

export interface RepeatChoiceProps {
  /** The business's cap on a repeating booking online (site.business.online_series_max). */
  max: number;
  /** Whether the appointment repeats (off by default). */
  on: boolean;
  onToggle: (on: boolean) => void;
  repeat: Repeat;
  onChange: (repeat: Repeat) => void;
  /** The first appointment's date (YYYY-MM-DD). */
  firstDate: string;
}

/**
 * "Repeat this appointment": how often (every N days, weeks or months) and how many times in
 * all (2 to the business's cap). Offered to a signed-in customer where the business takes
 * repeating bookings online.
 */
export function RepeatChoice({
  max,
  on,
  onToggle,
  repeat,
  onChange,
  firstDate,
}: RepeatChoiceProps) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const every = (frequency: RecurrenceFrequency, count: number) =>
    t(`repeat.every.${frequency}`, { count });
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return (
    <Stack gap="sm">
      <Checkbox
        label={t('repeat.label')}
        description={t('repeat.description', { max })}
        checked={on}
        onChange={(event) => onToggle(event.currentTarget.checked)}
      />
      {on && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NativeSelect
              label={t('repeat.frequency')}
              value={repeat.frequency}
              onChange={(event) =>
                onChange({ ...repeat, frequency: event.currentTarget.value as RecurrenceFrequency })
              }
              data={RECURRENCE_FREQUENCIES.map((f) => ({
                value: f,
                label: t(`repeat.frequencies.${f}`),
              }))}
            />
            <NativeSelect
              label={t('repeat.interval')}
              value={String(repeat.interval)}
              onChange={(event) =>
                onChange({ ...repeat, interval: Number(event.currentTarget.value) })
              }
              data={range(1, MAX_RECURRENCE_INTERVAL).map((n) => ({
                value: String(n),
                label: every(repeat.frequency, n),
              }))}
            />
            <NativeSelect
              label={t('repeat.count')}
              value={String(repeat.count)}
              onChange={(event) =>
                onChange({ ...repeat, count: Number(event.currentTarget.value) })
              }
              data={range(2, max).map(String)}
            />
          </SimpleGrid>
          <Text size="sm" aria-live="polite">
            {t('repeat.summary', {
              number: repeat.count,
              every: every(repeat.frequency, repeat.interval),
              date: format.longDate(firstDate),
            })}
          </Text>
        </>
      )}
    </Stack>
  );
}
