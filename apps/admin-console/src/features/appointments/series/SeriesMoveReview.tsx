import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { moveAppointmentSeries, quietly } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  RecurrenceMessages,
  type SeriesMoveInput,
  type SeriesOccurrence,
} from '@rendezvous/domain';
import { showSuccessToast } from '@rendezvous/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { invalidateBookings } from '../invalidate-bookings';
import { SeriesCheckList } from './SeriesCheckList';
import { appointmentsCount } from './occurrence-text';
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
      showSuccessToast(RecurrenceMessages.moved(moved.moved.length));
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
        Move this and following
      </Title>
      {conflicts > 0 ? (
        <Alert color="red" title={RecurrenceMessages.moveConflicts(conflicts)}>
          Choose another date or time, or move only this appointment.
        </Alert>
      ) : (
        <Text size="sm">
          {`${appointmentsCount(total)} of the series will move: this one and the following ones, each by the same step. Each customer is told the new time.`}
        </Text>
      )}
      <SeriesCheckList
        occurrences={check.occurrences}
        caption={`Where the ${appointmentsCount(total)} would fall: ${total - conflicts} free, ${conflicts} cannot move there.`}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack} disabled={moving}>
          Back
        </Button>
        {conflicts === 0 && (
          <Button loading={moving} onClick={() => void move()}>
            {`Move ${appointmentsCount(total)}`}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
