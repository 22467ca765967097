import { z } from './zod';
import { CoercedIdSchema, FlagSchema, IdSchema, MorphClassSchema, singleLineText } from './common';
import { TEXT_MAX } from './constants';

/** The provider's id of a card, e.g. pm_1Nv... */
const paymentMethodId = singleLineText({ label: 'Payment method', max: TEXT_MAX.short });

export const PaymentMessages = {
  /** The appointment dialog, when a card is needed and none was entered. */
  cardRequired: 'A card is required to pay now. Please add one or choose pay later',
  cardDeclined: 'Your card was declined.',
  cardNumberInvalid: 'Your card number is invalid.',
  cardExpired: "Your card's expiration date is in the past.",
  cvcInvalid: "Your card's security code is invalid.",
  customerTypeRequired: 'The customer type and id are required',
  sandboxOnly: 'The sandbox card form is not available: card payments go through Stripe',
  signatureInvalid: 'The webhook signature could not be verified',
  setDefaultSuccess: 'Default payment method updated',
  deleteSuccess: 'Payment method removed',
  addSuccess: 'Payment method added',
  onboardingStarted: 'Opening the card provider to finish your merchant account...',
  disconnected: 'Card payments disconnected',
  processingError: 'Sorry an error occurred while processing your request. Please try again!',
  paymentMethodError:
    'Sorry an error occurred while processing your payment method. Please try again!',
  addPaymentMethodError:
    'An error occurred while trying to add your payment method. Please try again',
  confirmDelete: 'Are you sure you want to delete this payment method?',
  empty: 'No payment methods added',
  redirecting: 'Hang tight! You will be redirected shortly...',
  subscriptionHeading: 'Account subscription',
} as const;

/** The card payment provider; the only merchant name the product checks. */
export const CARD_PROVIDER = 'stripe';

export const PAYMENT_METHOD_STATUSES = ['active', 'inactive'] as const;

export const PaymentMethodSchema = z.object({
  id: IdSchema,
  merchant_customers_id: IdSchema,
  /** The provider's id of the card (e.g. pm_...). */
  payment_method: z.string(),
  brand: z.string(),
  /** Last digits of the card. */
  identifier: z.string(),
  exp_month: z.number().int().nullable(),
  exp_year: z.number().int().nullable(),
  is_default: FlagSchema,
  status: z.enum(PAYMENT_METHOD_STATUSES),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** A customer record at a payment gateway, for an admin, a client or a guest. */
export const MerchantCustomerSchema = z.object({
  id: IdSchema,
  gateway: z.string(),
  customerable_type: MorphClassSchema,
  customerable_id: IdSchema,
  payment_methods: z.array(PaymentMethodSchema).optional(),
});
export type MerchantCustomer = z.infer<typeof MerchantCustomerSchema>;

/** A business's connected account at a payment provider. */
export const MerchantSchema = z.object({
  id: IdSchema,
  business_id: IdSchema,
  name: z.string(),
  onboarding_completed: z.boolean(),
});
export type Merchant = z.infer<typeof MerchantSchema>;

/** A card-provider merchant counts as onboarded once onboarding_completed is true; pending before. */
export function cardMerchantStatus(
  merchants: readonly Pick<Merchant, 'name' | 'onboarding_completed'>[] | undefined,
): 'onboarded' | 'pending' | 'none' {
  const merchant = merchants?.find((m) => m.name === CARD_PROVIDER);
  if (!merchant) return 'none';
  return merchant.onboarding_completed ? 'onboarded' : 'pending';
}

/** The default card first, then the others in the order they were added. */
export function sortPaymentMethods<T extends Pick<PaymentMethod, 'id' | 'is_default'>>(
  methods: readonly T[],
): T[] {
  return [...methods].sort((a, b) => b.is_default - a.is_default || a.id - b.id);
}

/** Body of POST stripe/create-setup-intent. */
export const CreateSetupIntentInputSchema = z.object({
  merchantCustomerId: IdSchema.optional(),
});
export type CreateSetupIntentInput = z.infer<typeof CreateSetupIntentInputSchema>;

export const SetupIntentSchema = z.object({
  clientSecret: z.string(),
  accountId: z.string().nullable(),
});
export type SetupIntent = z.infer<typeof SetupIntentSchema>;

/**
 * Body of POST stripe/create-customer: whose customer (customerType + customerTypeId, or the
 * spec's other spelling customerable_type + customerable_id) and optionally a card to attach.
 */
export const CreateStripeCustomerInputSchema = z
  .object({
    customerType: MorphClassSchema.optional(),
    customerTypeId: IdSchema.optional(),
    customerable_type: MorphClassSchema.optional(),
    customerable_id: IdSchema.optional(),
    stripePaymentMethod: paymentMethodId.optional(),
  })
  .refine(
    (v) => {
      const type = v.customerType ?? v.customerable_type;
      // An admin's is their own: the id may be left out.
      return type === 'admin' || (type !== undefined && (v.customerTypeId ?? v.customerable_id) !== undefined);
    },
    { error: PaymentMessages.customerTypeRequired, path: ['customerType'] },
  );
export type CreateStripeCustomerInput = z.input<typeof CreateStripeCustomerInputSchema>;

/** Which customer's cards: the signed-in admin's when neither is given. */
export const PaymentCustomerQuerySchema = z.object({
  customerType: MorphClassSchema.optional(),
  customerTypeId: CoercedIdSchema.optional(),
});
export type PaymentCustomerQuery = z.infer<typeof PaymentCustomerQuerySchema>;

/** Which gateway takes cards, and Stripe's publishable key when it is Stripe. */
export const PAYMENT_GATEWAYS = ['stripe', 'sandbox'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];
export const PaymentsConfigSchema = z.object({
  gateway: z.enum(PAYMENT_GATEWAYS),
  publishableKey: z.string().nullable(),
});
export type PaymentsConfig = z.infer<typeof PaymentsConfigSchema>;

/** A customer's saved cards at the active gateway (the default first). */
export const SavedPaymentMethodsSchema = z.object({
  merchant_customer: MerchantCustomerSchema.omit({ payment_methods: true }).nullable(),
  payment_methods: z.array(PaymentMethodSchema),
});
export type SavedPaymentMethods = z.infer<typeof SavedPaymentMethodsSchema>;

const clientSecret = singleLineText({ label: 'Client secret', max: TEXT_MAX.short }).pipe(
  z.string().min(1),
);

/** Query of GET stripe/setup-intent: the client secret the provider's form was given. */
export const SetupIntentQuerySchema = z.object({ client_secret: clientSecret });

export const SETUP_INTENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'canceled',
  'succeeded',
] as const;
export const SetupIntentDetailsSchema = z.object({
  id: z.string(),
  status: z.enum(SETUP_INTENT_STATUSES),
  payment_method: z.string().nullable(),
  customer: z.string().nullable(),
});
export type SetupIntentDetails = z.infer<typeof SetupIntentDetailsSchema>;

/** The digits of a card number typed with or without spaces. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** The Luhn check every card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Whether a card expiring at the end of `month`/`year` (full year) has expired at `now`: a
 * card is good through the last day of its month, as the gateways read it.
 */
export function isCardExpired(month: number, year: number, now: Date): boolean {
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  return year < currentYear || (year === currentYear && month < currentMonth);
}

/** Body of POST stripe/sandbox/confirm-setup-intent: a test card for the offline gateway. */
export const SandboxConfirmSetupIntentInputSchema = z.object({
  client_secret: clientSecret,
  card_number: z
    .string()
    .max(23, { error: PaymentMessages.cardNumberInvalid })
    .refine((v) => luhnValid(cardDigits(v)), { error: PaymentMessages.cardNumberInvalid }),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int().min(2000).max(2100),
  cvc: z.string().max(4, { error: PaymentMessages.cvcInvalid }).regex(/^\d{3,4}$/, { error: PaymentMessages.cvcInvalid }),
});
export type SandboxConfirmSetupIntentInput = z.infer<typeof SandboxConfirmSetupIntentInputSchema>;

export const AccountLinkSchema = z.object({ url: z.string() });
export type AccountLink = z.infer<typeof AccountLinkSchema>;

export const CHARGE_STATUSES = ['processing', 'succeeded', 'failed'] as const;
/** The charge of a pay-now appointment, made when it is completed. */
export const AppointmentChargeSchema = z.object({
  id: IdSchema,
  appointment_id: IdSchema,
  gateway: z.string(),
  payment_intent: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(CHARGE_STATUSES),
  failure_message: z.string().nullable(),
});
export type AppointmentCharge = z.infer<typeof AppointmentChargeSchema>;

/** Body of POST merchant-customer-payment-method. */
export const CreateMerchantCustomerPaymentMethodInputSchema = z.object({
  merchant_customers_id: IdSchema,
  payment_method: paymentMethodId.min(1),
  status: z.enum(PAYMENT_METHOD_STATUSES).default('active'),
  is_default: FlagSchema.default(1),
});
export type CreateMerchantCustomerPaymentMethodInput = z.input<
  typeof CreateMerchantCustomerPaymentMethodInputSchema
>;

/** Body of POST merchant-customer-payment-methods/{id}. */
export const UpdateMerchantCustomerPaymentMethodInputSchema = z.object({ is_default: FlagSchema });
export type UpdateMerchantCustomerPaymentMethodInput = z.infer<
  typeof UpdateMerchantCustomerPaymentMethodInputSchema
>;

/** Query of GET stripe/account-link: the Connect onboarding link of a business. */
export const AccountLinkQuerySchema = z.object({
  type: z.literal('business'),
  type_id: CoercedIdSchema,
});
export type AccountLinkQuery = z.input<typeof AccountLinkQuerySchema>;
