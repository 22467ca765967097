// The calendar is the console's only @mantine/dates component: its styles come with it.
import '@mantine/dates/styles.layer.css';
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Calendar } from '@mantine/dates';
import {
  consultantQueries,
  deleteTimeOff,
  timeOffKeys,
  timeOffQueries,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import type { Business, TimeOff, TimeOffConflict } from '@rendezvous/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { AppointmentDialog } from '../../appointments/lazy-dialog';
import { AddHolidaysDialog } from './AddHolidaysDialog';
import { AddTimeOffDialog } from './AddTimeOffDialog';
import { ConflictsList } from './ConflictsList';
import {
  KIND_LABEL_KEYS,
  dayMarks,
  isoDate,
  monthRange,
  whenLabel,
  whoLabel,
} from './time-off-labels';
import { useTranslation } from 'react-i18next';
import { ActionsTd, ActionsTh } from '../../tables/ActionsCell';

const MARK_STYLES = {
  closure: { backgroundColor: 'var(--mantine-color-red-1)' },
  away: { backgroundColor: 'var(--mantine-color-yellow-1)' },
} as const;

export interface TimeOffTabProps {
  business: Business;
  /** The month shown first (today's by default). */
  initialMonth?: Date;
}

/**
 * "Time off": a month calendar marking the days the business is closed and the days a
 * consultant is away, the entries of that month, and the actions to add time off or a year's
 * statutory holidays. What is added comes back with the appointments already booked inside it,
 * listed to be moved or cancelled.
 */
export function TimeOffTab({ business, initialMonth }: TimeOffTabProps) {
  const { t } = useTranslation('business');
  const api = useApi();
  const queryClient = useQueryClient();
  const [month, setMonth] = useState(() => initialMonth ?? new Date());
  const range = monthRange(month);
  const entries = useQuery(
    timeOffQueries.list(api, business.id, { ...range, appendConflicts: true }),
  );
  const consultants = useQuery(consultantQueries.list(api, { paginate: 100, appendAdmin: true }));
  const [adding, setAdding] = useState<string | null>(null);
  const [addingHolidays, setAddingHolidays] = useState(false);
  const [conflicts, setConflicts] = useState<TimeOffConflict[]>([]);
  const [openAppointment, setOpenAppointment] = useState<number | null>(null);

  const marks = useMemo(
    () => dayMarks(entries.data ?? [], range.from, range.to),
    [entries.data, range.from, range.to],
  );
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: timeOffKeys.business(business.id) });
  const remove = useMutation({
    mutationFn: (entry: TimeOff) => deleteTimeOff(api, business.id, entry.id),
    onSuccess: refresh,
  });

  const staff = (consultants.data?.data ?? []).map((c) => ({
    id: c.id,
    name: c.admin?.full_name ?? t('timeOff.consultant', { id: c.id }),
  }));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h4">
            {t('timeOff.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('timeOff.intro')}
          </Text>
        </div>
        <Group gap="xs">
          <Button variant="default" onClick={() => setAddingHolidays(true)}>
            {t('timeOff.addHolidays')}
          </Button>
          <Button onClick={() => setAdding(isoDate(new Date()))}>{t('timeOff.add')}</Button>
        </Group>
      </Group>

      <ConflictsList
        conflicts={conflicts}
        onOpen={setOpenAppointment}
        onDismiss={() => setConflicts([])}
      />

      <Group align="flex-start" gap="xl" wrap="wrap">
        <Stack gap="xs">
          <Calendar
            // Named month arrows; weekends in the days' own colour (Mantine's red fails AA).
            previousLabel={t('timeOff.previousMonth')}
            nextLabel={t('timeOff.nextMonth')}
            weekendDays={[]}
            date={month}
            onDateChange={setMonth}
            onNextMonth={setMonth}
            onPreviousMonth={setMonth}
            getDayProps={(date) => {
              const mark = marks.get(isoDate(date));
              return {
                style: mark ? MARK_STYLES[mark] : undefined,
                onClick: () => setAdding(isoDate(date)),
              };
            }}
            renderDay={(date) => {
              const mark = marks.get(isoDate(date));
              return (
                <span>
                  {date.getDate()}
                  {mark && (
                    <VisuallyHidden>
                      {mark === 'closure' ? t('timeOff.markClosed') : t('timeOff.markAway')}
                    </VisuallyHidden>
                  )}
                </span>
              );
            }}
          />
          <Group gap="xs">
            <Badge variant="filled" bg="red.1" c="dark.8">
              {t('timeOff.legendClosed')}
            </Badge>
            <Badge variant="filled" bg="yellow.1" c="dark.8">
              {t('timeOff.legendAway')}
            </Badge>
          </Group>
        </Stack>

        <Stack gap="xs" style={{ flex: '1 1 24rem' }}>
          {entries.isPending ? (
            <Center py="xl">
              <Loader aria-label={t('timeOff.loading')} />
            </Center>
          ) : entries.isError ? (
            <Alert color="red" title={t('timeOff.loadError')}>
              <Button variant="light" color="red" mt="sm" onClick={() => void entries.refetch()}>
                {t('common.tryAgain')}
              </Button>
            </Alert>
          ) : entries.data.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('timeOff.none')}
            </Text>
          ) : (
            <Table aria-label={t('timeOff.tableLabel', { from: range.from, to: range.to })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('timeOff.when')}</Table.Th>
                  <Table.Th>{t('timeOff.who')}</Table.Th>
                  <Table.Th>{t('timeOff.kindHeader')}</Table.Th>
                  <Table.Th>{t('timeOff.note')}</Table.Th>
                  <ActionsTh label={t('timeOff.actions')} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.data.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>{whenLabel(entry, t)}</Table.Td>
                    <Table.Td>{whoLabel(entry, t)}</Table.Td>
                    <Table.Td>{t(KIND_LABEL_KEYS[entry.kind])}</Table.Td>
                    <Table.Td>
                      {entry.note}
                      {(entry.conflicts?.length ?? 0) > 0 && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="orange"
                          ml="xs"
                          onClick={() => setConflicts(entry.conflicts ?? [])}
                        >
                          {t('timeOff.booked', { count: entry.conflicts!.length })}
                        </Button>
                      )}
                    </Table.Td>
                    <ActionsTd>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        loading={remove.isPending && remove.variables?.id === entry.id}
                        aria-label={t('timeOff.deleteOne', {
                          who: whoLabel(entry, t),
                          when: whenLabel(entry, t),
                        })}
                        onClick={() => remove.mutate(entry)}
                      >
                        {t('timeOff.delete')}
                      </Button>
                    </ActionsTd>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Group>

      {adding !== null && (
        <AddTimeOffDialog
          opened
          onClose={() => setAdding(null)}
          businessId={business.id}
          consultants={staff}
          date={adding}
          onSaved={(entry) => {
            setConflicts(entry.conflicts ?? []);
            void refresh();
          }}
        />
      )}
      {addingHolidays && (
        <AddHolidaysDialog
          opened
          onClose={() => setAddingHolidays(false)}
          businessId={business.id}
          year={month.getFullYear()}
          onAdded={(answer) => {
            setConflicts(answer.conflicts);
            void refresh();
          }}
        />
      )}
      {openAppointment !== null && (
        <AppointmentDialog
          appointmentId={openAppointment}
          mode="view"
          opened
          onClose={() => setOpenAppointment(null)}
        />
      )}
    </Stack>
  );
}
