import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { createdAt, id, timestamptz } from './columns';
import { deliveryTransport } from './enums';

/**
 * Every e-mail the API sends. Offline it stays here (the dev mailbox reads it); with SMTP
 * configured `sent_at` records delivery.
 */
export const outboundMail = pgTable(
  'outbound_mail',
  {
    id: id(),
    /** The business it was sent for; null for the platform's own mail (an admin's reset code). */
    business_id: integer('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Files sent with the message (an appointment's .ics), as text: filename, type, content. */
    attachments:
      jsonb('attachments').$type<{ filename: string; content_type: string; content: string }[]>(),
    transport: deliveryTransport('transport').notNull(),
    created_at: createdAt(),
    sent_at: timestamptz('sent_at'),
    error: text('error'),
  },
  (t) => [
    index('outbound_mail_to_created_idx').on(t.to, t.created_at),
    // Erasing a client finds their copies of what this business sent them.
    index('outbound_mail_business_to_idx').on(t.business_id, t.to),
  ],
);

/** Every SMS the API sends; offline it stays here. */
export const outboundSms = pgTable(
  'outbound_sms',
  {
    id: id(),
    /** The business it was sent for. */
    business_id: integer('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    body: text('body').notNull(),
    transport: deliveryTransport('transport').notNull(),
    created_at: createdAt(),
    sent_at: timestamptz('sent_at'),
    error: text('error'),
  },
  (t) => [
    index('outbound_sms_to_created_idx').on(t.to, t.created_at),
    index('outbound_sms_business_to_idx').on(t.business_id, t.to),
  ],
);
