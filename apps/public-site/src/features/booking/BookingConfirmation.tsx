import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import type { PublicBooking, PublicSite } from '@rendezvous/domain';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@rendezvous/i18n';
import { icsFileName } from './booking-rules';

/** What was booked, with the calendar file to add it to the visitor's own calendar. */
export function BookingConfirmation({
  site,
  booking,
  onClose,
}: {
  site: PublicSite;
  booking: PublicBooking;
  onClose: () => void;
}) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const { appointment } = booking;
  const icsUrl = useMemo(
    () => URL.createObjectURL(new Blob([booking.ics], { type: 'text/calendar' })),
    [booking.ics],
  );
  useEffect(() => () => URL.revokeObjectURL(icsUrl), [icsUrl]);
  return (
    <Stack>
      <Alert color="green" role="status" title={t('done.title')}>
        {t('done.text')}
      </Alert>
      <List spacing={4}>
        <List.Item>
          {t('done.when', {
            date: format.longDate(appointment.date),
            time: format.time(appointment.start_time),
          })}
        </List.Item>
        <List.Item>{t('done.with', { name: appointment.consultant_name })}</List.Item>
        <List.Item>{appointment.services.map((s) => s.name).join(', ')}</List.Item>
        {appointment.total > 0 && (
          <List.Item>{t('done.total', { amount: format.money(appointment.total) })}</List.Item>
        )}
        <List.Item>{t(appointment.pay_now === 1 ? 'done.payNow' : 'done.payLater')}</List.Item>
      </List>
      <Text size="sm" c="dark.5">
        {t('done.zone', { zone: appointment.time_zone })}
      </Text>
      <Group>
        <Button
          component="a"
          href={icsUrl}
          download={icsFileName(site.business.name)}
          leftSection={<IconCalendarPlus size={18} aria-hidden />}
        >
          {t('done.ics')}
        </Button>
        <Button variant="default" onClick={onClose}>
          {t('done.close')}
        </Button>
      </Group>
    </Stack>
  );
}
