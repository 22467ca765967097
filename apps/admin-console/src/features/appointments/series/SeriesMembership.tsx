import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { cancelAppointmentSeries, quietly } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import type { Appointment } from '@rendezvous/domain';
import { showSuccessToast } from '@rendezvous/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('appointments');
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
      showSuccessToast(
        cancelled.length === 0
          ? t('series.noneCancelled')
          : t('series.cancelled', { count: cancelled.length }),
      );
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
          {t('series.member')}
        </Text>
        {confirming ? (
          <>
            <Text size="sm">
              {t('series.cancelConfirm')}
            </Text>
            <Group>
              <Button color="red" loading={cancelling} onClick={() => void cancel()}>
                {t('series.cancelYes')}
              </Button>
              <Button variant="default" disabled={cancelling} onClick={() => setConfirming(false)}>
                {t('series.cancelNo')}
              </Button>
            </Group>
          </>
        ) : (
          <Group>
            <Button variant="light" color="red" onClick={() => setConfirming(true)}>
              {t('series.cancelFollowing')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
