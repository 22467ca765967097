import 'dayjs/locale/fr-ca';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Modal,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import {
  checkPublicSeries,
  createPublicBooking,
  createPublicSeries,
  customerKeys,
  customerMeQuery,
  paymentQueries,
  publicQuoteQuery,
  publicTimesQuery,
  referenceQueries,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  AppError,
  BookingGuestSchema,
  ErrorCode,
  siteSendsSms,
  siteSettingOn,
  WaitlistMessages,
  type BookingGuest,
  type MessageChannel,
  type PublicBooking,
  type PublicSeriesInput,
  type PublicSite,
  type PublicTimeSlot,
} from '@rendezvous/domain';
import { useFormat, useMessage } from '@rendezvous/i18n';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { customerSession } from '../../api/customer-session';
import { visiblePrice } from '../site/site-content';
import { useLocalized } from '../site/localized';
import { BookingConfirmation } from './BookingConfirmation';
import { BookingSummary } from './BookingSummary';
import { GuestFields } from './GuestFields';
import { PaymentChoice } from './PaymentChoice';
import { defaultRepeat, RepeatChoice, type Repeat } from './RepeatChoice';
import { SeriesConfirmation, type BookedSeries } from './SeriesConfirmation';
import { SeriesReview } from './SeriesReview';
import { SiteCardStep } from './SiteCardStep';
import {
  BOOKING_STEPS,
  browserTimeZone,
  consultantsFor,
  isClosedDay,
  ownPrices,
  slotKey,
  slotTimes,
  timezoneIdOf,
  todayIn,
  type BookingStep,
} from './booking-rules';
import { AnchorLink } from '../site/AnchorLink';
import { JoinWaitlist } from '../waitlist/JoinWaitlist';

export interface BookingDialogProps {
  site: PublicSite;
  /** Absent in an admin's preview: nothing is booked there. */
  subdomain?: string;
  title: string;
  onClose: () => void;
  /** The card form for paying now, when the payments area provides one. */
  cardForm?: ReactNode;
}

const ANY = 'any';
const EMPTY_GUEST: BookingGuest = { firstname: '', lastname: '', email: '', phone: '' };

/**
 * Booking, step by step: service(s) -> consultant (or any available) -> date -> a free time
 * (live, on the visitor's clock) -> details (a guest's, or the signed-in customer's) -> pay now
 * or later -> the summary the visitor books on -> confirmation with a calendar file. A time
 * taken meanwhile sends the visitor back to fresh times; a price changed meanwhile shows the
 * new summary; both with a clear message.
 *
 * Where the business takes repeating bookings online (online_series_max), a signed-in customer
 * may repeat the appointment in the details step (a guest is told that signing in allows it):
 * it is then paid at each appointment, the summary checks every occurrence, and the customer
 * books them all (only when all are free) or only the free ones.
 */
export default function BookingDialog({
  site,
  subdomain,
  title,
  onClose,
  cardForm,
}: BookingDialogProps) {
  const { t } = useTranslation('booking');
  const mobile = useMediaQuery('(max-width: 36em)');
  const [booked, setBooked] = useState<PublicBooking | null>(null);
  const [bookedSeries, setBookedSeries] = useState<BookedSeries | null>(null);
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      // The modal's title is already an h2; this only sizes it like the site's section titles.
      styles={{ title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 700 } }}
      size="lg"
      fullScreen={mobile}
    >
      {!subdomain ? (
        <Text>{t('previewNotice')}</Text>
      ) : booked ? (
        <BookingConfirmation site={site} booking={booked} onClose={onClose} />
      ) : bookedSeries ? (
        <SeriesConfirmation series={bookedSeries} onClose={onClose} />
      ) : (
        <BookingSteps
          site={site}
          subdomain={subdomain}
          onBooked={setBooked}
          onSeriesBooked={setBookedSeries}
          cardForm={cardForm}
        />
      )}
    </Modal>
  );
}

function BookingSteps({
  site,
  subdomain,
  onBooked,
  onSeriesBooked,
  cardForm,
}: {
  site: PublicSite;
  subdomain: string;
  onBooked: (booking: PublicBooking) => void;
  onSeriesBooked: (series: BookedSeries) => void;
  cardForm?: ReactNode;
}) {
  const { t, i18n } = useTranslation('booking');
  const message = useMessage();
  const format = useFormat();
  const shown = useLocalized();
  const offers = useMemo(
    () => new Map(site.consultants.flatMap((c) => c.services).map((offer) => [offer.id, offer])),
    [site.consultants],
  );
  const api = useApi();
  const queryClient = useQueryClient();
  const idPrefix = useId();
  const [step, setStep] = useState<BookingStep>('services');
  const [serviceIds, setServiceIds] = useState<number[]>([]);
  const [consultant, setConsultant] = useState<string>(ANY);
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<PublicTimeSlot | null>(null);
  const [payNow, setPayNow] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A day without a free time: the visitor may join the waitlist from it, once.
  const [joining, setJoining] = useState(false);
  const [joined, setJoined] = useState(false);
  // A choice only when the business texts: e-mail and/or SMS, both by default.
  const offeredChannels: MessageChannel[] = siteSendsSms(site)
    ? siteSettingOn(site, 'email_notifications')
      ? ['email', 'sms']
      : ['sms']
    : [];
  const [notifyBy, setNotifyBy] = useState<MessageChannel[]>(offeredChannels);
  // Never pre-ticked: unticked, the server records nothing (no consent to marketing).
  const [marketing, setMarketing] = useState(false);
  // Pay now: the card confirmed in the card step (its client secret), by Stripe Elements or by
  // the offline gateway's sandbox form.
  const [cardSecret, setCardSecret] = useState<string | null>(null);
  const payments = useQuery({
    ...paymentQueries.config(api),
    enabled: step === 'payment' && payNow,
  });
  const stripeKey = payments.data?.gateway === 'stripe' ? payments.data.publishableKey : null;
  const sandboxCard = payNow && !cardForm && payments.data?.gateway === 'sandbox';
  const needsCard = sandboxCard || (payNow && !cardForm && !!stripeKey);

  const timeZone = browserTimeZone();
  const zones = useQuery(referenceQueries.timezones(api));
  const customerTimezoneId = timezoneIdOf(zones.data, timeZone);
  const customer = useQuery({ ...customerMeQuery(api), enabled: customerSession.token() !== null });
  // A repeating booking: where the business takes them online, for a signed-in customer, paid
  // at each appointment.
  const seriesMax = site.business.online_series_max;
  const [repeatOn, setRepeatOn] = useState(false);
  const [repeat, setRepeat] = useState<Repeat>(() => defaultRepeat(seriesMax));
  const repeating = repeatOn && seriesMax > 0 && !!customer.data;
  const explanationId = `${idPrefix}-series-why`;
  const guestForm = useForm<BookingGuest>({
    initialValues: EMPTY_GUEST,
    validate: zod4Resolver(BookingGuestSchema, { errorPriority: 'first' }),
  });

  const timesQuery = publicTimesQuery(api, subdomain, {
    date: date ?? '',
    service_ids: serviceIds,
    consultant_id: consultant === ANY ? undefined : Number(consultant),
    customer_timezone_id: customerTimezoneId,
  });
  const times = useQuery({
    ...timesQuery,
    enabled: step === 'time' && date !== null && !zones.isPending,
  });

  // Priced by the server as it will store it, from the time step on (the slot names the consultant).
  const quote = useQuery({
    ...publicQuoteQuery(api, subdomain, {
      consultant_id: slot?.consultant_id ?? 0,
      consultant_service_ids: slot?.consultant_service_ids ?? [],
    }),
    enabled: slot !== null && BOOKING_STEPS.indexOf(step) > BOOKING_STEPS.indexOf('time'),
  });

  const seriesInput: PublicSeriesInput | null =
    slot && date
      ? {
          consultant_id: slot.consultant_id,
          consultant_service_ids: slot.consultant_service_ids,
          date,
          start_time: slot.start_time,
          end_time: slot.end_time,
          customer_timezone_id: customerTimezoneId ?? null,
          ...(offeredChannels.length > 0 ? { notify_by: notifyBy } : {}),
          ...(marketing ? { marketing: true } : {}),
          recurrence: { ...repeat },
        }
      : null;
  // Every occurrence checked on the summary, afresh each time the customer reaches it.
  const seriesCheck = useQuery({
    queryKey: ['site', subdomain, 'series-check', seriesInput],
    queryFn: () => checkPublicSeries(api, subdomain, seriesInput!),
    enabled: step === 'summary' && repeating && seriesInput !== null,
    staleTime: 0,
  });
  const bookSeries = useMutation({
    mutationFn: (which: 'all' | 'free') =>
      createPublicSeries(api, subdomain, {
        ...seriesInput!,
        expected_total: quote.data!.total,
        book: which,
      }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: customerKeys.all });
      const skipped = (o: { date: string; start_time: string }) =>
        result.skipped.some((s) => s.date === o.date && s.start_time === o.start_time);
      onSeriesBooked({
        count: result.appointment_ids.length,
        booked: (seriesCheck.data?.occurrences ?? []).filter((o) => !skipped(o)),
        skipped: result.skipped,
        consultantName: quote.data?.consultant_name ?? slot!.consultant_name,
        zone: site.business.time_zone,
      });
    },
    onError: (error) => {
      if (error instanceof AppError && error.errors?.expected_total) {
        // The price changed since the summary: show the new one, and the customer decides again.
        void quote.refetch();
        setProblem(error.message);
      } else {
        // An occurrence was taken meanwhile, or none is free any more: nothing was booked, and
        // the customer sees every occurrence checked again.
        void seriesCheck.refetch();
        setProblem(
          error instanceof AppError && error.errors?.recurrence
            ? t('repeat.changed')
            : error.message,
        );
      }
    },
  });

  const book = useMutation({
    mutationFn: () =>
      createPublicBooking(api, subdomain, {
        expected_total: quote.data!.total,
        consultant_id: slot!.consultant_id,
        consultant_service_ids: slot!.consultant_service_ids,
        date: date!,
        start_time: slot!.start_time,
        end_time: slot!.end_time,
        customer_timezone_id: customerTimezoneId ?? null,
        pay_now: payNow ? 1 : 0,
        guest: customer.data ? undefined : guestForm.getValues(),
        ...(offeredChannels.length > 0 ? { notify_by: notifyBy } : {}),
        ...(marketing ? { marketing: true } : {}),
        ...(payNow && cardSecret ? { setup_intent_client_secret: cardSecret } : {}),
      }),
    onSuccess: (booking) => {
      void queryClient.invalidateQueries({ queryKey: customerKeys.all });
      onBooked(booking);
    },
    onError: (error) => {
      if (error instanceof AppError && error.errors?.expected_total) {
        // The price changed since the summary: show the new one, and the visitor decides again.
        void quote.refetch();
      } else if (
        error instanceof AppError &&
        (error.code === ErrorCode.Conflict || error.errors?.start_time || error.errors?.date)
      ) {
        // Someone else took the time, or the business's booking rules no longer allow it (its
        // minimum notice passed, the consultant's day filled up): fresh times, and the visitor
        // chooses again, with the API's message.
        setSlot(null);
        setStep('time');
        void queryClient.invalidateQueries({ queryKey: timesQuery.queryKey });
      }
      setProblem(error.message);
    },
  });

  const consultants = consultantsFor(site, serviceIds);
  const takers =
    consultant === ANY ? consultants : consultants.filter((c) => String(c.id) === consultant);
  const closed = (day: string) => isClosedDay(site, day, takers);
  const index = BOOKING_STEPS.indexOf(step);
  const go = (next: BookingStep) => {
    setProblem(null);
    bookSeries.reset();
    setJoined(false);
    setStep(next);
  };
  const next = () => {
    if (step === 'services' && serviceIds.length === 0) return setProblem(t('errors.service'));
    if (step === 'date' && (!date || closed(date))) return setProblem(t('errors.date'));
    if (step === 'time' && !slot) return setProblem(t('errors.time'));
    if (step === 'details' && !customer.data && guestForm.validate().hasErrors) return;
    if (step === 'details' && offeredChannels.length > 0 && notifyBy.length === 0) {
      return setProblem(t('notify.required'));
    }
    if (step === 'payment' && needsCard && !cardSecret)
      return setProblem(t('payment.cardRequired'));
    if (step === 'summary') {
      if (!quote.data) return;
      setProblem(null);
      return book.mutate();
    }
    go(BOOKING_STEPS[index + 1]!);
  };

  if (joining) {
    return (
      <JoinWaitlist
        site={site}
        subdomain={subdomain}
        serviceIds={serviceIds}
        consultantId={consultant === ANY ? null : Number(consultant)}
        date={date!}
        customer={customer.data ?? null}
        onBack={() => setJoining(false)}
        onJoined={() => {
          setJoining(false);
          setJoined(true);
        }}
      />
    );
  }

  return (
    <Stack>
      <Text size="sm" c="dark.5" aria-live="polite">
        {t('stepOf', { step: index + 1, count: BOOKING_STEPS.length })}
      </Text>
      <Title order={3} fz="h4">
        {t(`steps.${step}`)}
      </Title>
      {problem && (
        <Alert color="red" role="alert">
          {message(problem)}
        </Alert>
      )}

      {step === 'services' && (
        <Checkbox.Group
          label={t('services.label')}
          value={serviceIds.map(String)}
          onChange={(values) => {
            setServiceIds(values.map(Number));
            setConsultant(ANY);
            setSlot(null);
          }}
        >
          <Stack gap="xs" mt="xs">
            {site.services.map((service) => {
              const price = visiblePrice(site, service);
              const name = shown(service.name, service.name_fr)?.text ?? service.name;
              return (
                <Checkbox
                  key={service.id}
                  value={String(service.id)}
                  label={price === null ? name : `${name} · ${format.money(price)}`}
                  description={t('services.length', { minutes: service.appointment_length })}
                />
              );
            })}
          </Stack>
        </Checkbox.Group>
      )}

      {step === 'consultant' &&
        (consultants.length === 0 ? (
          <Text>{t('consultant.none')}</Text>
        ) : (
          <Radio.Group
            label={t('consultant.label')}
            value={consultant}
            onChange={(value) => {
              setConsultant(value);
              setSlot(null);
            }}
          >
            <Stack gap="xs" mt="xs">
              <Radio value={ANY} label={t('consultant.any')} />
              {consultants.map((c) => {
                const own = ownPrices(site, c, serviceIds)
                  .map((p) =>
                    t('consultant.ownPrice', {
                      service: p.name,
                      price: format.money(p.price),
                      listPrice: format.money(p.listPrice),
                    }),
                  )
                  .join(' · ');
                // Mantine does not tie a radio's description to it: screen readers need it too.
                const describedBy = `${idPrefix}-consultant-${c.id}-prices`;
                return (
                  <Radio
                    key={c.id}
                    value={String(c.id)}
                    label={c.full_name}
                    aria-describedby={own ? describedBy : undefined}
                    description={own ? <span id={describedBy}>{own}</span> : undefined}
                  />
                );
              })}
            </Stack>
          </Radio.Group>
        ))}

      {step === 'date' && (
        <Stack align="center">
          <DatePicker
            locale={i18n.language.toLowerCase()}
            minDate={dayjs(todayIn(site.business.time_zone)).toDate()}
            // Days nobody can be booked on (closed, or no one chosen works) cannot be picked.
            excludeDate={(day) => closed(dayjs(day).format('YYYY-MM-DD'))}
            value={date && !closed(date) ? dayjs(date).toDate() : null}
            onChange={(value) => {
              setDate(value ? dayjs(value).format('YYYY-MM-DD') : null);
              setSlot(null);
            }}
            ariaLabels={{ previousMonth: t('date.previousMonth'), nextMonth: t('date.nextMonth') }}
          />
          {date && <Text fw={600}>{format.longDate(date)}</Text>}
        </Stack>
      )}

      {step === 'time' && (
        <Stack>
          <Text size="sm" c="dark.5">
            {t('time.zone', { zone: customerTimezoneId ? timeZone : site.business.time_zone })}
          </Text>
          {times.isPending && <Loader size="sm" aria-label={t('time.loading')} />}
          {times.isError && (
            <Alert color="red" role="alert">
              {message(times.error.message)}{' '}
              <Anchor component="button" onClick={() => void times.refetch()}>
                {t('retry')}
              </Anchor>
            </Alert>
          )}
          {times.data?.length === 0 &&
            (joined ? (
              // Mantine's Alert is always role="alert": a success is a polite status instead.
              <Card withBorder radius="md" role="status" bg="green.0">
                <Text>{message(WaitlistMessages.joined)}</Text>
              </Card>
            ) : (
              <Stack gap="xs" align="flex-start">
                <Text>{t('time.none')}</Text>
                <Button onClick={() => setJoining(true)}>{t('time.waitlist')}</Button>
              </Stack>
            ))}
          {times.data && times.data.length > 0 && (
            <Radio.Group
              label={t('time.label', { date: format.longDate(date!) })}
              value={slot ? slotKey(slot) : null}
              onChange={(key) => setSlot(times.data.find((s) => slotKey(s) === key) ?? null)}
            >
              <SimpleGrid cols={{ base: 2, sm: 3 }} mt="xs">
                {times.data.map((s) => {
                  const shown = slotTimes(s);
                  return (
                    <Radio
                      key={slotKey(s)}
                      value={slotKey(s)}
                      label={format.time(shown.start)}
                      description={consultant === ANY ? s.consultant_name : undefined}
                    />
                  );
                })}
              </SimpleGrid>
            </Radio.Group>
          )}
        </Stack>
      )}

      {step === 'details' &&
        (customer.data ? (
          <Text>
            {t('details.signedIn', {
              name: `${customer.data.firstname} ${customer.data.lastname}`,
              email: customer.data.email,
            })}
          </Text>
        ) : (
          <Stack>
            <Text size="sm">
              {t('details.guest')}{' '}
              <AnchorLink
                to="/site/$subdomain/login"
                params={{ subdomain }}
                search={{ type: 'user' }}
              >
                {t('details.signIn')}
              </AnchorLink>
            </Text>
            <GuestFields field={(name) => guestForm.getInputProps(name)} />
          </Stack>
        ))}
      {step === 'details' &&
        seriesMax > 0 &&
        (customer.data ? (
          <RepeatChoice
            max={seriesMax}
            on={repeatOn}
            onToggle={(on) => {
              setRepeatOn(on);
              // A repeating booking is paid at each appointment.
              if (on) {
                setPayNow(false);
                setCardSecret(null);
              }
            }}
            repeat={repeat}
            onChange={setRepeat}
            firstDate={date!}
          />
        ) : (
          <Text size="sm" c="dark.5">
            {t('repeat.guestHint')}{' '}
            <AnchorLink
              to="/site/$subdomain/login"
              params={{ subdomain }}
              search={{ type: 'user' }}
            >
              {t('repeat.signIn')}
            </AnchorLink>
          </Text>
        ))}
      {step === 'details' && offeredChannels.length > 0 && (
        <Checkbox.Group
          label={t('notify.label')}
          value={notifyBy}
          onChange={(values) => setNotifyBy(values as MessageChannel[])}
        >
          <Group mt="xs">
            {offeredChannels.map((channel) => (
              <Checkbox key={channel} value={channel} label={t(`notify.${channel}`)} />
            ))}
          </Group>
        </Checkbox.Group>
      )}
      {step === 'details' && (
        <Checkbox
          label={t('marketing.label')}
          description={t('marketing.hint')}
          checked={marketing}
          onChange={(event) => setMarketing(event.currentTarget.checked)}
        />
      )}

      {step === 'payment' && repeating && <Text>{t('repeat.payLater')}</Text>}
      {step === 'payment' && !repeating && (
        <PaymentChoice
          payNow={payNow}
          onChange={setPayNow}
          cardForm={
            cardForm ??
            (needsCard ? (
              <SiteCardStep
                subdomain={subdomain}
                stripeKey={stripeKey}
                confirmedSecret={cardSecret}
                onConfirmed={setCardSecret}
              />
            ) : undefined)
          }
        />
      )}

      {step === 'summary' && slot && (
        <>
          {quote.isPending && <Loader size="sm" aria-label={t('summary.loading')} />}
          {quote.isError && (
            <Alert color="red" role="alert">
              {message(quote.error.message)}{' '}
              <Anchor component="button" onClick={() => void quote.refetch()}>
                {t('retry')}
              </Anchor>
            </Alert>
          )}
          {quote.data && (
            <BookingSummary
              quote={quote.data}
              when={{
                date: slotTimes(slot).date ?? date!,
                start: slotTimes(slot).start,
                end: slotTimes(slot).end,
                zone: customerTimezoneId ? timeZone : site.business.time_zone,
              }}
              payNow={payNow}
              lineName={(id) => {
                const offer = offers.get(id);
                return offer ? shown(offer.name, offer.name_fr) : null;
              }}
            />
          )}
          {repeating && seriesCheck.isPending && (
            <Loader size="sm" aria-label={t('repeat.checking')} />
          )}
          {repeating && seriesCheck.isError && (
            <Alert color="red" role="alert">
              {message(seriesCheck.error.message)}{' '}
              <Anchor component="button" onClick={() => void seriesCheck.refetch()}>
                {t('retry')}
              </Anchor>
            </Alert>
          )}
          {repeating && seriesCheck.data && (
            <SeriesReview
              occurrences={seriesCheck.data.occurrences}
              zone={site.business.time_zone}
              explanationId={explanationId}
            />
          )}
        </>
      )}

      <Group justify="space-between" mt="md">
        <Button
          variant="default"
          onClick={() => go(BOOKING_STEPS[index - 1]!)}
          disabled={index === 0 || book.isPending || bookSeries.isPending}
        >
          {t('back')}
        </Button>
        {step === 'summary' && repeating ? (
          <SeriesBookButtons
            occurrences={seriesCheck.data?.occurrences}
            ready={!!quote.data && !seriesCheck.isFetching}
            booking={bookSeries.isPending ? bookSeries.variables : null}
            onBook={(which) => {
              setProblem(null);
              bookSeries.mutate(which);
            }}
            explanationId={explanationId}
          />
        ) : (
          <Button
            onClick={next}
            loading={book.isPending || (step === 'summary' && quote.isFetching)}
            disabled={
              (step === 'consultant' && consultants.length === 0) ||
              (step === 'summary' && !quote.data)
            }
          >
            {step === 'summary' ? t('confirm') : t('next')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/**
 * Book a repeating appointment: all of it (only when every occurrence is free: the button says
 * why not otherwise) or only the free occurrences.
 */
function SeriesBookButtons({
  occurrences,
  ready,
  booking,
  onBook,
  explanationId,
}: {
  occurrences: { free: boolean }[] | undefined;
  ready: boolean;
  booking: 'all' | 'free' | null | undefined;
  onBook: (which: 'all' | 'free') => void;
  explanationId: string;
}) {
  const { t } = useTranslation('booking');
  const all = occurrences?.length ?? 0;
  const free = occurrences?.filter((o) => o.free).length ?? 0;
  const conflicts = all - free;
  return (
    <Group>
      {conflicts > 0 && free > 0 && (
        <Button
          variant="light"
          onClick={() => onBook('free')}
          loading={booking === 'free'}
          disabled={!ready || booking === 'all'}
        >
          {t('repeat.bookFree', { count: free })}
        </Button>
      )}
      <Button
        onClick={() => onBook('all')}
        loading={booking === 'all'}
        disabled={!ready || !occurrences || conflicts > 0 || booking === 'free'}
        aria-describedby={conflicts > 0 ? explanationId : undefined}
      >
        {t('repeat.bookAll', { number: all })}
      </Button>
    </Group>
  );
}
