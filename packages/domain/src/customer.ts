import { z } from './zod';
import { AppointmentMessages, AppointmentServiceSchema } from './appointment';
import { NewPasswordSchema } from './auth';
import { ClientSchema, personFormFields } from './client';
import {
  CoercedIdSchema,
  DateStringSchema,
  FlagSchema,
  IdSchema,
  TimeStringSchema,
  TimestampSchema,
  requiredId,
  requiredString,
  singleLineText,
  timeToMinutes,
} from './common';
import { APPOINTMENT_STATUSES, MAX_APPOINTMENT_SERVICES, MAX_ID, MAX_LIST_ITEMS, TEXT_MAX } from './constants';
import { PageQuerySchema } from './http';
import { SiteMessages } from './site';
import { NotifyBySchema } from './notification-settings';

/**
 * Customers on a business's public site: their account (a client of that business), booking
 * as a guest or signed in, and their own appointments.
 */

/**
 * A customer may cancel or move an appointment up to this many hours before it starts (the
 * default of a business's `cancellation_notice_hours`); after that the business's day is planned
 * around it and the customer calls the business instead.
 */
export const CUSTOMER_CHANGE_CUTOFF_HOURS = 24;
/** The most notice a business may ask for: 30 days. */
export const MAX_CANCELLATION_NOTICE_HOURS = 720;

/** The refusal of a change inside the business's cancellation notice. */
export const tooLateToChangeMessage = (hours: number): string =>
  hours === 1
    ? 'Appointments cannot be changed or cancelled within 1 hour of their start. Please contact the business.'
    : `Appointments cannot be changed or cancelled within ${hours} hours of their start. Please contact the business.`;

export const CustomerMessages = {
  siteNotFound: SiteMessages.notFound,
  siteNotPublished: SiteMessages.notPublished,
  slotTaken: 'This time was just booked by someone else. Please choose another time.',
  businessRequired: 'Choose the business whose site you are signing in to.',
  notCustomer: 'Sign in with your customer account on the business website to do this.',
  accountInactive: 'This account is inactive. Please contact the business.',
  emailTaken: 'An account with this email already exists for this business. Please sign in.',
  registered: 'Welcome! Your account is ready.',
  guestRequired: 'Please enter your details or sign in to book.',
  booked: 'Your appointment is booked. A confirmation has been sent to your email.',
  tooLateToChange: tooLateToChangeMessage(CUSTOMER_CHANGE_CUTOFF_HOURS),
  notChangeable: 'This appointment can no longer be changed.',
  cancelled: 'Your appointment has been cancelled.',
  rescheduled: 'Your appointment has been moved.',
  changeRequired: 'Choose a new time or cancel the appointment.',
  consultantRequired: 'Choose a consultant or "any available".',
  onlineBookingOff: 'This business does not take bookings online. Please contact them directly.',
  expectedTotalInvalid: 'The total you agreed to must be a whole number of cents.',
  priceChanged:
    'The price of this booking has changed since you reviewed it. Please check the new total and book again.',
  emailCodeSent: 'We sent a verification code to your email.',
  emailVerified: 'Your email is verified.',
  emailAlreadyVerified: 'Your email is already verified.',
} as const;

/** The site part of a public path: `site/{subdomain}/...`, a DNS label matched whatever its case. */
export const BookingSiteParamsSchema = z.object({
  subdomain: singleLineText({ label: 'Subdomain', max: 63 }),
});

/** A signed-in customer: a client of one business. */
export const CustomerSchema = ClientSchema;
export type Customer = z.infer<typeof CustomerSchema>;

/** POST login?type=user answers with a token pair and the customer. */
export const CustomerSessionSchema = z.object({
  token: z.string(),
  refresh_token: z.string(),
  expires_at: z.string(),
  user: CustomerSchema,
});
export type CustomerSession = z.infer<typeof CustomerSessionSchema>;

/** Body of POST site/{subdomain}/register: the customer becomes a client of that business. */
export const CustomerRegisterInputSchema = z.object({
  ...personFormFields,
  password: NewPasswordSchema,
});
export type CustomerRegisterInput = z.input<typeof CustomerRegisterInputSchema>;

const serviceIdList = (message: string) =>
  z
    .union([z.array(CoercedIdSchema).max(MAX_LIST_ITEMS), CoercedIdSchema])
    .optional()
    .transform((ids) => (ids === undefined ? [] : Array.isArray(ids) ? ids : [ids]))
    .pipe(
      z
        .array(IdSchema)
        .min(1, { error: message })
        .max(MAX_APPOINTMENT_SERVICES, { error: AppointmentMessages.tooManyServices }),
    );

/**
 * Query of GET site/{subdomain}/times. `service_ids` are the business's services (as the site
 * lists them); without `consultant_id` every consultant offering all of them is asked ("any
 * available") and each slot names its consultant.
 */
export const PublicTimesQuerySchema = z.object({
  date: requiredString(AppointmentMessages.dateRequired, { label: 'Date', max: 10 }).pipe(DateStringSchema),
  customer_timezone_id: CoercedIdSchema.optional(),
  service_ids: serviceIdList(AppointmentMessages.serviceRequired),
  consultant_id: CoercedIdSchema.optional(),
});
export type PublicTimesQuery = z.input<typeof PublicTimesQuerySchema>;

/** A free slot on the business's clock (and the customer's), with whom and what it books. */
export const PublicTimeSlotSchema = z.object({
  consultant_id: IdSchema,
  consultant_name: z.string(),
  /** The consultant's own services for the chosen business services, to send when booking. */
  consultant_service_ids: z.array(IdSchema),
  start_time: TimeStringSchema,
  end_time: TimeStringSchema,
  customer_date: DateStringSchema.optional(),
  customer_start_time: TimeStringSchema.optional(),
  customer_end_time: TimeStringSchema.optional(),
});
export type PublicTimeSlot = z.infer<typeof PublicTimeSlotSchema>;

/** Query of GET site/{subdomain}/quote: the consultant and consultant services a chosen slot books. */
export const PublicQuoteQuerySchema = z.object({
  consultant_id: requiredId(AppointmentMessages.consultantRequired),
  consultant_service_ids: serviceIdList(AppointmentMessages.serviceRequired),
});
export type PublicQuoteQuery = z.input<typeof PublicQuoteQuerySchema>;

/** One booked service: what this consultant charges, beside the business's list price. */
export const BookingQuoteLineSchema = z.object({
  consultant_service_id: IdSchema,
  service_id: IdSchema,
  name: z.string(),
  /** Integer cents: the price charged (the consultant's own, or the list price they follow). */
  price: z.number().int(),
  /** Integer cents: the business service's list price. */
  list_price: z.number().int(),
});
export type BookingQuoteLine = z.infer<typeof BookingQuoteLineSchema>;

/**
 * What a booking costs, as the server will store and charge it (`appointmentAmounts`):
 * the summary a customer agrees to before booking. Amounts in integer cents.
 */
export const BookingQuoteSchema = z.object({
  consultant_id: IdSchema,
  consultant_name: z.string(),
  lines: z.array(BookingQuoteLineSchema),
  service_total: z.number().int(),
  /** Parts per million: 149,750 is 14.975 %. */
  tax_rate_ppm: z.number().int(),
  tax: z.number().int(),
  booking_fee: z.number().int(),
  total: z.number().int(),
});
export type BookingQuote = z.infer<typeof BookingQuoteSchema>;

/** The guest's details when booking without an account. */
export const BookingGuestSchema = z.object(personFormFields);
export type BookingGuest = z.input<typeof BookingGuestSchema>;

const timeField = (message: string, label: string) =>
  requiredString(message, { label, max: 8 }).pipe(TimeStringSchema);

/**
 * Body of POST site/{subdomain}/appointments. A signed-in customer books for themselves; anyone
 * else sends `guest` and becomes a guest of the business. Times are on the business's clock.
 */
/** The fields of a booking on the site (see PublicBookingInputSchema); a series takes most of them. */
export const publicBookingFields = {
  consultant_id: requiredId(AppointmentMessages.consultantRequired),
  consultant_service_ids: z
    .array(IdSchema, { error: AppointmentMessages.serviceRequired })
    .min(1, { error: AppointmentMessages.serviceRequired })
    .max(MAX_APPOINTMENT_SERVICES, { error: AppointmentMessages.tooManyServices }),
  date: requiredString(AppointmentMessages.dateRequired, { label: 'Date', max: 10 }).pipe(DateStringSchema),
  start_time: timeField(AppointmentMessages.startTimeRequired, 'Start time'),
  end_time: timeField(AppointmentMessages.endTimeRequired, 'End time'),
  customer_timezone_id: IdSchema.nullable().optional(),
  pay_now: FlagSchema.default(0),
  guest: BookingGuestSchema.optional(),
  /**
   * Pay now (required with it): the client secret of the setup intent the visitor confirmed
   * their card with (POST site/{subdomain}/payments/setup-intent); the card is saved to the
   * customer before the appointment, in the spec's order.
   */
  setup_intent_client_secret: singleLineText({ label: 'Client secret', max: TEXT_MAX.short }).optional(),
  /**
   * The total (integer cents) of the summary the customer agreed to (GET site/{subdomain}/quote):
   * when the server's total differs, nothing is booked (409) and the customer reviews again.
   */
  expected_total: z
    .number({ error: CustomerMessages.expectedTotalInvalid })
    .int({ error: CustomerMessages.expectedTotalInvalid })
    .min(0, { error: CustomerMessages.expectedTotalInvalid })
    .max(MAX_ID, { error: CustomerMessages.expectedTotalInvalid })
    .optional(),
  /**
   * How the customer wants to hear about the appointment: e-mail, SMS or both (SMS needs a
   * valid phone). Without it, every channel the business has on.
   */
  notify_by: NotifyBySchema.optional(),
  /**
   * Whether the customer ticked "Send me news and offers by email" (never pre-ticked): true
   * records their consent to marketing; false or absent records nothing (no consent).
   */
  marketing: z.boolean().optional(),
};

/** A booking's end after its start, as every booking body checks it. */
export function refineTimesOrder(value: { start_time: string; end_time: string }, ctx: z.RefinementCtx): void {
  if (timeToMinutes(value.start_time) >= timeToMinutes(value.end_time)) {
    ctx.addIssue({ code: 'custom', path: ['end_time'], message: AppointmentMessages.timesOrder });
  }
}

export const PublicBookingInputSchema = z.object(publicBookingFields).superRefine(refineTimesOrder);
export type PublicBookingInput = z.input<typeof PublicBookingInputSchema>;

/** An appointment as its customer sees it: no internal ids of other people, no events. */
export const CustomerAppointmentSchema = z.object({
  id: IdSchema,
  business_id: IdSchema,
  business_name: z.string(),
  consultant_id: IdSchema,
  consultant_name: z.string(),
  customer_type: z.enum(['user', 'guest']),
  date: DateStringSchema,
  start_time: TimeStringSchema,
  end_time: TimeStringSchema,
  starts_at: TimestampSchema,
  ends_at: TimestampSchema,
  time_zone: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  // Amounts in integer cents.
  service_total: z.number().int(),
  tax: z.number().int(),
  booking_fee: z.number().int(),
  tip: z.number().int(),
  total: z.number().int(),
  pay_now: FlagSchema,
  services: z.array(AppointmentServiceSchema),
  selected_consultant_services: z.array(IdSchema),
  /** Whether the customer may still cancel or move it (active, and not within the notice). */
  can_change: z.boolean(),
  /** The business's cancellation notice: no change online within this many hours of the start. */
  change_notice_hours: z.number().int(),
  created_at: TimestampSchema,
});
export type CustomerAppointment = z.infer<typeof CustomerAppointmentSchema>;

/** What a booking answers: the appointment and its calendar file (RFC 5545 text). */
export const PublicBookingSchema = z.object({
  appointment: CustomerAppointmentSchema,
  ics: z.string(),
});
export type PublicBooking = z.infer<typeof PublicBookingSchema>;

/** Query of GET user/me/appointments: the signed-in customer's, soonest upcoming first. */
export const MyAppointmentsQuerySchema = PageQuerySchema.extend({
  status: z.enum(APPOINTMENT_STATUSES).optional(),
  /** upcoming: not yet ended; past: ended. Both when absent. */
  when: z.enum(['upcoming', 'past']).optional(),
});
export type MyAppointmentsQuery = z.input<typeof MyAppointmentsQuerySchema>;

/**
 * Body of PATCH user/me/appointments/{id}: `{ status: 'cancelled' }` cancels; a new date and times
 * move it (same consultant and services, the same checks as booking).
 */
export const UpdateMyAppointmentInputSchema = z
  .object({
    status: z.literal('cancelled').optional(),
    date: requiredString(AppointmentMessages.dateRequired, { label: 'Date', max: 10 })
      .pipe(DateStringSchema)
      .optional(),
    start_time: timeField(AppointmentMessages.startTimeRequired, 'Start time').optional(),
    end_time: timeField(AppointmentMessages.endTimeRequired, 'End time').optional(),
    customer_timezone_id: IdSchema.nullable().optional(),
  })
  .superRefine((value, ctx) => {
    const moving = value.date !== undefined || value.start_time !== undefined || value.end_time !== undefined;
    if (value.status === undefined && !moving) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: CustomerMessages.changeRequired });
      return;
    }
    if (moving && value.status === undefined) {
      for (const field of ['date', 'start_time', 'end_time'] as const) {
        if (value[field] === undefined) {
          const message = {
            date: AppointmentMessages.dateRequired,
            start_time: AppointmentMessages.startTimeRequired,
            end_time: AppointmentMessages.endTimeRequired,
          }[field];
          ctx.addIssue({ code: 'custom', path: [field], message });
        }
      }
    }
    if (value.start_time && value.end_time && timeToMinutes(value.start_time) >= timeToMinutes(value.end_time)) {
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: AppointmentMessages.timesOrder });
    }
  });
export type UpdateMyAppointmentInput = z.input<typeof UpdateMyAppointmentInputSchema>;

/**
 * Whether a customer may still cancel or move an appointment at `now` (ms), given the
 * business's cancellation notice in hours.
 */
export function customerCanChange(
  appointment: { status: string; starts_at: string | Date },
  now: number,
  noticeHours: number = CUSTOMER_CHANGE_CUTOFF_HOURS,
): boolean {
  if (appointment.status !== 'active') return false;
  const starts = new Date(appointment.starts_at).getTime();
  if (starts <= now) return false;
  return starts - now >= noticeHours * 3_600_000;
}

/** Where the signed-in customer's e-mail stands: verified once they typed the code sent to it. */
export const CustomerEmailStatusSchema = z.object({
  email: z.string(),
  /** Once verified, bookings made as a guest with this e-mail show among their appointments. */
  email_verified: z.boolean(),
});
export type CustomerEmailStatus = z.infer<typeof CustomerEmailStatusSchema>;

/** Body of POST user/email/verify: the code e-mailed to the customer's address. */
export const VerifyCustomerEmailInputSchema = z.object({
  verification_code: requiredString('The verification code is required', {
    label: 'Verification code',
    max: 12,
  }),
});
export type VerifyCustomerEmailInput = z.input<typeof VerifyCustomerEmailInputSchema>;

/** What verifying answers: the status, and how many guest bookings joined the account. */
export const CustomerEmailVerifiedSchema = CustomerEmailStatusSchema.extend({
  linked_appointments: z.number().int(),
});
export type CustomerEmailVerified = z.infer<typeof CustomerEmailVerifiedSchema>;
