import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { admins } from './auth';
import { businesses } from './businesses';
import { services } from './catalog';
import { cents, createdAt, id, nonNegative, updatedAt } from './columns';
import { lengthDecider } from './enums';

/** The bookable side of an admin holding the consultant role. */
export const consultants = pgTable(
  'consultants',
  {
    id: id(),
    // An admin of the same business (composite key below).
    admin_id: integer('admin_id').notNull().unique(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('consultants_business_id_idx').on(t.business_id),
    foreignKey({
      name: 'consultants_admin_of_business_fk',
      columns: [t.admin_id, t.business_id],
      foreignColumns: [admins.id, admins.business_id],
    }).onDelete('cascade'),
    // Target of consultant_services (consultant_id, business_id).
    unique('consultants_id_business_unique').on(t.id, t.business_id),
  ],
);

/**
 * A business service as one consultant offers it. Each `use_business_*` switch, when on,
 * means the business service's value applies instead of the consultant's own.
 */
export const consultantServices = pgTable(
  'consultant_services',
  {
    id: id(),
    /** The tenant: the consultant and the business service are both of this business. */
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    consultant_id: integer('consultant_id').notNull(),
    service_id: integer('service_id').notNull(),
    name: text('name').notNull(),
    price: cents('price'),
    description: text('description'),
    image_url: text('image_url'),
    appointment_length_decider: lengthDecider('appointment_length_decider')
      .default('business')
      .notNull(),
    appointment_length: integer('appointment_length').notNull(),
    minimum_appointment_length: integer('minimum_appointment_length').notNull(),
    maximum_appointment_length: integer('maximum_appointment_length').notNull(),
    use_business_price: boolean('use_business_price').default(true).notNull(),
    use_business_description: boolean('use_business_description').default(true).notNull(),
    use_business_appointment_length: boolean('use_business_appointment_length')
      .default(true)
      .notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('consultant_services_consultant_service_unique').on(t.consultant_id, t.service_id),
    // Target of appointment_services (consultant_service_id, business_id).
    unique('consultant_services_id_business_unique').on(t.id, t.business_id),
    index('consultant_services_service_id_idx').on(t.service_id, t.business_id),
    index('consultant_services_business_id_idx').on(t.business_id),
    foreignKey({
      name: 'consultant_services_consultant_of_business_fk',
      columns: [t.consultant_id, t.business_id],
      foreignColumns: [consultants.id, consultants.business_id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'consultant_services_service_of_business_fk',
      columns: [t.service_id, t.business_id],
      foreignColumns: [services.id, services.business_id],
    }).onDelete('cascade'),
    nonNegative('consultant_services', t.price),
    check(
      'consultant_services_lengths_valid',
      sql`${t.appointment_length} > 0 and ${t.minimum_appointment_length} > 0 and ${t.minimum_appointment_length} <= ${t.maximum_appointment_length}`,
    ),
  ],
);
