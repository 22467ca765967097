import path from 'node:path';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { installSecret } from '../../lib/install-secret';
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
  | 'dataDir'
>;

/**
 * Stripe when its three settings are present (config.ts requires all or none), the sandbox
 * otherwise, signing with PAYMENTS_SANDBOX_SECRET or this install's own secret.
 */
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
  const secret =
    config.PAYMENTS_SANDBOX_SECRET ?? installSecret(path.join(config.dataDir, 'payments-sandbox-secret'), 'whsec_');
  return new SandboxPaymentGateway(db, secret, config.PUBLIC_URL);
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
