import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { admins } from './auth';
import { businesses } from './businesses';
import { createdAt, flag, flagCheck, id, timestamptz, updatedAt } from './columns';
import { integrationPlatform, morphType } from './enums';

/**
 * A connected outside account (calendar, video, payments) owned by an admin (personal) or a
 * business (shared by its consultants).
 */
export const integrations = pgTable(
  'integrations',
  {
    id: id(),
    platform: integrationPlatform('platform').notNull(),
    name: text('name').notNull(),
    integrable_type: morphType('integrable_type').notNull(),
    integrable_id: integer('integrable_id').notNull(),
    /** The access level chosen when connecting (the spec's numeric levels). */
    access_level: smallint('access_level'),
    external_account_id: text('external_account_id'),
    /** AES-256-GCM ciphertext (see gateways/oauth/token-cipher), never the token itself. */
    access_token: text('access_token'),
    /** AES-256-GCM ciphertext, like access_token. */
    refresh_token: text('refresh_token'),
    token_expires_at: timestamptz('token_expires_at'),
    scope: text('scope'),
    /** Connected through the offline sandbox provider (1) or the real one (0). */
    is_sandbox: flag('is_sandbox', 1),
    /** Who connected it: the admin that chose the access level. */
    connected_by_admin_id: integer('connected_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('integrations_owner_platform_unique').on(t.integrable_type, t.integrable_id, t.platform),
    flagCheck('integrations', t.is_sandbox),
    // Only admins and businesses own integrations.
    check('integrations_integrable_type', sql`${t.integrable_type} in ('admin', 'business')`),
    index('integrations_connected_by_admin_idx').on(t.connected_by_admin_id),
  ],
);

/**
 * One OAuth attempt between "create auth url" and the provider's return: the PKCE verifier
 * (encrypted) and for whom the integration will be made. Its nonce travels in the state; the
 * row is used once and expires.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: id(),
    /** SHA-256 of the nonce in the state; the nonce itself is never stored. */
    nonce_hash: text('nonce_hash').notNull().unique('oauth_states_nonce_hash_unique'),
    admin_id: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    integration_name: text('integration_name').notNull(),
    integrable_type: morphType('integrable_type').notNull(),
    integrable_id: integer('integrable_id').notNull(),
    access_level: smallint('access_level'),
    code_verifier: text('code_verifier').notNull(),
    redirect_uri: text('redirect_uri').notNull(),
    is_sandbox: flag('is_sandbox', 1),
    expires_at: timestamptz('expires_at').notNull(),
    used_at: timestamptz('used_at'),
    created_at: createdAt(),
  },
  (t) => [
    flagCheck('oauth_states', t.is_sandbox),
    check('oauth_states_expiry_after_creation', sql`${t.expires_at} > ${t.created_at}`),
    index('oauth_states_admin_idx').on(t.admin_id),
  ],
);

/** Items chosen inside an integration, e.g. the calendars to sync (`entity_id` is theirs). */
export const integrationEntities = pgTable(
  'integration_entities',
  {
    id: id(),
    integration_id: integer('integration_id')
      .notNull()
      .references(() => integrations.id, { onDelete: 'cascade' }),
    entity_type: text('entity_type').notNull(),
    entity_id: text('entity_id').notNull(),
    name: text('name'),
    created_at: createdAt(),
  },
  (t) => [
    unique('integration_entities_unique').on(t.integration_id, t.entity_type, t.entity_id),
    index('integration_entities_integration_idx').on(t.integration_id),
  ],
);

/**
 * A private calendar feed (issue 27): the secret address a calendar app subscribes to, stored
 * only as its SHA-256. One per admin, business and scope: making a new one replaces the old,
 * and deleting it stops the address at once.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    admin_id: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    /** 'mine': the admin's own appointments as a consultant; 'business': all of the business's. */
    scope: text('scope', { enum: ['mine', 'business'] }).notNull(),
    token_hash: text('token_hash').notNull(),
    created_at: createdAt(),
    last_fetched_at: timestamptz('last_fetched_at'),
  },
  (t) => [
    unique('calendar_feeds_token_hash_unique').on(t.token_hash),
    unique('calendar_feeds_admin_scope_unique').on(t.business_id, t.admin_id, t.scope),
    // Deleting an admin finds their feeds through it (the foreign key's cascade).
    index('calendar_feeds_admin_idx').on(t.admin_id),
    check('calendar_feeds_scope_known', sql`${t.scope} in ('mine', 'business')`),
    check('calendar_feeds_token_hash_sha256', sql`${t.token_hash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * An API key of a business (issue 27): it acts as the admin who made it (`created_by`, an admin
 * of the same business: the composite key), with that admin's roles at each request. Only the
 * key's SHA-256 is kept, and its last characters to tell keys apart. Revoking deletes it.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    created_by: integer('created_by').notNull(),
    name: text('name').notNull(),
    /** 'read': GET and HEAD only; 'read_write': whatever the admin may do. */
    scope: text('scope', { enum: ['read', 'read_write'] }).notNull(),
    token_hash: text('token_hash').notNull(),
    hint: text('hint').notNull(),
    created_at: createdAt(),
    last_used_at: timestamptz('last_used_at'),
  },
  (t) => [
    unique('api_keys_token_hash_unique').on(t.token_hash),
    index('api_keys_business_idx').on(t.business_id),
    // Deleting an admin finds their keys through it (the foreign key's cascade).
    index('api_keys_created_by_idx').on(t.created_by),
    foreignKey({
      name: 'api_keys_admin_of_business_fk',
      columns: [t.created_by, t.business_id],
      foreignColumns: [admins.id, admins.business_id],
    }).onDelete('cascade'),
    check('api_keys_scope_known', sql`${t.scope} in ('read', 'read_write')`),
    check('api_keys_token_hash_sha256', sql`${t.token_hash} ~ '^[0-9a-f]{64}$'`),
    check('api_keys_name_length', sql`char_length(${t.name}) between 1 and 100`),
    check('api_keys_hint_length', sql`char_length(${t.hint}) = 4`),
  ],
);

/**
 * An HTTPS endpoint of a business that receives its events (issue 27). The signing secret is
 * kept encrypted (it must be read back to sign). `failing_since` is set at the first failed
 * attempt and cleared by a success; failing for a day turns the endpoint off.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').default('').notNull(),
    events: text('events').array().notNull(),
    secret_encrypted: text('secret_encrypted').notNull(),
    enabled: boolean('enabled').default(true).notNull(),
    failing_since: timestamptz('failing_since'),
    disabled_reason: text('disabled_reason'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('webhook_endpoints_business_idx').on(t.business_id),
    // Target of webhook_deliveries (endpoint_id, business_id).
    unique('webhook_endpoints_id_business_unique').on(t.id, t.business_id),
    check('webhook_endpoints_url_https', sql`${t.url} ~* '^https://' and char_length(${t.url}) <= 2048`),
    check('webhook_endpoints_events_some', sql`cardinality(${t.events}) between 1 and 6`),
  ],
);

/**
 * One event for one endpoint: its body (the same on every attempt, so the receiver can
 * deduplicate by `event_id`), its status and the last attempt's answer.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    business_id: integer('business_id').notNull(),
    endpoint_id: integer('endpoint_id').notNull(),
    event_id: text('event_id').notNull(),
    event: text('event').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] }).default('pending').notNull(),
    attempts: integer('attempts').default(0).notNull(),
    last_attempt_at: timestamptz('last_attempt_at'),
    next_attempt_at: timestamptz('next_attempt_at'),
    response_status: integer('response_status'),
    response_body: text('response_body'),
    error: text('error'),
    created_at: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'webhook_deliveries_endpoint_of_business_fk',
      columns: [t.endpoint_id, t.business_id],
      foreignColumns: [webhookEndpoints.id, webhookEndpoints.business_id],
    }).onDelete('cascade'),
    index('webhook_deliveries_endpoint_created_idx').on(t.endpoint_id, t.created_at),
    unique('webhook_deliveries_event_endpoint_unique').on(t.event_id, t.endpoint_id),
    check('webhook_deliveries_status_known', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);
