import 'dayjs/locale/fr-ca';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { joinWaitlist } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  AppError,
  MAX_WAITLIST_RANGE_DAYS,
  PublicWaitlistInputSchema,
  type PublicSite,
  type PublicWaitlistInput,
} from '@rendezvous/domain';
import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@rendezvous/i18n';
import { consultantsFor, todayIn } from '../booking/booking-rules';
import { GuestFields } from '../booking/GuestFields';

export interface JoinWaitlistProps {
  site: PublicSite;
  subdomain: string;
  /** The services chosen in the booking dialog: an entry waits for one, the first chosen. */
  serviceIds: readonly number[];
  /** The consultant chosen in the booking dialog, or null for any. */
  consultantId: number | null;
  /** The date found without a free time: the first day by default. */
  date: string;
  /** The signed-in customer, who joins as themselves; null for a visitor, who joins as a guest. */
  customer: { firstname: string; lastname: string; email: string } | null;
  onJoined: () => void;
  onBack: () => void;
}

const ANY = 'any';
/** The last day offered by default: a week after the first. */
const DEFAULT_RANGE_DAYS = 7;
/** The form's fields a 422 may name (prefixes); a message for any other goes to the alert. */
const SHOWN_FIELDS = ['consultant_id', 'from_date', 'to_date', 'guest.'];

const toDay = (value: Date | null) => (value ? dayjs(value).format('YYYY-MM-DD') : '');
const addDays = (date: string, days: number) => dayjs(date).add(days, 'day').format('YYYY-MM-DD');

/**
 * Joining the waitlist from a day without a free time: the dates that suit the customer, the
 * consultant (or any), and a visitor's details. The server writes when a time frees up.
 */
export function JoinWaitlist({
  site,
  subdomain,
  serviceIds,
  consultantId,
  date,
  customer,
  onJoined,
  onBack,
}: JoinWaitlistProps) {
  const { t, i18n } = useTranslation('booking');
  const message = useMessage();
  const api = useApi();
  const serviceId = serviceIds[0]!;
  const service = site.services.find((s) => s.id === serviceId);
  const consultants = consultantsFor(site, [serviceId]);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<PublicWaitlistInput>({
    initialValues: {
      service_id: serviceId,
      consultant_id: consultantId,
      from_date: date,
      to_date: addDays(date, DEFAULT_RANGE_DAYS),
      guest: customer ? undefined : { firstname: '', lastname: '', email: '', phone: '' },
    },
    validate: zod4Resolver(PublicWaitlistInputSchema, { errorPriority: 'first' }),
  });
  const join = useMutation({
    mutationFn: (input: PublicWaitlistInput) => joinWaitlist(api, subdomain, input),
    onSuccess: onJoined,
    onError: (error) => {
      const fields = error instanceof AppError ? Object.entries(error.errors ?? {}) : [];
      const onForm = ([field]: [string, string[]]) => SHOWN_FIELDS.some((f) => field.startsWith(f));
      const shown = fields.filter(onForm);
      const other = fields.find((entry) => !onForm(entry));
      // The server's field messages go beside their fields; anything else (already waiting,
      // too many entries, no connection) in the alert, and the form stays as it was.
      form.setErrors(Object.fromEntries(shown.map(([field, messages]) => [field, messages[0]])));
      setProblem(other?.[1][0] ?? (shown.length > 0 ? null : error.message));
    },
  });
  const submit = form.onSubmit((values) => {
    setProblem(null);
    join.mutate(values);
  });
  const { from_date: from, to_date: to } = form.getValues();
  const fieldError = (field: string) => message(form.errors[field] as string) || undefined;

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={3} fz="h4">
          {t('waitlist.title')}
        </Title>
        <Text>{t('waitlist.intro')}</Text>
        <Text>
          {t('waitlist.service', { name: service?.name ?? '' })}
          {serviceIds.length > 1 && ` ${t('waitlist.oneService')}`}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DatePickerInput
            label={t('waitlist.from')}
            locale={i18n.language.toLowerCase()}
            required
            minDate={dayjs(todayIn(site.business.time_zone)).toDate()}
            value={from ? dayjs(from).toDate() : null}
            onChange={(value) => {
              const first = toDay(value);
              form.setFieldValue('from_date', first);
              // A first day after the last one moves the last one a week on, as at the start.
              if (first && to < first)
                form.setFieldValue('to_date', addDays(first, DEFAULT_RANGE_DAYS));
            }}
            error={fieldError('from_date')}
          />
          <DatePickerInput
            label={t('waitlist.to')}
            locale={i18n.language.toLowerCase()}
            required
            minDate={from ? dayjs(from).toDate() : undefined}
            maxDate={from ? dayjs(addDays(from, MAX_WAITLIST_RANGE_DAYS - 1)).toDate() : undefined}
            value={to ? dayjs(to).toDate() : null}
            onChange={(value) => form.setFieldValue('to_date', toDay(value))}
            error={fieldError('to_date')}
          />
        </SimpleGrid>
        <NativeSelect
          label={t('waitlist.consultant')}
          value={String(form.getValues().consultant_id ?? ANY)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            form.setFieldValue('consultant_id', value === ANY ? null : Number(value));
          }}
          data={[
            { value: ANY, label: t('waitlist.anyConsultant') },
            ...consultants.map((c) => ({ value: String(c.id), label: c.full_name })),
          ]}
          error={fieldError('consultant_id')}
        />
        {customer ? (
          <Text>
            {t('waitlist.signedIn', {
              name: `${customer.firstname} ${customer.lastname}`,
              email: customer.email,
            })}
          </Text>
        ) : (
          <>
            <Text>{t('waitlist.guest')}</Text>
            <GuestFields field={(name) => form.getInputProps(`guest.${name}`)} />
          </>
        )}
        {/* Beside the button it answers, where a phone's screen shows it. */}
        {problem && (
          <Alert color="red" role="alert">
            {message(problem)}
          </Alert>
        )}
        <Group justify="space-between" mt="md">
          <Button variant="default" onClick={onBack} disabled={join.isPending}>
            {t('back')}
          </Button>
          <Button type="submit" loading={join.isPending}>
            {t('waitlist.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
