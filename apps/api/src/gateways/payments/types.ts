import type { PaymentGatewayName, SetupIntentDetails } from '@rendezvous/domain';

/** A saved card as the provider describes it. */
export interface CardDetails {
  id: string;
  brand: string;
  last4: string;
  exp_month: number | null;
  exp_year: number | null;
  /** The provider customer it is attached to, if any. */
  customer: string | null;
}

export interface SetupIntentInfo extends SetupIntentDetails {
  client_secret: string;
}

export interface ChargeInput {
  /** Cents. */
  amount: number;
  currency: string;
  customer: string;
  paymentMethod: string;
  /** The business's connected account the money goes to (a destination charge), if onboarded. */
  destination: string | null;
  /** The same key never charges twice at the provider. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface ChargeResult {
  /** The provider's payment intent, when one was created. */
  id: string | null;
  status: 'succeeded' | 'processing' | 'failed';
  failureMessage: string | null;
}

/** A provider event, verified. Only the fields the API reads are typed. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** Seconds since the epoch when the provider created the event. */
  created: number;
  data: { object: Record<string, unknown> };
}

/** Thrown when a webhook's signature does not match its body (or is missing or stale). */
export class WebhookSignatureError extends Error {
  constructor(message = 'invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** A card decline or a provider refusal, with the provider's message for the user. */
export class PaymentDeclinedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentDeclinedError';
  }
}

/**
 * The card payment provider (DESIGN §5): Stripe when configured, the offline sandbox otherwise.
 * Setup intents and customers live on the platform account; a charge names the business's
 * connected account as its destination once that account is onboarded.
 */
export interface PaymentGateway {
  readonly name: PaymentGatewayName;
  /** What the browser's card form needs (Stripe's publishable key); null for the sandbox. */
  readonly publishableKey: string | null;
  createCustomer(input: { email: string | null; name: string; metadata: Record<string, string> }): Promise<{ id: string }>;
  createSetupIntent(input: { customer: string | null; metadata: Record<string, string> }): Promise<{ id: string; clientSecret: string }>;
  /** The setup intent a client secret belongs to, or null when there is none. */
  retrieveSetupIntent(clientSecret: string): Promise<SetupIntentInfo | null>;
  retrievePaymentMethod(id: string): Promise<CardDetails | null>;
  attachPaymentMethod(id: string, customer: string): Promise<void>;
  detachPaymentMethod(id: string): Promise<void>;
  createConnectAccount(input: { email: string | null; businessId: number }): Promise<{ id: string }>;
  /** The onboarding link of a connected account. */
  createAccountLink(input: { account: string; refreshUrl: string; returnUrl: string }): Promise<{ url: string }>;
  /** An off-session charge of a saved card; a decline is a result, not an exception. */
  charge(input: ChargeInput): Promise<ChargeResult>;
  /** Verifies a webhook's Stripe-Signature against its raw body and parses the event. */
  constructEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
