import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
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

const randomId = () => randomBytes(12).toString('hex');

/** How long a sandbox onboarding link works (Stripe's own expire within minutes). */
export const ACCOUNT_LINK_SECONDS = 15 * 60;

/** What a sandbox onboarding link carries, all of it under its signature. */
export interface SandboxAccountLink {
  account: string;
  return_url: string;
  /** Seconds since the epoch after which the link is refused. */
  expires: number;
  /** Makes each link one of a kind, so it can be used once. */
  nonce: string;
  signature: string;
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}

/**
 * The offline card gateway: Stripe's test cards, random ids (a payment's is keyed by the
 * secret from its idempotency key, so a retry finds the same payment), state in the database
 * so every API process sees it, and webhooks and onboarding links signed with the install's
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

  async createCustomer(): Promise<{ id: string }> {
    return { id: `cus_sandbox_${randomId()}` };
  }

  async createSetupIntent(input: { customer: string | null }): Promise<{ id: string; clientSecret: string }> {
    const id = `seti_sandbox_${randomId()}`;
    const clientSecret = `${id}_secret_${randomId()}`;
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
   * giving the card a new id. The declined test card is refused here, as Stripe
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
    const paymentMethod = `pm_sandbox_${randomId()}`;
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

  async createConnectAccount(): Promise<{ id: string }> {
    return { id: `acct_sandbox_${randomId()}` };
  }

  /**
   * A link to this API that completes the sandbox onboarding: signed so it cannot be made up
   * or altered, working for ACCOUNT_LINK_SECONDS, and one of a kind (the route uses it once).
   */
  async createAccountLink(input: { account: string; returnUrl: string }, nowMs = clock.ms()): Promise<{ url: string }> {
    const link = {
      account: input.account,
      return_url: input.returnUrl,
      expires: Math.floor(nowMs / 1000) + ACCOUNT_LINK_SECONDS,
      nonce: randomBytes(16).toString('hex'),
    };
    const query = new URLSearchParams({ ...link, expires: String(link.expires), signature: this.sign(linkText(link)) });
    return { url: `${this.publicUrl}/api/stripe/webhook/sandbox-onboarding?${query}` };
  }

  /**
   * Whether an onboarding link is this sandbox's, unaltered and unexpired, and leads back to
   * this product (never elsewhere: no open redirect even with the secret).
   */
  verifyAccountLink(link: SandboxAccountLink, nowMs = clock.ms()): boolean {
    const expected = Buffer.from(this.sign(linkText(link)));
    const given = Buffer.from(link.signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    if (link.expires * 1000 <= nowMs) return false;
    return URL.canParse(link.return_url) && new URL(link.return_url).origin === new URL(this.publicUrl).origin;
  }

  async charge(input: ChargeInput): Promise<ChargeResult> {
    const id = `pi_sandbox_${this.sign(`payment|${input.idempotencyKey}`).slice(0, 24)}`;
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

const linkText = (link: Omit<SandboxAccountLink, 'signature'>) =>
  `onboarding|${link.account}|${link.return_url}|${link.expires}|${link.nonce}`;

/** Stripe's signature scheme (timestamped HMAC, five minutes' tolerance), shared by both gateways. */
export function verifyStripeSignature(rawBody: Buffer, signature: string | undefined, secret: string): PaymentEvent {
  if (!signature) throw new WebhookSignatureError('missing Stripe-Signature header');
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret) as unknown as PaymentEvent;
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'invalid signature');
  }
}
