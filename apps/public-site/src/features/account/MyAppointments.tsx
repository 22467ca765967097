import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  cancelMyAppointment,
  customerKeys,
  myAppointmentsQuery,
  myEmailStatusQuery,
  publicTimesQuery,
  rescheduleMyAppointment,
  sendMyEmailCode,
  verifyMyEmail,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { AppError, ErrorCode, type CustomerAppointment } from '@rendezvous/domain';
import { useFormat, useMessage } from '@rendezvous/i18n';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NewTimePicker } from './NewTimePicker';

/** Whether an appointment is still to come (it has not ended), as the server splits them. */
const isUpcoming = (appointment: CustomerAppointment, now: number) =>
  new Date(appointment.ends_at).getTime() >= now;

/**
 * The signed-in customer's appointments: upcoming (soonest first), then past (latest first),
 * as the server orders them; an upcoming one is cancellable or movable outside the business's
 * notice. Above them, the e-mail check that brings in bookings made as a guest.
 */
export function MyAppointments({ subdomain }: { subdomain: string }) {
  return (
    <Stack>
      <VerifyEmail />
      <AppointmentList subdomain={subdomain} />
    </Stack>
  );
}

function AppointmentList({ subdomain }: { subdomain: string }) {
  const { t } = useTranslation('account');
  const message = useMessage();
  const api = useApi();
  const list = useQuery(myAppointmentsQuery(api, { paginate: 50 }));
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
  const now = Date.now();
  const upcoming = list.data.data.filter((a) => isUpcoming(a, now));
  const past = list.data.data.filter((a) => !isUpcoming(a, now));
  const group = (key: 'upcoming' | 'past', rows: CustomerAppointment[]) => (
    <Stack component="section" aria-labelledby={`appointments-${key}`} gap="sm">
      <Title order={2} fz="h3" id={`appointments-${key}`}>
        {t(`appointments.${key}`)}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm">{t(`appointments.${key}Empty`)}</Text>
      ) : (
        rows.map((appointment) => (
          <AppointmentCard
            key={appointment.id}
            appointment={appointment}
            upcoming={key === 'upcoming'}
            onMove={() => setMoving(appointment)}
          />
        ))
      )}
    </Stack>
  );
  return (
    <Stack gap="lg">
      {group('upcoming', upcoming)}
      {past.length > 0 && group('past', past)}
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

/** A refusal of the API; inside the notice, the rule with the business's hours, translated. */
function useChangeError(appointment: CustomerAppointment) {
  const { t } = useTranslation('account');
  const message = useMessage();
  return (error: Error) =>
    error instanceof AppError &&
    error.code === ErrorCode.Validation &&
    error.message.startsWith('Appointments cannot be changed or cancelled within')
      ? t('appointments.tooLate', { count: appointment.change_notice_hours })
      : message(error.message);
}

function AppointmentCard({
  appointment,
  upcoming,
  onMove,
}: {
  appointment: CustomerAppointment;
  upcoming: boolean;
  onMove: () => void;
}) {
  const { t } = useTranslation('account');
  const changeError = useChangeError(appointment);
  const format = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelMyAppointment(api, appointment.id),
    onSettled: () => setConfirming(false),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
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
            {changeError(cancel.error)}
          </Alert>
        )}
        {appointment.can_change ? (
          <>
            <Text size="xs" c="dark.4">
              {t('appointments.changeUntil', { count: appointment.change_notice_hours })}
            </Text>
            <Group>
              <Button variant="default" size="xs" onClick={onMove}>
                {t('appointments.reschedule')}
              </Button>
              <Button color="red" variant="light" size="xs" onClick={() => setConfirming(true)}>
                {t('appointments.cancel')}
              </Button>
            </Group>
          </>
        ) : (
          upcoming &&
          appointment.status === 'active' && (
            <Text size="xs" c="dark.4">
              {t('appointments.tooLate', { count: appointment.change_notice_hours })}
            </Text>
          )
        )}
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('appointments.cancelTitle')}
      >
        <Stack>
          <Text>
            {t('appointments.cancelConfirm', {
              date: format.longDate(appointment.date),
              time: format.time(appointment.start_time),
            })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('appointments.keep')}
            </Button>
            <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate()}>
              {t('appointments.confirmCancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

/**
 * Until the customer types the code e-mailed to their address, bookings they made as a guest
 * with it stay apart from their account: this asks for the code (and sends a new one).
 */
function VerifyEmail() {
  const { t } = useTranslation('account');
  const message = useMessage();
  const api = useApi();
  const queryClient = useQueryClient();
  const status = useQuery(myEmailStatusQuery(api));
  const [code, setCode] = useState('');
  const [linked, setLinked] = useState<number | null>(null);
  const send = useMutation({ mutationFn: () => sendMyEmailCode(api) });
  const verify = useMutation({
    mutationFn: () => verifyMyEmail(api, code.trim()),
    onSuccess: async (result) => {
      setLinked(result.linked_appointments);
      setCode('');
      await queryClient.invalidateQueries({ queryKey: customerKeys.all });
    },
  });
  if (linked !== null) {
    return (
      <Alert color="green" role="status" title={t('verify.done')}>
        {t('verify.linked', { count: linked })}
      </Alert>
    );
  }
  // Nothing to ask while loading or when it failed: the appointments below still show.
  if (!status.data || status.data.email_verified) return null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim()) verify.mutate();
  };
  return (
    <Card withBorder radius="md" component="form" noValidate onSubmit={submit} aria-label={t('verify.title')}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('verify.title')}
        </Title>
        <Text size="sm">{t('verify.intro', { email: status.data.email })}</Text>
        {verify.isError && (
          <Alert color="red" role="alert">
            {message(verify.error.message)}
          </Alert>
        )}
        {send.isSuccess && (
          <Alert color="blue" role="status">
            {t('verify.sent', { email: status.data.email })}
          </Alert>
        )}
        {send.isError && (
          <Alert color="red" role="alert">
            {message(send.error.message)}
          </Alert>
        )}
        <TextInput
          label={t('verify.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <Group>
          <Button type="submit" loading={verify.isPending} disabled={!code.trim()}>
            {t('verify.submit')}
          </Button>
          <Button variant="subtle" loading={send.isPending} onClick={() => send.mutate()}>
            {t('verify.resend')}
          </Button>
        </Group>
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
  const { t } = useTranslation('account');
  const changeError = useChangeError(appointment);
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
      await queryClient.invalidateQueries({ queryKey: customerKeys.all });
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
            {changeError(move.error)}
          </Alert>
        )}
        <NewTimePicker
          timeZone={appointment.time_zone}
          date={date}
          onDate={setDate}
          times={times}
          slotStart={slotStart}
          onSlot={setSlotStart}
        />
        <Button onClick={() => move.mutate()} disabled={!slotStart} loading={move.isPending}>
          {t('appointments.move')}
        </Button>
      </Stack>
    </Modal>
  );
}
