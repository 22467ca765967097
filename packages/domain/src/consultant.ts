import { z } from './zod';
import {
  CoercedIdSchema,
  DateStringSchema,
  FlagSchema,
  IdSchema,
  PersonSummarySchema,
  TimeStringSchema,
  multiLineText,
  requiredString,
  singleLineText,
  timeToMinutes,
  whenValid,
} from './common';
import { AppointmentMessages } from './appointment';
import { MAX_APPOINTMENT_SERVICES, MAX_LIST_ITEMS, WEEK_DAYS, type WeekDay } from './constants';
import { booleanFlag } from './http';
import { centsToInput, parseMoneyToCents } from './money';
import {
  APPOINTMENT_LENGTH_DECIDERS,
  SERVICE_DESCRIPTION_FIELD,
  SERVICE_PRICE_FIELD,
  appointmentLengthFields,
  priceInCents,
  type Service,
} from './service';

/* ------------------------------------------------------------------------------------------ */
/* Days: opening hours of a business and work hours of a consultant share one shape.         */
/* ------------------------------------------------------------------------------------------ */

export const DayMessages = {
  workHours:
    'The work hours are invalid. Make sure the start work time is before the end work time.',
  breakHours:
    'The break hours are invalid. Make sure the start break time is before the end break time.',
  breakStartAfterWorkStart:
    'The break hours are invalid. Make sure the start work time is before the start break time.',
  breakEndBeforeWorkEnd:
    'The break hours are invalid. Make sure the end break time is before the end work time.',
  breakTimesRequired: 'The break hours are invalid. Please enter a start and an end break time.',
  outsideBusinessHours:
    'The work hours are invalid. Make sure the work hours are within the business opening hours.',
  businessDayClosed: 'The business is closed on this day, so the consultant cannot work on it.',
  duplicateDay: 'Each day may appear only once',
} as const;

const dayFields = {
  day: z.enum(WEEK_DAYS),
  is_active: FlagSchema,
  work_start_time: TimeStringSchema,
  work_end_time: TimeStringSchema,
  has_breaks: FlagSchema,
  break_start_time: TimeStringSchema.nullable(),
  break_end_time: TimeStringSchema.nullable(),
};

export const BusinessDaySchema = z.object({ id: IdSchema, business_id: IdSchema, ...dayFields });
export type BusinessDay = z.infer<typeof BusinessDaySchema>;

export const ConsultantDaySchema = z.object({
  id: IdSchema,
  consultant_id: IdSchema,
  ...dayFields,
});
export type ConsultantDay = z.infer<typeof ConsultantDaySchema>;

/** The times of a day that the rules below look at. */
export type DayTimes = {
  is_active?: number;
  work_start_time: string;
  work_end_time: string;
  has_breaks: number;
  break_start_time?: string | null;
  break_end_time?: string | null;
};

export type DayTimeField =
  'work_start_time' | 'work_end_time' | 'break_start_time' | 'break_end_time';
export type DayTimeIssue = { field: DayTimeField; message: string };

/**
 * The first rule a day breaks, or null when its times are coherent: work start before work
 * end; with breaks, break start before break end, work start before break start and break end
 * before work end. The times are checked even on a closed day because reopening it (a single
 * is_active patch) must not bring back an incoherent day.
 *
 * `businessDay` is given for a consultant's day: the consultant may only work when the
 * business is open, inside its opening hours.
 */
export function validateDayTimes(day: DayTimes, businessDay?: DayTimes): DayTimeIssue | null {
  const workStart = timeToMinutes(day.work_start_time);
  const workEnd = timeToMinutes(day.work_end_time);
  if (workStart >= workEnd) return { field: 'work_end_time', message: DayMessages.workHours };

  if (day.has_breaks === 1) {
    if (!day.break_start_time || !day.break_end_time) {
      return { field: 'break_start_time', message: DayMessages.breakTimesRequired };
    }
    const breakStart = timeToMinutes(day.break_start_time);
    const breakEnd = timeToMinutes(day.break_end_time);
    if (breakStart >= breakEnd) return { field: 'break_end_time', message: DayMessages.breakHours };
    if (workStart >= breakStart) {
      return { field: 'break_start_time', message: DayMessages.breakStartAfterWorkStart };
    }
    if (breakEnd >= workEnd)
      return { field: 'break_end_time', message: DayMessages.breakEndBeforeWorkEnd };
  }

  if (businessDay) {
    if (day.is_active === 1 && businessDay.is_active !== 1) {
      return { field: 'work_start_time', message: DayMessages.businessDayClosed };
    }
    if (workStart < timeToMinutes(businessDay.work_start_time)) {
      return { field: 'work_start_time', message: DayMessages.outsideBusinessHours };
    }
    if (workEnd > timeToMinutes(businessDay.work_end_time)) {
      return { field: 'work_end_time', message: DayMessages.outsideBusinessHours };
    }
  }
  return null;
}

/** A consultant's day can be edited only while the business is open on that day. */
export function isConsultantDayEditable(
  businessDay: Pick<DayTimes, 'is_active'> | undefined,
): boolean {
  return businessDay?.is_active === 1;
}

function refineDay(day: DayTimes, ctx: z.RefinementCtx) {
  const issue = validateDayTimes(day);
  if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
}

/** One day in a days body. Breaks may be absent on a day without breaks. */
export const DayInputSchema = z
  .object({
    ...dayFields,
    break_start_time: TimeStringSchema.nullable().optional(),
    break_end_time: TimeStringSchema.nullable().optional(),
  })
  .superRefine(
    refineDay,
    whenValid(
      'work_start_time',
      'work_end_time',
      'has_breaks',
      'break_start_time',
      'break_end_time',
    ),
  );
export type DayInput = z.infer<typeof DayInputSchema>;

/** Any day-shaped record: a saved business or consultant day, or a row being edited. */
export interface DayHours {
  day: WeekDay;
  is_active: number;
  work_start_time: string;
  work_end_time: string;
  has_breaks: number;
  break_start_time?: string | null;
  break_end_time?: string | null;
}

/**
 * One day of a days body (POST business-days, consultant-days) from a day-shaped record: only
 * the hour fields, the flags as 0 or 1, and the break times only where the day has a break.
 */
export function toDayInput(day: DayHours): DayInput {
  const hasBreaks = day.has_breaks === 1;
  return {
    day: day.day,
    is_active: day.is_active === 1 ? 1 : 0,
    work_start_time: day.work_start_time,
    work_end_time: day.work_end_time,
    has_breaks: hasBreaks ? 1 : 0,
    break_start_time: hasBreaks ? (day.break_start_time ?? null) : null,
    break_end_time: hasBreaks ? (day.break_end_time ?? null) : null,
  };
}

const uniqueDays = (days: { day: string }[]) =>
  new Set(days.map((d) => d.day)).size === days.length;

/** Body of POST business-days. */
export const BusinessDaysInputSchema = z.object({
  days: z
    .array(DayInputSchema)
    .min(1)
    .max(WEEK_DAYS.length, { error: DayMessages.duplicateDay })
    .refine(uniqueDays, { error: DayMessages.duplicateDay }),
});
export type BusinessDaysInput = z.infer<typeof BusinessDaysInputSchema>;

/** Body of POST consultant-days. */
export const ConsultantDaysInputSchema = BusinessDaysInputSchema.extend({
  consultant_id: IdSchema,
});
export type ConsultantDaysInput = z.infer<typeof ConsultantDaysInputSchema>;

/**
 * Body of PATCH business-day/{id} and consultant-day/{id}: one or more fields. The server checks
 * the merged day with validateDayTimes; a rejected edit leaves the stored day as it was.
 */
export const UpdateDayInputSchema = z
  .object({
    is_active: FlagSchema,
    work_start_time: TimeStringSchema,
    work_end_time: TimeStringSchema,
    has_breaks: FlagSchema,
    break_start_time: TimeStringSchema.nullable(),
    break_end_time: TimeStringSchema.nullable(),
  })
  .partial();
export type UpdateDayInput = z.infer<typeof UpdateDayInputSchema>;

/* ------------------------------------------------------------------------------------------ */
/* Consultant services                                                                        */
/* ------------------------------------------------------------------------------------------ */

export const ConsultantServiceMessages = {
  priceRequired: 'Service price is required',
  priceInvalid: 'Service price must be a valid amount',
  descriptionRequired: 'Service description is required',
} as const;

export const ConsultantServiceSchema = z.object({
  id: IdSchema,
  service_id: IdSchema,
  consultant_id: IdSchema,
  name: z.string(),
  /** Integer cents; the business service's price while use_business_price is on. */
  price: z.number().int(),
  /** Null while the business description is used. */
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  appointment_length_decider: z.enum(APPOINTMENT_LENGTH_DECIDERS),
  appointment_length: z.number().int(),
  minimum_appointment_length: z.number().int(),
  maximum_appointment_length: z.number().int(),
  use_business_price: z.boolean(),
  use_business_description: z.boolean(),
  use_business_appointment_length: z.boolean(),
});
export type ConsultantService = z.infer<typeof ConsultantServiceSchema>;

const consultantServiceFields = {
  service_id: IdSchema,
  ...appointmentLengthFields,
  use_business_price: z.boolean(),
  use_business_description: z.boolean(),
  use_business_appointment_length: z.boolean(),
};

/**
 * The consultant service dialog. Price and description are required only where the consultant
 * overrides the business value; with the switch on, the business value is used.
 */
export const ConsultantServiceFormSchema = z
  .object({
    ...consultantServiceFields,
    price: singleLineText(SERVICE_PRICE_FIELD),
    description: multiLineText(SERVICE_DESCRIPTION_FIELD),
  })
  .superRefine(
    (value, ctx) => {
      if (!value.use_business_price) {
        if (value.price.trim() === '') {
          ctx.addIssue({
            code: 'custom',
            path: ['price'],
            message: ConsultantServiceMessages.priceRequired,
          });
        } else if ((parseMoneyToCents(value.price) ?? -1) < 0) {
          ctx.addIssue({
            code: 'custom',
            path: ['price'],
            message: ConsultantServiceMessages.priceInvalid,
          });
        }
      }
      if (!value.use_business_description && value.description.trim() === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['description'],
          message: ConsultantServiceMessages.descriptionRequired,
        });
      }
    },
    whenValid('price', 'description', 'use_business_price', 'use_business_description'),
  );
export type ConsultantServiceForm = z.infer<typeof ConsultantServiceFormSchema>;

/** A consultant service starts as a copy of a business service with every "use business value" switch on. */
export function consultantServiceFormFrom(service: Service): ConsultantServiceForm {
  return {
    service_id: service.id,
    price: centsToInput(service.price),
    description: service.description,
    appointment_length_decider: service.appointment_length_decider,
    appointment_length: service.appointment_length,
    minimum_appointment_length: service.minimum_appointment_length,
    maximum_appointment_length: service.maximum_appointment_length,
    use_business_price: true,
    use_business_description: true,
    use_business_appointment_length: true,
  };
}

/** Body of POST consultant-service. Price in integer cents. */
export const CreateConsultantServiceInputSchema = z.object({
  ...consultantServiceFields,
  consultant_id: IdSchema,
  price: priceInCents,
  description: multiLineText(SERVICE_DESCRIPTION_FIELD).nullable(),
});
export type CreateConsultantServiceInput = z.infer<typeof CreateConsultantServiceInputSchema>;

/** Body of PATCH consultant-service/{id}. */
export const UpdateConsultantServiceInputSchema = CreateConsultantServiceInputSchema.omit({
  consultant_id: true,
  service_id: true,
}).partial();
export type UpdateConsultantServiceInput = z.infer<typeof UpdateConsultantServiceInputSchema>;

export function consultantServiceFormToInput(
  form: ConsultantServiceForm,
  consultant_id: number,
): CreateConsultantServiceInput {
  return {
    ...form,
    consultant_id,
    price: parseMoneyToCents(form.price) ?? 0,
    // Null keeps following the business description when it changes.
    description: form.use_business_description ? null : form.description.trim(),
  };
}

/* ------------------------------------------------------------------------------------------ */
/* Consultants                                                                                */
/* ------------------------------------------------------------------------------------------ */

/** The consultant side of an admin who holds the consultant role. */
export const ConsultantSchema = z.object({
  id: IdSchema,
  admin_id: IdSchema,
  business_id: IdSchema,
  days: z.array(ConsultantDaySchema).optional(),
  services: z.array(ConsultantServiceSchema).optional(),
  /** The admin behind the consultant, when listed from the business side. */
  admin: PersonSummarySchema.optional(),
});
export type Consultant = z.infer<typeof ConsultantSchema>;

/** Query of GET consultant/{id}/times: the free slots for the chosen services on a date. */
export const ConsultantTimesQuerySchema = z.object({
  date: requiredString('Date is required', { label: 'Date', max: 10 }).pipe(DateStringSchema),
  customer_timezone_id: CoercedIdSchema.optional(),
  /** One id, or the parameter repeated; at least one service. */
  consultantServiceIds: z
    .union([z.array(CoercedIdSchema).max(MAX_LIST_ITEMS), CoercedIdSchema])
    .optional()
    .transform((ids) => (ids === undefined ? [] : Array.isArray(ids) ? ids : [ids]))
    .pipe(
      z
        .array(IdSchema)
        .min(1, { error: AppointmentMessages.serviceRequired })
        .max(MAX_APPOINTMENT_SERVICES, { error: AppointmentMessages.tooManyServices }),
    ),
  /** An appointment being edited does not block its own time. */
  excludeAppointmentId: CoercedIdSchema.optional(),
  /**
   * The owner's times inside the minimum notice and beyond the booking horizon (an admin who
   * may change the business; 403 for anyone else).
   */
  override_booking_rules: booleanFlag,
});
export type ConsultantTimesQuery = z.input<typeof ConsultantTimesQuerySchema>;

/** One bookable slot, on the business's clock (and the customer's when their zone is given). */
export const TimeSlotSchema = z.object({
  start_time: TimeStringSchema,
  end_time: TimeStringSchema,
  customer_date: DateStringSchema.optional(),
  customer_start_time: TimeStringSchema.optional(),
  customer_end_time: TimeStringSchema.optional(),
});
export type TimeSlot = z.infer<typeof TimeSlotSchema>;
