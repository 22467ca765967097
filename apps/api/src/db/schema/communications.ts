import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { admins } from './auth';
import { businesses } from './businesses';
import { createdAt, flag, flagCheck, id, updatedAt } from './columns';
import { messageAction, messageType, morphType, notificationType } from './enums';

/**
 * One message of a conversation. Messages of a conversation share `thread`; a reply points
 * at the message it answers. Contact-form messages come from visitors without an account,
 * whose details sit in the `contact_*` columns.
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    thread: text('thread').notNull(),
    reply_message_id: integer('reply_message_id').references((): AnyPgColumn => messages.id, {
      onDelete: 'set null',
    }),
    senderable_type: morphType('senderable_type'),
    senderable_id: integer('senderable_id'),
    receiverable_type: morphType('receiverable_type'),
    receiverable_id: integer('receiverable_id'),
    contact_name: text('contact_name'),
    contact_email: text('contact_email'),
    contact_phone: text('contact_phone'),
    body: text('body').notNull(),
    type: messageType('type').notNull(),
    status_read: flag('status_read', 0),
    is_starred: flag('is_starred', 0),
    action: messageAction('action').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('messages_business_action_idx').on(t.business_id, t.action, t.id),
    index('messages_thread_idx').on(t.thread),
    index('messages_business_created_idx').on(t.business_id, t.created_at),
    index('messages_reply_message_id_idx').on(t.reply_message_id),
    flagCheck('messages', t.status_read),
    flagCheck('messages', t.is_starred),
  ],
);

/** What the bell shows an admin; realtime delivers each as a NewNotification event. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The admin notified. */
    admin_id: integer('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    type: notificationType('type').notNull(),
    /** The text in English: a contact's own words, or the sentence the server rendered from body_key. */
    body: text('body').notNull(),
    /**
     * For a text the server wrote: its key (the domain's ACTIVITY_NOTES) and values, so a reader
     * sees it in their language. Null for a contact's words.
     */
    body_key: text('body_key'),
    body_values: jsonb('body_values').$type<Record<string, string | number | string[]>>(),
    message_id: integer('message_id').references(() => messages.id, { onDelete: 'set null' }),
    senderable_type: morphType('senderable_type'),
    senderable_id: integer('senderable_id'),
    status_read: flag('status_read', 0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('notifications_admin_read_idx').on(t.admin_id, t.status_read),
    index('notifications_business_created_idx').on(t.business_id, t.created_at),
    index('notifications_message_id_idx').on(t.message_id),
    flagCheck('notifications', t.status_read),
    // As activities' note keys: a key's shape and small values; which keys exist is the
    // domain's list, which an older row or a newer server may not share.
    check('notifications_body_key_shape', sql`${t.body_key} ~ '^[a-z][A-Za-z0-9]{0,63}$'`),
    check(
      'notifications_body_values_bounded',
      sql`jsonb_typeof(${t.body_values}) = 'object' and octet_length(${t.body_values}::text) <= 8192`,
    ),
    check('notifications_body_key_with_values', sql`(${t.body_key} is null) = (${t.body_values} is null)`),
  ],
);

export const defaultMessageCategories = pgTable('default_message_categories', {
  id: id(),
  name: text('name').notNull().unique(),
  created_at: createdAt(),
});

/** Reusable message templates; a null business_id marks a platform-wide one. */
export const defaultMessages = pgTable(
  'default_messages',
  {
    id: id(),
    business_id: integer('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    default_message_category_id: integer('default_message_category_id').references(
      () => defaultMessageCategories.id,
      { onDelete: 'set null' },
    ),
    name: text('name').notNull(),
    body: text('body').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('default_messages_business_id_idx').on(t.business_id),
    index('default_messages_category_id_idx').on(t.default_message_category_id),
  ],
);
