import { z } from 'zod';
import { CoercedIdSchema, FlagSchema, IdSchema, MorphClassSchema, singleLineText } from './common';
import { TEXT_MAX } from './constants';

/** The provider's id of a card, e.g. pm_1Nv... */
const paymentMethodId = singleLineText({ label: 'Payment method', max: TEXT_MAX.short });

export const PaymentMessages = {
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

/** Body of POST stripe/create-customer. */
export const CreateStripeCustomerInputSchema = z.object({
  customerType: MorphClassSchema,
  customerTypeId: IdSchema,
  stripePaymentMethod: paymentMethodId.optional(),
});
export type CreateStripeCustomerInput = z.infer<typeof CreateStripeCustomerInputSchema>;

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
