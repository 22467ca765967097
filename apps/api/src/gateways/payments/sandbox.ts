import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PaymentMessages, cardDigits, type SandboxConfirmSetupIntentInput } from '@rendezvous/domain';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Db } from '../../db/client';
import { sandboxSetupIntents } from '../../db/schema';
import {
  PaymentDeclinedError,
  WebhookSignatureError,
  type CardDetails,
  type ChargeInput,
  type ChargeResult,
  type PaymentEvent,
  type PaymentGateway,
  type SetupIntentInfo,
} from './types';
import { clock } from '../../lib/clock';

/** Stripe's test cards the sandbox knows by number (anything else Luhn-valid is accepted). */
export const SANDBOX_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  /** Refused when it is entered. */
  declined: '4000000000000002',
  /** Saved fine, refused when charged (Stripe's 4000 0000 0000 0341). */
  declinesOnCharge: '4000000000000341',
} as const;

const short = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}

/**
 * The offline card gateway: Stripe's test cards, ids derived from their inputs (a customer's
 * from its owner, a card's from its setup intent, a payment's from its idempotency key), state
 * in the database so every API process sees it, and webhooks signed like Stripe's with a local
 * secret. No network.
 */
export class SandboxPaymentGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly publishableKey = null;

  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly publicUrl: string,
  ) {}

  async createCustomer(input: { metadata: Record<string, string> }): Promise<{ id: string }> {
    const owner = Object.entries(input.metadata)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    return { id: `cus_sandbox_${short(owner)}` };
  }

  async createSetupIntent(input: { customer: string | null }): Promise<{ id: string; clientSecret: string }> {
    const id = `seti_sandbox_${randomBytes(12).toString('hex')}`;
    const clientSecret = `${id}_secret_${randomBytes(12).toString('hex')}`;
    await this.db.insert(sandboxSetupIntents).values({
      id,
      client_secret: clientSecret,
      customer: input.customer,
      status: 'requires_payment_method',
    });
    return { id, clientSecret };
  }

  async retrieveSetupIntent(clientSecret: string): Promise<SetupIntentInfo | null> {
    const [row] = await this.db
      .select()
      .from(sandboxSetupIntents)
      .where(eq(sandboxSetupIntents.client_secret, clientSecret));
    if (!row) return null;
    return {
      id: row.id,
      client_secret: row.client_secret,
      status: row.status === 'succeeded' ? 'succeeded' : 'requires_payment_method',
      payment_method: row.payment_method,
      customer: row.customer,
    };
  }

  /**
   * What Stripe's card form does in the browser: checks the card and confirms the intent,
   * giving the card a deterministic id. The declined test card is refused here, as Stripe
   * refuses it at setup.
   */
  async confirmSetupIntent(input: SandboxConfirmSetupIntentInput, now = clock.now()): Promise<SetupIntentInfo | null> {
    const intent = await this.retrieveSetupIntent(input.client_secret);
    if (!intent) return null;
    if (intent.status === 'succeeded') return intent;
    const digits = cardDigits(input.card_number);
    if (digits === SANDBOX_CARDS.declined) throw new PaymentDeclinedError(PaymentMessages.cardDeclined);
    const year = now.getUTCFullYear();
    const month = now.getUTCMonth() + 1;
    if (input.exp_year < year || (input.exp_year === year && input.exp_month < month)) {
      throw new PaymentDeclinedError(PaymentMessages.cardExpired);
    }
    const paymentMethod = `pm_sandbox_${short(intent.id)}`;
    await this.db
      .update(sandboxSetupIntents)
      .set({
        status: 'succeeded',
        payment_method: paymentMethod,
        brand: brandOf(digits),
        last4: digits.slice(-4),
        exp_month: input.exp_month,
        exp_year: input.exp_year,
      })
      .where(eq(sandboxSetupIntents.id, intent.id));
    return { ...intent, status: 'succeeded', payment_method: paymentMethod };
  }

  async retrievePaymentMethod(id: string): Promise<CardDetails | null> {
    const [row] = await this.db
      .select()
      .from(sandboxSetupIntents)
      .where(eq(sandboxSetupIntents.payment_method, id));
    if (!row?.payment_method) return null;
    return {
      id: row.payment_method,
      brand: row.brand ?? 'unknown',
      last4: row.last4 ?? '',
      exp_month: row.exp_month,
      exp_year: row.exp_year,
      customer: row.customer,
    };
  }

  async attachPaymentMethod(id: string, customer: string): Promise<void> {
    await this.db
      .update(sandboxSetupIntents)
      .set({ customer })
      .where(eq(sandboxSetupIntents.payment_method, id));
  }

  async detachPaymentMethod(id: string): Promise<void> {
    await this.db
      .update(sandboxSetupIntents)
      .set({ customer: null })
      .where(eq(sandboxSetupIntents.payment_method, id));
  }

  async createConnectAccount(input: { businessId: number }): Promise<{ id: string }> {
    return { id: `acct_sandbox_${input.businessId}` };
  }

  /** A link to this API that completes the sandbox onboarding, signed so it cannot be made up. */
  async createAccountLink(input: { account: string; returnUrl: string }): Promise<{ url: string }> {
    const query = new URLSearchParams({
      account: input.account,
      return_url: input.returnUrl,
      signature: this.sign(`${input.account}|${input.returnUrl}`),
    });
    return { url: `${this.publicUrl}/api/stripe/webhook/sandbox-onboarding?${query}` };
  }

  /** Whether an onboarding link's signature is this sandbox's. */
  verifyAccountLink(account: string, returnUrl: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(`${account}|${returnUrl}`));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  async charge(input: ChargeInput): Promise<ChargeResult> {
    const id = `pi_sandbox_${short(input.idempotencyKey)}`;
    const card = await this.retrievePaymentMethod(input.paymentMethod);
    // Cards written straight into the database (the demo data) were never confirmed here.
    if (!card && input.paymentMethod.startsWith('pm_sandbox_')) return { id, status: 'succeeded', failureMessage: null };
    if (!card || card.customer !== input.customer) {
      return { id, status: 'failed', failureMessage: 'No such payment method for this customer.' };
    }
    if (card.last4 === SANDBOX_CARDS.declinesOnCharge.slice(-4)) {
      return { id, status: 'failed', failureMessage: PaymentMessages.cardDeclined };
    }
    return { id, status: 'succeeded', failureMessage: null };
  }

  constructEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    return verifyStripeSignature(rawBody, signature, this.secret);
  }

  /** A Stripe-Signature header for `payload`, as the sandbox's own events carry. */
  signatureFor(payload: string): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret: this.secret });
  }

  private sign(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('hex');
  }
}

/** Stripe's signature scheme (timestamped HMAC, five minutes' tolerance), shared by both gateways. */
export function verifyStripeSignature(rawBody: Buffer, signature: string | undefined, secret: string): PaymentEvent {
  if (!signature) throw new WebhookSignatureError('missing Stripe-Signature header');
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret) as unknown as PaymentEvent;
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'invalid signature');
  }
}
