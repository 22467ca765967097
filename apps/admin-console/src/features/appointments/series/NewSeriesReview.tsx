import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { createAppointmentSeries, quietly } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  RecurrenceMessages,
  type SeriesCheckInput,
  type SeriesOccurrence,
} from '@rendezvous/domain';
import { showSuccessToast } from '@rendezvous/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../i18n/use-message';
import { invalidateBookings } from '../invalidate-bookings';
import { SeriesCheckList } from './SeriesCheckList';
import { reportSeriesFailure } from './series-failure';

export type SeriesCheckResult = { input: SeriesCheckInput; occurrences: SeriesOccurrence[] };

/**
 * A new series as checked: every occurrence, then book all of them (only when every one is
 * free: the API would refuse the whole series anyway), only the free ones, or none.
 */
export function NewSeriesReview({
  check,
  beforeBook,
  onBooked,
  onNone,
  onRejected,
}: {
  check: SeriesCheckResult;
  /** A step of the dialog's own before booking (saving a new card); false stops the booking. */
  beforeBook(): Promise<boolean>;
  onBooked(): void;
  onNone(): void;
  /** The API refused the booking (409/422): what was checked no longer holds. */
  onRejected(fields: Record<string, string>): void;
}) {
  const { t } = useTranslation('appointments');
  const msg = useMessage();
  const api = useApi();
  const queryClient = useQueryClient();
  const [booking, setBooking] = useState<'all' | 'free' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const whyNotAllId = useId();
  // The result replaces the Save button the owner just pressed: reading goes on from here.
  useEffect(() => heading.current?.focus(), []);

  const total = check.occurrences.length;
  const free = check.occurrences.filter((o) => o.free).length;
  const conflicts = total - free;

  const book = async (which: 'all' | 'free') => {
    setBooking(which);
    try {
      if (!(await beforeBook())) return;
      const booked = await createAppointmentSeries(quietly(api), { ...check.input, book: which });
      showSuccessToast(t('series.booked', { count: booked.appointment_ids.length }));
      await invalidateBookings(queryClient);
      onBooked();
    } catch (error) {
      const { fields, stale } = reportSeriesFailure(error);
      if (stale) onRejected(fields);
    } finally {
      setBooking(null);
    }
  };

  return (
    <Stack gap="sm" role="region" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} ref={heading} tabIndex={-1}>
        {t('series.checked')}
      </Title>
      <SeriesCheckList
        occurrences={check.occurrences}
        caption={t('series.caption', { count: total, free, conflicts })}
      />
      {conflicts > 0 && (
        <Text size="sm" id={whyNotAllId}>
          {free === 0
            ? msg(RecurrenceMessages.noneFree)
            : t('series.notWhole', { count: conflicts })}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onNone} disabled={booking !== null}>
          {t('series.bookNone')}
        </Button>
        {conflicts > 0 && free > 0 && (
          <Button
            variant="light"
            loading={booking === 'free'}
            disabled={booking === 'all'}
            onClick={() => void book('free')}
          >
            {t('series.bookFree', { count: free })}
          </Button>
        )}
        <Button
          loading={booking === 'all'}
          disabled={conflicts > 0 || booking === 'free'}
          aria-describedby={conflicts > 0 ? whyNotAllId : undefined}
          onClick={() => void book('all')}
        >
          {t('series.bookAll', { count: total })}
        </Button>
      </Group>
    </Stack>
  );
}
