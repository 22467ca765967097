import { Button, Card, Group, List, Stack, Text } from '@mantine/core';
import type { SeriesOccurrence } from '@rendezvous/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@rendezvous/i18n';

export interface BookedSeries {
  /** How many appointments were booked. */
  count: number;
  /** The occurrences booked, on the business's clock. */
  booked: SeriesOccurrence[];
  /** The occurrences left out, not being free. */
  skipped: SeriesOccurrence[];
  consultantName: string;
  /** The business's time zone, the clock of the occurrences. */
  zone: string;
}

/** What a repeating booking booked: how many, each date and time, and those left out. */
export function SeriesConfirmation({
  series,
  onClose,
}: {
  series: BookedSeries;
  onClose: () => void;
}) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const when = (o: SeriesOccurrence) =>
    t('done.when', { date: format.longDate(o.date), time: format.time(o.start_time) });
  return (
    <Stack>
      {/* Mantine's Alert is always role="alert": a success is a polite status instead. */}
      <Card withBorder radius="md" role="status" bg="green.0">
        <Text fw={700}>{t('repeat.done.title', { count: series.count })}</Text>
        <Text>{t('repeat.done.text')}</Text>
      </Card>
      <List spacing={4}>
        {series.booked.map((o) => (
          <List.Item key={`${o.date}-${o.start_time}`}>{when(o)}</List.Item>
        ))}
      </List>
      {series.skipped.length > 0 && (
        <Stack gap={4}>
          <Text>{t('repeat.done.skipped', { count: series.skipped.length })}</Text>
          <List spacing={4}>
            {series.skipped.map((o) => (
              <List.Item key={`${o.date}-${o.start_time}`}>{when(o)}</List.Item>
            ))}
          </List>
        </Stack>
      )}
      <Text>
        {t('done.with', { name: series.consultantName })} · {t('done.payLater')}
      </Text>
      <Text size="sm" c="dark.5">
        {t('done.zone', { zone: series.zone })}
      </Text>
      <Group>
        <Button variant="default" onClick={onClose}>
          {t('done.close')}
        </Button>
      </Group>
    </Stack>
  );
}
