import { z } from './zod';
import {
  CoercedIdSchema,
  DateStringSchema,
  EMAIL_FIELD,
  FlagSchema,
  IdSchema,
  TimeStringSchema,
  TimestampSchema,
  requiredId,
  requiredString,
  singleLineText,
  timeToMinutes,
  whenValid,
} from './common';
import {
  APPOINTMENT_STATUSES,
  CUSTOMER_TYPES,
  MAX_AMOUNT_CENTS,
  MAX_APPOINTMENT_SERVICES,
  MAX_PAGE_SIZE,
  TEXT_MAX,
  TIP_MAX_PERCENT,
} from './constants';
import { formatNotice } from './booking-rules';
import { PageQuerySchema, booleanFlag, searchParam } from './http';
import { MerchantCustomerSchema } from './payment-method';
import { wallDate, zoneOffsetMs } from './zone-timeline';

/** Days ahead a business takes bookings unless it chooses otherwise (`booking_horizon_days`). */
export const DEFAULT_BOOKING_HORIZON_DAYS = 365;
/** The farthest a business may open its calendar: ten years. */
export const MAX_BOOKING_HORIZON_DAYS = 3650;
/**
 * What one signed-in customer may hold at one business through the site: appointments on one
 * date, and upcoming ones in all (neither cancelled). A business booking for them is not held
 * to it.
 */
export const CUSTOMER_BOOKINGS_PER_DAY = 3;
export const CUSTOMER_OPEN_BOOKINGS = 10;

export const AppointmentMessages = {
  consultantRequired: 'Consultant is required',
  dateRequired: 'Date is required',
  startTimeRequired: 'Start time is required',
  endTimeRequired: 'End time is required',
  serviceRequired: 'Service is required',
  guestFirstnameRequired: 'Guest firstname is required',
  guestLastnameRequired: 'Guest lastname is required',
  guestEmailRequired: 'Guest email is required',
  guestEmailValid: 'Email must be valid',
  clientRequired: 'Client is required! Use the search box above to search for your client.',
  tooManyServices: `An appointment can have at most ${MAX_APPOINTMENT_SERVICES} services`,
  tipInvalid: 'The tip must be a valid amount',
  tipTooHigh: `The tip can be at most ${TIP_MAX_PERCENT}% of the services total`,
  tipOwnerOnly: 'Only the business owner can set the tip of a pay-now appointment',
  timesOrder: 'The end time must be after the start time',
  timezoneUnknown: 'Please choose one of the time zones',
  slotTaken: 'This time slot is no longer available. Please choose another time.',
  empty: 'No new appointments',
  consultantNotFound: 'This consultant does not work in this business',
  customerNotFound: 'This customer is not a customer of this business',
  serviceNotOffered: 'One or more services are not offered by this consultant',
  lengthMismatch: 'The end time does not match the length of the selected services',
  outsideHours: 'The consultant is not available at this time. Please choose one of the free times.',
  created: 'Appointment created!',
  updated: 'Appointment updated!',
  deleted: 'Appointment deleted!',
  beyondHorizon: (days: number, lastDate: string) =>
    `This business takes bookings up to ${days} days ahead (until ${lastDate}). Please choose an earlier date.`,
  insideNotice: (noticeMinutes: number) =>
    `This business takes bookings at least ${formatNotice(noticeMinutes)} ahead. Please choose a later time.`,
  dayFull: 'This consultant is fully booked on this day. Please choose another day.',
  timeOff: 'The consultant is away or the business is closed at this time. Please choose one of the free times.',
  overrideOwnerOnly: 'Only the business owner can override the booking rules',
  dayBudgetSpent: `You already have ${CUSTOMER_BOOKINGS_PER_DAY} appointments on this day, the most one customer can book for one day.`,
  openBudgetSpent: `You already have ${CUSTOMER_OPEN_BOOKINGS} upcoming appointments here: cancel one, or wait until one has passed, before booking another.`,
} as const;

const DAY_MS = 86_400_000;

/** The last date, on the business's calendar, a booking may fall on: today plus the horizon. */
export function lastBookableDate(nowMs: number, timeZone: string, horizonDays: number): string {
  return wallDate(nowMs + zoneOffsetMs(nowMs, timeZone) + horizonDays * DAY_MS);
}

/** Whether `date` ('YYYY-MM-DD') lies past the business's booking horizon. */
export function isBeyondHorizon(
  date: string,
  nowMs: number,
  timeZone: string,
  horizonDays: number,
): boolean {
  return date > lastBookableDate(nowMs, timeZone, horizonDays);
}

export const VIDEO_PLATFORMS = ['zoom', 'google-meet'] as const;

export const VideoConferenceSchema = z.object({
  id: IdSchema,
  appointment_id: IdSchema,
  event_platform: z.enum(VIDEO_PLATFORMS),
  url: z.string(),
  password: z.string().nullable(),
});
export type VideoConference = z.infer<typeof VideoConferenceSchema>;

/**
 * One event of an appointment's history: an activity recorded against it (booked,
 * rescheduled, status changed, updated), oldest first.
 */
export const AppointmentEventSchema = z.object({
  id: IdSchema,
  note: z.string().nullable(),
  initiator: z.object({ full_name: z.string() }).nullable(),
  start_date: TimestampSchema.nullable(),
  end_date: TimestampSchema.nullable(),
  created_at: TimestampSchema,
});
export type AppointmentEvent = z.infer<typeof AppointmentEventSchema>;

/** A service as booked: name and price are copied so later edits of the service leave it alone. */
export const AppointmentServiceSchema = z.object({
  id: IdSchema,
  service_id: IdSchema.nullable(),
  consultant_service_id: IdSchema.nullable(),
  name: z.string(),
  /** Integer cents. */
  price: z.number().int(),
});
export type AppointmentService = z.infer<typeof AppointmentServiceSchema>;

export const AppointmentSchema = z.object({
  id: IdSchema,
  business_id: IdSchema,
  consultant_id: IdSchema,
  customerable_id: IdSchema,
  customer_type: z.enum(CUSTOMER_TYPES),
  customer_timezone_id: IdSchema.nullable(),
  /** Local date and times in the business's time zone, as the screens show them. */
  date: DateStringSchema,
  start_time: TimeStringSchema,
  end_time: TimeStringSchema,
  /** The same moments as instants. */
  starts_at: TimestampSchema,
  ends_at: TimestampSchema,
  status: z.enum(APPOINTMENT_STATUSES),
  // Amounts in integer cents.
  booking_fee: z.number().int(),
  tip: z.number().int(),
  service_total: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  pay_now: FlagSchema,
  google_calendar_event_id: z.string().nullable(),
  /** The recurring series it belongs to (issue 25), or null for a single appointment. */
  series_id: IdSchema.nullable(),
  created_at: TimestampSchema,
  // Relations, present when appended.
  services: z.array(AppointmentServiceSchema).optional(),
  /** The consultant service ids the appointment was booked with (what the form edits). */
  selected_consultant_services: z.array(IdSchema).optional(),
  video_conferences: z.array(VideoConferenceSchema).optional(),
  customerable: z
    .object({
      id: IdSchema,
      firstname: z.string(),
      lastname: z.string(),
      full_name: z.string(),
      email: z.string().optional(),
      merchant_customers: z.array(MerchantCustomerSchema).optional(),
    })
    .optional(),
  consultant: z
    .object({
      id: IdSchema,
      admin: z.object({
        id: IdSchema,
        firstname: z.string(),
        lastname: z.string(),
        full_name: z.string(),
      }),
    })
    .optional(),
  events: z.array(AppointmentEventSchema).optional(),
});
export type Appointment = z.infer<typeof AppointmentSchema>;

const GuestFieldsSchema = z.object({
  firstname: singleLineText({ label: 'Guest firstname', max: TEXT_MAX.name }),
  lastname: singleLineText({ label: 'Guest lastname', max: TEXT_MAX.name }),
  email: singleLineText(EMAIL_FIELD),
});

/** Consultant service ids: at least one, and no more than one appointment can hold. */
const serviceIds = z
  .array(IdSchema, { error: AppointmentMessages.serviceRequired })
  .min(1, { error: AppointmentMessages.serviceRequired })
  .max(MAX_APPOINTMENT_SERVICES, { error: AppointmentMessages.tooManyServices });

const DATE_FIELD = { label: 'Date', max: 10 };
const TIME_FIELD = (label: string) => ({ label, max: 8 });

const emailShape = z.email();

/**
 * The appointment dialog. Which customer fields are required depends on the customer type: a
 * guest needs a name and an email, an existing client must have been found by the search.
 */
export const AppointmentFormSchema = z
  .object({
    customer_type: z.enum(CUSTOMER_TYPES),
    customerable_id: IdSchema.nullable(),
    guest: GuestFieldsSchema,
    consultant_id: requiredId(AppointmentMessages.consultantRequired),
    services: serviceIds,
    date: requiredString(AppointmentMessages.dateRequired, DATE_FIELD),
    start_time: requiredString(AppointmentMessages.startTimeRequired, TIME_FIELD('Start time')),
    end_time: requiredString(AppointmentMessages.endTimeRequired, TIME_FIELD('End time')),
    pay_now: FlagSchema,
    status: z.enum(APPOINTMENT_STATUSES),
    customer_timezone_id: IdSchema.nullable(),
  })
  .superRefine(
    (form, ctx) => {
      if (form.customer_type === 'user') {
        if (!form.customerable_id) {
          ctx.addIssue({
            code: 'custom',
            path: ['customerable_id'],
            message: AppointmentMessages.clientRequired,
          });
        }
        return;
      }
      const { firstname, lastname, email } = form.guest;
      if (!firstname.trim()) {
        ctx.addIssue({
          code: 'custom',
          path: ['guest', 'firstname'],
          message: AppointmentMessages.guestFirstnameRequired,
        });
      }
      if (!lastname.trim()) {
        ctx.addIssue({
          code: 'custom',
          path: ['guest', 'lastname'],
          message: AppointmentMessages.guestLastnameRequired,
        });
      }
      if (!email.trim()) {
        ctx.addIssue({
          code: 'custom',
          path: ['guest', 'email'],
          message: AppointmentMessages.guestEmailRequired,
        });
      } else if (!emailShape.safeParse(email.trim()).success) {
        ctx.addIssue({
          code: 'custom',
          path: ['guest', 'email'],
          message: AppointmentMessages.guestEmailValid,
        });
      }
    },
    whenValid('customer_type', 'customerable_id', 'guest'),
  );
export type AppointmentForm = z.input<typeof AppointmentFormSchema>;
export type AppointmentFormValues = z.output<typeof AppointmentFormSchema>;

/** A new appointment: an existing client, active, paid now. */
export const APPOINTMENT_FORM_DEFAULTS = {
  customer_type: 'user',
  customerable_id: null,
  guest: { firstname: '', lastname: '', email: '' },
  consultant_id: null,
  services: [],
  date: '',
  start_time: '',
  end_time: '',
  pay_now: 1,
  status: 'active',
  customer_timezone_id: null,
} as const satisfies AppointmentForm;

const appointmentInputFields = {
  consultant_id: requiredId(AppointmentMessages.consultantRequired),
  customer_type: z.enum(CUSTOMER_TYPES),
  customerable_id: requiredId(AppointmentMessages.clientRequired),
  customer_timezone_id: IdSchema.nullable().optional(),
  date: requiredString(AppointmentMessages.dateRequired, DATE_FIELD).pipe(DateStringSchema),
  start_time: requiredString(AppointmentMessages.startTimeRequired, TIME_FIELD('Start time')).pipe(
    TimeStringSchema,
  ),
  end_time: requiredString(AppointmentMessages.endTimeRequired, TIME_FIELD('End time')).pipe(
    TimeStringSchema,
  ),
  /** Consultant service ids. */
  services: serviceIds,
  status: z.enum(APPOINTMENT_STATUSES),
  pay_now: FlagSchema,
  /** Integer cents. */
  tip: z
    .number()
    .int({ error: AppointmentMessages.tipInvalid })
    .min(0, { error: AppointmentMessages.tipInvalid })
    .max(MAX_AMOUNT_CENTS, { error: AppointmentMessages.tipInvalid }),
  /**
   * The owner books (or moves) inside the minimum notice or beyond the booking horizon; only
   * an admin who may change the business sends it (403 otherwise). Recorded in the activities.
   */
  override_booking_rules: z.boolean().optional(),
};

function checkTimesOrder(value: { start_time?: string; end_time?: string }, ctx: z.RefinementCtx) {
  if (
    value.start_time &&
    value.end_time &&
    timeToMinutes(value.start_time) >= timeToMinutes(value.end_time)
  ) {
    ctx.addIssue({ code: 'custom', path: ['end_time'], message: AppointmentMessages.timesOrder });
  }
}

/**
 * Body of POST appointment. The dialog creates a guest first when booking for one, so the body
 * always names an existing customer. Amounts are computed by the server from the services.
 */
export const CreateAppointmentInputSchema = bookingBody({});

/**
 * A new appointment's fields, defaults and checks, with `extra` fields (a recurring series adds
 * its rule): one flat object, as clients generated from the API document expect.
 */
export function bookingBody<T extends z.ZodRawShape>(extra: T) {
  return z
    .object({
      ...appointmentInputFields,
      status: appointmentInputFields.status.default('active'),
      pay_now: appointmentInputFields.pay_now.default(1),
      tip: appointmentInputFields.tip.default(0),
      ...extra,
    })
    .superRefine(
      (value, ctx) => checkTimesOrder(value as { start_time?: string; end_time?: string }, ctx),
      whenValid('start_time', 'end_time'),
    );
}
export type CreateAppointmentInput = z.input<typeof CreateAppointmentInputSchema>;

/** Body of PUT appointment/{id}: the changed fields. The server checks the merged appointment. */
export const UpdateAppointmentInputSchema = z
  .object(appointmentInputFields)
  .partial()
  .superRefine(checkTimesOrder, whenValid('start_time', 'end_time'));
export type UpdateAppointmentInput = z.input<typeof UpdateAppointmentInputSchema>;

/** Turns a valid form into the API body, once the guest (if any) exists. */
export function appointmentFormToInput(
  form: AppointmentFormValues,
  customerable_id: number,
): z.output<typeof CreateAppointmentInputSchema> {
  return {
    consultant_id: form.consultant_id,
    customer_type: form.customer_type,
    customerable_id,
    customer_timezone_id: form.customer_timezone_id,
    date: form.date,
    start_time: form.start_time,
    end_time: form.end_time,
    services: form.services,
    status: form.status,
    pay_now: form.pay_now,
    tip: 0,
  };
}

/** The fields of an appointment the dialog can change, to refuse an update that changes nothing. */
type Comparable = Pick<
  AppointmentFormValues,
  'consultant_id' | 'date' | 'start_time' | 'end_time' | 'status' | 'pay_now' | 'services'
> & { customer_type: string; customerable_id: number | null };

const sameTime = (a: string, b: string) => timeToMinutes(a) === timeToMinutes(b);

/** False when saving would not change the appointment; the dialog then refuses the update. */
export function hasAppointmentChanged(original: Comparable, edited: Comparable): boolean {
  const sortedIds = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(',');
  return !(
    original.consultant_id === edited.consultant_id &&
    original.customer_type === edited.customer_type &&
    original.customerable_id === edited.customerable_id &&
    original.date === edited.date &&
    sameTime(original.start_time, edited.start_time) &&
    sameTime(original.end_time, edited.end_time) &&
    original.status === edited.status &&
    original.pay_now === edited.pay_now &&
    sortedIds(original.services) === sortedIds(edited.services)
  );
}

export const AppointmentListQuerySchema = PageQuerySchema.extend({
  filterByBusiness: booleanFlag,
  status: z.enum(APPOINTMENT_STATUSES).optional(),
  search: searchParam,
  sort: z.enum(['asc', 'desc']).optional(),
  limit: z.coerce.number().int().positive().max(MAX_PAGE_SIZE).optional(),
  total: booleanFlag,
  appendCustomer: booleanFlag,
  appendConsultant: booleanFlag,
  appendServices: booleanFlag,
  /** One customer's history: both together (a client's or a guest's appointments). */
  customerType: z.enum(CUSTOMER_TYPES).optional(),
  customerId: CoercedIdSchema.optional(),
  consultantId: CoercedIdSchema.optional(),
  /** A range of days, both included, on the business's calendar: the console's calendar view asks for its day or week. */
  dateFrom: DateStringSchema.optional(),
  dateTo: DateStringSchema.optional(),
});
export type AppointmentListQuery = z.input<typeof AppointmentListQuerySchema>;

/** Body of POST /video-conferences/create-appointment-meeting. */
export const CreateAppointmentMeetingInputSchema = z.object({
  appointment_id: IdSchema,
  event_platform: z.enum(VIDEO_PLATFORMS),
});
export type CreateAppointmentMeetingInput = z.infer<typeof CreateAppointmentMeetingInputSchema>;

/** The dashboard figures of GET /appointments/stats/{x}. */
export const APPOINTMENT_STATS = ['total', 'profit', 'monthly'] as const;
export type AppointmentStatsKind = (typeof APPOINTMENT_STATS)[number];
export const AppointmentStatsParamsSchema = z.object({ x: z.enum(APPOINTMENT_STATS) });

/** `total`: how many appointments the business has (every status). */
export const AppointmentTotalStatsSchema = z.object({ total: z.number().int() });
/** `profit`: the sum of the completed appointments' totals, integer cents. */
export const AppointmentProfitStatsSchema = z.object({ total: z.number().int() });
/** `monthly`: appointments per month (by date in the business time zone), the last 12 months, oldest first. */
export const AppointmentMonthlyStatsSchema = z.array(
  z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), count: z.number().int() }),
);
export type AppointmentTotalStats = z.infer<typeof AppointmentTotalStatsSchema>;
export type AppointmentProfitStats = z.infer<typeof AppointmentProfitStatsSchema>;
export type AppointmentMonthlyStats = z.infer<typeof AppointmentMonthlyStatsSchema>;
export const AppointmentStatsSchema = z.union([
  AppointmentTotalStatsSchema,
  AppointmentMonthlyStatsSchema,
]);
export type AppointmentStatsByKind = {
  total: AppointmentTotalStats;
  profit: AppointmentProfitStats;
  monthly: AppointmentMonthlyStats;
};
