import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { createdAt, fullNameSql, id, timestamptz, updatedAt } from './columns';
import { personStatus } from './enums';

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
