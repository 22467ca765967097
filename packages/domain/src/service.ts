import { z } from './zod';
import { BUFFER_MINUTES } from './booking-rules';
import {
  CoercedIdSchema,
  IdSchema,
  requiredId,
  multiLineText,
  requiredString,
  singleLineText,
  webLink,
  whenValid,
} from './common';
import {
  DEFAULT_SUBSCRIPTION_PERIOD_ID,
  MAX_AMOUNT_CENTS,
  SERVICE_LENGTH,
  SERVICE_RANGE,
  TEXT_MAX,
} from './constants';
import { PageQuerySchema, searchParam } from './http';
import { centsToInput, parseMoneyToCents } from './money';
import { ServiceCategorySchema } from './service-category';

export const ServiceMessages = {
  nameRequired: 'Service name is required',
  categoryRequired: 'Service category is required',
  priceRequired: 'Service price is required',
  priceInvalid: 'Service price must be a valid amount',
  descriptionRequired: 'Service description is required',
  subscriptionPeriodRequired: 'Subscription period is required',
  subscriptionPeriodInvalid: 'Please choose one of the subscription periods',
  noCategory: 'You must add at least one category before you can add a service',
  lengthInvalid: `The appointment length must be between ${SERVICE_LENGTH.min} and ${SERVICE_LENGTH.max} minutes, in steps of ${SERVICE_LENGTH.step}`,
  rangeInvalid: `The appointment lengths must be between ${SERVICE_RANGE.min} and ${SERVICE_RANGE.max} minutes, in steps of ${SERVICE_RANGE.step}`,
  rangeOrder: 'The minimum appointment length must not be longer than the maximum',
  bufferInvalid: `A buffer must be between ${BUFFER_MINUTES.min} and ${BUFFER_MINUTES.max} minutes, in steps of ${BUFFER_MINUTES.step}`,
} as const;

/** `business`: one fixed length; `customer`: the customer picks within a min/max range. */
export const APPOINTMENT_LENGTH_DECIDERS = ['business', 'customer'] as const;
export type AppointmentLengthDecider = (typeof APPOINTMENT_LENGTH_DECIDERS)[number];

export const ServiceSchema = z.object({
  id: IdSchema,
  name: z.string(),
  /** The name and description in Canadian French; null or blank: the site shows the English. */
  name_fr: z.string().nullable().optional(),
  description_fr: z.string().nullable().optional(),
  /** Integer cents. */
  price: z.number().int(),
  show_price: z.boolean(),
  description: z.string(),
  image_url: z.string().nullable(),
  service_category_id: IdSchema,
  appointment_length_decider: z.enum(APPOINTMENT_LENGTH_DECIDERS),
  appointment_length: z.number().int(),
  minimum_appointment_length: z.number().int(),
  maximum_appointment_length: z.number().int(),
  is_subscription: z.boolean(),
  subscription_period_id: IdSchema.nullable(),
  /**
   * Minutes the consultant is busy before and after the appointment (customers do not see
   * them): an appointment's busy time starts with its first service's buffer before and ends
   * with its last service's buffer after.
   */
  buffer_before_minutes: z.number().int(),
  buffer_after_minutes: z.number().int(),
  business_id: IdSchema,
  service_category: ServiceCategorySchema.optional(),
  /**
   * In the list (GET services): how many consultants offer the service. With none it cannot
   * be booked and the public site does not show it.
   */
  consultants_count: z.number().int().nonnegative().optional(),
});
export type Service = z.infer<typeof ServiceSchema>;

const onStep = (value: number, range: { min: number; max: number; step: number }) =>
  value >= range.min && value <= range.max && value % range.step === 0;

type LengthFields = {
  appointment_length_decider: AppointmentLengthDecider;
  appointment_length: number;
  minimum_appointment_length: number;
  maximum_appointment_length: number;
  is_subscription: boolean;
  subscription_period_id?: number | null;
};

/**
 * Rules that tie fields together: only the length fields the decider uses are checked against
 * the choices (the others keep their defaults unseen), but the range stays in order whatever
 * the decider, as the database stores it; a period is needed only for a recurring service.
 */
const lengthRuleFields = whenValid(
  'appointment_length_decider',
  'appointment_length',
  'minimum_appointment_length',
  'maximum_appointment_length',
  'is_subscription',
  'subscription_period_id',
);

function checkLengthsAndPeriod(value: LengthFields, ctx: z.RefinementCtx) {
  if (value.appointment_length_decider === 'business') {
    if (!onStep(value.appointment_length, SERVICE_LENGTH)) {
      ctx.addIssue({
        code: 'custom',
        path: ['appointment_length'],
        message: ServiceMessages.lengthInvalid,
      });
    }
  } else {
    for (const field of ['minimum_appointment_length', 'maximum_appointment_length'] as const) {
      if (!onStep(value[field], SERVICE_RANGE)) {
        ctx.addIssue({ code: 'custom', path: [field], message: ServiceMessages.rangeInvalid });
      }
    }
  }
  if (value.minimum_appointment_length > value.maximum_appointment_length) {
    ctx.addIssue({
      code: 'custom',
      path: ['minimum_appointment_length'],
      message: ServiceMessages.rangeOrder,
    });
  }
  if (value.is_subscription && !value.subscription_period_id) {
    ctx.addIssue({
      code: 'custom',
      path: ['subscription_period_id'],
      message: ServiceMessages.subscriptionPeriodRequired,
    });
  }
}

/**
 * Minutes within a day, at least one. The rules above check the lengths the decider uses; this
 * bounds the others too, which are stored as they are (the database holds no empty length).
 */
const minutes = (message: string) =>
  z
    .number()
    .int({ error: message })
    .min(1, { error: message })
    .max(24 * 60, { error: message });

/** The length fields a business service and a consultant service share. */
export const appointmentLengthFields = {
  appointment_length_decider: z.enum(APPOINTMENT_LENGTH_DECIDERS),
  appointment_length: minutes(ServiceMessages.lengthInvalid),
  minimum_appointment_length: minutes(ServiceMessages.rangeInvalid),
  maximum_appointment_length: minutes(ServiceMessages.rangeInvalid),
};

export const SERVICE_DESCRIPTION_FIELD = { label: 'Service description', max: TEXT_MAX.long };
/** The price as typed in a form, e.g. "45.00". */
export const SERVICE_PRICE_FIELD = { label: 'Service price', max: TEXT_MAX.money };

/** Buffer minutes: 0 to 240, in steps of 5. */
const bufferMinutes = z
  .number({ error: ServiceMessages.bufferInvalid })
  .int({ error: ServiceMessages.bufferInvalid })
  .min(BUFFER_MINUTES.min, { error: ServiceMessages.bufferInvalid })
  .max(BUFFER_MINUTES.max, { error: ServiceMessages.bufferInvalid })
  .multipleOf(BUFFER_MINUTES.step, { error: ServiceMessages.bufferInvalid });

const serviceFields = {
  name: requiredString(ServiceMessages.nameRequired, { label: 'Service name', max: TEXT_MAX.name }),
  service_category_id: requiredId(ServiceMessages.categoryRequired),
  description: requiredString(ServiceMessages.descriptionRequired, {
    ...SERVICE_DESCRIPTION_FIELD,
    multiline: true,
  }),
  name_fr: singleLineText({ label: 'French service name', max: TEXT_MAX.name })
    .nullable()
    .optional(),
  description_fr: multiLineText({ label: 'French service description', max: TEXT_MAX.long })
    .nullable()
    .optional(),
  show_price: z.boolean(),
  ...appointmentLengthFields,
  is_subscription: z.boolean(),
  subscription_period_id: CoercedIdSchema.nullable(),
  buffer_before_minutes: bufferMinutes,
  buffer_after_minutes: bufferMinutes,
};

/** A price in integer cents. */
export const priceInCents = z
  .number({ error: ServiceMessages.priceRequired })
  .int({ error: ServiceMessages.priceInvalid })
  .min(0, { error: ServiceMessages.priceInvalid })
  .max(MAX_AMOUNT_CENTS, { error: ServiceMessages.priceInvalid });

const imageUrl = webLink({ label: 'Image', max: TEXT_MAX.url });

/** The add / view service dialog. The price is what the user typed, e.g. "45.00". */
export const ServiceFormSchema = z
  .object({
    ...serviceFields,
    price: requiredString(ServiceMessages.priceRequired, SERVICE_PRICE_FIELD).refine(
      // A blank price already has its "required" message.
      (text) => text === '' || (parseMoneyToCents(text) ?? -1) >= 0,
      { error: ServiceMessages.priceInvalid },
    ),
  })
  .superRefine(checkLengthsAndPeriod, lengthRuleFields);
export type ServiceForm = z.input<typeof ServiceFormSchema>;
export type ServiceFormValues = z.output<typeof ServiceFormSchema>;

/** A new service's form: fixed length 30, range 30-60, monthly period preselected, price shown. */
export const SERVICE_FORM_DEFAULTS = {
  name: '',
  name_fr: '',
  service_category_id: null,
  price: '',
  description: '',
  description_fr: '',
  show_price: true,
  appointment_length_decider: 'business',
  appointment_length: SERVICE_LENGTH.default,
  minimum_appointment_length: SERVICE_RANGE.defaultMin,
  maximum_appointment_length: SERVICE_RANGE.defaultMax,
  is_subscription: false,
  subscription_period_id: DEFAULT_SUBSCRIPTION_PERIOD_ID,
  buffer_before_minutes: 0,
  buffer_after_minutes: 0,
} as const satisfies ServiceForm;

/**
 * Body of POST service. Price in integer cents. A fixed-length service may leave out the range
 * and the subscription fields: they take the form's defaults, unused.
 */
export const CreateServiceInputSchema = z
  .object({
    ...serviceFields,
    minimum_appointment_length: serviceFields.minimum_appointment_length.default(
      SERVICE_RANGE.defaultMin,
    ),
    maximum_appointment_length: serviceFields.maximum_appointment_length.default(
      SERVICE_RANGE.defaultMax,
    ),
    is_subscription: serviceFields.is_subscription.default(false),
    subscription_period_id: serviceFields.subscription_period_id.default(null),
    buffer_before_minutes: serviceFields.buffer_before_minutes.default(0),
    buffer_after_minutes: serviceFields.buffer_after_minutes.default(0),
    price: priceInCents,
    image_url: imageUrl.nullable().optional(),
  })
  .superRefine(checkLengthsAndPeriod, lengthRuleFields);
export type CreateServiceInput = z.infer<typeof CreateServiceInputSchema>;

/**
 * Body of PATCH service/{id}: usually one field. Length and period rules need the other fields,
 * so the server checks the stored service merged with the patch against CreateServiceInputSchema.
 */
export const UpdateServiceInputSchema = z
  .object({
    ...serviceFields,
    price: priceInCents,
    image_url: imageUrl.nullable(),
  })
  .partial();
export type UpdateServiceInput = z.infer<typeof UpdateServiceInputSchema>;

/**
 * The price field is reformatted to 2 decimals when it loses focus; text that is not an amount
 * is left as typed for the validator to report.
 */
export function formatPriceInput(text: string): string {
  const cents = parseMoneyToCents(text);
  return cents === null ? text : centsToInput(cents);
}

/** Turns a validated service form into the API body. */
export function serviceFormToInput(form: ServiceFormValues): CreateServiceInput {
  return {
    ...form,
    price: parseMoneyToCents(form.price) ?? 0,
    // A blank French text is no French text: the site shows the English.
    name_fr: form.name_fr || null,
    description_fr: form.description_fr || null,
  };
}

/** Fills the service dialog from a stored service. */
export function serviceToForm(service: Service): ServiceForm {
  return {
    name: service.name,
    name_fr: service.name_fr ?? '',
    service_category_id: service.service_category_id,
    price: centsToInput(service.price),
    description: service.description,
    description_fr: service.description_fr ?? '',
    show_price: service.show_price,
    appointment_length_decider: service.appointment_length_decider,
    appointment_length: service.appointment_length,
    minimum_appointment_length: service.minimum_appointment_length,
    maximum_appointment_length: service.maximum_appointment_length,
    is_subscription: service.is_subscription,
    subscription_period_id: service.subscription_period_id,
    buffer_before_minutes: service.buffer_before_minutes,
    buffer_after_minutes: service.buffer_after_minutes,
  };
}

/** Query of GET services: a page (10 by default) of the business's services, newest first. */
export const ServiceListQuerySchema = PageQuerySchema.extend({ search: searchParam });
export type ServiceListQuery = z.infer<typeof ServiceListQuerySchema>;
