import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { admins } from './auth';
import { businesses } from './businesses';
import { createdAt, id } from './columns';

/**
 * An uploaded image and what it illustrates (`entity_type`/`entity_id`, `item_type` such as
 * a business logo or a theme entity item image). `storage_key` locates it on disk or in S3.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    business_id: integer('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    uploaded_by: integer('uploaded_by').references(() => admins.id, { onDelete: 'set null' }),
    entity_type: text('entity_type').notNull(),
    entity_id: integer('entity_id').notNull(),
    item_type: text('item_type'),
    storage: text('storage').notNull(),
    storage_key: text('storage_key').notNull().unique(),
    url: text('url').notNull(),
    original_name: text('original_name'),
    mime_type: text('mime_type').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('files_entity_idx').on(t.entity_type, t.entity_id),
    index('files_business_id_idx').on(t.business_id),
    index('files_uploaded_by_idx').on(t.uploaded_by),
  ],
);
