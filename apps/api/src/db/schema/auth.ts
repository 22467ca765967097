import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { createdAt, flag, flagCheck, fullNameSql, id, timestamptz, updatedAt } from './columns';
import { permissionAction, roleType, tokenableType, tokenKind } from './enums';

/** Back-office staff: business owners, consultants and platform admins. */
export const admins = pgTable(
  'admins',
  {
    id: id(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    full_name: text('full_name').generatedAlwaysAs(fullNameSql),
    // Sign-up asks for no username; one is chosen when registering by invitation.
    username: text('username'),
    email: text('email').notNull(),
    phone: text('phone'),
    /** argon2id hash; never leaves the API. */
    password: text('password').notNull(),
    image_url: text('image_url'),
    business_id: integer('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    is_active: flag('is_active', 1),
    is_away: flag('is_away', 0),
    can_invite: boolean('can_invite').default(false).notNull(),
    /** The console's language they chose ('en-CA' or 'fr-CA'); null follows their browser. */
    language: text('language', { enum: ['en-CA', 'fr-CA'] }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // Sign-in matches email and username case-insensitively, so uniqueness does too.
    uniqueIndex('admins_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('admins_username_unique').on(sql`lower(${t.username})`),
    index('admins_business_id_idx').on(t.business_id),
    // Target of consultants (admin_id, business_id): a consultant works for its admin's business.
    unique('admins_id_business_unique').on(t.id, t.business_id),
    index('admins_created_at_idx').on(t.created_at),
    flagCheck('admins', t.is_active),
    flagCheck('admins', t.is_away),
    // Sign-in reads an input with "@" as an e-mail, else as a username: the two never overlap.
    check('admins_username_no_at', sql`position('@' in ${t.username}) = 0`),
    check('admins_email_has_at', sql`position('@' in ${t.email}) > 0`),
    check('admins_language_known', sql`${t.language} in ('en-CA', 'fr-CA')`),
  ],
);

/** Ids rise with privilege: 1 user, 2 consultant, 3 admin, 4 platform_admin. */
export const roles = pgTable('roles', {
  id: id(),
  name: text('name').notNull().unique(),
  type: roleType('type').notNull(),
  created_at: createdAt(),
});

export const permissions = pgTable(
  'permissions',
  {
    id: id(),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    entity: text('entity').notNull(),
    action: permissionAction('action').notNull(),
    is_active: flag('is_active', 1),
    created_at: createdAt(),
  },
  (t) => [
    unique('permissions_role_entity_action_unique').on(t.role_id, t.entity, t.action),
    flagCheck('permissions', t.is_active),
  ],
);

/**
 * One row whose version moves with every change to roles or permissions (triggers in
 * migration 0003). The session query reads it, so each process knows at once when the role
 * grants it keeps in memory are out of date.
 */
export const grantsVersion = pgTable(
  'grants_version',
  {
    id: integer('id').primaryKey().default(1),
    version: integer('version').default(1).notNull(),
  },
  (t) => [check('grants_version_single_row', sql`${t.id} = 1`)],
);

export const adminRoles = pgTable(
  'admin_roles',
  {
    admin_id: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.admin_id, t.role_id] }),
    index('admin_roles_role_id_idx').on(t.role_id),
  ],
);

/**
 * Bearer tokens, stored only as SHA-256 hashes. A token dies at `expires_at` (absolute), at
 * `idle_expires_at` (pushed forward on use) or when revoked by logout. The access and refresh
 * tokens of one sign-in share `session_id`, so logout revokes them together.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    tokenable_type: tokenableType('tokenable_type').notNull(),
    tokenable_id: integer('tokenable_id').notNull(),
    token_hash: text('token_hash').notNull().unique(),
    kind: tokenKind('kind').notNull(),
    session_id: text('session_id').notNull(),
    created_at: createdAt(),
    last_used_at: timestamptz('last_used_at'),
    expires_at: timestamptz('expires_at').notNull(),
    idle_expires_at: timestamptz('idle_expires_at'),
    revoked_at: timestamptz('revoked_at'),
  },
  (t) => [
    index('auth_tokens_tokenable_idx').on(t.tokenable_type, t.tokenable_id),
    index('auth_tokens_session_id_idx').on(t.session_id),
    index('auth_tokens_expires_at_idx').on(t.expires_at),
  ],
);

/** Single-use e-mailed codes (password reset and similar), stored as hashes. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').default(0).notNull(),
    expires_at: timestamptz('expires_at').notNull(),
    used_at: timestamptz('used_at'),
    created_at: createdAt(),
  },
  (t) => [
    index('verification_codes_email_purpose_idx').on(sql`lower(${t.email})`, t.purpose),
    check('verification_codes_attempts_non_negative', sql`${t.attempts} >= 0`),
  ],
);
