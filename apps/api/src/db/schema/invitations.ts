import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { admins, roles } from './auth';
import { businesses } from './businesses';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { invitationKind, invitationStatus } from './enums';

/**
 * An invitation to register as an admin. The code is mailed once and stored as a hash;
 * `admin_id` is set when the invitee registers, which turns the status to registered.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    kind: invitationKind('kind').default('admin').notNull(),
    business_id: integer('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstname: text('firstname'),
    lastname: text('lastname'),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id),
    status: invitationStatus('status').default('invited').notNull(),
    admin_id: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    sender_id: integer('sender_id').references(() => admins.id, { onDelete: 'set null' }),
    code_hash: text('code_hash').notNull().unique(),
    expires_at: timestamptz('expires_at').notNull(),
    last_email_sent: timestamptz('last_email_sent'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('invitations_business_status_idx').on(t.business_id, t.status),
    index('invitations_business_created_idx').on(t.business_id, t.created_at),
    index('invitations_email_idx').on(t.email),
    index('invitations_role_id_idx').on(t.role_id),
    index('invitations_admin_id_idx').on(t.admin_id),
    index('invitations_sender_id_idx').on(t.sender_id),
    // One pending invitation per address (any case) per business.
    uniqueIndex('invitations_pending_email_unique')
      .on(t.business_id, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'invited'`),
  ],
);
