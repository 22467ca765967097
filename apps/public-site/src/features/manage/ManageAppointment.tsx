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
  Title,
} from '@mantine/core';
import {
  cancelManagedAppointment,
  managedAppointmentQuery,
  managedAppointmentTimesQuery,
  manageKeys,
  moveManagedAppointment,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  AppError,
  CustomerMessages,
  ErrorCode,
  MANAGE_TOKEN_MAX,
  type ManagedAppointment,
} from '@rendezvous/domain';
import { useFormat, useMessage } from '@rendezvous/i18n';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewTimePicker } from '../account/NewTimePicker';

export interface ManageAppointmentProps {
  /** The signed token of the confirmation e-mail's link; absent when the link was cut short. */
  token: string | undefined;
  /** The site's business, for the tab title and the phone to call. */
  businessName: string;
  businessPhone: string | null;
}

/**
 * The page a confirmation e-mail's "manage" link opens: the appointment, and outside the
 * business's cancellation notice a way to cancel it (after a confirmation) or move it to a free
 * time with the same consultant and services. No account: the signed token is the customer's.
 */
export function ManageAppointment({ businessName, businessPhone, ...props }: ManageAppointmentProps) {
  // A token longer than any the server signs was not copied from an e-mail: said invalid here
  // rather than sent.
  const token = props.token && props.token.length <= MANAGE_TOKEN_MAX ? props.token : undefined;
  const { t } = useTranslation('account');
  const message = useMessage();
  const api = useApi();
  const appointment = useQuery({
    ...managedAppointmentQuery(api, token ?? ''),
    enabled: Boolean(token),
  });
  const [done, setDone] = useState<string | null>(null);

  if (!token)
    return (
      <Alert color="red" role="alert" title={t('manage.invalidTitle')}>
        {t('manage.invalid')}
      </Alert>
    );
  if (appointment.isPending) return <Loader aria-label={t('manage.loading')} />;
  if (appointment.isError) {
    const refused =
      appointment.error instanceof AppError && appointment.error.code === ErrorCode.NotFound;
    return refused ? (
      <Alert color="red" role="alert" title={t('manage.invalidTitle')}>
        {message(appointment.error.message)} {t('manage.contact', { name: businessName })}
      </Alert>
    ) : (
      <Alert color="red" role="alert">
        {message(appointment.error.message)}{' '}
        <Anchor component="button" onClick={() => void appointment.refetch()}>
          {t('retry')}
        </Anchor>
      </Alert>
    );
  }
  const data = appointment.data;
  return (
    <Stack>
      {done && (
        // Mantine's Alert is always role="alert": a success is a polite status instead.
        <Card withBorder radius="md" role="status" bg="green.0">
          <Text>{message(done)}</Text>
        </Card>
      )}
      <Details managed={data} />
      <Changes
        managed={data}
        token={token}
        phone={data.business.phone ?? businessPhone}
        onDone={(text) => setDone(text)}
      />
    </Stack>
  );
}

function Details({ managed }: { managed: ManagedAppointment }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const a = managed.appointment;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="manage-when">
      <Stack gap={6}>
        <Group justify="space-between">
          <Title order={2} fz="h4" id="manage-when">
            {t('appointments.when', {
              date: format.longDate(a.date),
              time: format.time(a.start_time),
            })}
          </Title>
          <Badge color={a.status === 'active' ? 'blue' : 'gray'} variant="light">
            {t(`status.${a.status}`)}
          </Badge>
        </Group>
        <Text size="sm">{t('manage.zone', { zone: a.time_zone })}</Text>
        <Text size="sm">
          {t('appointments.with', { name: a.consultant_name })} ·{' '}
          {a.services.map((s) => s.name).join(', ')}
        </Text>
        {a.total > 0 && <Text size="sm">{format.money(a.total)}</Text>}
      </Stack>
    </Card>
  );
}

function Changes({
  managed,
  token,
  phone,
  onDone,
}: {
  managed: ManagedAppointment;
  token: string;
  phone: string | null;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('account');
  const message = useMessage();
  const format = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [moving, setMoving] = useState(false);
  const a = managed.appointment;
  const changed = (result: ManagedAppointment, text: string) => {
    queryClient.setQueryData(manageKeys.appointment(token), result);
    onDone(text);
  };
  const cancel = useMutation({
    mutationFn: () => cancelManagedAppointment(api, token),
    onSettled: () => setConfirming(false),
    onSuccess: (result) => changed(result, CustomerMessages.cancelled),
  });
  const tooLate = (error: Error) =>
    error instanceof AppError &&
    error.code === ErrorCode.Validation &&
    error.message.startsWith('Appointments cannot be changed or cancelled within')
      ? t('appointments.tooLate', { count: a.change_notice_hours })
      : message(error.message);

  if (a.status === 'cancelled') return <Text>{t('manage.cancelled')}</Text>;
  if (a.status !== 'active') return null;
  if (!a.can_change) {
    return (
      <Card withBorder radius="md" role="status" bg="yellow.0">
        <Stack gap={4}>
          <Text fw={700}>{t('manage.tooLateTitle')}</Text>
          <Text>
            {t('appointments.tooLate', { count: a.change_notice_hours })}
            {phone && (
              <>
                {' '}
                <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                  {t('manage.call', { phone })}
                </Anchor>
              </>
            )}
          </Text>
        </Stack>
      </Card>
    );
  }
  return (
    <Stack>
      {managed.change_until && (
        <Text size="sm">
          {t('manage.until', {
            when: new Date(managed.change_until).toLocaleString(format.locale, {
              dateStyle: 'full',
              timeStyle: 'short',
              timeZone: a.time_zone,
            }),
          })}
        </Text>
      )}
      {cancel.isError && (
        <Alert color="red" role="alert">
          {tooLate(cancel.error)}
        </Alert>
      )}
      <Group>
        <Button variant="default" onClick={() => setMoving(true)}>
          {t('appointments.reschedule')}
        </Button>
        <Button color="red" variant="light" onClick={() => setConfirming(true)}>
          {t('appointments.cancel')}
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('appointments.cancelTitle')}
      >
        <Stack>
          <Text>
            {t('appointments.cancelConfirm', {
              date: format.longDate(a.date),
              time: format.time(a.start_time),
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
      {moving && (
        <MoveDialog
          managed={managed}
          token={token}
          tooLate={tooLate}
          onClose={() => setMoving(false)}
          onMoved={(result) => {
            setMoving(false);
            changed(result, CustomerMessages.rescheduled);
          }}
        />
      )}
    </Stack>
  );
}

/** A date, then one of its free times with the same consultant and services (the site's move dialog). */
function MoveDialog({
  managed,
  token,
  tooLate,
  onClose,
  onMoved,
}: {
  managed: ManagedAppointment;
  token: string;
  tooLate: (error: Error) => string;
  onClose: () => void;
  onMoved: (result: ManagedAppointment) => void;
}) {
  const { t } = useTranslation('account');
  const api = useApi();
  const queryClient = useQueryClient();
  const [date, setDate] = useState<string | null>(null);
  const [slotStart, setSlotStart] = useState<string | null>(null);
  const timesQuery = managedAppointmentTimesQuery(api, token, date ?? '');
  const times = useQuery({ ...timesQuery, enabled: date !== null });
  const move = useMutation({
    mutationFn: () => moveManagedAppointment(api, { token, date: date!, start_time: slotStart! }),
    onSuccess: onMoved,
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
            {tooLate(move.error)}
          </Alert>
        )}
        {times.isError && (
          <Alert color="red" role="alert">
            {tooLate(times.error)}
          </Alert>
        )}
        <NewTimePicker
          timeZone={managed.appointment.time_zone}
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
