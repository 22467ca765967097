import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { moveAppointmentSeries, quietly } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import type { SeriesMoveInput, SeriesOccurrence } from '@rendezvous/domain';
import { showSuccessToast } from '@rendezvous/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateBookings } from '../invalidate-bookings';
import { SeriesCheckList } from './SeriesCheckList';
import { reportSeriesFailure } from './series-failure';

export type SeriesMoveCheck = {
  seriesId: number;
  move: SeriesMoveInput;
  occurrences: SeriesOccurrence[];
};

/**
 * Moving an occurrence and the following ones, as checked: when every one is free, confirm and
 * move them all; otherwise the ones that cannot move and why, and nothing to press but Back.
 */
export function SeriesMoveReview({
  check,
  onMoved,
  onBack,
}: {
  check: SeriesMoveCheck;
  onMoved(): void;
  /** Back to the form: the check is dropped (also after the API refused the move). */
  onBack(): void;
}) {
  const { t } = useTranslation('appointments');
  const api = useApi();
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => heading.current?.focus(), []);

  const total = check.occurrences.length;
  const conflicts = check.occurrences.filter((o) => !o.free).length;

  const move = async () => {
    setMoving(true);
    try {
      const moved = await moveAppointmentSeries(quietly(api), check.seriesId, check.move);
      showSuccessToast(t('series.moved', { count: moved.moved.length }));
      await invalidateBookings(queryClient);
      onMoved();
    } catch (error) {
      if (reportSeriesFailure(error).stale) onBack();
    } finally {
      setMoving(false);
    }
  };

  return (
    <Stack gap="sm" role="region" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} ref={heading} tabIndex={-1}>
        {t('series.moveTitle')}
      </Title>
      {conflicts > 0 ? (
        <Alert color="red" title={t('series.moveConflicts', { count: conflicts })}>
          {t('series.moveOther')}
        </Alert>
      ) : (
        <Text size="sm">
          {t('series.willMove', { count: total })}
        </Text>
      )}
      <SeriesCheckList
        occurrences={check.occurrences}
        caption={t('series.moveCaption', { count: total, free: total - conflicts, conflicts })}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack} disabled={moving}>
          {t('series.back')}
        </Button>
        {conflicts === 0 && (
          <Button loading={moving} onClick={() => void move()}>
            {t('series.move', { count: total })}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
