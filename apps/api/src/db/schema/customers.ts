import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { createdAt, fullNameSql, id, timestamptz, updatedAt } from './columns';
import { customerType, personStatus } from './enums';

/** Clients: customers with an account at one business. */
export const users = pgTable(
  'users',
  {
    id: id(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    full_name: text('full_name').generatedAlwaysAs(fullNameSql),
    email: text('email').notNull(),
    phone: text('phone'),
    /** The language they booked in on the site ('en-CA' or 'fr-CA'): their messages' language. */
    language: text('language', { enum: ['en-CA', 'fr-CA'] }),
    /** When they followed the unsubscribe link of an appointment e-mail: no reminders by e-mail since. */
    email_reminders_opt_out_at: timestamptz('email_reminders_opt_out_at'),
    status: personStatus('status').default('active').notNull(),
    /** When their personal data was erased (on request, or by the retention job): the row keeps only amounts' links. */
    erased_at: timestamptz('erased_at'),
    image_url: text('image_url'),
    /** argon2id hash; never leaves the API. */
    password: text('password'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_business_email_unique').on(t.business_id, sql`lower(${t.email})`),
    index('users_business_created_idx').on(t.business_id, t.created_at),
    check('users_language_known', sql`${t.language} in ('en-CA', 'fr-CA')`),
    index('users_business_status_idx').on(t.business_id, t.status),
    // Target of appointments (user_id, business_id).
    unique('users_id_business_unique').on(t.id, t.business_id),
  ],
);

/** Customers who booked without an account. */
export const guests = pgTable(
  'guests',
  {
    id: id(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    full_name: text('full_name').generatedAlwaysAs(fullNameSql),
    email: text('email').notNull(),
    phone: text('phone'),
    /** The language they booked in on the site ('en-CA' or 'fr-CA'): their messages' language. */
    language: text('language', { enum: ['en-CA', 'fr-CA'] }),
    /** When they followed the unsubscribe link of an appointment e-mail: no reminders by e-mail since. */
    email_reminders_opt_out_at: timestamptz('email_reminders_opt_out_at'),
    status: personStatus('status').default('active').notNull(),
    /** When their personal data was erased (on request, or by the retention job). */
    erased_at: timestamptz('erased_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('guests_business_created_idx').on(t.business_id, t.created_at),
    check('guests_language_known', sql`${t.language} in ('en-CA', 'fr-CA')`),
    index('guests_business_status_idx').on(t.business_id, t.status),
    // Target of appointments (guest_id, business_id).
    unique('guests_id_business_unique').on(t.id, t.business_id),
  ],
);

/**
 * A customer's choice about what they may be sent (issue 26): reminders by e-mail or SMS, and
 * marketing. Each choice is a new row, never changed: the latest row of a purpose is the
 * customer's answer, and the rows before it are the record of when, where and with which
 * wording they said so. No row for marketing means no consent.
 */
export const consents = pgTable(
  'consents',
  {
    id: id(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    customer_type: customerType('customer_type').notNull(),
    customerable_id: integer('customerable_id').notNull(),
    user_id: integer('user_id').generatedAlwaysAs(sql`CASE WHEN customer_type = 'user' THEN customerable_id END`),
    guest_id: integer('guest_id').generatedAlwaysAs(sql`CASE WHEN customer_type = 'guest' THEN customerable_id END`),
    purpose: text('purpose', { enum: ['email_reminders', 'sms_reminders', 'marketing'] }).notNull(),
    granted: boolean('granted').notNull(),
    source: text('source', {
      enum: ['site_booking', 'site_account', 'unsubscribe_link', 'sms_reply', 'console'],
    }).notNull(),
    /** The words the customer saw when choosing, in their language. */
    wording: text('wording'),
    created_at: createdAt(),
  },
  (t) => [
    index('consents_customer_idx').on(t.business_id, t.customer_type, t.customerable_id, t.purpose, t.id),
    check('consents_purpose_known', sql`${t.purpose} in ('email_reminders', 'sms_reminders', 'marketing')`),
    check(
      'consents_source_known',
      sql`${t.source} in ('site_booking', 'site_account', 'unsubscribe_link', 'sms_reply', 'console')`,
    ),
    check('consents_wording_length', sql`char_length(${t.wording}) <= 500`),
    foreignKey({
      name: 'consents_user_of_business_fk',
      columns: [t.user_id, t.business_id],
      foreignColumns: [users.id, users.business_id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'consents_guest_of_business_fk',
      columns: [t.guest_id, t.business_id],
      foreignColumns: [guests.id, guests.business_id],
    }).onDelete('cascade'),
  ],
);
