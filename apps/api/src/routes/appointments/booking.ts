import {
  AppError,
  AppointmentMessages,
  ErrorCode,
  appointmentAmounts,
  appointmentBuffers,
  busyInterval,
  isBeyondHorizon,
  isInsideNotice,
  isWithinWorkHours,
  lastBookableDate,
  timeToMinutes,
  weekDayOf,
  type AppointmentStatus,
  type BookingQuote,
  type CustomerType,
  type DayTimes,
  type Flag,
} from '@rendezvous/domain';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  admins,
  appointmentServices,
  appointments,
  businesses,
  consultantServices,
  consultants,
  days,
  guests,
  services,
  timezones,
  users,
} from '../../db/schema';
import { zonedInstant } from '../../db/time-zones';
import { clock } from '../../lib/clock';
import { assertDayOpen, type OverriddenRules } from '../../services/booking-rules';
import { assertNotAway } from '../../services/time-off';
import { assertNotHeld } from '../../services/waitlist-holds';

/** What an appointment is booked with: who, for whom, when and which consultant services. */
export interface Booking {
  consultant_id: number;
  customer_type: CustomerType;
  customerable_id: number;
  date: string;
  start_time: string;
  end_time: string;
  /** Consultant service ids. */
  services: number[];
  tip: number;
}

const refused = (field: string, message: string) =>
  new AppError(ErrorCode.Validation, message, { [field]: [message] });

/**
 * The customer's time zone a booking names is one of the list: an unknown id is a mistake in
 * that field, not the "still in use" conflict its foreign key would answer.
 */
export async function assertKnownTimezone(db: Db, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  const [zone] = await db.select({ id: timezones.id }).from(timezones).where(eq(timezones.id, id));
  if (!zone) throw refused('customer_timezone_id', AppointmentMessages.timezoneUnknown);
}

/**
 * Checks that the consultant, the customer and the consultant services all belong to the
 * business (and the services to that consultant), that the times fit the services' length
 * and (with `checkHours`) lie within the business's and the consultant's hours of that day,
 * outside breaks (the slot engine's rule; overlaps are the database's check), and, for a new
 * or moved time, the business's booking horizon and minimum notice; and works out the
 * instants, the consultant's busy interval (the first service's buffer before, the last one's
 * after), which a new or moved slot must keep clear of time off, the amounts and the service
 * lines to store. Five queries, in parallel. The database
 * enforces the same tenancy with composite foreign keys; this answers with the field that is
 * wrong instead. The per-day limit is the booking transaction's (`assertDayOpen`).
 */
export async function resolveBooking(
  db: Db,
  businessId: number,
  booking: Booking,
  options: {
    checkHours: boolean;
    /**
     * Whether the date must lie within the business's booking horizon (by default when the
     * hours are checked: a new or moved slot, not an edit of an appointment already booked).
     */
    checkHorizon?: boolean;
    /**
     * Whether the start must lie past the business's minimum notice (by default as the
     * horizon: a new booking, a move; not a change of services at the same time).
     */
    checkNotice?: boolean;
    /**
     * The owner's override, already allowed by the caller (`assertMayOverride`): a start
     * inside the notice or a date beyond the horizon is booked, and said in `overridden`.
     */
    override?: boolean;
    /**
     * A customer the caller is about to create in the same transaction as the appointment
     * (a guest booking on the public site): not looked up, its id is filled in later.
     */
    newCustomer?: { firstname: string; lastname: string };
    /** The waitlist offer being confirmed: the time it holds is its customer's to book. */
    heldBy?: number;
  } = { checkHours: true },
) {
  const serviceIds = [...new Set(booking.services)];
  const customerTable = booking.customer_type === 'user' ? users : guests;
  const [[business], [consultant], [customer], offered, dayRows] = await Promise.all([
    db
      .select({
        time_zone: businesses.time_zone,
        tax_rate_ppm: businesses.tax_rate_ppm,
        booking_fee: businesses.booking_fee,
        booking_horizon_days: businesses.booking_horizon_days,
        minimum_notice_minutes: businesses.minimum_notice_minutes,
        max_appointments_per_consultant_day: businesses.max_appointments_per_consultant_day,
      })
      .from(businesses)
      .where(eq(businesses.id, businessId)),
    db
      .select({ id: consultants.id, admin_id: consultants.admin_id })
      .from(consultants)
      .where(
        and(eq(consultants.id, booking.consultant_id), eq(consultants.business_id, businessId)),
      ),
    options.newCustomer
      ? Promise.resolve([{ id: booking.customerable_id, ...options.newCustomer }])
      : db
          .select({
            id: customerTable.id,
            firstname: customerTable.firstname,
            lastname: customerTable.lastname,
          })
          .from(customerTable)
          .where(
            and(
              eq(customerTable.id, booking.customerable_id),
              eq(customerTable.business_id, businessId),
            ),
          ),
    offeredServices(db, businessId, booking.consultant_id, serviceIds),
    // The business's and the consultant's hours of that week day.
    options.checkHours
      ? db
          .select({
            consultant_id: days.consultant_id,
            is_active: days.is_active,
            work_start_time: days.work_start_time,
            work_end_time: days.work_end_time,
            has_breaks: days.has_breaks,
            break_start_time: days.break_start_time,
            break_end_time: days.break_end_time,
          })
          .from(days)
          .where(
            and(
              eq(days.day, weekDayOf(booking.date)),
              or(
                and(eq(days.business_id, businessId), isNull(days.consultant_id)),
                eq(days.consultant_id, booking.consultant_id),
              ),
            ),
          )
      : Promise.resolve([]),
  ]);
  if (!business) throw new AppError(ErrorCode.NotFound, 'Business not found');
  if (!consultant) throw refused('consultant_id', AppointmentMessages.consultantNotFound);
  if (!customer) throw refused('customerable_id', AppointmentMessages.customerNotFound);
  if (offered.length !== serviceIds.length)
    throw refused('services', AppointmentMessages.serviceNotOffered);

  // Lines in the order the services were chosen.
  const byId = new Map(offered.map((s) => [s.id, s]));
  const lines = serviceIds.map((id) => byId.get(id)!);

  // A service of fixed length takes exactly that; one whose length the customer decides takes
  // anything between its minimum and maximum.
  let minLength = 0;
  let maxLength = 0;
  for (const s of lines) {
    const [length, min, max] = s.use_business_length
      ? [s.business_length, s.business_min, s.business_max]
      : [s.length, s.min, s.max];
    if (s.decider === 'customer') {
      minLength += min;
      maxLength += max;
    } else {
      minLength += length;
      maxLength += length;
    }
  }
  const checkHorizon = options.checkHorizon ?? options.checkHours;
  const checkNotice = options.checkNotice ?? checkHorizon;
  const overridden: OverriddenRules = {};
  const now = clock.ms();
  if (
    checkHorizon &&
    isBeyondHorizon(booking.date, now, business.time_zone, business.booking_horizon_days)
  ) {
    if (options.override) overridden.horizon = business.booking_horizon_days;
    else {
      const last = lastBookableDate(now, business.time_zone, business.booking_horizon_days);
      throw refused('date', AppointmentMessages.beyondHorizon(business.booking_horizon_days, last));
    }
  }
  if (timeToMinutes(booking.end_time) <= timeToMinutes(booking.start_time)) {
    throw refused('end_time', AppointmentMessages.timesOrder);
  }
  const starts_at = zonedInstant(booking.date, booking.start_time, business.time_zone);
  const ends_at = zonedInstant(booking.date, booking.end_time, business.time_zone);
  if (checkNotice && isInsideNotice(starts_at.getTime(), now, business.minimum_notice_minutes)) {
    if (options.override) overridden.notice = business.minimum_notice_minutes;
    else {
      throw refused(
        'start_time',
        AppointmentMessages.insideNotice(business.minimum_notice_minutes),
      );
    }
  }
  // Real minutes, not wall-clock ones: on the day clocks go forward, 01:30-03:30 lasts an hour.
  const minutes = Math.round((ends_at.getTime() - starts_at.getTime()) / 60_000);
  if (minutes < minLength || minutes > maxLength)
    throw refused('end_time', AppointmentMessages.lengthMismatch);
  if (options.checkHours) {
    const dayOf = (row: (typeof dayRows)[number] | undefined): DayTimes | null =>
      row ? { ...row } : null;
    const within = isWithinWorkHours(
      {
        date: booking.date,
        timeZone: business.time_zone,
        businessDay: dayOf(dayRows.find((d) => d.consultant_id === null)),
        consultantDay: dayOf(dayRows.find((d) => d.consultant_id === booking.consultant_id)),
      },
      starts_at.getTime(),
      ends_at.getTime(),
    );
    if (!within) throw refused('start_time', AppointmentMessages.outsideHours);
  }

  const { prices, amounts } = priceLines(lines, business, booking.tip);
  const buffers = appointmentBuffers(
    lines.map((s) => ({
      buffer_before_minutes: s.buffer_before,
      buffer_after_minutes: s.buffer_after,
    })),
  );
  const busy = busyInterval(starts_at, ends_at, buffers);
  // A new or moved slot stays clear of the consultant's time off and the business's closures,
  // buffers included, as the slot engine offers it; no override reaches past it.
  if (options.checkHours) {
    const busyWindow = {
      businessId,
      consultantId: booking.consultant_id,
      from: busy.busy_from,
      to: busy.busy_until,
    };
    await assertNotAway(db, busyWindow);
    await assertNotHeld(db, { ...busyWindow, exceptOfferId: options.heldBy });
  }
  return {
    consultant,
    customer: { ...customer, full_name: `${customer.firstname} ${customer.lastname}`.trim() },
    timeZone: business.time_zone,
    starts_at,
    ends_at,
    ...busy,
    /** The business's per-day limit of appointments per consultant (null: none). */
    dayLimit: business.max_appointments_per_consultant_day,
    /** What the owner's override let through (empty without one, or when none was needed). */
    overridden,
    amounts,
    lines: lines.map((s, i) => ({
      service_id: s.service_id,
      consultant_service_id: s.id,
      name: s.name,
      price: prices[i]!,
    })),
  };
}

/**
 * The consultant services a booking names (those of this consultant in this business), with
 * the business service's values each one may follow.
 */
function offeredServices(
  db: Db,
  businessId: number,
  consultantId: number,
  consultantServiceIds: number[],
) {
  return db
    .select({
      id: consultantServices.id,
      service_id: consultantServices.service_id,
      name: consultantServices.name,
      price: consultantServices.price,
      use_business_price: consultantServices.use_business_price,
      business_price: services.price,
      decider: consultantServices.appointment_length_decider,
      use_business_length: consultantServices.use_business_appointment_length,
      length: consultantServices.appointment_length,
      min: consultantServices.minimum_appointment_length,
      max: consultantServices.maximum_appointment_length,
      business_length: services.appointment_length,
      business_min: services.minimum_appointment_length,
      business_max: services.maximum_appointment_length,
      buffer_before: services.buffer_before_minutes,
      buffer_after: services.buffer_after_minutes,
    })
    .from(consultantServices)
    .innerJoin(
      services,
      and(
        eq(services.id, consultantServices.service_id),
        eq(services.business_id, consultantServices.business_id),
      ),
    )
    .where(
      and(
        inArray(consultantServices.id, consultantServiceIds),
        eq(consultantServices.business_id, businessId),
        eq(consultantServices.consultant_id, consultantId),
      ),
    );
}

/**
 * The prices in force (the consultant's own, or the list price they follow) and the amounts
 * they make: the one place the API prices a booking, so the quote a customer agrees to and the
 * appointment stored (then charged) cannot differ.
 */
function priceLines(
  lines: { price: number; use_business_price: boolean; business_price: number }[],
  business: { tax_rate_ppm: number; booking_fee: number },
  tip: number,
) {
  const prices = lines.map((s) => (s.use_business_price ? s.business_price : s.price));
  const amounts = appointmentAmounts({
    servicePrices: prices,
    taxRatePpm: business.tax_rate_ppm,
    bookingFee: business.booking_fee,
    tip,
  });
  return { prices, amounts };
}

/**
 * What booking these consultant services with this consultant costs, line by line: the
 * summary the website shows before Book, priced exactly as `resolveBooking` will store it.
 */
export async function quoteBooking(
  db: Db,
  businessId: number,
  consultantId: number,
  consultantServiceIds: number[],
): Promise<BookingQuote> {
  const serviceIds = [...new Set(consultantServiceIds)];
  const [[business], [consultant], offered] = await Promise.all([
    db
      .select({ tax_rate_ppm: businesses.tax_rate_ppm, booking_fee: businesses.booking_fee })
      .from(businesses)
      .where(eq(businesses.id, businessId)),
    db
      .select({ id: consultants.id, firstname: admins.firstname, lastname: admins.lastname })
      .from(consultants)
      .innerJoin(admins, eq(admins.id, consultants.admin_id))
      .where(and(eq(consultants.id, consultantId), eq(consultants.business_id, businessId))),
    offeredServices(db, businessId, consultantId, serviceIds),
  ]);
  if (!business) throw new AppError(ErrorCode.NotFound, 'Business not found');
  if (!consultant) throw refused('consultant_id', AppointmentMessages.consultantNotFound);
  if (offered.length !== serviceIds.length)
    throw refused('consultant_service_ids', AppointmentMessages.serviceNotOffered);
  const byId = new Map(offered.map((s) => [s.id, s]));
  const lines = serviceIds.map((id) => byId.get(id)!);
  const { prices, amounts } = priceLines(lines, business, 0);
  return {
    consultant_id: consultant.id,
    consultant_name: `${consultant.firstname} ${consultant.lastname}`.trim(),
    lines: lines.map((s, i) => ({
      consultant_service_id: s.id,
      service_id: s.service_id,
      name: s.name,
      price: prices[i]!,
      list_price: s.business_price,
    })),
    service_total: amounts.service_total,
    tax_rate_ppm: business.tax_rate_ppm,
    tax: amounts.tax,
    booking_fee: amounts.booking_fee,
    total: amounts.total,
  };
}

export type ResolvedBooking = Awaited<ReturnType<typeof resolveBooking>>;

/** Stores a booking's service lines under its appointment (in the booking's transaction). */
export async function insertServiceLines(
  tx: Tx,
  businessId: number,
  appointmentId: number,
  lines: ResolvedBooking['lines'],
): Promise<void> {
  await tx
    .insert(appointmentServices)
    .values(
      lines.map((line) => ({ ...line, business_id: businessId, appointment_id: appointmentId })),
    );
}

/**
 * Stores a new appointment with its service lines (in the booking's transaction): the
 * console's booking and the website's share it, the customer and status being theirs. A
 * cancelled one aside, it first takes its place under the per-day limit (422 when full).
 */
export async function insertAppointment(
  tx: Tx,
  input: {
    businessId: number;
    customer: { type: CustomerType; id: number };
    slot: Pick<Booking, 'consultant_id' | 'date' | 'start_time' | 'end_time'> & {
      customer_timezone_id?: number | null;
      pay_now: Flag;
    };
    booked: ResolvedBooking;
    status: AppointmentStatus;
  },
): Promise<number> {
  const { businessId, customer, slot, booked } = input;
  if (input.status !== 'cancelled') {
    await assertDayOpen(tx, {
      businessId,
      consultantId: slot.consultant_id,
      date: slot.date,
      limit: booked.dayLimit,
    });
  }
  const [row] = await tx
    .insert(appointments)
    .values({
      business_id: businessId,
      consultant_id: slot.consultant_id,
      customer_type: customer.type,
      customerable_id: customer.id,
      customer_timezone_id: slot.customer_timezone_id ?? null,
      date: slot.date,
      start_time: slot.start_time,
      end_time: slot.end_time,
      starts_at: booked.starts_at,
      ends_at: booked.ends_at,
      busy_from: booked.busy_from,
      busy_until: booked.busy_until,
      status: input.status,
      pay_now: slot.pay_now,
      ...booked.amounts,
      // Booking pay now is agreeing to the total shown.
      agreed_total: slot.pay_now === 1 ? booked.amounts.total : 0,
    })
    .returning({ id: appointments.id });
  await insertServiceLines(tx, businessId, row!.id, booked.lines);
  return row!.id;
}
