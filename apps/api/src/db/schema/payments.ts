import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { createdAt, flag, flagCheck, id, updatedAt } from './columns';
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
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [unique('merchants_business_name_unique').on(t.business_id, t.name)],
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
    // At most one default card per customer: clear the old default before setting a new one.
    uniqueIndex('payment_methods_one_default')
      .on(t.merchant_customers_id)
      .where(sql`${t.is_default} = 1`),
    flagCheck('payment_methods', t.is_default),
  ],
);
