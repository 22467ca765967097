import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { businesses } from './businesses';
import { createdAt, flag, flagCheck, id, nonNegative, updatedAt } from './columns';
import { morphType, paymentMethodStatus } from './enums';

/** A business's account with a card payment provider (Stripe Connect). */
export const merchants = pgTable(
  'merchants',
  {
    id: id(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The provider, e.g. 'stripe'. */
    name: text('name').notNull(),
    account_id: text('account_id').notNull(),
    onboarding_completed: boolean('onboarding_completed').default(false).notNull(),
    /**
     * The `created` second of the newest provider event applied to this row: an older
     * account.updated arriving late changes nothing.
     */
    synced_at: bigint('synced_at', { mode: 'number' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('merchants_business_name_unique').on(t.business_id, t.name),
    unique('merchants_account_unique').on(t.name, t.account_id),
  ],
);

/** A customer record at a payment gateway for an admin, client or guest. */
export const merchantCustomers = pgTable(
  'merchant_customers',
  {
    id: id(),
    gateway: text('gateway').notNull(),
    customerable_type: morphType('customerable_type').notNull(),
    customerable_id: integer('customerable_id').notNull(),
    external_id: text('external_id').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('merchant_customers_owner_gateway_unique').on(
      t.customerable_type,
      t.customerable_id,
      t.gateway,
    ),
  ],
);

/** A saved card: `payment_method` is the provider's id of it, `identifier` its last digits. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: id(),
    merchant_customers_id: integer('merchant_customers_id')
      .notNull()
      .references(() => merchantCustomers.id, { onDelete: 'cascade' }),
    payment_method: text('payment_method').notNull(),
    brand: text('brand').notNull(),
    identifier: text('identifier').notNull(),
    exp_month: integer('exp_month'),
    exp_year: integer('exp_year'),
    is_default: flag('is_default', 0),
    status: paymentMethodStatus('status').default('active').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('payment_methods_merchant_customer_idx').on(t.merchant_customers_id),
    // A card is saved once per customer, whether the browser or the provider's webhook saves it first.
    unique('payment_methods_customer_method_unique').on(t.merchant_customers_id, t.payment_method),
    // At most one default card per customer: clear the old default before setting a new one.
    uniqueIndex('payment_methods_one_default')
      .on(t.merchant_customers_id)
      .where(sql`${t.is_default} = 1`),
    flagCheck('payment_methods', t.is_default),
  ],
);

/**
 * Provider events already applied, by event id: the webhook inserts the id in the same
 * transaction as the event's effect, so a replayed event changes nothing.
 */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  created_at: createdAt(),
});

/**
 * The offline gateway's setup intents (DESIGN §5): kept in the database, not in a process,
 * so any API process can confirm or read one. `payment_method` is derived from the intent id.
 */
export const sandboxSetupIntents = pgTable(
  'sandbox_setup_intents',
  {
    id: text('id').primaryKey(),
    client_secret: text('client_secret').notNull(),
    customer: text('customer'),
    status: text('status').notNull(),
    payment_method: text('payment_method'),
    brand: text('brand'),
    last4: text('last4'),
    exp_month: integer('exp_month'),
    exp_year: integer('exp_year'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('sandbox_setup_intents_secret_unique').on(t.client_secret),
    unique('sandbox_setup_intents_payment_method_unique').on(t.payment_method),
    check('sandbox_setup_intents_status', sql`${t.status} in ('requires_payment_method', 'succeeded')`),
  ],
);

/**
 * The charge of a pay-now appointment, at most one per appointment (the unique appointment id
 * is what keeps a second completion from charging again).
 */
export const appointmentCharges = pgTable(
  'appointment_charges',
  {
    id: id(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    appointment_id: integer('appointment_id').notNull(),
    gateway: text('gateway').notNull(),
    /** The provider's payment intent (pi_...), once it answered. */
    payment_intent: text('payment_intent'),
    payment_method: text('payment_method'),
    /**
     * Sent with the provider call: random per charge, so a retry of this charge is recognised
     * by the provider and no two charges (even of two installs on one account) share one.
     */
    idempotency_key: text('idempotency_key').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    failure_message: text('failure_message'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('appointment_charges_appointment_unique').on(t.appointment_id),
    uniqueIndex('appointment_charges_intent_unique').on(t.payment_intent),
    unique('appointment_charges_idempotency_key_unique').on(t.idempotency_key),
    index('appointment_charges_business_idx').on(t.business_id),
    foreignKey({
      name: 'appointment_charges_appointment_business_fk',
      columns: [t.appointment_id, t.business_id],
      foreignColumns: [appointments.id, appointments.business_id],
    }).onDelete('cascade'),
    nonNegative('appointment_charges', t.amount),
    check('appointment_charges_status', sql`${t.status} in ('processing', 'succeeded', 'failed')`),
  ],
);
