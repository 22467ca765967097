import { SETUP_INTENT_STATUSES } from '@rendezvous/domain';
import Stripe from 'stripe';
import { verifyStripeSignature } from './sandbox';
import type {
  CardDetails,
  ChargeInput,
  ChargeResult,
  PaymentEvent,
  PaymentGateway,
  SetupIntentInfo,
} from './types';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another address for Stripe's REST API (a local stand-in in tests). */
  apiUrl?: string;
}

/** The setup intent id inside its client secret (seti_..._secret_...). */
function setupIntentIdOf(clientSecret: string): string | null {
  const match = /^(seti_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret);
  return match ? match[1]! : null;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** Stripe through its official client: platform customers and setup intents, Connect Express accounts. */
export class StripePaymentGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.publishableKey = settings.publishableKey;
    const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(api && {
        host: api.hostname,
        port: api.port || (api.protocol === 'https:' ? 443 : 80),
        protocol: api.protocol === 'https:' ? 'https' : 'http',
      }),
    });
  }

  async createCustomer(input: { email: string | null; name: string; metadata: Record<string, string> }) {
    const customer = await this.stripe.customers.create({
      name: input.name,
      ...(input.email && { email: input.email }),
      metadata: input.metadata,
    });
    return { id: customer.id };
  }

  async createSetupIntent(input: { customer: string | null; metadata: Record<string, string> }) {
    const intent = await this.stripe.setupIntents.create({
      usage: 'off_session',
      ...(input.customer && { customer: input.customer }),
      metadata: input.metadata,
    });
    return { id: intent.id, clientSecret: intent.client_secret! };
  }

  async retrieveSetupIntent(clientSecret: string): Promise<SetupIntentInfo | null> {
    const id = setupIntentIdOf(clientSecret);
    if (!id) return null;
    try {
      const intent = await this.stripe.setupIntents.retrieve(id);
      // The secret is what proves the caller started this intent; its id alone does not.
      if (intent.client_secret !== clientSecret) return null;
      return {
        id: intent.id,
        client_secret: clientSecret,
        status: (SETUP_INTENT_STATUSES as readonly string[]).includes(intent.status)
          ? (intent.status as SetupIntentInfo['status'])
          : 'requires_action',
        payment_method: idOf(intent.payment_method),
        customer: idOf(intent.customer),
      };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }

  async retrievePaymentMethod(id: string): Promise<CardDetails | null> {
    try {
      const method = await this.stripe.paymentMethods.retrieve(id);
      return {
        id: method.id,
        brand: method.card?.brand ?? method.type,
        last4: method.card?.last4 ?? '',
        exp_month: method.card?.exp_month ?? null,
        exp_year: method.card?.exp_year ?? null,
        customer: idOf(method.customer),
      };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }

  async attachPaymentMethod(id: string, customer: string): Promise<void> {
    await this.stripe.paymentMethods.attach(id, { customer });
  }

  async detachPaymentMethod(id: string): Promise<void> {
    await this.stripe.paymentMethods.detach(id);
  }

  async createConnectAccount(input: { email: string | null; businessId: number }) {
    const account = await this.stripe.accounts.create({
      type: 'express',
      ...(input.email && { email: input.email }),
      metadata: { business_id: String(input.businessId) },
    });
    return { id: account.id };
  }

  async createAccountLink(input: { account: string; refreshUrl: string; returnUrl: string }) {
    const link = await this.stripe.accountLinks.create({
      account: input.account,
      refresh_url: input.refreshUrl,
      return_url: input.returnUrl,
      type: 'account_onboarding',
    });
    return { url: link.url };
  }

  async charge(input: ChargeInput): Promise<ChargeResult> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency,
          customer: input.customer,
          payment_method: input.paymentMethod,
          off_session: true,
          confirm: true,
          metadata: input.metadata,
          ...(input.destination && { transfer_data: { destination: input.destination } }),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return {
        id: intent.id,
        status: intent.status === 'succeeded' ? 'succeeded' : intent.status === 'processing' ? 'processing' : 'failed',
        failureMessage: intent.status === 'succeeded' || intent.status === 'processing' ? null : `Payment ${intent.status}`,
      };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError || error instanceof Stripe.errors.StripeInvalidRequestError) {
        const raw = error.raw as { payment_intent?: { id?: string } } | undefined;
        return { id: raw?.payment_intent?.id ?? null, status: 'failed', failureMessage: error.message };
      }
      throw error;
    }
  }

  constructEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    return verifyStripeSignature(rawBody, signature, this.settings.webhookSecret);
  }
}
