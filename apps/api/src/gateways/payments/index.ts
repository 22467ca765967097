import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { SandboxPaymentGateway } from './sandbox';
import { StripePaymentGateway } from './stripe';
import type { PaymentGateway } from './types';

export * from './types';
export { SANDBOX_CARDS, SandboxPaymentGateway } from './sandbox';
export { StripePaymentGateway } from './stripe';

type PaymentConfig = Pick<
  Config,
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_PUBLISHABLE_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_API_URL'
  | 'PAYMENTS_SANDBOX_SECRET'
  | 'PUBLIC_URL'
>;

/** Stripe when its three settings are present (config.ts requires all or none), the sandbox otherwise. */
export function createPaymentGateway(config: PaymentConfig, db: Db): PaymentGateway {
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = config;
  if (STRIPE_SECRET_KEY && STRIPE_PUBLISHABLE_KEY && STRIPE_WEBHOOK_SECRET) {
    return new StripePaymentGateway({
      secretKey: STRIPE_SECRET_KEY,
      publishableKey: STRIPE_PUBLISHABLE_KEY,
      webhookSecret: STRIPE_WEBHOOK_SECRET,
      apiUrl: config.STRIPE_API_URL,
    });
  }
  return new SandboxPaymentGateway(db, config.PAYMENTS_SANDBOX_SECRET, config.PUBLIC_URL);
}

const gateways = new WeakMap<Db, PaymentGateway>();

/** One gateway per database handle (so per app): routes of any plugin scope share it. */
export function paymentGatewayFor(config: PaymentConfig, db: Db): PaymentGateway {
  let gateway = gateways.get(db);
  if (!gateway) {
    gateway = createPaymentGateway(config, db);
    gateways.set(db, gateway);
  }
  return gateway;
}
