import {
  Alert,
  Autocomplete,
  Button,
  Center,
  Divider,
  Group,
  Loader,
  Modal,
  MultiSelect,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  appointmentQuery,
  businessQueries,
  checkAppointmentSeries,
  checkAppointmentSeriesMove,
  clientFindQuery,
  consultantQueries,
  createAppointment,
  createGuest,
  quietly,
  saveConfirmedCard,
  updateAppointment,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  APPOINTMENT_FORM_DEFAULTS,
  APPOINTMENT_STATUSES,
  AppError,
  AppointmentFormSchema,
  ErrorCode,
  SEARCH_DEBOUNCE_MS,
  PaymentMessages,
  PhoneMessages,
  Snackbars,
  appointmentAmounts,
  appointmentFormToInput,
  hasAppointmentChanged,
  isValidPhone,
  type Appointment,
  type AppointmentForm,
  type AppointmentStatus,
} from '@rendezvous/domain';
import { hasPermission } from '@rendezvous/permissions';
import { showErrorToast } from '@rendezvous/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message';
import { useMoney } from '../../i18n/use-money';
import { useCurrentAdmin } from '../auth/use-current-admin';
import { AppointmentChargeLine } from '../payments/AppointmentChargeLine';
import type { PayNowCardChoice } from '../payments/PayNowCard';
import { useClock } from './clock';
import type { AppointmentDialogProps } from './dialog-props';
import classes from './AppointmentDialog.module.css';
import { DeliveryLog } from './DeliveryLog';
import { invalidateBookings } from './invalidate-bookings';
import { NewSeriesReview, type SeriesCheckResult } from './series/NewSeriesReview';
import { REPEAT_DEFAULTS, RepeatFields, recurrenceOf, type RepeatState } from './series/RepeatFields';
import { reportSeriesFailure } from './series/series-failure';
import { SeriesMembership } from './series/SeriesMembership';
import { SeriesMoveReview, type SeriesMoveCheck } from './series/SeriesMoveReview';

// The card step (and its card form) loads with the first pay-now booking, not with the page.
const PayNowCard = lazy(() => import('../payments/PayNowCard').then((m) => ({ default: m.PayNowCard })));

/** Quebec GST + QST, used while the business's own rate is not known. */
const DEFAULT_TAX_RATE_PPM = 149_750;

type FormState = {
  customer_type: 'user' | 'guest';
  customerable_id: number | null;
  guest: { firstname: string; lastname: string; email: string; phone: string };
  consultant_id: number | null;
  services: number[];
  date: string;
  start_time: string;
  end_time: string;
  pay_now: 0 | 1;
  status: AppointmentStatus;
  customer_timezone_id: number | null;
};
type Errors = Record<string, string>;

function emptyForm(): FormState {
  return {
    ...APPOINTMENT_FORM_DEFAULTS,
    guest: { ...APPOINTMENT_FORM_DEFAULTS.guest, phone: '' },
    services: [],
    consultant_id: null,
  };
}

function formFrom(appointment: Appointment): FormState {
  return {
    customer_type: appointment.customer_type,
    customerable_id: appointment.customerable_id,
    guest: { firstname: '', lastname: '', email: '', phone: '' },
    consultant_id: appointment.consultant_id,
    services: [...(appointment.selected_consultant_services ?? [])],
    date: appointment.date,
    start_time: appointment.start_time.slice(0, 5),
    end_time: appointment.end_time.slice(0, 5),
    pay_now: appointment.pay_now as 0 | 1,
    status: appointment.status,
    customer_timezone_id: appointment.customer_timezone_id,
  };
}

/**
 * The form's dependencies (back-office spec §4): a consultant before services, services before a
 * date, a date before times. Changing a field clears what depended on it.
 */
export function applyChange(form: FormState, patch: Partial<FormState>): FormState {
  const next = { ...form, ...patch };
  if ('consultant_id' in patch && patch.consultant_id !== form.consultant_id) {
    return { ...next, services: [], date: '', start_time: '', end_time: '' };
  }
  if ('services' in patch) {
    if (next.services.length === 0) return { ...next, date: '', start_time: '', end_time: '' };
    return { ...next, start_time: '', end_time: '' };
  }
  if ('date' in patch && patch.date !== form.date) return { ...next, start_time: '', end_time: '' };
  return next;
}

/**
 * The red snackbar of a form that fails its checks (back-office spec §8): only the new guest's
 * fields means the guest cannot be created; one field or several otherwise.
 */
export function missingFieldsSnackbar(fields: string[]): string {
  if (fields.length > 0 && fields.every((f) => f.startsWith('guest.'))) return Snackbars.guestFormIncomplete;
  return fields.length === 1 ? Snackbars.mandatoryFieldMissing : Snackbars.mandatoryFieldsMissing;
}

function errorsOf(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The appointment dialog: book, view or edit one appointment. */
export function AppointmentDialog({ appointmentId, mode: initialMode, opened, onClose }: AppointmentDialogProps) {
  const { t } = useTranslation('appointments');
  const api = useApi();
  const existing = useQuery({ ...appointmentQuery(api, appointmentId ?? 0), enabled: appointmentId !== null && opened });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={700}
      title={initialMode === 'new' ? t('dialog.titleNew') : t('dialog.title')}
    >
      {appointmentId !== null && existing.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('dialog.loading')} />
        </Center>
      ) : appointmentId !== null && existing.isError ? (
        <Alert color="red" title={t('dialog.loadError')}>
          <Button variant="default" onClick={() => void existing.refetch()}>
            {t('actions.retry', { ns: 'common' })}
          </Button>
        </Alert>
      ) : (
        <AppointmentFormBody
          key={existing.data?.id ?? 'new'}
          appointment={existing.data ?? null}
          initialMode={initialMode}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function AppointmentFormBody({
  appointment,
  initialMode,
  onClose,
}: {
  appointment: Appointment | null;
  initialMode: AppointmentDialogProps['mode'];
  onClose: () => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const admin = useCurrentAdmin();
  // The pickers follow the console's 12/24-hour toggle (on the appointments list).
  const clock = useClock();
  const [mode, setMode] = useState(appointment ? initialMode : 'new');
  const [form, setForm] = useState<FormState>(() => (appointment ? formFrom(appointment) : emptyForm()));
  const [errors, setErrors] = useState<Errors>({});
  const { t } = useTranslation('appointments');
  const msg = useMessage();
  const money = useMoney();
  // Field messages are the domain's and the server's English: shown in the console's language.
  const fieldErrors: Errors = Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, message && msg(message)]),
  );
  const toast = (message: string) => showErrorToast(msg(message));
  const [saving, setSaving] = useState(false);
  const createdGuest = useRef<{ key: string; id: number } | null>(null);
  // Pay now needs a card (spec §4): the client's default, or one confirmed in the card form.
  const [payCard, setPayCard] = useState<PayNowCardChoice | null>(null);
  useEffect(() => setPayCard(null), [form.customer_type, form.customerable_id]);
  const [clientText, setClientText] = useState(appointment?.customerable?.full_name ?? '');
  const [debouncedClientText] = useDebouncedValue(clientText, SEARCH_DEBOUNCE_MS);
  const readOnly = mode === 'view';
  // The owner (who may change the business) may book inside the minimum notice or beyond the
  // booking horizon; the API refuses the flag from anyone else.
  const mayOverride = admin !== undefined && hasPermission(admin, 'business', 'update');
  const [override, setOverride] = useState(false);
  // Issue 25: a new appointment may repeat; it is checked whole, then booked from the check.
  const [repeat, setRepeat] = useState<RepeatState>(REPEAT_DEFAULTS);
  const [seriesCheck, setSeriesCheck] = useState<(SeriesCheckResult & { customerId: number }) | null>(null);
  // An occurrence of a series moves alone (the PUT) or with the following ones, checked first.
  const seriesId = appointment?.series_id ?? null;
  const [moveScope, setMoveScope] = useState<'one' | 'following'>('one');
  const [moveCheck, setMoveCheck] = useState<SeriesMoveCheck | null>(null);
  const timeMoved =
    appointment !== null &&
    seriesId !== null &&
    (form.date !== appointment.date || form.start_time !== appointment.start_time.slice(0, 5));
  const movingFollowing = timeMoved && moveScope === 'following';

  const businessId = admin?.business_id ?? null;
  const business = useQuery({ ...businessQueries.detail(api, businessId ?? 0), enabled: businessId !== null });
  const consultants = useQuery(consultantQueries.list(api, { paginate: 100, appendServices: true, appendAdmin: true }));
  const consultant = consultants.data?.data.find((c) => c.id === form.consultant_id);
  const consultantDetail = useQuery({
    ...consultantQueries.detail(api, form.consultant_id ?? 0),
    enabled: form.consultant_id !== null && !consultant?.services,
  });
  const services = consultant?.services ?? consultantDetail.data?.services ?? [];
  const found = useQuery({
    ...clientFindQuery(api, debouncedClientText),
    enabled: !readOnly && form.customer_type === 'user' && debouncedClientText.trim().length > 0,
  });
  const times = useQuery({
    ...consultantQueries.times(api, form.consultant_id ?? 0, {
      date: form.date,
      consultantServiceIds: form.services,
      customer_timezone_id: form.customer_timezone_id,
      excludeAppointmentId: appointment?.id ?? null,
      overrideBookingRules: override,
    }),
    enabled: !readOnly && form.consultant_id !== null && form.services.length > 0 && form.date !== '',
  });
  const slots = times.data ?? [];

  const change = (patch: Partial<FormState>) => {
    setForm((current) => applyChange(current, patch));
    // What was checked was checked for the fields as they were.
    setSeriesCheck(null);
    setMoveCheck(null);
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  };
  const pickSlot = (field: 'start_time' | 'end_time', value: string | null) => {
    const slot = slots.find((s) => s[field].slice(0, 5) === value);
    if (slot) change({ start_time: slot.start_time.slice(0, 5), end_time: slot.end_time.slice(0, 5) });
  };

  const prices = services.filter((s) => form.services.includes(s.id)).map((s) => s.price);
  const amounts = appointmentAmounts({
    servicePrices: prices,
    taxRatePpm: business.data?.tax_rate_ppm ?? DEFAULT_TAX_RATE_PPM,
    bookingFee: business.data?.booking_fee ?? 0,
    tip: 0,
  });

  const save = async () => {
    const formInput: AppointmentForm = {
      ...form,
      // An existing appointment's customer (client or guest) already exists: only its id is checked.
      customer_type: appointment ? 'user' : form.customer_type,
      guest: { firstname: form.guest.firstname, lastname: form.guest.lastname, email: form.guest.email },
    };
    const parsed = AppointmentFormSchema.safeParse(formInput);
    const series = !appointment && repeat.on ? recurrenceOf(repeat) : null;
    if (!parsed.success || series?.errors) {
      const found = { ...(parsed.success ? {} : errorsOf(parsed.error.issues)), ...series?.errors };
      setErrors(found);
      const keys = Object.keys(found);
      // Repeat's fields are not missing but out of range: their own message says which.
      toast(keys.every((k) => k.startsWith('recurrence.')) ? found[keys[0]!]! : missingFieldsSnackbar(keys));
      return;
    }
    setErrors({});
    const values = { ...parsed.data, customer_type: form.customer_type };
    // The chosen consultant is in neither the list nor found on its own (deleted meanwhile).
    if (consultants.isSuccess && !consultant && consultantDetail.isError) {
      toast(Snackbars.consultantMissing);
      return;
    }
    if (appointment && !hasAppointmentChanged({ ...formFrom(appointment), consultant_id: appointment.consultant_id }, values)) {
      toast(Snackbars.appointmentUnchanged);
      return;
    }
    // The series moves by the date and time alone; anything else is this appointment's own change.
    if (
      appointment &&
      movingFollowing &&
      hasAppointmentChanged(
        { ...formFrom(appointment), consultant_id: appointment.consultant_id },
        { ...values, date: appointment.date, start_time: appointment.start_time, end_time: appointment.end_time },
      )
    ) {
      toast(
        t('dialog.moveOthersFirst'),
      );
      return;
    }
    const needsCard = !appointment && values.pay_now === 1;
    if (needsCard && !payCard) {
      toast(PaymentMessages.cardRequired);
      return;
    }
    setSaving(true);
    try {
      let customerId = values.customerable_id;
      const forNewGuest = values.customer_type === 'guest' && !appointment;
      if (forNewGuest) {
        const phone = form.guest.phone.trim();
        if (phone && !isValidPhone(phone)) {
          setErrors({ 'guest.phone': PhoneMessages.invalid('Phone') });
          return;
        }
        const guestFields = { ...values.guest, phone: phone ? phone : null };
        const guestKey = JSON.stringify(guestFields);
        // A guest created by an earlier attempt that failed later is reused, not created twice.
        if (createdGuest.current?.key === guestKey) {
          customerId = createdGuest.current.id;
        } else {
          try {
            // Quiet: the spec's message below is this failure's one toast.
            const guest = await createGuest(quietly(api), guestFields);
            if (!Number.isInteger(guest?.id) || guest.id <= 0) {
              toast(Snackbars.guestCustomerIssue);
              return;
            }
            customerId = guest.id;
            createdGuest.current = { key: guestKey, id: guest.id };
          } catch {
            toast(Snackbars.guestCreateError);
            return;
          }
        }
      }
      if (customerId === null) {
        toast(Snackbars.appointmentCustomerMissing);
        return;
      }
      const input = {
        ...appointmentFormToInput(values, customerId),
        ...(override ? { override_booking_rules: true } : {}),
      };
      // A series is checked now and booked from the check (NewSeriesReview), the card saved then.
      if (series?.recurrence) {
        await checkSeries({ ...input, recurrence: series.recurrence }, customerId);
        return;
      }
      if (appointment && seriesId !== null && movingFollowing) {
        await checkMove(seriesId, {
          appointment_id: appointment.id,
          date: values.date,
          start_time: values.start_time,
          ...(override ? { override_booking_rules: true } : {}),
        });
        return;
      }
      // The spec's order: the guest, then the card, then the appointment.
      if (needsCard && !(await saveNewCard(values.customer_type, customerId))) return;
      if (appointment) {
        // The dialog has no tip field: an update leaves the tip the owner gave as it is (a tip of
        // 0 here would take it off, and off the card's agreed total).
        const { tip: _kept, ...changes } = input;
        await updateAppointment(api, appointment.id, changes);
      } else if (forNewGuest) {
        try {
          await createAppointment(quietly(api), input);
        } catch (error) {
          // A taken slot keeps its own message; anything else is about the guest just created.
          const conflict = error instanceof AppError && error.code === ErrorCode.Conflict;
          toast(conflict ? error.message : Snackbars.guestCustomerIssue);
          return;
        }
      } else await createAppointment(api, input);
      await invalidateBookings(queryClient);
      onClose();
    } catch {
      // The failed call already showed the server's message (e.g. the slot was taken); stay open.
    } finally {
      setSaving(false);
    }
  };

  /** Saves the card confirmed in the card form (pay now) to the customer; false (and a toast) when that fails. */
  const saveNewCard = async (customerType: FormState['customer_type'], customerId: number) => {
    if (payCard?.kind !== 'new') return true;
    try {
      await saveConfirmedCard(quietly(api), payCard.paymentMethod, { customerType, customerTypeId: customerId });
      return true;
    } catch {
      toast(Snackbars.stripeCustomerError);
      return false;
    }
  };

  // Both checks are quiet: a failure is told once, by reportSeriesFailure, its fields under theirs.
  const checkSeries = async (input: SeriesCheckResult['input'], customerId: number) => {
    try {
      const { occurrences } = await checkAppointmentSeries(quietly(api), input);
      setSeriesCheck({ input, occurrences, customerId });
    } catch (error) {
      setErrors(reportSeriesFailure(error).fields);
    }
  };
  const checkMove = async (id: number, move: SeriesMoveCheck['move']) => {
    try {
      const { occurrences } = await checkAppointmentSeriesMove(quietly(api), id, move);
      setMoveCheck({ seriesId: id, move, occurrences });
    } catch (error) {
      setErrors(reportSeriesFailure(error).fields);
    }
  };

  const meetings = appointment?.video_conferences ?? [];
  const timeOptions = (field: 'start_time' | 'end_time') => {
    const options = slots.map((s) => ({ value: s[field].slice(0, 5), label: clock.formatTime(s[field]) }));
    const current = form[field];
    if (current && !options.some((o) => o.value === current)) {
      options.unshift({ value: current, label: clock.formatTime(current) });
    }
    return [...new Map(options.map((o) => [o.value, o])).values()];
  };

  const body = (
    <Stack gap="sm" className={classes.form} mod={{ 'read-only': readOnly }}>
      {appointment && seriesId !== null && (
        <SeriesMembership appointment={{ ...appointment, series_id: seriesId }} onCancelled={onClose} />
      )}
      <Radio.Group
        label={t('form.customerType')}
        value={form.customer_type}
        onChange={(value) => change({ customer_type: value as FormState['customer_type'], customerable_id: null })}
      >
        <Group mt={4}>
          <Radio value="user" label={t('form.client')} disabled={readOnly || appointment !== null} />
          <Radio value="guest" label={t('form.guest')} disabled={readOnly || appointment !== null} />
        </Group>
      </Radio.Group>
      {form.customer_type === 'user' || appointment ? (
        <Autocomplete
          label={form.customer_type === 'user' ? t('form.client') : t('form.guest')}
          placeholder={t('form.searchClients')}
          value={clientText}
          readOnly={readOnly || appointment !== null}
          onChange={(text) => {
            setClientText(text);
            if (form.customerable_id !== null) change({ customerable_id: null });
          }}
          data={(found.data ?? []).map((c) => ({ value: String(c.id), label: `${c.full_name} (${c.email})` }))}
          filter={({ options }) => options}
          onOptionSubmit={(value) => {
            const client = found.data?.find((c) => String(c.id) === value);
            if (client) {
              setClientText(client.full_name);
              change({ customerable_id: client.id });
            }
          }}
          error={fieldErrors.customerable_id}
          withAsterisk
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('form.firstname')}
            withAsterisk
            value={form.guest.firstname}
            onChange={(e) => change({ guest: { ...form.guest, firstname: e.currentTarget.value } })}
            error={fieldErrors['guest.firstname']}
          />
          <TextInput
            label={t('form.lastname')}
            withAsterisk
            value={form.guest.lastname}
            onChange={(e) => change({ guest: { ...form.guest, lastname: e.currentTarget.value } })}
            error={fieldErrors['guest.lastname']}
          />
          <TextInput
            label={t('form.email')}
            type="email"
            withAsterisk
            value={form.guest.email}
            onChange={(e) => change({ guest: { ...form.guest, email: e.currentTarget.value } })}
            error={fieldErrors['guest.email']}
          />
          <TextInput
            label={t('form.phone')}
            type="tel"
            value={form.guest.phone}
            onChange={(e) => change({ guest: { ...form.guest, phone: e.currentTarget.value } })}
            error={fieldErrors['guest.phone']}
          />
        </SimpleGrid>
      )}
      <Select
        label={t('form.consultant')}
        withAsterisk
        readOnly={readOnly}
        data={(consultants.data?.data ?? []).map((c) => ({
          value: String(c.id),
          label: c.admin ? `${c.admin.firstname} ${c.admin.lastname}` : t('form.consultantNumber', { id: c.id }),
        }))}
        value={form.consultant_id === null ? null : String(form.consultant_id)}
        onChange={(value) => change({ consultant_id: value === null ? null : Number(value) })}
        error={fieldErrors.consultant_id}
      />
      <MultiSelect
        label={t('form.services')}
        withAsterisk
        readOnly={readOnly}
        disabled={!readOnly && form.consultant_id === null}
        placeholder={readOnly ? undefined : form.consultant_id === null ? t('form.consultantFirst') : t('form.pickServices')}
        data={services.map((s) => ({ value: String(s.id), label: `${s.name} (${money(s.price)})` }))}
        value={form.services.map(String)}
        onChange={(values) => change({ services: values.map(Number) })}
        clearable={!readOnly}
        clearButtonProps={{ 'aria-label': t('form.clearServices') }}
        error={fieldErrors.services}
      />
      <TextInput
        label={t('form.date')}
        type="date"
        withAsterisk
        readOnly={readOnly}
        disabled={!readOnly && form.services.length === 0}
        description={!readOnly && form.services.length === 0 ? t('form.serviceFirst') : undefined}
        value={form.date}
        onChange={(e) => change({ date: e.currentTarget.value })}
        error={fieldErrors.date}
      />
      {mayOverride && !readOnly && (
        <Switch
          label={t('form.override')}
          description={t('form.overrideDescription')}
          checked={override}
          onChange={(event) => {
            setOverride(event.currentTarget.checked);
            // Times picked under one set of rules may not exist under the other.
            change({ start_time: '', end_time: '' });
          }}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('form.start')}
          withAsterisk
          readOnly={readOnly}
          disabled={!readOnly && form.date === ''}
          data={timeOptions('start_time')}
          value={form.start_time || null}
          onChange={(value) => pickSlot('start_time', value)}
          nothingFoundMessage={times.isFetching ? t('form.loadingTimes') : t('form.noTimes')}
          error={fieldErrors.start_time}
        />
        <Select
          label={t('form.end')}
          withAsterisk
          readOnly={readOnly}
          disabled={!readOnly && form.date === ''}
          data={timeOptions('end_time')}
          value={form.end_time || null}
          onChange={(value) => pickSlot('end_time', value)}
          nothingFoundMessage={times.isFetching ? t('form.loadingTimes') : t('form.noTimes')}
          error={fieldErrors.end_time}
        />
      </SimpleGrid>
      {!appointment && (
        <RepeatFields
          value={repeat}
          onChange={(next) => {
            setRepeat(next);
            setSeriesCheck(null);
            setErrors((current) =>
              Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('recurrence.'))),
            );
          }}
          errors={fieldErrors}
        />
      )}
      {timeMoved && !readOnly && (
        <Radio.Group
          label={t('form.moveScope')}
          value={moveScope}
          onChange={(value) => {
            setMoveScope(value === 'following' ? 'following' : 'one');
            setMoveCheck(null);
          }}
        >
          <Group mt={4}>
            <Radio value="one" label={t('form.moveOne')} />
            <Radio value="following" label={t('form.moveFollowing')} />
          </Group>
        </Radio.Group>
      )}
      <Radio.Group
        label={t('form.payment')}
        value={String(form.pay_now)}
        onChange={(value) => change({ pay_now: value === '1' ? 1 : 0 })}
      >
        <Group mt={4}>
          <Radio value="1" label={t('form.payNow')} disabled={readOnly} />
          <Radio value="0" label={t('form.payLater')} disabled={readOnly} />
        </Group>
      </Radio.Group>
      {form.pay_now === 1 && !readOnly && !appointment && (
        <Suspense fallback={<Loader size="sm" aria-label={t('form.loadingCard')} />}>
          <PayNowCard
            customerType={form.customer_type}
            customerId={form.customerable_id}
            value={payCard}
            onChange={setPayCard}
          />
        </Suspense>
      )}
      {appointment && appointment.pay_now === 1 && <AppointmentChargeLine appointmentId={appointment.id} />}
      {appointment && (
        <Select
          label={t('form.status')}
          readOnly={readOnly}
          data={APPOINTMENT_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          value={form.status}
          onChange={(value) => value && change({ status: value as AppointmentStatus })}
          allowDeselect={false}
        />
      )}
      <Divider />
      <Stack gap={4} aria-label={t('summary.label')} role="group">
        <SummaryLine label={t('summary.subtotal')} cents={amounts.service_total} />
        <SummaryLine label={t('summary.tax')} cents={amounts.tax} />
        <SummaryLine label={t('summary.fee')} cents={amounts.booking_fee} />
        <SummaryLine label={t('summary.total')} cents={amounts.total} strong />
      </Stack>
      {/* Without a video conference there is no Meeting Info tab: the calendar's event shows here. */}
      {meetings.length === 0 && appointment?.google_calendar_event_id && (
        <TextInput label={t('meeting.calendarEvent')} readOnly value={appointment.google_calendar_event_id} />
      )}
      {seriesCheck ? (
        <NewSeriesReview
          check={seriesCheck}
          beforeBook={() =>
            seriesCheck.input.pay_now === 1
              ? saveNewCard(seriesCheck.input.customer_type, seriesCheck.customerId)
              : Promise.resolve(true)
          }
          onBooked={onClose}
          onNone={onClose}
          onRejected={(fields) => {
            setSeriesCheck(null);
            setErrors(fields);
          }}
        />
      ) : moveCheck ? (
        <SeriesMoveReview check={moveCheck} onMoved={onClose} onBack={() => setMoveCheck(null)} />
      ) : (
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {readOnly ? t('actions.close', { ns: 'common' }) : t('actions.cancel', { ns: 'common' })}
          </Button>
          {readOnly ? (
            <Button onClick={() => setMode('edit')}>{t('actions.edit', { ns: 'common' })}</Button>
          ) : (
            <Button loading={saving} onClick={() => void save()}>
              {appointment
                ? movingFollowing
                  ? t('dialog.checkMove')
                  : t('dialog.update')
                : repeat.on
                  ? t('dialog.checkSeries')
                  : t('actions.save', { ns: 'common' })}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );

  // A new appointment has nothing but its form. Messages is its delivery log; Meeting Info is
  // about joining a video conference: without one there is nothing to show.
  if (!appointment) return body;
  const calendarEventId = appointment.google_calendar_event_id ?? null;
  return (
    <Tabs defaultValue="appointment" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="appointment">{t('dialog.title')}</Tabs.Tab>
        <Tabs.Tab value="messages">{t('tabs.messages')}</Tabs.Tab>
        {meetings.length > 0 && <Tabs.Tab value="meeting">{t('tabs.meeting')}</Tabs.Tab>}
      </Tabs.List>
      <Tabs.Panel value="appointment" pt="sm">
        {body}
      </Tabs.Panel>
      <Tabs.Panel value="messages" pt="sm">
        <DeliveryLog appointmentId={appointment.id} />
      </Tabs.Panel>
      <Tabs.Panel value="meeting" pt="sm">
        <Stack gap="sm">
          {calendarEventId && <TextInput label={t('meeting.calendarEvent')} readOnly value={calendarEventId} />}
          {meetings.map((meeting) => (
            <Stack key={meeting.id} gap={4}>
              <TextInput label={t('meeting.platform')} readOnly value={meeting.event_platform} />
              <TextInput label={t('meeting.url')} readOnly value={meeting.url} />
              <TextInput label={t('meeting.password')} readOnly value={meeting.password ?? ''} />
            </Stack>
          ))}
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}

function SummaryLine({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  const money = useMoney();
  return (
    <Group justify="space-between">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400}>
        {money(cents)}
      </Text>
    </Group>
  );
}
