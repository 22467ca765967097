import { queryOptions } from '@tanstack/react-query';
import type {
  AccountLink,
  AppointmentCharge,
  CreateMerchantCustomerPaymentMethodInput,
  CreateSetupIntentInput,
  CreateStripeCustomerInput,
  MerchantCustomer,
  PaymentCustomerQuery,
  PaymentMethod,
  PaymentsConfig,
  SandboxConfirmSetupIntentInput,
  SavedPaymentMethods,
  SetupIntent,
  SetupIntentDetails,
} from '@rendezvous/domain';
import type { ApiClient } from './http';

export const paymentKeys = {
  all: ['payments'] as const,
  config: () => [...paymentKeys.all, 'config'] as const,
  methods: (customer: PaymentCustomerQuery = {}) => [...paymentKeys.all, 'methods', customer] as const,
  charge: (appointmentId: number) => [...paymentKeys.all, 'charge', appointmentId] as const,
};

/** GET stripe/config: Stripe (with its publishable key) or the offline sandbox. */
export function getPaymentsConfig(client: ApiClient, options: { signal?: AbortSignal } = {}): Promise<PaymentsConfig> {
  return client.get('stripe/config', { signal: options.signal });
}

/** POST stripe/create-setup-intent: a client secret for the card form. */
export function createSetupIntent(client: ApiClient, input: CreateSetupIntentInput = {}): Promise<SetupIntent> {
  return client.post('stripe/create-setup-intent', { json: input });
}

/** GET stripe/setup-intent: the intent behind a client secret (read on return from the card form). */
export function getSetupIntent(client: ApiClient, clientSecret: string): Promise<SetupIntentDetails> {
  return client.get('stripe/setup-intent', { query: { client_secret: clientSecret } });
}

/** POST stripe/sandbox/confirm-setup-intent: the sandbox card form's submit. */
export function confirmSandboxSetupIntent(
  client: ApiClient,
  input: SandboxConfirmSetupIntentInput,
): Promise<SetupIntentDetails> {
  return client.post('stripe/sandbox/confirm-setup-intent', { json: input });
}

/** POST site/{subdomain}/payments/setup-intent: a website visitor's card step for a pay-now booking. */
export function createSiteSetupIntent(client: ApiClient, subdomain: string): Promise<SetupIntent> {
  return client.post(`site/${encodeURIComponent(subdomain)}/payments/setup-intent`, { json: {} });
}

/** POST site/{subdomain}/payments/sandbox/confirm-setup-intent: the website's sandbox card form. */
export function confirmSiteSandboxSetupIntent(
  client: ApiClient,
  subdomain: string,
  input: SandboxConfirmSetupIntentInput,
): Promise<SetupIntentDetails> {
  return client.post(`site/${encodeURIComponent(subdomain)}/payments/sandbox/confirm-setup-intent`, { json: input });
}

/** POST stripe/create-customer: the payment customer of an admin, client or guest (created once). */
export function createStripeCustomer(client: ApiClient, input: CreateStripeCustomerInput): Promise<MerchantCustomer> {
  return client.post('stripe/create-customer', { json: input });
}

/** GET merchant-customer-payment-methods: the signed-in admin's saved cards, or a customer's. */
export function listPaymentMethods(
  client: ApiClient,
  customer: PaymentCustomerQuery = {},
  options: { signal?: AbortSignal } = {},
): Promise<SavedPaymentMethods> {
  return client.get('merchant-customer-payment-methods', { query: { ...customer }, signal: options.signal });
}

/** POST merchant-customer-payment-method: save a confirmed card. */
export function createPaymentMethod(
  client: ApiClient,
  input: CreateMerchantCustomerPaymentMethodInput,
): Promise<PaymentMethod> {
  return client.post('merchant-customer-payment-method', { json: input });
}

/** POST merchant-customer-payment-methods/{id}: make a card the default (the spec's verb). */
export function setDefaultPaymentMethod(client: ApiClient, id: number): Promise<PaymentMethod> {
  return client.post(`merchant-customer-payment-methods/${id}`, { json: { is_default: 1 } });
}

/** DELETE merchant-customer-payment-method/{id}. */
export function deletePaymentMethod(client: ApiClient, id: number): Promise<null> {
  return client.delete(`merchant-customer-payment-method/${id}`);
}

/** GET stripe/account-link: where the business finishes its merchant onboarding. */
export function getAccountLink(client: ApiClient, businessId: number): Promise<AccountLink> {
  return client.get('stripe/account-link', { query: { type: 'business', type_id: businessId } });
}

/** POST stripe/disconnect: forget the business's merchant account. */
export function disconnectStripe(client: ApiClient): Promise<null> {
  return client.post('stripe/disconnect');
}

/** GET appointment/{id}/charge: what completing a pay-now appointment charged, or null. */
export function getAppointmentCharge(
  client: ApiClient,
  appointmentId: number,
  options: { signal?: AbortSignal } = {},
): Promise<AppointmentCharge | null> {
  return client.get(`appointment/${appointmentId}/charge`, { signal: options.signal });
}

/**
 * Saves a card confirmed by the provider's form the way spec §4 orders it: the customer's
 * payment customer (created if none exists), then the card as active and default.
 */
export async function saveConfirmedCard(
  client: ApiClient,
  paymentMethod: string,
  customer: CreateStripeCustomerInput = { customerType: 'admin' },
): Promise<PaymentMethod> {
  const merchantCustomer = await createStripeCustomer(client, customer);
  return createPaymentMethod(client, {
    merchant_customers_id: merchantCustomer.id,
    payment_method: paymentMethod,
    status: 'active',
    is_default: 1,
  });
}

export const paymentQueries = {
  config: (client: ApiClient) =>
    queryOptions({
      queryKey: paymentKeys.config(),
      queryFn: ({ signal }) => getPaymentsConfig(client, { signal }),
      staleTime: Infinity,
    }),
  methods: (client: ApiClient, customer: PaymentCustomerQuery = {}) =>
    queryOptions({
      queryKey: paymentKeys.methods(customer),
      queryFn: ({ signal }) => listPaymentMethods(client, customer, { signal }),
    }),
  charge: (client: ApiClient, appointmentId: number) =>
    queryOptions({
      queryKey: paymentKeys.charge(appointmentId),
      queryFn: ({ signal }) => getAppointmentCharge(client, appointmentId, { signal }),
    }),
};
