import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { cents, createdAt, id, nonNegative, updatedAt } from './columns';
import { lengthDecider } from './enums';

export const serviceCategories = pgTable(
  'service_categories',
  {
    id: id(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The name in Canadian French, shown on the site to French visitors (null: the English). */
    name_fr: text('name_fr'),
    image_url: text('image_url'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('service_categories_business_created_idx').on(t.business_id, t.created_at),
    // Target of services (service_category_id, business_id).
    unique('service_categories_id_business_unique').on(t.id, t.business_id),
  ],
);

/** Billing periods of recurring services. */
export const subscriptionPeriods = pgTable('subscription_periods', {
  id: id(),
  period: text('period').notNull().unique(),
  description: text('description').notNull(),
  /** Calendar unit and count of one period, as payment providers express recurrence. */
  interval: text('interval').notNull(),
  interval_count: integer('interval_count').notNull(),
});

export const services = pgTable(
  'services',
  {
    id: id(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    // A category of the same business (composite key below). No action on delete: a category
    // still holding services cannot be deleted, yet deleting the business removes both.
    service_category_id: integer('service_category_id').notNull(),
    name: text('name').notNull(),
    /** The name and description in Canadian French (null: the site shows the English). */
    name_fr: text('name_fr'),
    price: cents('price'),
    show_price: boolean('show_price').default(true).notNull(),
    description: text('description').notNull(),
    description_fr: text('description_fr'),
    image_url: text('image_url'),
    appointment_length_decider: lengthDecider('appointment_length_decider')
      .default('business')
      .notNull(),
    /** Minutes, used when the business decides the length. */
    appointment_length: integer('appointment_length').default(30).notNull(),
    /** Minutes, the range offered when the customer decides the length. */
    minimum_appointment_length: integer('minimum_appointment_length').default(30).notNull(),
    maximum_appointment_length: integer('maximum_appointment_length').default(60).notNull(),
    is_subscription: boolean('is_subscription').default(false).notNull(),
    /**
     * Minutes the consultant is busy before and after an appointment of this service (getting
     * ready, cleaning up); customers never see them. An appointment takes its first service's
     * buffer before and its last service's buffer after into its busy_from/busy_until.
     */
    buffer_before_minutes: integer('buffer_before_minutes').default(0).notNull(),
    buffer_after_minutes: integer('buffer_after_minutes').default(0).notNull(),
    subscription_period_id: integer('subscription_period_id')
      .default(3)
      .references(() => subscriptionPeriods.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('services_business_created_idx').on(t.business_id, t.created_at),
    index('services_category_idx').on(t.service_category_id, t.business_id),
    index('services_subscription_period_id_idx').on(t.subscription_period_id),
    foreignKey({
      name: 'services_category_of_business_fk',
      columns: [t.service_category_id, t.business_id],
      foreignColumns: [serviceCategories.id, serviceCategories.business_id],
    }),
    // Target of consultant_services (service_id, business_id).
    unique('services_id_business_unique').on(t.id, t.business_id),
    nonNegative('services', t.price),
    check(
      'services_buffers_valid',
      sql`${t.buffer_before_minutes} between 0 and 240 and ${t.buffer_before_minutes} % 5 = 0 and ${t.buffer_after_minutes} between 0 and 240 and ${t.buffer_after_minutes} % 5 = 0`,
    ),
    check(
      'services_lengths_valid',
      sql`${t.appointment_length} > 0 and ${t.minimum_appointment_length} > 0 and ${t.minimum_appointment_length} <= ${t.maximum_appointment_length}`,
    ),
  ],
);
