import { index, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns';
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
    access_token: text('access_token'),
    refresh_token: text('refresh_token'),
    token_expires_at: timestamptz('token_expires_at'),
    scope: text('scope'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('integrations_owner_platform_unique').on(t.integrable_type, t.integrable_id, t.platform),
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
