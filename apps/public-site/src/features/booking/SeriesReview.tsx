import { List, Stack, Text, Title } from '@mantine/core';
import type { SeriesOccurrence } from '@rendezvous/domain';
import { useFormat, useMessage } from '@rendezvous/i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface SeriesReviewProps {
  /** Every occurrence as the server checked it, on the business's clock. */
  occurrences: SeriesOccurrence[];
  /** The business's time zone, the clock of the occurrences. */
  zone: string;
  /** The id of the line telling why not every occurrence can be booked (the book buttons point to it). */
  explanationId: string;
}

/**
 * Every appointment of a repeating booking, checked before anything is booked: each date and
 * time, free or why not with the nearest free time. The dialog then offers to book them all
 * (only when all are free), only the free ones, or to go back.
 */
export function SeriesReview({ occurrences, zone, explanationId }: SeriesReviewProps) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const message = useMessage();
  const headingId = useId();
  const when = (o: { date: string; start_time: string; end_time: string }) =>
    t('repeat.when', {
      date: format.longDate(o.date),
      start: format.time(o.start_time),
      end: format.time(o.end_time),
    });
  const free = occurrences.filter((o) => o.free).length;
  const conflicts = occurrences.length - free;
  return (
    <Stack gap="sm">
      <Title order={4} fz="h5" id={headingId}>
        {t('repeat.listTitle', { number: occurrences.length })}
      </Title>
      <Text size="sm" c="dark.5">
        {t('done.zone', { zone })}
      </Text>
      <List spacing="xs" aria-labelledby={headingId}>
        {occurrences.map((o) => (
          <List.Item key={`${o.date}-${o.start_time}`}>
            <Text component="span" fw={600}>
              {when(o)}
            </Text>
            {' · '}
            {o.free ? (
              // The theme's own text colour: a green of its own may not read on every theme.
              <Text component="span" fw={500}>
                {t('repeat.free')}
              </Text>
            ) : (
              <>
                <Text component="span" fw={600}>
                  {t('repeat.notFree', { reason: message(o.reason) })}
                </Text>
                <Text size="sm">
                  {o.alternative
                    ? t('repeat.alternative', { when: when(o.alternative) })
                    : t('repeat.noAlternative')}
                </Text>
              </>
            )}
          </List.Item>
        ))}
      </List>
      <Text size="sm">{t('repeat.eachPrice')}</Text>
      {conflicts > 0 && (
        <Text size="sm" id={explanationId}>
          {free === 0 ? t('repeat.noneFree') : t('repeat.conflicts', { count: conflicts })}
        </Text>
      )}
    </Stack>
  );
}
