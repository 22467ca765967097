import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { cancelAppointmentSeries, quietly } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { RecurrenceMessages, type Appointment } from '@rendezvous/domain';
import { showSuccessToast } from '@rendezvous/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { invalidateBookings } from '../invalidate-bookings';
import { reportSeriesFailure } from './series-failure';

/**
 * Says an appointment belongs to a recurring series, and cancels it with the following ones
 * once confirmed. Cancelling only this one stays the Status field's job.
 */
export function SeriesMembership({
  appointment,
  onCancelled,
}: {
  appointment: Appointment & { series_id: number };
  onCancelled(): void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const labelId = useId();

  const cancel = async () => {
    setCancelling(true);
    try {
      const { cancelled } = await cancelAppointmentSeries(quietly(api), appointment.series_id, {
        from_date: appointment.date,
      });
      showSuccessToast(RecurrenceMessages.cancelled(cancelled.length));
      await invalidateBookings(queryClient);
      onCancelled();
    } catch (error) {
      reportSeriesFailure(error);
    } finally {
      setCancelling(false);
    }
  };

  return (
    <Paper withBorder p="sm" role="group" aria-labelledby={labelId}>
      <Stack gap="xs">
        <Text size="sm" id={labelId} fw={500}>
          This appointment is part of a recurring series.
        </Text>
        {confirming ? (
          <>
            <Text size="sm">
              Cancel this appointment and the following ones of the series? Each customer is told.
              The ones already started stay as they are.
            </Text>
            <Group>
              <Button color="red" loading={cancelling} onClick={() => void cancel()}>
                Yes, cancel them
              </Button>
              <Button variant="default" disabled={cancelling} onClick={() => setConfirming(false)}>
                Keep them
              </Button>
            </Group>
          </>
        ) : (
          <Group>
            <Button variant="light" color="red" onClick={() => setConfirming(true)}>
              Cancel this and following
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
