import {
  Button,
  Card,
  Group,
  NativeSelect,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { updateBusiness } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  BookingRulesInputSchema,
  DEFAULT_MINIMUM_NOTICE_MINUTES,
  DEFAULT_SLOT_STEP_MINUTES,
  MAX_APPOINTMENTS_PER_CONSULTANT_DAY,
  ONLINE_SERIES_MAX,
  SLOT_STEPS,
  WAITLIST_HOLD_MINUTES,
  type BookingRulesInput,
  type Business,
} from '@rendezvous/domain';
import { useMutation } from '@tanstack/react-query';
import { serverFieldErrors } from '../../forms/form-errors';
import { useBusinessChanged } from '../profile/use-business-changed';
import { DURATION_UNITS, inLargestUnit, wholeNumber, type DurationUnit } from './duration-units';

interface Values {
  notice_amount: string;
  notice_unit: DurationUnit;
  horizon: string;
  step: string;
  limit_on: boolean;
  limit: string;
  /** Minutes a freed time is held for the customer on the waitlist it is offered to. */
  hold: string;
  /** Appointments a signed-in customer may book as one repeating series on the site (0: none). */
  series: string;
}

/** The rules as the form shows them: the notice in the largest unit that writes it whole. */
function toValues(business: Business): Values {
  const notice = inLargestUnit(business.minimum_notice_minutes ?? DEFAULT_MINIMUM_NOTICE_MINUTES);
  const limit = business.max_appointments_per_consultant_day ?? null;
  return {
    notice_amount: notice.amount,
    notice_unit: notice.unit,
    horizon: String(business.booking_horizon_days),
    step: String(business.slot_step_minutes ?? DEFAULT_SLOT_STEP_MINUTES),
    limit_on: limit !== null,
    limit: limit === null ? '' : String(limit),
    hold: String(business.waitlist_hold_minutes ?? WAITLIST_HOLD_MINUTES.default),
    series: String(business.online_series_max ?? ONLINE_SERIES_MAX.default),
  };
}

function toInput(values: Values): BookingRulesInput {
  return {
    minimum_notice_minutes:
      wholeNumber(values.notice_amount, 5) * DURATION_UNITS[values.notice_unit],
    booking_horizon_days: wholeNumber(values.horizon, 4),
    slot_step_minutes: Number(values.step) as BookingRulesInput['slot_step_minutes'],
    max_appointments_per_consultant_day: values.limit_on ? wholeNumber(values.limit, 3) : null,
    waitlist_hold_minutes: wholeNumber(values.hold, 4),
    online_series_max: wholeNumber(values.series, 2),
  };
}

/** The schema's (or the server's) field names as the form's. */
const FORM_FIELD: Record<string, keyof Values> = {
  minimum_notice_minutes: 'notice_amount',
  booking_horizon_days: 'horizon',
  slot_step_minutes: 'step',
  max_appointments_per_consultant_day: 'limit',
  waitlist_hold_minutes: 'hold',
  online_series_max: 'series',
};

/**
 * "Booking rules": how long ahead a booking must be made (the owner may override it when
 * booking from the console), how many days ahead the calendar opens, the time between the
 * start times offered, an optional limit of appointments per consultant and day, and how long
 * a time freed for the waitlist is held for the customer it is offered to, and how many
 * appointments a customer may book as one repeating series on the website. Saved
 * together (PATCH business/{id}); the server's message is the success toast, and a failure
 * keeps the edits on screen.
 */
export function BookingRulesCard({ business }: { business: Business }) {
  const api = useApi();
  const changed = useBusinessChanged();
  const form = useForm<Values>({
    initialValues: toValues(business),
    validate: (values) => {
      const parsed = BookingRulesInputSchema.safeParse(toInput(values));
      const errors: Record<string, string> = {};
      for (const issue of parsed.error?.issues ?? []) {
        const field = FORM_FIELD[String(issue.path[0])];
        if (field) errors[field] ??= issue.message;
      }
      return errors;
    },
  });
  const save = useMutation({
    mutationFn: (values: Values) => updateBusiness(api, business.id, toInput(values)),
    onSuccess: async (saved) => {
      form.setValues(toValues(saved));
      form.resetDirty(toValues(saved));
      await changed();
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (fields) {
        form.setErrors(
          Object.fromEntries(
            Object.entries(fields).flatMap(([field, message]) =>
              FORM_FIELD[field] ? [[FORM_FIELD[field], message]] : [],
            ),
          ),
        );
      }
    },
  });

  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Booking rules
        </Title>
        <Text size="sm" c="dimmed">
          Applied to the free times on your website and in the console, and to every booking and
          move.
        </Text>
        <form
          noValidate
          onSubmit={form.onSubmit((values) => save.mutate(values))}
          aria-label="Booking rules"
        >
          <Stack gap="md">
            <Group align="flex-end" gap="xs" wrap="wrap">
              <TextInput
                label="Minimum notice"
                description="Bookings start at least this long after they are made; the owner can override it when booking"
                inputMode="numeric"
                w={220}
                maxLength={5}
                {...form.getInputProps('notice_amount')}
              />
              <NativeSelect
                label="Minimum notice unit"
                data={Object.keys(DURATION_UNITS)}
                {...form.getInputProps('notice_unit')}
              />
            </Group>
            <TextInput
              label="Booking horizon"
              description="How many days ahead customers and staff can book (1 to 3650)"
              inputMode="numeric"
              w={220}
              maxLength={4}
              rightSection={<Text size="sm">days</Text>}
              rightSectionWidth={48}
              {...form.getInputProps('horizon')}
            />
            <NativeSelect
              label="Slot step"
              description="Time between the start times offered"
              w={220}
              data={SLOT_STEPS.map((step) => ({ value: String(step), label: `${step} minutes` }))}
              {...form.getInputProps('step')}
            />
            <Switch
              label="Limit appointments per consultant per day"
              {...form.getInputProps('limit_on', { type: 'checkbox' })}
            />
            <TextInput
              label="Appointments per consultant per day"
              description={`A day at the limit offers no more times (1 to ${MAX_APPOINTMENTS_PER_CONSULTANT_DAY})`}
              inputMode="numeric"
              w={220}
              maxLength={3}
              disabled={!form.values.limit_on}
              {...form.getInputProps('limit')}
            />
            <TextInput
              label="Waitlist hold (minutes)"
              description="How long a freed time is held for the customer it is offered to before the next one on the waitlist gets it."
              inputMode="numeric"
              w={220}
              maxLength={4}
              {...form.getInputProps('hold')}
            />
            <TextInput
              label="Repeating bookings on the website"
              description={`How many appointments a signed-in customer may book at once as a weekly, daily or monthly series (0 turns it off, else ${ONLINE_SERIES_MAX.min} to ${ONLINE_SERIES_MAX.max}). Each is paid at the appointment.`}
              inputMode="numeric"
              w={220}
              maxLength={2}
              rightSection={<Text size="sm">max</Text>}
              rightSectionWidth={48}
              {...form.getInputProps('series')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
                Save booking rules
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
