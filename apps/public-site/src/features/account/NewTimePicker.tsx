import 'dayjs/locale/fr-ca';
import { Loader, Radio, SimpleGrid, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@rendezvous/i18n';
import { todayIn } from '../booking/booking-rules';

export interface NewTimePickerProps {
  /** The appointment's zone: no date before its today is offered. */
  timeZone: string;
  date: string | null;
  /** A new date clears the chosen time. */
  onDate: (date: string | null) => void;
  /** The free times of `date`, as their query stands. */
  times: { isFetching: boolean; data?: { start_time: string }[] };
  slotStart: string | null;
  onSlot: (start: string | null) => void;
}

/**
 * A new date, then one of its free times: the move dialogs of "My appointments" and of the
 * confirmation e-mail's manage page share it.
 */
export function NewTimePicker({ timeZone, date, onDate, times, slotStart, onSlot }: NewTimePickerProps) {
  const { t, i18n } = useTranslation('account');
  const format = useFormat();
  return (
    <>
      <DatePickerInput
        label={t('appointments.newDate')}
        locale={i18n.language.toLowerCase()}
        minDate={dayjs(todayIn(timeZone)).toDate()}
        value={date ? dayjs(date).toDate() : null}
        onChange={(value) => {
          onDate(value ? dayjs(value).format('YYYY-MM-DD') : null);
          onSlot(null);
        }}
      />
      {times.isFetching && <Loader size="sm" aria-label={t('appointments.loadingTimes')} />}
      {times.data?.length === 0 && <Text>{t('appointments.noTimes')}</Text>}
      {times.data && times.data.length > 0 && (
        <Radio.Group label={t('appointments.newTime')} value={slotStart} onChange={onSlot}>
          <SimpleGrid cols={3} mt="xs">
            {times.data.map((slot) => (
              <Radio key={slot.start_time} value={slot.start_time} label={format.time(slot.start_time)} />
            ))}
          </SimpleGrid>
        </Radio.Group>
      )}
    </>
  );
}
