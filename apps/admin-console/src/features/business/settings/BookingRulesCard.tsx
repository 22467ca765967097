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
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/i18n';

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
  const { t } = useTranslation('business');
  const api = useApi();
  const changed = useBusinessChanged();
  const form = useForm<Values>({
    initialValues: toValues(business),
    validate: (values) => {
      const parsed = BookingRulesInputSchema.safeParse(toInput(values));
      const errors: Record<string, string> = {};
      for (const issue of parsed.error?.issues ?? []) {
        const field = FORM_FIELD[String(issue.path[0])];
        if (field) errors[field] ??= translateMessage(issue.message);
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
              FORM_FIELD[field] ? [[FORM_FIELD[field], translateMessage(message)]] : [],
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
          {t('rules.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('rules.intro')}
        </Text>
        <form
          noValidate
          onSubmit={form.onSubmit((values) => save.mutate(values))}
          aria-label={t('rules.title')}
        >
          <Stack gap="md">
            <Group align="flex-end" gap="xs" wrap="wrap">
              <TextInput
                label={t('rules.notice')}
                description={t('rules.noticeDescription')}
                inputMode="numeric"
                w={220}
                maxLength={5}
                {...form.getInputProps('notice_amount')}
              />
              <NativeSelect
                label={t('rules.noticeUnit')}
                data={Object.keys(DURATION_UNITS).map((unit) => ({
                  value: unit,
                  label: t(`units.${unit}`),
                }))}
                {...form.getInputProps('notice_unit')}
              />
            </Group>
            <TextInput
              label={t('rules.horizon')}
              description={t('rules.horizonDescription')}
              inputMode="numeric"
              w={220}
              maxLength={4}
              rightSection={<Text size="sm">{t('rules.days')}</Text>}
              rightSectionWidth={48}
              {...form.getInputProps('horizon')}
            />
            <NativeSelect
              label={t('rules.step')}
              description={t('rules.stepDescription')}
              w={220}
              data={SLOT_STEPS.map((step) => ({
                value: String(step),
                label: t('rules.stepOption', { count: step }),
              }))}
              {...form.getInputProps('step')}
            />
            <Switch
              label={t('rules.limitOn')}
              {...form.getInputProps('limit_on', { type: 'checkbox' })}
            />
            <TextInput
              label={t('rules.limit')}
              description={t('rules.limitDescription', {
                max: MAX_APPOINTMENTS_PER_CONSULTANT_DAY,
              })}
              inputMode="numeric"
              w={220}
              maxLength={3}
              disabled={!form.values.limit_on}
              {...form.getInputProps('limit')}
            />
            <TextInput
              label={t('rules.hold')}
              description={t('rules.holdDescription')}
              inputMode="numeric"
              w={220}
              maxLength={4}
              {...form.getInputProps('hold')}
            />
            <TextInput
              label={t('rules.series')}
              description={t('rules.seriesDescription', {
                min: ONLINE_SERIES_MAX.min,
                max: ONLINE_SERIES_MAX.max,
              })}
              inputMode="numeric"
              w={220}
              maxLength={2}
              rightSection={<Text size="sm">{t('rules.max')}</Text>}
              rightSectionWidth={48}
              {...form.getInputProps('series')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
                {t('rules.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
