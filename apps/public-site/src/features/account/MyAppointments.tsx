import 'dayjs/locale/fr-ca';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Radio,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  cancelMyAppointment,
  customerKeys,
  myAppointmentsQuery,
  publicTimesQuery,
  rescheduleMyAppointment,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { AppError, ErrorCode, type CustomerAppointment } from '@rendezvous/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import { useMessage } from '../../i18n/use-message';
import { todayIn } from '../booking/booking-rules';

/** The signed-in customer's appointments, each cancellable or movable while the rules allow. */
export function MyAppointments({ subdomain }: { subdomain: string }) {
  const { t } = useTranslation('account');
  const message = useMessage();
  const api = useApi();
  const list = useQuery(myAppointmentsQuery(api));
  const [moving, setMoving] = useState<CustomerAppointment | null>(null);
  if (list.isPending) return <Loader aria-label={t('appointments.loading')} />;
  if (list.isError) {
    return (
      <Alert color="red" role="alert">
        {message(list.error.message)}{' '}
        <Anchor component="button" onClick={() => void list.refetch()}>
          {t('retry')}
        </Anchor>
      </Alert>
    );
  }
  if (list.data.data.length === 0) return <Text>{t('appointments.empty')}</Text>;
  return (
    <Stack>
      {list.data.data.map((appointment) => (
        <AppointmentCard
          key={appointment.id}
          appointment={appointment}
          onMove={() => setMoving(appointment)}
        />
      ))}
      {moving && (
        <RescheduleDialog
          appointment={moving}
          subdomain={subdomain}
          onClose={() => setMoving(null)}
        />
      )}
    </Stack>
  );
}

function AppointmentCard({
  appointment,
  onMove,
}: {
  appointment: CustomerAppointment;
  onMove: () => void;
}) {
  const { t } = useTranslation('account');
  const message = useMessage();
  const format = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelMyAppointment(api, appointment.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.appointments() }),
  });
  return (
    <Card withBorder radius="md" component="article">
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={700} component="h3" fz="md" m={0}>
            {t('appointments.when', {
              date: format.longDate(appointment.date),
              time: format.time(appointment.start_time),
            })}
          </Text>
          <Badge color={appointment.status === 'active' ? 'blue' : 'gray'} variant="light">
            {t(`status.${appointment.status}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {t('appointments.with', { name: appointment.consultant_name })} ·{' '}
          {appointment.services.map((s) => s.name).join(', ')}
        </Text>
        {appointment.total > 0 && <Text size="sm">{format.money(appointment.total)}</Text>}
        {cancel.isError && (
          <Alert color="red" role="alert">
            {message(cancel.error.message)}
          </Alert>
        )}
        {appointment.can_change ? (
          <Group>
            <Button variant="default" size="xs" onClick={onMove}>
              {t('appointments.reschedule')}
            </Button>
            <Button
              color="red"
              variant="light"
              size="xs"
              loading={cancel.isPending}
              onClick={() => cancel.mutate()}
            >
              {t('appointments.cancel')}
            </Button>
          </Group>
        ) : (
          appointment.status === 'active' && (
            <Text size="xs" c="dark.4">
              {t('appointments.locked')}
            </Text>
          )
        )}
      </Stack>
    </Card>
  );
}

function RescheduleDialog({
  appointment,
  subdomain,
  onClose,
}: {
  appointment: CustomerAppointment;
  subdomain: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('account');
  const message = useMessage();
  const format = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const [date, setDate] = useState<string | null>(null);
  const [slotStart, setSlotStart] = useState<string | null>(null);
  const serviceIds = appointment.services.flatMap((s) =>
    s.service_id === null ? [] : [s.service_id],
  );
  const timesQuery = publicTimesQuery(api, subdomain, {
    date: date ?? '',
    service_ids: serviceIds,
    consultant_id: appointment.consultant_id,
  });
  const times = useQuery({ ...timesQuery, enabled: date !== null });
  const move = useMutation({
    mutationFn: () => {
      const slot = times.data!.find((s) => s.start_time === slotStart)!;
      return rescheduleMyAppointment(api, appointment.id, {
        date: date!,
        start_time: slot.start_time,
        end_time: slot.end_time,
      });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: customerKeys.appointments() });
      onClose();
    },
    onError: (error) => {
      if (error instanceof AppError && error.code === ErrorCode.Conflict) {
        setSlotStart(null);
        void queryClient.invalidateQueries({ queryKey: timesQuery.queryKey });
      }
    },
  });
  return (
    <Modal opened onClose={onClose} title={t('appointments.rescheduleTitle')}>
      <Stack>
        {move.isError && (
          <Alert color="red" role="alert">
            {message(move.error.message)}
          </Alert>
        )}
        <DatePickerInput
          label={t('appointments.newDate')}
          locale={i18n.language.toLowerCase()}
          minDate={dayjs(todayIn(appointment.time_zone)).toDate()}
          value={date ? dayjs(date).toDate() : null}
          onChange={(value) => {
            setDate(value ? dayjs(value).format('YYYY-MM-DD') : null);
            setSlotStart(null);
          }}
        />
        {times.isFetching && <Loader size="sm" aria-label={t('appointments.loadingTimes')} />}
        {times.data?.length === 0 && <Text>{t('appointments.noTimes')}</Text>}
        {times.data && times.data.length > 0 && (
          <Radio.Group label={t('appointments.newTime')} value={slotStart} onChange={setSlotStart}>
            <SimpleGrid cols={3} mt="xs">
              {times.data.map((slot) => (
                <Radio
                  key={slot.start_time}
                  value={slot.start_time}
                  label={format.time(slot.start_time)}
                />
              ))}
            </SimpleGrid>
          </Radio.Group>
        )}
        <Button onClick={() => move.mutate()} disabled={!slotStart} loading={move.isPending}>
          {t('appointments.move')}
        </Button>
      </Stack>
    </Modal>
  );
}
